/** Lookups over the collections: docs of a section, posts by slug, pages, tags and the blog archive. */
import { siteConfig } from '../../config/site';
import { paginate, type Page } from '../pagination';
import { blogHref, blogTagHref } from '../routes';
import { getAllDocs, getAllPages, getListedPosts, getAllPosts, groupByPermalink, type DocEntry, type PageEntry, type PostEntry } from './collections';
import type { TagRef } from './describe';

/** The docs of one section, one per URL. */
export function getSectionDocs(sectionId: string): DocEntry[] {
  const docs = getAllDocs().filter((d) => d.sectionId === sectionId);
  return [...groupByPermalink(docs).values()].map((group) => group[0]!);
}

/** A doc by section and id. */
export const getDoc = (sectionId: string, docId: string): DocEntry | undefined =>
  getSectionDocs(sectionId).find((d) => d.docId === docId);

/** The post served at a slug (the first by source path when two claim it). */
export function getPost(slug: string): PostEntry | undefined {
  return getAllPosts()
    .filter((p) => p.slug === slug)
    .sort((a, b) => a.sourceFilePath.localeCompare(b.sourceFilePath))[0];
}

/** Every slug that has a post page. */
export const getPostSlugs = (): string[] => [...new Set(getAllPosts().map((p) => p.slug))];

/** The posts before and after one in the blog's order (newest first): `newer` and `older`. */
export function getAdjacentPosts(post: PostEntry): { newer?: PostEntry; older?: PostEntry } {
  const list = getListedPosts();
  const i = list.findIndex((p) => p.sourceFilePath === post.sourceFilePath);
  if (i === -1) return {};
  return { newer: list[i - 1], older: list[i + 1] };
}

/** The pages of the blog list. */
export const getBlogPages = (): Page<PostEntry>[] => paginate(getListedPosts(), siteConfig.postsPerPage, (n) => blogHref(n));

/** A standalone page by slug. */
export const getStandalonePage = (slug: string): PageEntry | undefined => getAllPages().find((p) => p.slug === slug);

/** A tag with the documents that carry it. */
export interface Tag<T> extends TagRef {
  readonly items: T[];
}

function collectTags<T extends { tags: TagRef[] }>(items: T[]): Tag<T>[] {
  const tags = new Map<string, Tag<T>>();
  for (const item of items) {
    for (const ref of item.tags) {
      const tag = tags.get(ref.slug) ?? { ...ref, items: [] };
      tag.items.push(item);
      tags.set(ref.slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
}

/** Every blog tag with its posts (newest first). */
export const getBlogTags = (): Tag<PostEntry>[] => collectTags(getListedPosts());

/** The pages of one blog tag's list. */
export function getBlogTagPages(slug: string): { tag: Tag<PostEntry>; pages: Page<PostEntry>[] } | undefined {
  const tag = getBlogTags().find((t) => t.slug === slug);
  return tag && { tag, pages: paginate(tag.items, siteConfig.postsPerPage, (n) => blogTagHref(slug, n)) };
}

/** Every tag of one doc section with its docs. */
export const getDocTags = (sectionId: string): Tag<DocEntry>[] => collectTags(getSectionDocs(sectionId));

/** Listed posts grouped by year, newest year first. */
export function getBlogArchive(): { year: string; posts: PostEntry[] }[] {
  const years = new Map<string, PostEntry[]>();
  for (const post of getListedPosts()) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, posts]) => ({ year, posts }));
}

/** The HTML above a post's truncate marker (Markdown posts), for lists; undefined when there is none. */
export function getPostExcerptHtml(post: PostEntry): string | undefined {
  if (post.body.format !== 'html' || !post.hasTruncate) return undefined;
  const i = post.body.html.search(/<!--\s*truncate\s*-->/);
  return i === -1 ? undefined : post.body.html.slice(0, i);
}
