/**
 * The permalink (href without base path) of any content file, from its path and front matter (`id`, `slug`).
 * Used by the computed fields and by the Markdown link rewriter, so a link and its target always agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docHref, pageHref, postHref } from '../routes';
import { frontMatterData, normalizeDateText, splitFrontMatter } from './frontmatter';
import { blogForSourcePath, docIdentity, getContentRoot, isPageSource, pageSectionForSourcePath, pageSlugFromSource, postIdentity, sectionForSourcePath } from './paths';

/** The kind of document a content-relative path holds. */
export type ContentKind = 'doc' | 'post' | 'page';

/** Which collection a content-relative path belongs to, if any. */
export function kindOfSource(sourceFilePath: string): ContentKind | undefined {
  if (sectionForSourcePath(sourceFilePath)) return 'doc';
  if (blogForSourcePath(sourceFilePath)) return 'post';
  if (isPageSource(sourceFilePath)) return 'page';
  return undefined;
}

/** Front matter fields that decide a URL. */
export interface UrlFrontMatter {
  readonly id?: string;
  readonly slug?: string;
  readonly date?: string;
  /** A doc's: false keeps the number prefixes of its path in its id and URL. */
  readonly parse_number_prefixes?: boolean;
}

/** The href of a content file given its front matter. */
export function permalinkForSource(sourceFilePath: string, fm: UrlFrontMatter = {}): string | undefined {
  const section = sectionForSourcePath(sourceFilePath);
  if (section) return docHref(section.id, docIdentity(sourceFilePath, fm).slug);
  const blog = blogForSourcePath(sourceFilePath);
  if (blog) return postHref(blog.id, postIdentity(sourceFilePath, fm.slug, fm.date).slug);
  const pages = pageSectionForSourcePath(sourceFilePath);
  if (pages) return pageHref(pages.id, pageSlugFromSource(sourceFilePath, fm.slug));
  return undefined;
}

const urlCache = new Map<string, { mtimeMs: number; fm: UrlFrontMatter }>();

/**
 * Whether YAML text can give its mapping an `id`, `slug` or `date` key (in block or flow style, quoted or not, or
 * through a merge key). Most front matter has none, and is then not parsed: each compile thread resolves the
 * links of every document it compiles, and read the whole site's front matter (N=1000: 0.7 s of YAML a thread).
 */
export const mayNameUrl = (yaml: string): boolean =>
  /(?:^|[\s{,])["']?(?:id|slug|date|parse_number_prefixes)["']?\s*:|<</m.test(yaml);

/** The front-matter `id`, `slug`, `date` and `parse_number_prefixes` of a document's text (tolerantly: a broken file is reported by its own validation). */
export function urlFrontMatterOf(text: string): UrlFrontMatter {
  const yaml = splitFrontMatter(text).yaml;
  if (!mayNameUrl(yaml)) return {};
  const data = frontMatterData(text);
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
  // Joi's boolean, as the front matter's schema reads it: `false` or the text "false".
  const parse = data.parse_number_prefixes === false || data.parse_number_prefixes === 'false' ? false : undefined;
  const date = str(data.date);
  return { id: str(data.id), slug: str(data.slug), date: date && normalizeDateText(date), parse_number_prefixes: parse };
}

/**
 * What this process has read of files' {@link urlFrontMatterOf}, to hand to another (lib/mdx/compile-threads.ts gives
 * its compile threads what the main thread read for the compile cache's key, so that each thread does not read
 * and parse every linked document's front matter again).
 */
export const knownUrlFrontMatter = (): [string, { mtimeMs: number; fm: UrlFrontMatter }][] => [...urlCache];

/** Takes what another process read ({@link knownUrlFrontMatter}); an entry counts while its file's mtime is the same. */
export function addKnownUrlFrontMatter(entries: readonly [string, { mtimeMs: number; fm: UrlFrontMatter }][]): void {
  for (const [file, entry] of entries) urlCache.set(file, entry);
}

/** A file's {@link urlFrontMatterOf}, read again only when the file changed. */
export function readUrlFrontMatter(absolutePath: string): UrlFrontMatter {
  const { mtimeMs } = fs.statSync(absolutePath);
  const cached = urlCache.get(absolutePath);
  if (cached?.mtimeMs === mtimeMs) return cached.fm;
  let fm: UrlFrontMatter;
  try {
    fm = urlFrontMatterOf(fs.readFileSync(absolutePath, 'utf8'));
  } catch {
    fm = {}; // removed meanwhile
  }
  urlCache.set(absolutePath, { mtimeMs, fm });
  return fm;
}

/**
 * The file a Markdown link names, where the import may have moved it: a `.md` that became `.mdx` (or the
 * reverse), a folder whose name lost its surrounding spaces.
 */
function findContentFile(absolutePath: string): string | undefined {
  const trimmed = absolutePath
    .split(path.sep)
    .map((s) => s.trim())
    .join(path.sep);
  const other = (p: string) => p.replace(/\.mdx?$/, (ext) => (ext === '.md' ? '.mdx' : '.md'));
  return [absolutePath, other(absolutePath), trimmed, other(trimmed)].find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
}

/** The href of the content file at an absolute path, or undefined when it does not exist or is not content. */
export function permalinkForFile(linkedPath: string): string | undefined {
  const absolutePath = findContentFile(linkedPath);
  if (!absolutePath) return undefined;
  const rel = path.relative(getContentRoot(), absolutePath).split(path.sep).join('/');
  if (rel.startsWith('..')) return undefined;
  return permalinkForSource(rel, readUrlFrontMatter(absolutePath));
}
