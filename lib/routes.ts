/**
 * Route builders: every URL of the site is formatted here and nowhere else.
 * Hrefs are without the base path (for `next/link`, which adds it); `withBase` and `absoluteUrl` add it
 * for plain anchors, assets, metadata and feeds.
 */
import kebabCase from 'lodash.kebabcase';
import { docusaurusRules } from './content/docusaurus-rules';
import { externalHref } from './external-links';
import { localizeHtmlLinks, type LocaleLinkRule } from './i18n/locale-links';
import { slashedLinkTarget } from './trailing-slash';
import {
  blogSections,
  docSections,
  pageSections,
  siteConfig,
  siteLocaleNamed,
  siteLocales,
  type PageSection,
  type BlogConfig,
  type BlogId,
  type DocSectionConfig,
  type DocSectionId,
} from '../config/site';

/** The base path without its trailing slash (`/myblog`, or '' at the root), as Next's `basePath` wants it. */
export const basePath = siteConfig.baseUrl.replace(/\/$/, '');

/**
 * Whether routes end with a slash: yes unless the site sets Docusaurus's `trailingSlash: false` (then pages are
 * files, `docs/intro.html`, and links name them without the slash). Next's `trailingSlash` follows it.
 */
export const trailingSlash = siteConfig.trailingSlash !== false;

/**
 * Joins path parts into a route, with a trailing slash when `slash` (the root is `/`). A locale's home (`/ja/`, one of
 * `localePrefixes`) keeps its slash either way, as in Docusaurus: each locale is built as a site of its own with the
 * base URL `/<locale>/`, and `applyTrailingSlash` never strips a base URL's slash (`pathname === baseUrl`), so its home
 * is `ja/index.html` at `/ja/`. Pure, for tests; {@link route} is it with the site's values.
 */
export function formatRoute(parts: readonly string[], slash: boolean, localePrefixes: readonly string[]): string {
  const joined = parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');
  return joined === '' ? '/' : slash || localePrefixes.includes(joined) ? `/${joined}/` : `/${joined}`;
}

/** The URL prefixes of the locales that have one (`ja`, or a `localeConfigs.baseUrl`'s path below the site's). */
const LOCALE_PREFIXES = siteLocales.map((l) => l.urlPrefix).filter(Boolean);

/** Joins path parts into a route, with a trailing slash when the site's routes have one (the root and locale homes always). */
export function route(...parts: string[]): string {
  return formatRoute(parts, trailingSlash, LOCALE_PREFIXES);
}

/** What {@link formatLinkPath} needs of the site. */
export interface LinkPathRule {
  /** The home of the locale the path is in (`/`, `/ja/`): `to` is a path inside the locale, as in Docusaurus. */
  readonly home: string;
  /** The site's `trailingSlash` as its config sets it (undefined: unset, built here as `true`). */
  readonly trailingSlash: boolean | undefined;
  /** The route of path parts ({@link route}). */
  readonly route: (...parts: string[]) => string;
  /** Whether a route is a page of the site (lib/route-table.ts `noPageAt`, negated). */
  readonly isPage: (href: string) => boolean;
}

/**
 * The href of a site path a link names (a navbar, footer or home card `to`), as Docusaurus writes it: `useBaseUrl(to)`
 * under the locale's base URL, then its `Link`, which runs `applyTrailingSlash` only when `trailingSlash` is a boolean.
 * A page of the site is linked at its route (the slash it is served with). A path with no page (a file or a
 * hand-written page of static/, a redirect's old URL) keeps Docusaurus's form: with `trailingSlash` unset exactly as
 * written (`/pdf/x.pdf`, not the `/pdf/x.pdf/` the build's `true` would give it, a URL no host serves), with a boolean
 * the slash added or removed (lib/trailing-slash.ts `slashedLinkTarget`: a file name keeps its form). A query or a
 * hash stays after the path. Pure, for tests; {@link linkPathHref} is it with the site's values.
 */
