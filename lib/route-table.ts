/**
 * Every URL served by the catch-all route (`app/[...path]`): docs of all sections, generated category
 * indexes, doc tag pages, standalone pages, blog posts, blog list pages after the first and blog tag
 * pages, computed once from the content and the site config. (One catch-all, because a static export
 * cannot have a dynamic route with nothing to generate, such as `/blog/page/[page]` with ten posts.)
 */
import { docSections } from '../config/site';
import type { DocEntry, PageEntry, PostEntry } from './content/collections';
import { getAllPages } from './content/collections';
import {
  getBlogPages,
  getBlogTagPages,
  getBlogTags,
  getDocTags,
  getPost,
  getPostSlugs,
  getSectionDocs,
  type Tag,
} from './content/queries';
import type { Page } from './pagination';
import { getGeneratedIndexes, type GeneratedIndex } from './navigation/sidebar';
import { blogHref, blogTagHref, docTagHref, docTagsHref, personalBrandHref, postHref } from './routes';

/** What a catch-all URL shows. */
export type CatchAllRoute =
  | { readonly kind: 'doc'; readonly sectionId: string; readonly doc: DocEntry }
  | { readonly kind: 'category-index'; readonly sectionId: string; readonly index: GeneratedIndex }
  | { readonly kind: 'doc-tags'; readonly sectionId: string; readonly tags: Tag<DocEntry>[] }
  | { readonly kind: 'doc-tag'; readonly sectionId: string; readonly tag: Tag<DocEntry> }
  | { readonly kind: 'page'; readonly page: PageEntry }
  | { readonly kind: 'post'; readonly post: PostEntry }
  | { readonly kind: 'blog-list'; readonly page: Page<PostEntry> }
  | { readonly kind: 'blog-tag'; readonly tag: Tag<PostEntry>; readonly page: Page<PostEntry> };

/** Standalone pages that have a route of their own in `app/`. */
const DEDICATED_PAGES = new Set([personalBrandHref()]);

let table: Map<string, CatchAllRoute> | undefined;

function buildTable(): Map<string, CatchAllRoute> {
  const routes = new Map<string, CatchAllRoute>();
  const add = (href: string, route: CatchAllRoute) => {
    if (!routes.has(href)) routes.set(href, route);
  };
  for (const { id: sectionId } of docSections) {
    for (const doc of getSectionDocs(sectionId)) add(doc.permalink, { kind: 'doc', sectionId, doc });
    for (const index of getGeneratedIndexes(sectionId)) add(index.category.href!, { kind: 'category-index', sectionId, index });
    const tags = getDocTags(sectionId);
    if (tags.length > 0) {
      add(docTagsHref(sectionId), { kind: 'doc-tags', sectionId, tags });
      for (const tag of tags) add(docTagHref(sectionId, tag.slug), { kind: 'doc-tag', sectionId, tag });
    }
  }
  for (const page of getAllPages()) if (!DEDICATED_PAGES.has(page.permalink)) add(page.permalink, { kind: 'page', page });
  for (const slug of getPostSlugs()) add(postHref(slug), { kind: 'post', post: getPost(slug)! });
  for (const page of getBlogPages().slice(1)) add(blogHref(page.page), { kind: 'blog-list', page });
  for (const { slug } of getBlogTags()) {
    const { tag, pages } = getBlogTagPages(slug)!;
    for (const page of pages) add(blogTagHref(slug, page.page), { kind: 'blog-tag', tag, page });
  }
  return routes;
}

function getTable(): Map<string, CatchAllRoute> {
  table ??= buildTable();
  return table;
}

/** Path segments (raw, not percent-encoded) of every catch-all URL, for `generateStaticParams`. */
export const getCatchAllSegments = (): string[][] => [...getTable().keys()].map((href) => href.split('/').filter(Boolean));

/** The route at some decoded path segments. */
export const resolveCatchAll = (segments: string[]): CatchAllRoute | undefined => getTable().get(`/${segments.join('/')}/`);

/** Decodes a route parameter once (Next passes non-ASCII segments percent-encoded). */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
