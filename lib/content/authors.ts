/** Blog authors: `blog/authors.yml` (Docusaurus format) and inline authors in front matter. */
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from './errors';
import { uriField, type PostFrontMatter } from './frontmatter';
import { getContentRoot } from './paths';
import { loadYamlFile } from './yaml-file';

/** A resolved author of a post. */
export interface Author {
  readonly key?: string;
  readonly name: string;
  readonly title?: string;
  readonly url?: string;
  readonly imageUrl?: string;
  /** The author's e-mail: RSS gives an item's author only with one (`<author>email (name)</author>`). */
  readonly email?: string;
  /** Docusaurus 3.5+: social accounts by platform, a handle or a URL (front matter's replace authors.yml's). */
  readonly socials?: Readonly<Record<string, string | number>>;
}

const authorEntry = z
  .object({
    name: z.string().describe('Display name'),
    title: z.string().optional().describe('Role shown under the name'),
    // URIs as Docusaurus's authorsMap.ts validates them (utils-validation URISchema), as front matter's author links.
    url: uriField().optional().describe('Link of the name'),
    imageURL: uriField().optional().describe('Avatar, a path under public/ or a URL'),
    image_url: uriField().optional().describe('Avatar: the older spelling of imageURL'),
    email: z.string().optional().describe("E-mail, given in the RSS feed's items"),
    page: z
      .union([z.boolean(), z.object({ permalink: z.string().describe('Path of the page under /blog/authors/') })])
      .optional()
      .describe('Docusaurus 3.5+: the author has a page listing their posts (at /blog/authors/<key>, or the permalink)'),
    socials: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('Docusaurus 3.5+: social accounts by platform (x, github, linkedin…), a handle or a URL'),
    description: z.string().optional().describe('Shown on the author page'),
  })
  // Docusaurus reads both spellings (authorsMap.ts: `.rename('image_url', 'imageURL')`); imageURL is the one it documents.
  .transform(({ image_url, ...author }) => ({ ...author, imageURL: author.imageURL ?? image_url }));

/** The schema of an authors.yml. */
export const authorsFile = z.record(z.string(), authorEntry);

/** One author of authors.yml, its avatar as `imageURL` whichever way it was spelled. */
export type AuthorsMapEntry = z.output<typeof authorsFile>[string];

/** The authors map of a blog folder (empty when there is no authors.yml). */
export function loadAuthorsMap(blogFolder: string): z.output<typeof authorsFile> {
  return loadYamlFile(path.join(getContentRoot(), blogFolder, 'authors.yml'), authorsFile) ?? {};
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
    const socials = inline.socials ?? known?.socials;
    if (!name) throw new ContentError(file, line, 'authors', 'an inline author needs a name');
    // Front matter overrides the map's fields (authors.ts toAuthor: `{...mapAuthor, ...frontMatterAuthor}`).
    return {
      key,
      name,
      title: inline.title ?? known?.title,
      url: inline.url ?? known?.url,
      imageUrl: inline.imageURL ?? inline.image_url ?? known?.imageURL,
      email: inline.email ?? known?.email,
      // Only when given: a post's authors travel in its data, and most have none.
      ...(socials ? { socials } : {}),
    };
  });
  if (fm.author) authors.push({ name: fm.author, title: fm.author_title, url: fm.author_url, imageUrl: fm.author_image_url });
  return authors;
}
