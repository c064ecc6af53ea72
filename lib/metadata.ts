/**
 * Page metadata built one way for every page: title, description, canonical URL, OpenGraph and Twitter
 * cards, all absolute and under the base path (Next does not add the base path to metadata URLs).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metadata, Viewport } from 'next';
import { getContentRoot, rules } from './content/paths';
import { blogPagesOf } from './content/queries';
import { blogSections, siteConfig, siteLocales, type BlogId } from '../config/site';
import { notFoundTitle } from './navigation/html-blocks';
import { inNoIndexVersion, localeAlternates, localeOfRoute, type Route } from './route-table';
import { absoluteUrl, feedHref, getBlog, homeHref, routeWithBase, withBase } from './routes';
import { localeInfo, pageLocale, t } from './i18n';
import { siteTagline, siteTitle, titleSuffix } from './i18n/site-translations';

type FeedType = 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json';
/** Each feed's type, file and the word that ends its link's title (plugin-content-blog feed.ts createFeedHtmlHeadTags). */
const FEED_FORMATS: [FeedType, 'rss' | 'atom' | 'json', string][] = [
  ['application/rss+xml', 'rss', 'RSS Feed'],
  ['application/atom+xml', 'atom', 'Atom Feed'],
  ['application/feed+json', 'json', 'JSON Feed'],
];

type FeedAlternates = Record<FeedType, { url: string; title: string }[]>;
const feedsByLocale = new Map<string, FeedAlternates>();

/**
 * The feeds of a locale's blogs (each blog's `feedTypes`), advertised on each of its pages with `<link rel="alternate">` (made once per locale), titled
 * as Docusaurus titles them: the blog's feed title, else the site's in the locale, then "RSS Feed", "Atom Feed" or
 * "JSON Feed".
 */
export function feedAlternates(locale: string = siteConfig.i18n.defaultLocale): FeedAlternates {
  let feeds = feedsByLocale.get(locale);
  if (!feeds) {
    const blogs = blogSections.filter((b) => b.locale === locale && blogPagesOf(b.id).feeds);
    feeds = Object.fromEntries(
      FEED_FORMATS.map(([type, format, name]) => [
        type,
        blogs
          .filter((b) => b.feedTypes.includes(format))
          .map((b) => ({ url: absoluteUrl(feedHref(b.id, format)), title: `${b.feedTitle ?? siteTitle(locale)} ${name}` })),
      ]),
    ) as FeedAlternates;
    feedsByLocale.set(locale, feeds);
  }
  return feeds;
}

/** A docs tag page's heading and title, in Docusaurus's words ("3 docs tagged with "Async""). */
export const docTagTitle = (label: string, count: number): string =>
  t('theme.docs.tagDocListPageTitle', {
    nDocsTagged: t.plural('theme.docs.tagDocListPageTitle.nDocsTagged', count),
    tagName: label,
  });

/** A blog tag page's heading and title, in Docusaurus's words ("3 posts tagged with "Async""). */
export const blogTagTitle = (label: string, count: number): string =>
  t('theme.blog.tagTitle', { nPosts: t.plural('theme.blog.post.plurals', count), tagName: label });

/** The default locale's feeds (the root layout's, for pages without metadata of their own). */
export const FEED_ALTERNATES = feedAlternates();

/** The favicon's URL and MIME type (from its extension), if the site has one. */
export const FAVICON: { href: string; type: string | undefined } | undefined =
  siteConfig.favicon === undefined
    ? undefined
    : {
        href: withBase(siteConfig.favicon),
        type: ({ svg: 'image/svg+xml', ico: 'image/x-icon', png: 'image/png' } as Record<string, string>)[
          siteConfig.favicon.split('.').pop()?.toLowerCase() ?? ''
        ],
      };

/** The social card of pages without their own (the site config's `image`, Docusaurus's themeConfig.image), if any. */
const SOCIAL_CARD: string | undefined = siteConfig.image;

/** An image's absolute URL: a URL as it is, a path (with or without its leading slash) under the site's base. */
const imageUrl = (image: string): string =>
  /^https?:/.test(image) ? image : absoluteUrl(image.startsWith('/') ? image : `/${image}`);

/** The absolute URL of a page's social card: its own image, else the site's; none when neither is set. */
export const cardUrl = (image: string | undefined): string | undefined => {
  const card = image ?? SOCIAL_CARD;
  return card === undefined ? undefined : imageUrl(card);
};

