/**
 * How Contentlayer compiles documents: on worker threads (lib/mdx/compile-pool.ts) and, in a production build
 * (`MYBLOG_CONTENT_CACHE=1`), through the persistent cache (lib/mdx/compile-cache.ts); a build records each
 * document's warnings and assets for the step after (lib/mdx/document-outputs.ts), `npm run dev` prints and
 * copies them at once. Markdown goes through the unified builder Contentlayer makes per document; MDX through
 * mdx-bundler, whose entry module is handed over already compiled. When a worker fails, the document is
 * compiled again in place, so errors read exactly as before (file:line:column).
 */
import path from 'node:path';
import type { Processor } from 'unified';
import { VFile } from 'vfile';
import type { TocItem } from '../content/headings';
import { getContentRoot } from '../content/paths';
import type { Compiled, RawDocumentData } from './compile';
import { cacheKey, readCached } from './compile-cache';
import { compileOnWorker, takeCompiledAhead } from './compile-pool';
import { saveDocumentOutputs, type DocumentOutputs } from './document-outputs';
import { copyAsset } from './links';
import { mdxEsbuildOptions } from './mdx-esbuild';
import { configureMarkdown, mdxRehypePlugins, mdxRemarkPlugins } from './pipeline';

const useCache = process.env.MYBLOG_CONTENT_CACHE === '1';
const headings = new Map<string, TocItem[]>();

/** The headings of a document compiled in this process (for its table of contents). */
export const getCompiledHeadings = (sourceFilePath: string): TocItem[] | undefined => headings.get(sourceFilePath);

/** Where a document's warnings and assets go: recorded for the build's next step, or printed and copied now. */
function emit(sourceFilePath: string, outputs: DocumentOutputs): void {
  if (useCache) return saveDocumentOutputs(sourceFilePath, outputs);
  for (const asset of outputs.assets) copyAsset(asset);
  for (const warning of outputs.warnings) console.warn(warning);
}

async function compileCached(kind: 'md' | 'mdx', text: string, raw: RawDocumentData): Promise<Compiled> {
  const key = useCache ? cacheKey(kind, raw.sourceFilePath, text) : undefined;
  // Compiled ahead (lib/mdx/compile-ahead.ts) when the build could: the same compile, started earlier. Otherwise
  // cached, or compiled now. The thread that compiles a document stores it in the cache.
  const ahead = key ? takeCompiledAhead(key) : undefined;
  const compiled = ahead
    ? await ahead
    : (key && readCached(key)) || (await compileOnWorker(kind, text, raw, getContentRoot(), key));
  headings.set(raw.sourceFilePath, compiled.headings);
  return compiled;
}

/**
 * A Markdown document's HTML as the content layer compiles it (`text`: the whole file), from the cache or a
 * worker, its warnings and assets recorded; also used by scripts/content-update.ts.
 */
export async function compileMarkdownBody(text: string, raw: RawDocumentData): Promise<string> {
  const compiled = await compileCached('md', text, raw);
  emit(raw.sourceFilePath, compiled);
  return compiled.output;
}

/** The document data Contentlayer's first plugin attaches (read by running that plugin on a stand-in file). */
function rawDocumentDataOf(plugin: unknown): RawDocumentData | undefined {
  if (typeof plugin !== 'function') return undefined;
  const transformer = (plugin as () => unknown)() as
    ((tree: unknown, file: { data: Record<string, unknown> }) => void) | undefined;
  const probe = { data: {} as Record<string, unknown> };
  if (typeof transformer === 'function') transformer(undefined, probe);
  return probe.data.rawDocumentData as RawDocumentData | undefined;
}

/** Contentlayer's `markdown` option: the document's HTML from the cache or a worker. */
export function configureContentlayerMarkdown(builder: Processor): void {
  const [attacher] = builder.attachers;
  const raw = rawDocumentDataOf(attacher?.[0]);
  const inPlace = builder.process.bind(builder);
  configureMarkdown(builder);
  if (!raw) return;
  builder.process = (async (value: unknown) => {
    try {
      return new VFile({ value: await compileMarkdownBody(String(value), raw) });
    } catch {
      return inPlace(value as string);
    }
  }) as never;
}

let pendingRaw: RawDocumentData | undefined;

/** Contentlayer's `mdx` options: the MDX plugins (for imported partials), and the document's entry compiled in advance. */
export const contentlayerMdxOptions = {
  remarkPlugins: mdxRemarkPlugins,
  rehypePlugins: mdxRehypePlugins,
  // mdx-bundler calls this, then esbuildOptions, synchronously for one document: the first hands the second its data.
  mdxOptions: (options: { remarkPlugins?: unknown[] }) => {
    pendingRaw = rawDocumentDataOf(options.remarkPlugins?.[0]);
    return options;
  },
  esbuildOptions: <T extends Parameters<typeof mdxEsbuildOptions>[0]>(options: T): T => {
    const raw = pendingRaw;
    pendingRaw = undefined;
    if (!raw) return mdxEsbuildOptions(options);
    // The document's own compile and what its imports publish while it is bundled: one record, when bundling ends.
    const outputs: DocumentOutputs = { warnings: [], assets: [] };
    return mdxEsbuildOptions(options, {
      compileEntry: async (text: string) => {
        const compiled = await compileCached('mdx', text, raw);
        outputs.warnings.push(...compiled.warnings);
        outputs.assets.push(...compiled.assets);
        return compiled.output;
      },
      assets: outputs.assets,
      done: () => emit(raw.sourceFilePath, outputs),
    });
  },
};

/** Where a document's relative paths start (for tests of the hooks). */
export const entryDirOf = (raw: RawDocumentData): string => path.join(getContentRoot(), path.dirname(raw.sourceFilePath));
