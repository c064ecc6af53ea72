/**
 * Every URL of the site, computed once from the content and the site config: the home page, docs of all
 * sections, generated category indexes, doc tag pages, standalone pages, blog lists (paginated), archives,
 * tag indexes, tag pages and posts of every blog. One optional catch-all route (`app/[[...path]]`) serves
 * them all, since sections and blogs may live at any route base (even the site root); `generateStaticParams`,
 * the sitemap, the feeds and the link checks read this one table.
 */
import fs from 'node:fs';
import { blogSections, docSections, pageSections, siteLocales, type BlogId, type DocSectionId } from '../config/site';
import { getBlogAuthorPages, getBlogAuthors, type BlogAuthor } from './content/blog-authors';
import type { DocEntry, PageEntry, PostEntry } from './content/collections';
import {
  blogPagesOf,
  getBlogArchive,
  getBlogPages,
  getBlogTagPages,
  getBlogTags,
  getDocTags,
  getSectionDocs,
  getServedPosts,
  getStandalonePages,
  type Tag,
} from './content/queries';
import { decodeUriOrAsWritten } from './decode-uri';
import type { Page } from './pagination';
import { getGeneratedIndexes, type GeneratedIndex } from './navigation/sidebar';
import {
  blogArchiveHref,
  blogAuthorsHref,
  blogHref,
  blogTagHref,
  blogTagsHref,
  docTagHref,
  docTagsHref,
  getBlog,
  getPageSection,
  getSection,
  homeHref,
  notFoundHref,
  route,
  searchPageHref,
} from './routes';

/** What a URL shows. */
export type Route =
  | { readonly kind: 'home'; readonly locale: string }
  | { readonly kind: 'not-found'; readonly locale: string }
  | { readonly kind: 'search'; readonly locale: string }
  | { readonly kind: 'doc'; readonly sectionId: DocSectionId; readonly doc: DocEntry }
  | { readonly kind: 'category-index'; readonly sectionId: DocSectionId; readonly index: GeneratedIndex }
  | { readonly kind: 'doc-tags'; readonly sectionId: DocSectionId; readonly tags: Tag<DocEntry>[] }
  | { readonly kind: 'doc-tag'; readonly sectionId: DocSectionId; readonly tag: Tag<DocEntry> }
  | { readonly kind: 'page'; readonly page: PageEntry }
  | { readonly kind: 'post'; readonly blogId: BlogId; readonly post: PostEntry }
  | { readonly kind: 'blog-list'; readonly blogId: BlogId; readonly page: Page<PostEntry> }
  | { readonly kind: 'blog-archive'; readonly blogId: BlogId; readonly years: { year: string; posts: PostEntry[] }[] }
  | { readonly kind: 'blog-tags'; readonly blogId: BlogId; readonly tags: Tag<PostEntry>[] }
  | { readonly kind: 'blog-tag'; readonly blogId: BlogId; readonly tag: Tag<PostEntry>; readonly page: Page<PostEntry> }
  | { readonly kind: 'blog-authors'; readonly blogId: BlogId; readonly authors: BlogAuthor[] }
  | { readonly kind: 'blog-author'; readonly blogId: BlogId; readonly author: BlogAuthor; readonly page: Page<PostEntry> };

let table: Map<string, Route> | undefined;

/** What a route shows, for a message: its source file, else its kind and blog or section. */
function routeSource(route: Route): string {
  if (route.kind === 'doc') return route.doc.sourceFilePath;
  if (route.kind === 'page') return route.page.sourceFilePath;
  if (route.kind === 'post') return route.post.sourceFilePath;
  if ('blogId' in route) return `${route.kind} of blog "${route.blogId}"`;
  if ('sectionId' in route) return `${route.kind} of docs "${route.sectionId}"`;
  return route.kind;
}

/** URLs two kinds of page claim (the served one first); two documents of one kind are getDuplicateRoutes'. */
const collisions: { href: string; sources: string[] }[] = [];

/** The URLs that two kinds of page claim, the one served first (the `onDuplicateRoutes` check reports them). */
export function getRouteCollisions(): { href: string; sources: string[] }[] {
  getTable();
  return collisions;
}