export function formatLinkPath(to: string, rule: LinkPathRule): string {
  const pathname = to.split(/[#?]/)[0]!;
  const suffix = to.slice(pathname.length);
  const page = rule.route(rule.home, pathname);
  if (rule.isPage(page)) return `${page}${suffix}`;
  const written = `${rule.home.replace(/\/$/, '')}/${to.replace(/^\//, '')}`;
  return slashedLinkTarget(written, rule.trailingSlash, '/');
}

/** {@link formatLinkPath} with the site's values: the href of `to` in `locale`; `isPage` tells a page's route. */
export const linkPathHref = (to: string, locale: string, isPage: (href: string) => boolean): string =>
  formatLinkPath(to, { home: homeHref(locale), trailingSlash: siteConfig.trailingSlash, route, isPage });

/**
 * The href of a link's `href` that names a site path (no scheme), kept as written as Docusaurus's navbar and footer
 * pass it to their `Link`, which applies the site's `trailingSlash` to it when that is a boolean (a file name keeps
 * its form, as in {@link formatLinkPath}); unset, exactly as written.
 */
export const writtenLinkHref = (href: string): string => slashedLinkTarget(href, siteConfig.trailingSlash, '/');

/** A route's folder, to name files in it (`/blog/` or `/blog` → `/blog/`). */
const folderOf = (href: string): string => (href.endsWith('/') ? href : `${href}/`);

/** The home page of a locale (the default locale's by default). */
export function homeHref(locale: string = siteConfig.i18n.defaultLocale): string {
  const variant = siteLocaleNamed(locale);
  if (!variant) throw new Error(`Unknown locale "${locale}"`);
  return route(variant.urlPrefix);
}

/**
 * The not-found page of a locale other than the default, as Docusaurus writes one into each locale's build
 * (`<locale>/404.html`; the default locale's is the export's 404.html, app/global-not-found.tsx). The route is
 * `<locale>/404/` on a site with trailing slashes, and post-processing writes its `404.html` beside it.
 */
export function notFoundHref(locale: string): string {
  const variant = siteLocaleNamed(locale);
  if (!variant) throw new Error(`Unknown locale "${locale}"`);
  return route(variant.urlPrefix, '404');
}

/**
 * The search page of a locale (`<locale base>/<search.pagePath>`, as Docusaurus's search plugins add it to each
 * locale's build), or undefined when the site has none.
 */
export function searchPageHref(locale: string): string | undefined {
  const { pagePath } = siteConfig.search;
  if (pagePath === false) return undefined;
  const variant = siteLocaleNamed(locale);
  if (!variant) throw new Error(`Unknown locale "${locale}"`);
  return route(variant.urlPrefix, pagePath);
}

/**
 * The not-found page of a locale as the file Docusaurus writes into each locale's build (`/404.html`, `/fr/404.html`):
 * the route path its plugins see for it (core's `getRoutesPaths`), and the file post-processing writes for another locale.
 */
export const notFoundFileHref = (locale: string): string => `${folderOf(homeHref(locale))}404.html`;

/** The standalone pages of a locale by id. */
export function getPageSection(id: string): PageSection {
  const section = pageSections.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown pages "${id}"`);
  return section;
}

/** A doc section's config by id. */
export function getSection(id: DocSectionId): DocSectionConfig {
  const section = docSections.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown doc section "${id}"`);
  return section;
}

/**
 * The sections of a doc section's plugin in the same locale, one per version, in Docusaurus's order (current
 * first, then the newest released): the versions a reader can switch between.
 */
export function getVersionSections(sectionId: DocSectionId): DocSectionConfig[] {
  const { pluginId, locale, allVersions } = getSection(sectionId);
  return allVersions.map((version) =>
    docSections.find((s) => s.pluginId === pluginId && s.locale === locale && s.version.name === version.name)!,
  );
}

/** A blog's config by id. */
export function getBlog(id: BlogId): BlogConfig {
  const blog = blogSections.find((b) => b.id === id);
  if (!blog) throw new Error(`Unknown blog "${id}"`);
  return blog;
}

/** A doc page from its URL path inside its section. */
export const docHref = (sectionId: DocSectionId, slug: string): string => route(getSection(sectionId).routeBasePath, slug);

/** The tag list of a doc section. */
export const docTagsHref = (sectionId: DocSectionId): string =>
  route(getSection(sectionId).routeBasePath, getSection(sectionId).tagsBasePath);

/** One tag of a doc section. */
export const docTagHref = (sectionId: DocSectionId, tagSlug: string): string =>
  route(getSection(sectionId).routeBasePath, getSection(sectionId).tagsBasePath, tagSlug);

/** A blog's list, page `page` (1-based). */
export const blogHref = (blogId: BlogId, page = 1): string =>
  page <= 1 ? route(getBlog(blogId).routeBasePath) : route(getBlog(blogId).routeBasePath, 'page', String(page));

/** A blog post from its slug (URL path inside the blog). */
export const postHref = (blogId: BlogId, slug: string): string => route(getBlog(blogId).routeBasePath, slug);

/** A blog's archive. */
export const blogArchiveHref = (blogId: BlogId): string =>
  route(getBlog(blogId).routeBasePath, getBlog(blogId).archiveBasePath ?? 'archive');

/** All tags of a blog. */
export const blogTagsHref = (blogId: BlogId): string => route(getBlog(blogId).routeBasePath, getBlog(blogId).tagsBasePath);

/** One tag of a blog, page `page` (1-based). */
export const blogTagHref = (blogId: BlogId, tagSlug: string, page = 1): string =>
  page <= 1
    ? route(getBlog(blogId).routeBasePath, getBlog(blogId).tagsBasePath, tagSlug)
    : route(getBlog(blogId).routeBasePath, getBlog(blogId).tagsBasePath, tagSlug, 'page', String(page));

/** A blog's author list (Docusaurus 3.5+). */
export const blogAuthorsHref = (blogId: BlogId): string => route(getBlog(blogId).routeBasePath, 'authors');

/** The segment before an author page's number: `page` since Docusaurus 3.10 (#11577), `authors` from 3.5 to 3.9. */
const AUTHOR_PAGE_SEGMENT = docusaurusRules(siteConfig.docusaurusVersion).authorPagesUnderPageBasePath ? 'page' : 'authors';

/**
 * An author's page, page `page` (1-based), from the path of the page below `authors/`. Later pages are at
 * `<author page>/page/<n>` (Docusaurus 3.10+; `<author page>/authors/<n>` before, {@link AUTHOR_PAGE_SEGMENT}).
 */
export const blogAuthorHref = (blogId: BlogId, pageSlug: string, page = 1): string =>
  page <= 1
    ? route(getBlog(blogId).routeBasePath, 'authors', pageSlug)
    : route(getBlog(blogId).routeBasePath, 'authors', pageSlug, AUTHOR_PAGE_SEGMENT, String(page));

/** A blog's feeds: RSS 2.0, Atom and JSON Feed (files, so no trailing slash). */
export const feedHref = (blogId: BlogId, format: 'rss' | 'atom' | 'json'): string =>
  `${folderOf(route(getBlog(blogId).routeBasePath))}${format === 'rss' ? 'rss.xml' : format === 'atom' ? 'atom.xml' : 'feed.json'}`;

/** A locale's sitemap (Docusaurus writes one per locale: `/sitemap.xml`, `/fr/sitemap.xml`). */
export const sitemapHref = (locale: string = siteConfig.i18n.defaultLocale): string => `${folderOf(homeHref(locale))}sitemap.xml`;

/** A standalone Markdown page from its slug (`pagesId`: the pages of one locale, config/variants.ts). */
export const pageHref = (pagesId: string, slug: string): string => route(getPageSection(pagesId).routeBasePath, slug);

/** The URL segment of a tag label: Docusaurus's kebab-case rule (`JavaScript` → `java-script`, Chinese kept). */
export const tagSlug = (label: string): string => kebabCase(label) || label;

/** A URL with a scheme, a protocol-relative URL or a fragment: no base path goes in front of it. */
const notASitePath = (href: string): boolean => /^[a-z]+:/i.test(href) || href.startsWith('//') || href.startsWith('#');

/**
 * A route of the site (an href without base path, as the route table and the content layer write them) under the
 * base path, always: `/docs/intro` of a site at `/docs/` is `/docs/docs/intro`, as Docusaurus's permalinks include
 * the base URL. {@link withBase} is for what an author wrote, which may hold the base path already.
 */
export function routeWithBase(href: string): string {
  if (notASitePath(href)) return href;
  return `${basePath}/${href.replace(/^\//, '')}`;
}

/**
 * A path an author wrote (a logo, an image, a link in Markdown or HTML) under the base path, unless it is there
 * already, as Docusaurus's `useBaseUrl` adds it (`addBaseUrl`: not when the URL starts with the base URL). A route
 * of the site takes {@link routeWithBase}. Leading `./` and `../` go (`../img/a.png`, an author's `image_url` written
 * relative to the post's page, which Docusaurus leaves as written): the path is read from the base, since
 * `/myblog/../img` would leave the site (`img/x.svg` → `/myblog/img/x.svg`).
 */
export function withBase(href: string): string {
  if (notASitePath(href)) return href;
  if (basePath !== '' && (href === basePath || href.startsWith(`${basePath}/`))) return href;
  return `${basePath}/${href.replace(/^(?:\.{1,2}\/)+|^\//, '')}`;
}

/**
 * An external link's href (lib/external-links.ts) on a page of `locale`: a URL as written; a `pathname://` path
 * under the base URL of the locale, as Docusaurus's build of that locale (whose `baseUrl` ends with it) writes it.
 */
export const externalLinkHref = (url: string, locale: string = siteConfig.i18n.defaultLocale): string =>
  externalHref(url, (path) => withBase(`${homeHref(locale).replace(/\/$/, '')}${path}`));

/** The absolute URL of an href (for canonical links, feeds and the sitemap). */
export const absoluteUrl = (href: string): string => `${siteConfig.url.replace(/\/$/, '')}${encodeURI(routeWithBase(href))}`;

/** The "edit this page" URL of a content file (path in the content folder), when the section or site has an `editUrl`. */
export function editHref(contentPath: string, sectionEditUrl?: string): string | undefined {
  const base = sectionEditUrl ?? siteConfig.editUrl;
  return base ? `${base.replace(/\/$/, '')}/${contentPath.split('/').map(encodeURIComponent).join('/')}` : undefined;
}

/** Where the files a document names (images, attachments) are published, once for every locale. */
export const ASSETS_ROUTE = '/_assets';

/**
 * How a page in `locale` rewrites its document's links (lib/i18n/locale-links.ts): under the locale's prefix, as
 * Docusaurus's build of that locale links them; undefined for the default locale, whose links stay as written.
 */
export function localeLinkRule(locale: string): LocaleLinkRule | undefined {
  const prefix = siteLocaleNamed(locale)?.urlPrefix ?? '';
  if (prefix === '') return undefined;
  return { basePath, prefix, prefixes: siteLocales.map((l) => l.urlPrefix).filter(Boolean), shared: [ASSETS_ROUTE] };
}

/**
 * The links of rendered Markdown (HTML: a default-locale document served untranslated in another locale) pointed at
 * that locale's pages ({@link localizeHtmlLinks}).
 */
export function localizeLinks(html: string, locale: string): string {
  const rule = localeLinkRule(locale);
  return rule ? localizeHtmlLinks(html, rule) : html;
}