/**
 * The touch icon: the site's static/img/apple-touch-icon.png when it has one (Docusaurus links none; this project's
 * own site has one).
 */
export const APPLE_TOUCH_ICON: string | undefined = fs.existsSync(
  path.join(getContentRoot(), 'static', 'img', 'apple-touch-icon.png'),
)
  ? withBase('/img/apple-touch-icon.png')
  : undefined;

const DEFAULT_LOCALE = siteConfig.i18n.defaultLocale;

/** The default locale's site title (the root layout's, the manifest's). */
const SITE_TITLE = siteTitle(DEFAULT_LOCALE);

/** The site's description (the web app manifest's): the config's, else its title and tagline in the default locale. */
export const DEFAULT_DESCRIPTION =
  siteConfig.description ??
  `${SITE_TITLE}${siteTagline(DEFAULT_LOCALE) ? `${/^zh\b/i.test(DEFAULT_LOCALE) ? '：' : ': '}${siteTagline(DEFAULT_LOCALE)}` : ''}`;

/**
 * The meta description of a page that has none of its own: the config's `description`. A Docusaurus site has no
 * such setting, and Docusaurus writes no description tag on a page without one; neither does an imported site.
 */
const PAGE_DESCRIPTION = siteConfig.description;

/** Metadata of every page (the root layout's), which each page's own extends. */
export const ROOT_METADATA: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  title: { default: SITE_TITLE, template: `%s${titleSuffix(SITE_TITLE)}` },
  description: PAGE_DESCRIPTION,
  applicationName: SITE_TITLE,
  authors: siteConfig.author ? [{ name: siteConfig.author }] : undefined,
  icons: {
    icon: FAVICON ? [{ url: FAVICON.href, type: FAVICON.type }] : [],
    ...(APPLE_TOUCH_ICON ? { apple: APPLE_TOUCH_ICON } : {}),
  },
  manifest: withBase('/manifest.webmanifest'),
  alternates: { types: FEED_ALTERNATES },
};

/** The viewport of every page. */
export const ROOT_VIEWPORT: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

/** What a page says about itself. */
export interface PageMeta {
  readonly title: string;
  readonly description?: string;
  /** The page's href (without base path). */
  readonly href: string;
  readonly type?: 'website' | 'article';
  /** Image path under public/ or an absolute URL. */
  readonly image?: string;
  readonly publishedTime?: string;
  readonly modifiedTime?: string;
  readonly tags?: readonly string[];
  readonly authors?: readonly string[];
  readonly keywords?: readonly string[];
  /** Built but not listed (front matter `unlisted`): `noindex, nofollow`, as Docusaurus's UnlistedMetadata writes it. */
  readonly unlisted?: boolean;
  /** A page of a doc version with `noIndex`: `noindex, nofollow`, as Docusaurus writes it. */
  readonly noIndex?: boolean;
  /** The page's title is the site's alone (a React page whose Layout names none, as Docusaurus titles it). */
  readonly bareTitle?: boolean;
  /** The `<title>` a `<head>` block of the document sets: the page's `<title>` as written (og:title keeps `title`'s). */
  readonly headTitle?: string;
  /** The page's own tags that the document's `<head>` block writes instead (meta names and properties, lower-cased). */
  readonly headReplaces?: readonly string[];
}

/**
 * A page's URL as Docusaurus writes it in the canonical link, og:url and hreflang links (SiteMetadata's
 * CanonicalUrlHeaders, useAlternatePageUtils): the site's URL and the page's path, not percent-encoded
 * (`https://x.github.io/docs/源码分析/diff`); the home page with its slash (`https://x.github.io/`), as its feeds
 * write a blog's and its posts' URLs (lib/feeds.ts). The sitemap keeps {@link absoluteUrl}'s encoded form, as
 * Docusaurus's sitemap plugin writes it.
 */
export const pageUrl = (href: string): string => `${siteConfig.url.replace(/\/$/, '')}${routeWithBase(href)}`;

/**
 * Whether a locale's not-found page is titled by the site alone, as Docusaurus 3's build titles it when a docs plugin
 * sits at the site's root (`routeBasePath: '/'`): its route then takes every path, `/404.html` too, and renders the
 * not-found content without the not-found page's metadata (theme-classic DocRoot's NotFoundContent).
 */
