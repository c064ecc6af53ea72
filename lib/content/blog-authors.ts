/**
 * Blog author pages (Docusaurus 3.5+, packages/docusaurus-plugin-content-blog/src/{authorsMap,authorsSocials,
 * routes}.ts): every author of a blog's authors.yml is on the blog's author list, and an author with `page`
 * (`true`, or `{ permalink }`) has a page listing their posts, at `/blog/authors/<kebab-case key>` or at
 * `/blog/authors/<permalink>`, paginated like the blog list. Their social accounts are links.
 */
import kebabCase from 'lodash.kebabcase';
import type { BlogId } from '../../config/site';
import { paginate, type Page } from '../pagination';
import { blogAuthorHref, getBlog } from '../routes';
import { loadAuthorsMap, type AuthorsMapEntry } from './authors';
import type { PostEntry } from './collections';
import { dataFolderOf, rules } from './paths';
import { getListedPosts } from './queries';

/** A social account of an author: the platform as authors.yml names it, and its URL. */
export interface AuthorSocial {
  readonly platform: string;
  readonly href: string;
}

/** An author of a blog, with their listed posts (newest first). */
export interface BlogAuthor {
  readonly key: string;
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly url?: string;
  readonly imageUrl?: string;
  readonly socials: readonly AuthorSocial[];
  /** The path of the author's page below the blog's `authors/`, when they have one. */
  readonly pageSlug?: string;
  readonly posts: readonly PostEntry[];
}

/** A handle's URL on each platform Docusaurus knows (authorsSocials.ts). */
const PLATFORMS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (address) => `mailto:${address}`,
};

/** An author's socials as links: URLs as written, handles on the platforms Docusaurus knows (others are left out). */
export function authorSocials(socials: Record<string, string | number> = {}): AuthorSocial[] {
  return Object.entries(socials).flatMap(([platform, raw]) => {
    const value = String(raw);
    if (/^https?:\/\//.test(value)) return [{ platform, href: value }];
    const toUrl = PLATFORMS[platform.toLowerCase()];
    return toUrl && !value.includes('/') ? [{ platform, href: toUrl(value) }] : [];
  });
}

/** The path of an author's page below `authors/` (normalizeAuthor: kebab-case of the key, or the permalink). */
export function authorPageSlug(key: string, page: AuthorsMapEntry['page']): string | undefined {
  if (!page) return undefined;
  return page === true ? kebabCase(key) : page.permalink.replace(/^\/+|\/+$/g, '');
}

const cache = new Map<BlogId, BlogAuthor[]>();

/** The authors of a blog's authors.yml in file order (none before Docusaurus 3.5, which had no author pages). */
export function getBlogAuthors(blogId: BlogId): BlogAuthor[] {
  const cached = cache.get(blogId);
  if (cached) return cached;
  const map = rules.blogAuthorPages ? loadAuthorsMap(dataFolderOf(getBlog(blogId), 'authors.yml')) : {};
  const posts = Object.keys(map).length > 0 ? getListedPosts(blogId) : [];
  const authors = Object.entries(map).map(
    ([key, entry]): BlogAuthor => ({
      key,
      name: entry.name,
      ...(entry.title ? { title: entry.title } : {}),
      ...(entry.description ? { description: entry.description } : {}),
      ...(entry.url ? { url: entry.url } : {}),
      ...(entry.imageURL ? { imageUrl: entry.imageURL } : {}),
      socials: authorSocials(entry.socials),
      ...(entry.page ? { pageSlug: authorPageSlug(key, entry.page) } : {}),
      posts: posts.filter((post) => post.authors.some((author) => author.key === key)),
    }),
  );
  cache.set(blogId, authors);
  return authors;
}

/** The pages of an author's list of posts (only for an author with a page). */
export function getBlogAuthorPages(blogId: BlogId, author: BlogAuthor): Page<PostEntry>[] {
  if (author.pageSlug === undefined) return [];
  const perPage = getBlog(blogId).postsPerPage;
  const posts = [...author.posts];
  return paginate(posts, perPage === 'ALL' ? Math.max(1, posts.length) : perPage, (n) =>
    blogAuthorHref(blogId, author.pageSlug!, n),
  );
}

/** What an author's card shows: name, title, avatar, socials, their page and how many posts they wrote. */
export type AuthorCard = Omit<BlogAuthor, 'posts' | 'pageSlug'> & { readonly href?: string; readonly count: number };

/** The card of an author (`href`: their page, when they have one). */
export function authorCard(blogId: BlogId, { posts, pageSlug, ...author }: BlogAuthor): AuthorCard {
  return { ...author, ...(pageSlug !== undefined ? { href: blogAuthorHref(blogId, pageSlug) } : {}), count: posts.length };
}

/** The page of the author `key` of a blog (href without base path), when they have one. */
export function authorPageHref(blogId: BlogId, key: string | undefined): string | undefined {
  const author = key === undefined ? undefined : getBlogAuthors(blogId).find((a) => a.key === key);
  return author?.pageSlug === undefined ? undefined : blogAuthorHref(blogId, author.pageSlug);
}
