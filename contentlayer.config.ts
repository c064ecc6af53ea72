/**
 * Contentlayer document types: Doc, Post and Page, each in a `.md` flavour (CommonMark + GFM rendered to
 * HTML) and an `.mdx` flavour (compiled MDX); `_category_` files are read by lib/content/category.ts. Front matter is
 * validated by lib/content (zod) inside the computed fields, so a mistake fails with file:line and field.
 */
import type { ComputedFields } from 'contentlayer2/source-files';
import { defineDocumentType, makeSource } from './lib/content/contentlayer-api';
import { blogSections, docSections, pageSections, SITE_CONFIG_FILE, siteConfig } from './config/site';
import { describeDoc, describePage, describePost } from './lib/content/describe';
import {
  contentlayerFieldOptions,
  docFrontMatter,
  installFrontMatterReader,
  pageFrontMatter,
  postFrontMatter,
} from './lib/content/frontmatter';
import { getContentRoot } from './lib/content/paths';
import { contentExclusions } from './lib/content/source-collections';
import { configureContentlayerMarkdown, contentlayerMdxOptions } from './lib/mdx/contentlayer-hooks';

// Contentlayer reads front matter as Docusaurus does (gray-matter + js-yaml 3), as lib/content validates it.
installFrontMatterReader();

/** A glob alternative of folders (`{a,b}`; a single folder as is, since `{a}` is not an alternative). */
const anyOf = (folders: string[]) =>
  folders.length === 0 ? '.none' : folders.length === 1 ? folders[0]! : `{${folders.join(',')}}`;
const sectionFolders = anyOf(docSections.map((s) => s.folder));
const blogFolders = anyOf(blogSections.map((b) => b.folder));
const pageFolders = anyOf(pageSections.map((p) => p.folder));
/** `.md` is MDX when the site says so (Docusaurus 3's default), else CommonMark with raw HTML. */
const mdContentType = siteConfig.markdown.format === 'mdx' ? 'mdx' : 'markdown';

/** Exposes every key of a describe function's result as one JSON computed field. */
function metaField(describe: (sourceFilePath: string) => object): ComputedFields {
  return {
    meta: {
      type: 'json',
      description: 'Validated metadata (lib/content/describe.ts)',
      resolve: (doc) => describe(doc._raw.sourceFilePath),
    },
  };
}

/**
 * The front-matter keys a document type knows, declared (as opaque JSON: lib/content validates them and the
 * computed `meta` is all the site reads) only under `contentlayer dev` (MYBLOG_CONTENTLAYER_DEV, set by
 * scripts/lib/contentlayer-cli.mjs). Contentlayer flags a key that is not declared as extra data, and a document
 * with such a warning is never taken from its cache: the dev server, which runs every document again on each
 * save, needs them declared to recompile only the saved one. A build declares none: each declared key costs every
 * document a fiber of Contentlayer's own, present or not, and a build never takes a document from that cache (a
 * full build clears it; a partial one updates its edited bodies without Contentlayer, scripts/content-update.ts).
 * At N=1000 (2026-11-24, six runs each, alternated) the content layer of a clean build took 14.7–17.8 s (median
 * 15.8) without them against 16.1–17.8 s (median 16.4), and 24–30 s of CPU against 27–29 s.
 */
const fieldsOf = (schema: { shape: object }) =>
  process.env.MYBLOG_CONTENTLAYER_DEV === '1'
    ? Object.fromEntries(Object.keys(schema.shape).map((key) => [key, { type: 'json' as const }]))
    : {};

function pair(name: string, pattern: string, schema: { shape: object }, describe: (sourceFilePath: string) => object) {
  const base = { fields: fieldsOf(schema), computedFields: metaField(describe) };
  return [
    defineDocumentType(() => ({ name, filePathPattern: `${pattern}.md`, contentType: mdContentType, ...base })),
    defineDocumentType(() => ({ name: `${name}Mdx`, filePathPattern: `${pattern}.mdx`, contentType: 'mdx', ...base })),
  ];
}

export default makeSource({
  contentDirPath: getContentRoot(),
  contentDirExclude: [
    'node_modules',
    '.git',
    'authors.yml',
    'tags.yml',
    'static',
    '.docusaurus',
    SITE_CONFIG_FILE,
    // Read by lib/content/category.ts with js-yaml, as Docusaurus reads them: a `.json` one may hold YAML.
    '**/_category_.{json,yml,yaml}',
    // Partials, tests and what the sections' own `include`/`exclude` leave out (Docusaurus's globs).
    ...contentExclusions(),
  ],
  documentTypes: [
    // Every type is defined even when no folder holds it, so the generated collections always exist.
    ...pair('Doc', `${sectionFolders}/**/*`, docFrontMatter, describeDoc),
    ...pair('Post', `${blogFolders}/**/*`, postFrontMatter, describePost),
    ...pair('Page', `${pageFolders}/**/*`, pageFrontMatter, describePage),
  ],
  markdown: configureContentlayerMarkdown as never,
  mdx: contentlayerMdxOptions as never,
  onExtraFieldData: 'ignore',
  onUnknownDocuments: 'skip-ignore',
  onMissingOrIncompatibleData: 'fail',
  disableImportAliasWarning: true,
  fieldOptions: contentlayerFieldOptions,
});