export const NOT_FOUND_TITLED_BY_SITE =
  rules.notFoundBareUnderRootDocs && siteConfig.docs.some((docs) => docs.routeBasePath === '/');

/**
 * A locale's not-found page's URL as Docusaurus writes it: its route is `/404.html` (core's NotFoundRoutePath), to
 * which applyTrailingSlash adds a slash when `trailingSlash` is true (`…/404.html/`) and nothing when it is unset.
 */
export function notFoundUrl(locale: string): string {
  const home = homeHref(locale);
  return pageUrl(`${home.endsWith('/') ? home : `${home}/`}404.html${siteConfig.trailingSlash === true ? '/' : ''}`);
}

/**
 * The URLs a page gives of itself, which Next's metadata would percent-encode and strip of the home page's slash
 * (it resolves them with `new URL`): rendered by {@link PageUrlTags} instead.
 */
export interface PageUrls {
  /** The canonical link and og:url. */
  readonly canonical: string;
  /** The page in every locale by `<html lang>`, then `x-default` (the default locale's), as Docusaurus writes them on every page. */
  readonly languages: readonly (readonly [string, string])[];
  /** `canonical` and `og:url` when the document's `<head>` block writes its own instead. */
  readonly replaced?: readonly string[];
}

/**
 * A page's `<title>` (and og:title), as Docusaurus's title formatter writes it: `<page title> | <site title>`, the site's
 * title alone for a page without one and, since 3.8.0, for a page titled as the site (theme-common
 * TitleFormatterFnDefault: `trimmedTitle === siteTitle`; before, generalUtils useTitleFormatter wrote "Site | Site").
 */
export function formatPageTitle(
  title: string | undefined,
  site: string = SITE_TITLE,
  bareWhenSiteTitle: boolean = rules.bareTitleWhenSiteTitle,
): string {
  const trimmed = title?.trim();
  return !trimmed || (bareWhenSiteTitle && trimmed === site) ? site : `${trimmed}${titleSuffix(site)}`;
}

/**
 * The title of a page of a blog's list: the site's title on the list at the site's root (the blog-only mode, Docusaurus's
 * BlogListPage: `permalink === '/'`, its first page only, and only where the site's baseUrl is `/`), else the blog's.
 */
export function blogListTitle(blogId: BlogId, href: string): string {
  const blog = getBlog(blogId);
  return routeWithBase(href) === '/' ? siteTitle(blog.locale) : blog.title;
}

/**
 * The site's `<meta name>` tags (Docusaurus's `themeConfig.metadata`), which Docusaurus writes on every page under the
 * page's own: a page's description, keywords or Twitter card win over the site's (react-helmet keeps the inner tag of a
 * name). `property` tags are not written (Next's metadata writes `name` only); the import says so.
 */
const SITE_META = new Map<string, string[]>();
for (const entry of siteConfig.metadata) {
  if (entry.name !== undefined && entry.content !== undefined)
    SITE_META.set(entry.name, [...(SITE_META.get(entry.name) ?? []), entry.content]);
}
const SITE_META_OWN = new Set(['description', 'keywords', 'twitter:card']);
const SITE_META_OTHER: Record<string, string | string[]> = Object.fromEntries(
  [...SITE_META]
    .filter(([name]) => !SITE_META_OWN.has(name))
    .map(([name, values]) => [name, values.length === 1 ? values[0]! : values]),
);

/** A locale as Open Graph writes it: its `<html lang>` as language_TERRITORY (`zh_CN`). */
const openGraphLocale = (locale: string): string => localeInfo(locale).htmlLang.replace(/-/g, '_');

/**
 * Next metadata for a page; its title is {@link formatPageTitle}'s, with the site's title in the page's locale.
 * Its URLs are {@link PageUrls}'.
 */
export function pageMetadata(meta: PageMeta): Metadata {
  const metadata = ownPageMetadata(meta);
  return meta.headReplaces ? withoutReplaced(metadata, new Set(meta.headReplaces)) : metadata;
}

/**
 * `metadata` without the tags a document's `<head>` block writes itself (its meta names and properties): the page
 * then has one of each, the document's, as react-helmet leaves it in Docusaurus's pages.
 */
