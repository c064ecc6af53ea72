/**
 * Compiles documents on the compile threads (lib/mdx/compile-threads.ts). When the build knows only a few
 * documents need compiling (`MYBLOG_COMPILE_IN_PLACE=1`: an incremental build after editing a few Markdown
 * bodies), or the site is small (`compilesInPlace`), they compile on this thread instead, one at a time:
 * bundling and starting the threads would take longer than the compiles.
 */
import { compileDocument, type Compiled, type RawDocumentData } from './compile';
import { writeCached } from './compile-cache';
import { compileOnThreads, compilesInPlace } from './compile-threads';

export { takeCompiledAhead } from './compile-threads';

let inPlaceQueue: Promise<unknown> = Promise.resolve();

/**
 * Compiles a document on the least busy compile thread (or on this thread, see above), and stores it in the
 * compile cache under `cacheKey` if given.
 */
export function compileOnWorker(
  kind: 'md' | 'mdx',
  text: string,
  raw: RawDocumentData,
  entryDir: string,
  cacheKey?: string,
): Promise<Compiled> {
  if (!compilesInPlace()) return compileOnThreads({ kind, text, raw, entryDir, cacheKey });
  // compileDocument collects the warnings it prints: one compile at a time.
  const compiled = inPlaceQueue.then(async () => {
    const result = await compileDocument(kind, text, raw, entryDir);
    if (cacheKey) writeCached(cacheKey, result);
    return result;
  });
  inPlaceQueue = compiled.catch(() => undefined);
  return compiled;
}
