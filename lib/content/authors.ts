/** Blog authors: `blog/authors.yml` (Docusaurus format) and inline authors in front matter. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { ContentError } from './errors';
import { displayPath } from '../display-path.mjs';
import type { PostFrontMatter } from './frontmatter';
import { getContentRoot } from './paths';

/** A resolved author of a post. */
export interface Author {
  readonly key?: string;
  readonly name: string;
  readonly title?: string;
  readonly url?: string;
  readonly imageUrl?: string;
}

const authorsFile = z.record(
  z.string(),
  z.object({
    name: z.string().describe('Display name'),
    title: z.string().optional().describe('Role shown under the name'),
    url: z.string().optional().describe('Link of the name'),
    image_url: z.string().optional().describe('Avatar, a path under public/ or a URL'),
  }),
);

const cache = new Map<string, { mtimeMs: number; authors: z.infer<typeof authorsFile> }>();

/** The authors map of a blog folder (empty when there is no authors.yml). */
export function loadAuthorsMap(blogFolder: string): z.infer<typeof authorsFile> {
  const file = path.join(getContentRoot(), blogFolder, 'authors.yml');
  if (!fs.existsSync(file)) return {};
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.authors;
  const display = displayPath(file);
  let data: unknown;
  try {
    data = parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    throw new ContentError(display, line, undefined, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const result = authorsFile.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(display, undefined, issue.path.join('.'), issue.message);
  }
  cache.set(file, { mtimeMs, authors: result.data });
  return result.data;
}

/** Resolves a post's `authors` (keys or inline objects) and v1-style `author` fields. */
export function resolveAuthors(fm: PostFrontMatter, blogFolder: string, file: string, line: number | undefined): Author[] {
  const list = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const map = list.some((a) => typeof a === 'string' || a.key) ? loadAuthorsMap(blogFolder) : {};
  const authors = list.map((entry): Author => {
    const key = typeof entry === 'string' ? entry : entry.key;
    const known = key !== undefined ? map[key] : undefined;
    if (key !== undefined && !known) {
      throw new ContentError(file, line, 'authors', `unknown author "${key}" (not in ${blogFolder}/authors.yml)`);
    }
    const inline = typeof entry === 'string' ? {} : entry;
    const name = inline.name ?? known?.name;
    if (!name) throw new ContentError(file, line, 'authors', 'an inline author needs a name');
    return { key, name, title: inline.title ?? known?.title, url: inline.url ?? known?.url, imageUrl: inline.image_url ?? known?.image_url };
  });
  if (fm.author) authors.push({ name: fm.author, title: fm.author_title, url: fm.author_url, imageUrl: fm.author_image_url });
  return authors;
}
