/**
 * A build's content layer hands its documents to the compile threads before Contentlayer asks for them
 * (scripts/lib/contentlayer-cli.mjs runs this first, bundled). Contentlayer takes 1.5–2 s to load and to
 * compile its config before it reads the first document, with one core idle; the threads compile meanwhile,
 * and Contentlayer then finds its documents compiled or being compiled (lib/mdx/compile-threads.ts, compiled
 * ahead; lib/mdx/contentlayer-hooks.ts takes them by cache key). A document is compiled ahead only when it
 * would be compiled anyway: not in the persistent cache, and not on the content layer's own thread
 * (`compilesInPlace`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getContentRoot, isContentDocument, isMdxSource } from '../content/paths';
import { CONTENT_CACHE_DIR, cacheKey, isCached } from './compile-cache';
import { compileAhead, compilesInPlace, markdownFiles, startCompileWorkers } from './compile-threads';

/**
 * Hands the content root's documents that are not compiled yet to the compile threads (`bundle`: their code,
 * bundled already).
 */
export function compileDocumentsAhead(bundle: string): void {
  if (compilesInPlace()) return;
  // Nothing is cached on a first build: the threads start loading at once, while this thread reads the documents.
  if (!fs.existsSync(CONTENT_CACHE_DIR)) void startCompileWorkers(bundle);
  const root = getContentRoot();
  const documents = markdownFiles()
    .filter(isContentDocument)
    .map((sourceFilePath) => {
      const text = fs.readFileSync(path.join(root, sourceFilePath), 'utf8');
      const kind = isMdxSource(sourceFilePath) ? ('mdx' as const) : ('md' as const);
      return { key: cacheKey(kind, sourceFilePath, text), kind, text, raw: { sourceFilePath } };
    })
    .filter((document) => !isCached(document.key));
  if (documents.length === 0) return;
  void startCompileWorkers(bundle);
  compileAhead(documents, root);
}
