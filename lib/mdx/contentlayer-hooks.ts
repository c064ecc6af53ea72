/**
 * How Contentlayer compiles documents: on worker threads (lib/mdx/compile-pool.ts) and, in a production build
 * (`MYBLOG_CONTENT_CACHE=1`), through the persistent cache (lib/mdx/compile-cache.ts), replaying the warnings
 * and assets of a cached compile. Markdown goes through the unified builder Contentlayer makes per document;
 * MDX through mdx-bundler, whose entry module is handed over already compiled. When a worker fails, the
 * document is compiled again in place, so errors read exactly as before (file:line:column).
 */
import path from 'node:path';
import type { Processor } from 'unified';
import { VFile } from 'vfile';
import type { TocItem } from '../content/headings';
import { getContentRoot } from '../content/paths';
import type { Compiled, RawDocumentData } from './compile';
import { cacheKey, readCached, writeCached } from './compile-cache';
import { compileOnWorker } from './compile-pool';
import { copyAsset } from './links';
import { mdxEsbuildOptions } from './mdx-esbuild';
import { configureMarkdown, mdxRehypePlugins, mdxRemarkPlugins } from './pipeline';

const useCache = process.env.MYBLOG_CONTENT_CACHE === '1';
const headings = new Map<string, TocItem[]>();

/** The headings of a document compiled in this process (for its table of contents). */
export const getCompiledHeadings = (sourceFilePath: string): TocItem[] | undefined => headings.get(sourceFilePath);

async function compileCached(kind: 'md' | 'mdx', text: string, raw: RawDocumentData): Promise<Compiled> {
  const key = useCache ? cacheKey(kind, raw.sourceFilePath, text) : undefined;
  let compiled = key ? readCached(key) : undefined;
  if (compiled) for (const asset of compiled.assets) copyAsset(asset);
  else {
    compiled = await compileOnWorker(kind, text, raw, getContentRoot());
    if (key) writeCached(key, compiled);
  }
  for (const warning of compiled.warnings) console.warn(warning);
  headings.set(raw.sourceFilePath, compiled.headings);
  return compiled;
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
      return new VFile({ value: (await compileCached('md', String(value), raw)).output });
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
    return mdxEsbuildOptions(options, raw && (async (text: string) => (await compileCached('mdx', text, raw)).output));
  },
};

/** Where a document's relative paths start (for tests of the hooks). */
export const entryDirOf = (raw: RawDocumentData): string => path.join(getContentRoot(), path.dirname(raw.sourceFilePath));
