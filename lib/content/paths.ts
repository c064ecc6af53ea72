/**
 * Pure path rules that turn a content file's location into its collection, id and URL path, the way
 * Docusaurus does (lib/content/docusaurus-rules.ts). Shared by the content layer (computed fields), the
 * Markdown link rewriter and the build checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { blogSections, docSections, pageSections, siteConfig, type BlogConfig, type DocSectionConfig, type PageSection } from '../../config/site';
import { contentRoot } from '../content-root.mjs';
import { blogPostSlug, docIdAndSlug, docusaurusRules, parseNumberPrefix } from './docusaurus-rules';
import { isSourceOf } from './source-globs';

/** The content root: `content/` unless `CONTENT_DIR` points elsewhere. */
export const getContentRoot: () => string = contentRoot;

/** The text of a content file (content-relative path). */
export function readSource(sourceFilePath: string): string {
  return fs.readFileSync(path.join(getContentRoot(), sourceFilePath), 'utf8');
}

/** Splits a content-relative path (`docs/a/b.md`) into its POSIX segments. */
function segments(sourceFilePath: string): string[] {
  return sourceFilePath.split(/[\\/]/).filter(Boolean);
}

/** The path of a file inside a folder of the content root, or undefined when it is not inside it. */
function inside(folder: string, sourceFilePath: string): string | undefined {
  const prefix = segments(folder);
  const parts = segments(sourceFilePath);
  if (parts.length <= prefix.length || prefix.some((p, i) => parts[i] !== p)) return undefined;
  return parts.slice(prefix.length).join('/');
}

const folderParts = new WeakMap<object, string[]>();

/**
 * The owner of a file among sections: the one whose folder holds it, the deepest folder when several do (a
 * translation's folder under a section's). Called for every link and cache key of a build: folders are split once.
 */
function ownerOf<T extends { folder: string }>(owners: readonly T[], sourceFilePath: string): T | undefined {
  const parts = segments(sourceFilePath);
  let found: T | undefined;
  let depth = -1;
  for (const owner of owners) {
    let prefix = folderParts.get(owner);
    if (!prefix) folderParts.set(owner, (prefix = segments(owner.folder)));
    if (prefix.length <= depth || parts.length <= prefix.length || prefix.some((p, i) => parts[i] !== p)) continue;
    found = owner;
    depth = prefix.length;
  }
  return found;
}

/** The file's path inside a section's folder (`docs/a/b.md` in `docs` → `a/b.md`). */
export function pathInSection(section: { folder: string }, sourceFilePath: string): string | undefined {
  return inside(section.folder, sourceFilePath);
}

/** The doc section (locale and version) that owns a content-relative file path, if any. */
export function sectionForSourcePath(sourceFilePath: string): DocSectionConfig | undefined {
  return ownerOf(docSections, sourceFilePath);
}

/** The blog (in its locale) that owns a content-relative file path, if any. */
export function blogForSourcePath(sourceFilePath: string): BlogConfig | undefined {
  return ownerOf(blogSections, sourceFilePath);
}

/** The standalone pages (in their locale) that own a content-relative file path, if any. */
export function pageSectionForSourcePath(sourceFilePath: string): PageSection | undefined {
  return ownerOf(pageSections, sourceFilePath);
}

/**
 * The folder a section's data file (`authors.yml`, `tags.yml`) is read from: the section's own (a translation's)
 * when it has the file, else the default locale's, as Docusaurus's `getDataFilePath` looks localized first.
 */
export function dataFolderOf(section: { folder: string; sourceFolder?: string }, fileName: string): string {
  if (section.sourceFolder === undefined || section.sourceFolder === section.folder) return section.folder;
  return fs.existsSync(path.join(getContentRoot(), section.folder, fileName)) ? section.folder : section.sourceFolder;
}

/** The doc section, blog or pages (in their locale and version) that own a content file, if any. */
export const ownerOfSource = (sourceFilePath: string) =>
  sectionForSourcePath(sourceFilePath) ?? blogForSourcePath(sourceFilePath) ?? pageSectionForSourcePath(sourceFilePath);

/** The locale of a content file: its section's, blog's or pages' locale (undefined outside them). */
export const localeOfSource = (sourceFilePath: string): string | undefined => ownerOfSource(sourceFilePath)?.locale;

/**
 * Whether a Markdown file of the content root is a document: inside a doc section, a blog or the pages folder, taken
 * by that section's `include` and not left out by its `exclude` (lib/content/source-globs.ts). A file that is not
 * gets no page; documents may still import it.
 */
export function isContentDocument(sourceFilePath: string): boolean {
  const owner = ownerOfSource(sourceFilePath);
  return owner !== undefined && isSourceOf(owner, inside(owner.folder, sourceFilePath)!);
}