function buildTable(): Map<string, Route> {
  const routes = new Map<string, Route>();
  const add = (href: string, route: Route) => {
    const taken = routes.get(href);
    if (!taken) routes.set(href, route);
    else if (taken.kind !== route.kind && !['home', 'not-found', 'search'].includes(route.kind))
      collisions.push({ href, sources: [routeSource(taken), routeSource(route)] });
  };
  // Where two claim one URL, the first added keeps it, in the order Docusaurus's router matches them (core's
  // sortRoutes: a plugin's flat routes in plugin order, the classic preset's blog before its pages; a route with
  // nested routes, as the docs plugin's, after them): the blog's pages (list, archive, tags, authors, posts), then
  // the standalone pages (a React page at the blog's `archive` is not served), then the docs.
  for (const { id: blogId } of blogSections) {
    const pages = blogPagesOf(blogId);
    if (pages.list)
      for (const page of getBlogPages(blogId)) add(blogHref(blogId, page.page), { kind: 'blog-list', blogId, page });
    if (pages.archive) add(blogArchiveHref(blogId), { kind: 'blog-archive', blogId, years: getBlogArchive(blogId) });
    const tags = getBlogTags(blogId);
    if (pages.tags) add(blogTagsHref(blogId), { kind: 'blog-tags', blogId, tags });
    for (const { slug } of tags) {
      const { tag, pages } = getBlogTagPages(blogId, slug)!;
      for (const page of pages) add(blogTagHref(blogId, slug, page.page), { kind: 'blog-tag', blogId, tag, page });
    }
    const authors = getBlogAuthors(blogId);
    if (authors.length > 0) {
      add(blogAuthorsHref(blogId), { kind: 'blog-authors', blogId, authors });
      for (const author of authors)
        for (const page of getBlogAuthorPages(blogId, author)) add(page.href, { kind: 'blog-author', blogId, author, page });
    }
    for (const post of getServedPosts(blogId)) add(post.permalink, { kind: 'post', blogId, post });
  }
  for (const { id } of pageSections) for (const page of getStandalonePages(id)) add(page.permalink, { kind: 'page', page });
  for (const { id: sectionId } of docSections) {
    for (const doc of getSectionDocs(sectionId)) add(doc.permalink, { kind: 'doc', sectionId, doc });
    for (const index of getGeneratedIndexes(sectionId)) add(index.category.href!, { kind: 'category-index', sectionId, index });
    const tags = getDocTags(sectionId);
    if (tags.length > 0) {
      add(docTagsHref(sectionId), { kind: 'doc-tags', sectionId, tags });
      for (const tag of tags) add(docTagHref(sectionId, tag.slug), { kind: 'doc-tag', sectionId, tag });
    }
  }
  for (const { locale } of siteLocales) add(homeHref(locale), { kind: 'home', locale });
  for (const { locale, isDefault } of siteLocales) if (!isDefault) add(notFoundHref(locale), { kind: 'not-found', locale });
  // After the content: a document at the same URL keeps it.
  for (const { locale } of siteLocales) {
    const href = searchPageHref(locale);
    if (href) add(href, { kind: 'search', locale });
  }
  return routes;
}

function getTable(): Map<string, Route> {
  table ??= buildTable();
  return table;
}

/** The locale a route's page is in. */
export function localeOfRoute(route: Route): string {
  switch (route.kind) {
    case 'home':
    case 'not-found':
    case 'search':
      return route.locale;
    case 'page':
      return getPageSection(route.page.pagesId).locale;
    case 'doc':
    case 'category-index':
    case 'doc-tags':
    case 'doc-tag':
      return getSection(route.sectionId).locale;
    default:
      return getBlog(route.blogId).locale;
  }
}

/**
 * The same page in every locale (default first), as Docusaurus's locale menu and hreflang links name it: the path
 * after the locale's prefix, under each locale's prefix; a locale without that page gets its home page.
 */
export function localeAlternates(href: string, locale: string): { locale: string; href: string }[] {
  const prefix = segmentsOfHref(homeHref(locale));
  const segments = segmentsOfHref(href);
  const inner = prefix.every((p, i) => segments[i] === p) ? segments.slice(prefix.length) : segments;
  return siteLocales.map((l) => {
    const candidate = route(l.urlPrefix, ...inner);
    return { locale: l.locale, href: getTable().has(candidate) ? candidate : homeHref(l.locale) };
  });
}

/** Every URL of the site (hrefs without base path, with trailing slash), in table order. */
export const getAllHrefs = (): string[] => [...getTable().keys()];

/**
 * Whether a page belongs to a doc version with `noIndex`: Docusaurus writes `noindex, nofollow` on every page of
 * such a version (docs, generated indexes, tags) and its sitemap leaves them out.
 */
export const inNoIndexVersion = (r: Route): boolean => 'sectionId' in r && getSection(r.sectionId).version.noIndex;

