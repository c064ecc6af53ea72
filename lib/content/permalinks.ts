/**
 * The permalink (href without base path) of any content file, from its path and front-matter `slug`.
 * Used by the computed fields and by the Markdown link rewriter, so a link and its target always agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { docHref, pageHref, postHref } from '../routes';
import { splitFrontMatter } from './frontmatter';
import { docIdFromSource, getContentRoot, pageSlugFromSource, postSlugFromSource, sectionForSourcePath } from './paths';

/** The kind of document a content-relative path holds. */
export type ContentKind = 'doc' | 'post' | 'page';

/** Which collection a content-relative path belongs to, if any. */
export function kindOfSource(sourceFilePath: string): ContentKind | undefined {
  if (sectionForSourcePath(sourceFilePath)) return 'doc';
  const top = sourceFilePath.split(/[\\/]/)[0];
  if (top === 'blog') return 'post';
  if (top === 'pages') return 'page';
  return undefined;
}

/** The href of a content file given its front-matter slug. */
export function permalinkForSource(sourceFilePath: string, slug?: string): string | undefined {
  const section = sectionForSourcePath(sourceFilePath);
  if (section) return docHref(section.id, docIdFromSource(sourceFilePath, slug));
  const kind = kindOfSource(sourceFilePath);
  if (kind === 'post') return postHref(postSlugFromSource(sourceFilePath, slug));
  if (kind === 'page') return pageHref(pageSlugFromSource(sourceFilePath, slug));
  return undefined;
}

const slugCache = new Map<string, { mtimeMs: number; slug: string | undefined }>();

/** Reads a file's front-matter `slug` (tolerantly: a broken file is reported by its own validation). */
function readSlug(absolutePath: string): string | undefined {
  const { mtimeMs } = fs.statSync(absolutePath);
  const cached = slugCache.get(absolutePath);
  if (cached?.mtimeMs === mtimeMs) return cached.slug;
  let slug: string | undefined;
  try {
    const data: unknown = parse(splitFrontMatter(fs.readFileSync(absolutePath, 'utf8')).yaml);
    const value = (data as { slug?: unknown } | null)?.slug;
    slug = typeof value === 'string' ? value : undefined;
  } catch {
    slug = undefined;
  }
  slugCache.set(absolutePath, { mtimeMs, slug });
  return slug;
}

/** The href of the content file at an absolute path, or undefined when it does not exist or is not content. */
export function permalinkForFile(absolutePath: string): string | undefined {
  if (!fs.existsSync(absolutePath)) return undefined;
  const rel = path.relative(getContentRoot(), absolutePath).split(path.sep).join('/');
  if (rel.startsWith('..')) return undefined;
  return permalinkForSource(rel, readSlug(absolutePath));
}