function withoutReplaced(metadata: Metadata, replaced: ReadonlySet<string>): Metadata {
  const drop = <T extends object>(
    fields: T | null | undefined,
    prefix: string,
    names: Record<string, keyof T>,
  ): T | undefined => {
    if (!fields) return undefined;
    const kept = { ...fields };
    for (const [name, key] of Object.entries(names)) if (replaced.has(`${prefix}${name}`)) delete kept[key];
    return kept;
  };
  const other = Object.fromEntries(Object.entries(metadata.other ?? {}).filter(([name]) => !replaced.has(name.toLowerCase())));
  return {
    ...metadata,
    description: replaced.has('description') ? undefined : metadata.description,
    keywords: replaced.has('keywords') ? undefined : metadata.keywords,
    robots: replaced.has('robots') ? undefined : metadata.robots,
    other: Object.keys(other).length > 0 ? other : undefined,
    openGraph: drop(metadata.openGraph as Record<string, unknown> | null, 'og:', {
      type: 'type',
      title: 'title',
      description: 'description',
      site_name: 'siteName',
      locale: 'locale',
      'locale:alternate': 'alternateLocale',
      image: 'images',
      'article:published_time': 'publishedTime',
      'article:modified_time': 'modifiedTime',
      'article:tag': 'tags',
      'article:author': 'authors',
    }) as Metadata['openGraph'],
    twitter: drop(metadata.twitter as Record<string, unknown> | null, 'twitter:', {
      card: 'card',
      title: 'title',
      description: 'description',
      image: 'images',
    }) as Metadata['twitter'],
  };
}

function ownPageMetadata(meta: PageMeta): Metadata {
  const { locale } = pageLocale();
  const site = siteTitle(locale);
  const fullTitle = meta.bareTitle ? site : formatPageTitle(meta.title, site);
  const description = meta.description || SITE_META.get('description')?.[0] || PAGE_DESCRIPTION;
  const image = cardUrl(meta.image);
  return {
    title: { absolute: meta.headTitle ?? fullTitle },
    description,
    keywords: meta.keywords && meta.keywords.length > 0 ? [...meta.keywords] : SITE_META.get('keywords')?.[0],
    ...(Object.keys(SITE_META_OTHER).length > 0 ? { other: SITE_META_OTHER } : {}),
    robots: meta.noIndex || meta.unlisted ? { index: false, follow: false } : undefined,
    alternates: { types: feedAlternates(locale) },
    openGraph: {
      type: meta.type ?? 'website',
      title: fullTitle,
      description,
      siteName: site,
      // The site's other locales as alternates, as Docusaurus writes them.
      locale: openGraphLocale(locale),
      ...(siteLocales.length > 1
        ? { alternateLocale: siteLocales.filter((l) => l.locale !== locale).map((l) => openGraphLocale(l.locale)) }
        : {}),
      ...(image ? { images: [{ url: image }] } : {}),
      ...(meta.type === 'article'
        ? {
            publishedTime: meta.publishedTime,
            modifiedTime: meta.modifiedTime,
            tags: meta.tags ? [...meta.tags] : undefined,
            authors: meta.authors ? [...meta.authors] : undefined,
          }
        : {}),
    },
    twitter: {
      card: (SITE_META.get('twitter:card')?.[0] as 'summary' | undefined) ?? 'summary_large_image',
      title: fullTitle,
      description,
      ...(image ? { images: [image] } : {}),
    },
  };
}