/**
 * The URLs search engines should know: every page but unlisted docs and posts, the pages of `noIndex` versions and
 * the locales' not-found pages. The search page is listed, as Docusaurus's sitemap lists it (its page asks robots not
 * to index it with `<meta property="robots">`, which the sitemap plugin does not read).
 */
export const getListedHrefs = (): string[] =>
  [...getTable()]
    .filter(
      ([, r]) =>
        !(r.kind === 'doc' && r.doc.unlisted) &&
        !(r.kind === 'post' && r.post.unlisted) &&
        !inNoIndexVersion(r) &&
        r.kind !== 'not-found',
    )
    .map(([href]) => href);

/** The route at an href. */
export const resolveHref = (href: string): Route | undefined => getTable().get(href);

/**
 * True when an internal link's target is no page of the site: a file or a hand-written page of static/, a redirect's
 * old URL. Docusaurus's Link preloads only a route it knows (`preload` matches the path against its routes), so such a
 * link fetches nothing ahead; Next's router would prefetch its payload, a 404 in the console of every page the link
 * is on. The one rule for the navbar, the footer and the links of Markdown and MDX bodies (`data-no-prefetch`, read
 * by components/layout/navigation-events.client.tsx; `prefetch={false}` on next/link). `href`: a site path without
 * the base path, written as an author writes it (percent-encoded or not, with or without its trailing slash, a query
 * or a hash).
 */
export function noPageAt(href: string): boolean {
  const path = href.replace(/[?#].*$/, '');
  return [path, decodeUriOrAsWritten(path)].every((p) => resolveHref(route(p)) === undefined && resolveHref(p) === undefined);
}

/**
 * True when a link of a body (`href` as the page writes it, with the base path) goes into the app but to no page of
 * the site ({@link noPageAt}). `basePath`: the site's (`/myblog`, or '' at the root); a link outside it is not the
 * app's, and nothing prefetches it.
 */
export function isLinkWithoutPage(href: string, basePath: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || !href.startsWith(basePath)) return false;
  const rest = href.slice(basePath.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return false;
  return noPageAt(rest.startsWith('/') ? rest : `/${rest}`);
}

/** An anchor of body HTML not opened in a new tab, with its `href` attribute's value. */
const ANCHOR = /<a\s(?![^>]*\btarget="_blank")[^>]*?\bhref="([^"]*)"[^>]*>/g;

/** A body's HTML with each link {@link isLinkWithoutPage} marked `data-no-prefetch`. */
export function markLinksWithoutPage(html: string, basePath: string): string {
  if (!html.includes('<a')) return html;
  return html.replace(ANCHOR, (tag, href: string) =>
    !tag.includes('data-no-prefetch') && isLinkWithoutPage(href.replace(/&amp;/g, '&'), basePath)
      ? tag.replace(/^<a\s/, '<a data-no-prefetch="" ')
      : tag,
  );
}

/** True when the page at `href` is a Docusaurus React page that renders its own `<main>` (the shell then renders none). */
export function pageOwnsMain(href: string): boolean {
  const page = resolveHref(href);
  return page?.kind === 'page' && page.page.reactPage === 'own-main';
}

/** Path segments (raw, not percent-encoded) of a URL. */
const segmentsOfHref = (href: string): string[] => href.split('/').filter(Boolean);

/**
 * The URLs this build renders, as path segments for `generateStaticParams`: every URL, or, in a partial build
 * (scripts/build.mjs), only those listed in MYBLOG_ONLY_ROUTES (a JSON array of hrefs, or `@file` holding one).
 */
export function getBuildSegments(): string[][] {
  const only = process.env.MYBLOG_ONLY_ROUTES;
  if (!only) return getAllHrefs().map(segmentsOfHref);
  const hrefs: unknown = JSON.parse(only.startsWith('@') ? fs.readFileSync(only.slice(1), 'utf8') : only);
  if (!Array.isArray(hrefs)) throw new Error('MYBLOG_ONLY_ROUTES: expected a JSON array of hrefs');
  const unknown = hrefs.filter((href) => typeof href !== 'string' || !getTable().has(href));
  if (unknown.length > 0) throw new Error(`MYBLOG_ONLY_ROUTES: no such route: ${unknown.join(', ')}`);
  return (hrefs as string[]).map(segmentsOfHref);
}

/** The href of some decoded path segments. */
export const hrefOfSegments = (segments: readonly string[]): string => route(...segments);

/** Decodes a route parameter once (Next passes non-ASCII segments percent-encoded). */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
