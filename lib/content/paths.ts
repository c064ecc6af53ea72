/**
 * Pure path rules that turn a content file's location into ids and slugs, the way Docusaurus does.
 * Shared by the content layer (computed fields), the Markdown link rewriter and the build checks.
 */
import path from 'node:path';
import { docSections, type DocSectionConfig } from '../../config/site';

/** The content root: `content/` unless `CONTENT_DIR` points elsewhere. */
export function getContentRoot(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*/;
const DATE_PREFIX = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/]?/;

/** Removes a Docusaurus number prefix (`01-intro` → `intro`), unless the name is only a number. */
export function stripNumberPrefix(segment: string): string {
  const stripped = segment.replace(NUMBER_PREFIX, '');
  return stripped === '' ? segment : stripped;
}

/** The `YYYY-MM-DD` date a file or folder name starts with, if any. */
export function datePrefix(name: string): string | undefined {
  const m = DATE_PREFIX.exec(name);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

function withoutExtension(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

/** Splits a content-relative path (`docs/a/b.md`) into its POSIX segments. */
function segments(sourceFilePath: string): string[] {
  return sourceFilePath.split(/[\\/]/).filter(Boolean);
}

/** The doc section that owns a content-relative file path, if any. */
export function sectionForSourcePath(sourceFilePath: string): DocSectionConfig | undefined {
  const [top] = segments(sourceFilePath);
  return docSections.find((s) => s.folder === top);
}

/**
 * The id of a doc inside its section: path without extension and number prefixes (`01-a/02-b.md` → `a/b`).
 * A front-matter `slug` overrides it: absolute (`/x/y`) from the section root, relative replacing the file name.
 */
export function docIdFromSource(sourceFilePath: string, slug?: string): string {
  const parts = segments(sourceFilePath).slice(1);
  const dirs = parts.slice(0, -1).map(stripNumberPrefix);
  const file = stripNumberPrefix(withoutExtension(parts.at(-1) ?? ''));
  if (slug !== undefined) {
    const clean = slug.replace(/^\/+|\/+$/g, '');
    if (slug.startsWith('/')) return clean === '' ? 'index' : clean;
    return [...dirs, clean].filter(Boolean).join('/');
  }
  return [...dirs, file].join('/');
}

/** The folder segments (after number-prefix stripping) of a doc inside its section, for sidebar grouping. */
export function docDirsFromSource(sourceFilePath: string): string[] {
  return segments(sourceFilePath).slice(1, -1);
}

/** A blog post's slug: front-matter `slug`, else the file (or folder for `index.md`) name without its date prefix. */
export function postSlugFromSource(sourceFilePath: string, slug?: string): string {
  if (slug !== undefined) return slug.replace(/^\/+|\/+$/g, '');
  const parts = segments(sourceFilePath).slice(1);
  const last = withoutExtension(parts.at(-1) ?? '');
  const name = last === 'index' && parts.length > 1 ? (parts.at(-2) ?? last) : parts.slice(0, -1).concat(last).join('/');
  return name.replace(DATE_PREFIX, '') || name;
}

/** The date encoded in a post's file or folder name. */
export function postDateFromSource(sourceFilePath: string): string | undefined {
  for (const part of segments(sourceFilePath).slice(1)) {
    const d = datePrefix(part);
    if (d) return d;
  }
  return undefined;
}

/** A standalone page's slug (`pages/markdown-page.md` → `markdown-page`). */
export function pageSlugFromSource(sourceFilePath: string, slug?: string): string {
  if (slug !== undefined) return slug.replace(/^\/+|\/+$/g, '');
  return withoutExtension(segments(sourceFilePath).slice(1).join('/')).replace(/(^|\/)index$/, '');
}