/** What a route says about itself. */
function metaOf(route: Route, href: string): PageMeta {
  switch (route.kind) {
    case 'home': {
      const { locale } = pageLocale();
      return {
        href,
        title: siteConfig.home.title ?? (siteTagline(locale) || siteTitle(locale)),
        description: siteConfig.home.description,
      };
    }
    case 'not-found':
      // As the export's 404.html: not for search engines.
      return { href, title: notFoundTitle(route.locale), unlisted: true, bareTitle: NOT_FOUND_TITLED_BY_SITE };
    case 'search':
      // Docusaurus's title without a query (SearchPage), as its build writes it; the page names the query once read.
      return { href, title: t('theme.SearchPage.emptyResultsTitle') };
    case 'doc': {
      const { title, description, keywords, image } = route.doc;
      return {
        href,
        title,
        description,
        keywords,
        image,
        type: 'article',
        modifiedTime: route.doc.lastUpdated,
        unlisted: route.doc.unlisted,
        headTitle: route.doc.headTitle,
        headReplaces: route.doc.headReplaces,
      };
    }
    case 'page':
      return {
        href,
        title: route.page.title,
        bareTitle: route.page.untitled,
        description: route.page.description,
        keywords: route.page.keywords,
        image: route.page.image,
        headTitle: route.page.headTitle,
        headReplaces: route.page.headReplaces,
      };
    case 'category-index':
      return {
        href,
        title: route.index.title,
        description: route.index.description,
        keywords: route.index.keywords,
        image: route.index.image,
      };
    case 'doc-tags':
      // Docusaurus's titles (DocTagsListPage, DocTagDocListPage): the same on every docs instance's pages. The index has
      // no description of its own, a tag's page its tag's (tags.yml).
      return { href, title: t('theme.tags.tagsPageTitle') };
    case 'doc-tag':
      return { href, title: docTagTitle(route.tag.label, route.tag.items.length), description: route.tag.description };
    case 'post': {
      const { post } = route;
      return {
        href,
        title: post.title,
        description: post.description,
        keywords: post.keywords,
        image: post.image,
        type: 'article',
        publishedTime: post.date,
        tags: post.tags.map((tag) => tag.label),
        // article:author holds the authors' URLs (BlogPostPage/Metadata), none when no author has one.
        authors: post.authors.flatMap((a) => (a.url ? [a.url] : [])),
        unlisted: post.unlisted,
        headTitle: post.headTitle,
        headReplaces: post.headReplaces,
      };
    }
    case 'blog-list':
      // Docusaurus's list pages (BlogListPage): the blog's title (the site's in blog-only mode) and description.
      return { href, title: blogListTitle(route.blogId, href), description: getBlog(route.blogId).description };
    case 'blog-archive':
      // BlogArchivePage: its title and its description, both translated ("Archive").
      return { href, title: t('theme.blog.archive.title'), description: t('theme.blog.archive.description') };
    // The tags index, the authors list and an author's page have no description of their own (their PageMetadata gets
    // none); a tag's page its tag's.
    case 'blog-tags':
      return { href, title: t('theme.tags.tagsPageTitle') };
    case 'blog-authors':
      return { href, title: t('theme.blog.authorsList.pageTitle') };
    case 'blog-author':
      return {
        href,
        // "Alice - 3 posts", as Docusaurus's BlogAuthorsPostsPage titles it, on each of its pages.
        title: t('theme.blog.author.pageTitle', {
          authorName: route.author.name,
          nPosts: t.plural('theme.blog.post.plurals', route.author.posts.filter((p) => !p.unlisted).length),
        }),
      };
    case 'blog-tag':
      return { href, title: blogTagTitle(route.tag.label, route.tag.items.length), description: route.tag.description };
  }
}

/** The URLs of the page at `href`: its own, and the page in every locale (useAlternatePageUtils) with `x-default`. */
/** The page's own tags that the `<head>` block of the route's document (a doc, a page or a post) replaces. */
const headReplacesOf = (route: Route): readonly string[] | undefined =>
  route.kind === 'doc'
    ? route.doc.headReplaces
    : route.kind === 'page'
      ? route.page.headReplaces
      : route.kind === 'post'
        ? route.post.headReplaces
        : undefined;

export function routeUrls(route: Route, href: string): PageUrls {
  if (route.kind === 'not-found') return notFoundUrls(route.locale);
  const alternates = localeAlternates(href, localeOfRoute(route));
  const replaced = headReplacesOf(route)?.filter((name) => name === 'canonical' || name === 'og:url');
  return {
    ...(replaced && replaced.length > 0 ? { replaced } : {}),
    canonical: pageUrl(href),
    languages: [
      ...alternates.map((a) => [localeInfo(a.locale).htmlLang, pageUrl(a.href)] as const),
      ['x-default', pageUrl(alternates[0]!.href)],
    ],
  };
}

/** The URLs of a locale's not-found page (Docusaurus's `404.html` of each locale's build). */
export function notFoundUrls(locale: string): PageUrls {
  return {
    canonical: notFoundUrl(locale),
    languages: [
      ...siteLocales.map((l) => [localeInfo(l.locale).htmlLang, notFoundUrl(l.locale)] as const),
      ['x-default', notFoundUrl(siteConfig.i18n.defaultLocale)],
    ],
  };
}

/** Next metadata of a route. */
export const routeMetadata = (route: Route, href: string): Metadata =>
  pageMetadata({ ...metaOf(route, href), noIndex: inNoIndexVersion(route) });
