/**
 * Compiles one document: Markdown to HTML, or MDX to the JavaScript module mdx-bundler then bundles, with the
 * plugins of lib/mdx/pipeline.ts and exactly the options mdx-bundler gives @mdx-js/mdx. Returns, besides the
 * output, what the page needs to know without compiling again: its headings, the warnings compiling printed
 * and the assets it published (a cached result replays both).
 */
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { TocItem } from '../content/headings';
import { headingsOf } from './collect-headings';
import { assetRecorder, type PublishedAsset } from './links';
import { configureMarkdown, mdxRehypePlugins, mdxRemarkPlugins } from './pipeline';

/**
 * What Contentlayer attaches to each document it compiles (its path, type…); `outsideMdxContent` marks Markdown that the
 * site's own code renders (lib/mdx/vfile-source.ts).
 */
export type RawDocumentData = { readonly sourceFilePath: string; readonly outsideMdxContent?: boolean } & Record<string, unknown>;

/** One compiled document. */
export interface Compiled {
  /** HTML (Markdown) or an ES module (MDX). */
  readonly output: string;
  readonly headings: TocItem[];
  readonly warnings: string[];
  readonly assets: PublishedAsset[];
}

/** The name mdx-bundler gives the entry of a document (plugins tell a document from an imported partial by it). */
export const MDX_ENTRY_NAME = '_mdx_bundler_entry_point-compiled.mdx';

/** The unified plugin that attaches a document's data to its file, as Contentlayer's `addRawDocumentToVFile`. */
export const attachRaw = (raw: RawDocumentData) => () => (_tree: unknown, file: VFile) => {
  Object.assign(file.data, { rawDocumentData: raw });
};

/** Compiles a document, collecting the warnings it prints (compiles run one at a time per thread). */
export async function compileDocument(
  kind: 'md' | 'mdx',
  text: string,
  raw: RawDocumentData,
  entryDir: string,
): Promise<Compiled> {
  const warnings: string[] = [];
  const assets: PublishedAsset[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  assetRecorder.current = assets;
  try {
    let file: VFile;
    if (kind === 'md') {
      const processor = unified().use(attachRaw(raw));
      configureMarkdown(processor as never);
      file = await processor.process(text);
    } else {
      file = await compile(new VFile({ value: text, path: `${entryDir}/${MDX_ENTRY_NAME}` }), {
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }], attachRaw(raw), ...mdxRemarkPlugins],
        rehypePlugins: mdxRehypePlugins,
        jsxImportSource: 'react',
        development: false,
      });
    }
    return { output: String(file.value), headings: headingsOf(file), warnings, assets };
  } finally {
    console.warn = warn;
    assetRecorder.current = undefined;
  }
}