/** True when a content-relative file path is a standalone page. */
export const isPageSource = (sourceFilePath: string): boolean => pageSectionForSourcePath(sourceFilePath) !== undefined;

/** Whether a document is compiled as MDX: `.mdx`, or `.md` when the site's Markdown format is MDX (Docusaurus 3). */
export const isMdxSource = (sourceFilePath: string): boolean =>
  sourceFilePath.endsWith('.mdx') || siteConfig.markdown.format === 'mdx';

/** The rules (URLs, dates) of the Docusaurus release the site keeps. */
export const rules = docusaurusRules(siteConfig.docusaurusVersion);

/** The front matter that decides a doc's id and URL. */
type DocUrlFrontMatter = { id?: string; slug?: string; parse_number_prefixes?: boolean };

/**
 * A doc's Docusaurus id (`folder/file` without number prefixes, the file part replaced by front matter `id`)
 * and its URL path inside the section (front matter `slug`, absolute or relative, else from the id).
 */
export function docIdentity(sourceFilePath: string, frontMatter: DocUrlFrontMatter = {}): { id: string; slug: string } {
  const { id, slug } = docIdAndSlugOf(sourceFilePath, frontMatter);
  return { id, slug };
}

/** A doc's slug exactly as Docusaurus joins it: a category index keeps its trailing slash (`/guides/`), as its route does. */
export const docusaurusDocSlug = (sourceFilePath: string, frontMatter: DocUrlFrontMatter = {}): string =>
  docIdAndSlugOf(sourceFilePath, frontMatter).docusaurusSlug;

function docIdAndSlugOf(sourceFilePath: string, frontMatter: DocUrlFrontMatter) {
  const section = sectionForSourcePath(sourceFilePath);
  if (!section) throw new Error(`${sourceFilePath} is not inside a doc section`);
  return docIdAndSlug({
    relativePath: inside(section.folder, sourceFilePath)!,
    frontMatterId: frontMatter.id,
    frontMatterSlug: frontMatter.slug,
    parseNumberPrefixes: parsesNumberPrefixes(section, frontMatter),
    rules,
  });
}

/** The section's parser (`numberPrefixParser: false` turns it off), unless the doc's front matter turns it off. */
const parsesNumberPrefixes = (section: DocSectionConfig, frontMatter: { parse_number_prefixes?: boolean }): boolean =>
  section.numberPrefixes && frontMatter.parse_number_prefixes !== false;

/**
 * A doc's position in a generated sidebar as Docusaurus has it (docs.ts `sidebarPosition`): front matter
 * `sidebar_position`, else the number prefix of its file name (`02-install.md` → 2) when the section and the doc
 * parse number prefixes.
 */
export function docSidebarPosition(
  sourceFilePath: string,
  frontMatter: { sidebar_position?: number; parse_number_prefixes?: boolean },
): number | undefined {
  if (frontMatter.sidebar_position !== undefined) return frontMatter.sidebar_position;
  const section = sectionForSourcePath(sourceFilePath);
  if (!section || !parsesNumberPrefixes(section, frontMatter)) return undefined;
  const name = sourceFilePath.split('/').at(-1)!.replace(/\.mdx?$/, '');
  return parseNumberPrefix(name).numberPrefix;
}

/** The raw folder names between the section folder and a doc file (for sidebar grouping). */
export function docDirsFromSource(sourceFilePath: string): string[] {
  const section = sectionForSourcePath(sourceFilePath);
  return section ? segments(inside(section.folder, sourceFilePath)!).slice(0, -1) : [];
}

/** A blog post's URL path inside its blog (front matter `slug`, else `YYYY/MM/DD/name` or the file path) and file-name date (front matter `date` moves the URL date only before Docusaurus 2.0.0-beta.5). */
export function postIdentity(sourceFilePath: string, slug?: string, date?: string): { slug: string; dateFromPath?: string } {
  const blog = blogForSourcePath(sourceFilePath);
  if (!blog) throw new Error(`${sourceFilePath} is not inside a blog folder`);
  const found = blogPostSlug({ relativePath: inside(blog.folder, sourceFilePath)!, frontMatterSlug: slug, frontMatterDate: date, rules });
  return { slug: found.slug, dateFromPath: found.dateFromPath };
}

/** A standalone page's URL path (`pages/markdown-page.md` → `markdown-page`, `pages/a/index.md` → `a`). */
export function pageSlugFromSource(sourceFilePath: string, slug?: string): string {
  if (slug !== undefined) return slug.replace(/^\/+|\/+$/g, '');
  const section = pageSectionForSourcePath(sourceFilePath);
  return ((section && inside(section.folder, sourceFilePath)) ?? '').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
}

/** The file name without extension and number prefix (the last fallback for a title). */
export function fileTitle(sourceFilePath: string): string {
  return (segments(sourceFilePath).at(-1) ?? '').replace(/\.mdx?$/, '');
}
