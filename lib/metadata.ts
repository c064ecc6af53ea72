/**
 * Page metadata built one way for every page: title, description, canonical URL, OpenGraph and Twitter
 * cards, all absolute and under the base path (Next does not add the base path to metadata URLs).
 */
import type { Metadata } from 'next';
import { blogSections, siteConfig } from '../config/site';
import { sectionLabel } from './navigation/navbar';
import { inNoIndexVersion, type Route } from './route-table';
import { absoluteUrl, feedHref, getBlog, withBase } from './routes';
import { siteLocale, t } from './i18n';

/** The default locale's blogs with feeds. */
const feedBlogs = blogSections.filter((b) => b.feed && b.id === b.sourceId);

/** Every blog's feeds, advertised on every page with `<link rel="alternate">`. */
export const FEED_ALTERNATES = {
  'application/rss+xml': feedBlogs.map((b) => ({
    url: absoluteUrl(feedHref(b.id, 'rss')),
    title: `${siteConfig.title} ${b.title} RSS`,
  })),
  'application/atom+xml': feedBlogs.map((b) => ({
    url: absoluteUrl(feedHref(b.id, 'atom')),
    title: `${siteConfig.title} ${b.title} Atom`,
  })),
  'application/feed+json': feedBlogs.map((b) => ({
    url: absoluteUrl(feedHref(b.id, 'json')),
    title: `${siteConfig.title} ${b.title} JSON Feed`,
  })),
};

/** The favicon's URL and MIME type (from its extension). */
export const FAVICON = {
  href: withBase(siteConfig.favicon),
  type: ({ svg: 'image/svg+xml', ico: 'image/x-icon', png: 'image/png' } as Record<string, string>)[
    siteConfig.favicon.split('.').pop()?.toLowerCase() ?? ''
  ],
};

/** The default social card (public/img/social-card.png). */
export const SOCIAL_CARD = '/img/social-card.png';

/** The site's default description. */
export const DEFAULT_DESCRIPTION =
  siteConfig.description ?? `${siteConfig.title}${siteConfig.tagline ? `：${siteConfig.tagline}` : ''}`;

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
  /** Built but not listed (front matter `unlisted`): search engines are asked not to index it. */
  readonly unlisted?: boolean;
  /** A page of a doc version with `noIndex`: `noindex, nofollow`, as Docusaurus writes it. */
  readonly noIndex?: boolean;
}

/** Next metadata for a page; its title reads `<page title> | <site title>`. */
export function pageMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.href);
  const fullTitle = `${meta.title} | ${siteConfig.title}`;
  const description = meta.description || DEFAULT_DESCRIPTION;
  const image = /^https?:/.test(meta.image ?? '') ? meta.image! : absoluteUrl(meta.image ?? SOCIAL_CARD);
  return {
    title: { absolute: fullTitle },
    description,
    keywords: meta.keywords && meta.keywords.length > 0 ? [...meta.keywords] : undefined,
    robots: meta.noIndex ? { index: false, follow: false } : meta.unlisted ? { index: false, follow: true } : undefined,
    alternates: { canonical: url, types: FEED_ALTERNATES },
    openGraph: {
      type: meta.type ?? 'website',
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.title,
      // Open Graph writes a locale as language_TERRITORY.
      locale: siteLocale.htmlLang.replace(/-/g, '_'),
      images: [{ url: image }],
      ...(meta.type === 'article'
        ? {
            publishedTime: meta.publishedTime,
            modifiedTime: meta.modifiedTime,
            tags: meta.tags ? [...meta.tags] : undefined,
            authors: meta.authors ? [...meta.authors] : undefined,
          }
        : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}

/** What a route says about itself. */
function metaOf(route: Route, href: string): PageMeta {
  switch (route.kind) {
    case 'home':
      return { href, title: siteConfig.home.title ?? (siteConfig.tagline || siteConfig.title), description: DEFAULT_DESCRIPTION };
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
      };
    }
    case 'page':
      return {
        href,
        title: route.page.title,
        description: route.page.description,
        keywords: route.page.keywords,
        image: route.page.image,
      };
    case 'category-index':
      return { href, title: route.index.title, description: route.index.description };
    case 'doc-tags':
      return {
        href,
        title: `${sectionLabel(route.sectionId)} · ${t('theme.tags.tagsPageTitle')}`,
        description: t('site.meta.docTags', { section: sectionLabel(route.sectionId) }),
      };
    case 'doc-tag':
      return {
        href,
        title: `${sectionLabel(route.sectionId)} · ${t('site.meta.tagTitle', { tag: route.tag.label })}`,
        description: t('site.meta.docTag', { tag: route.tag.label, section: sectionLabel(route.sectionId) }),
      };
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
        authors: post.authors.map((a) => a.name),
        unlisted: post.unlisted,
      };
    }
    case 'blog-list': {
      const blog = getBlog(route.blogId);
      const title = route.page.page > 1 ? `${blog.title} · ${t('site.meta.page', { page: route.page.page })}` : blog.title;
      return {
        href,
        title,
        description:
          blog.description ??
          (route.page.page > 1
            ? t('site.meta.blogListPage', { blog: blog.title, page: route.page.page })
            : t('site.meta.blogList', { blog: blog.title })),
      };
    }
    case 'blog-archive':
      return {
        href,
        title: t('theme.blog.archive.title'),
        description: t('site.meta.archive', { blog: getBlog(route.blogId).title }),
      };
    case 'blog-tags':
      return {
        href,
        title: t('theme.tags.tagsPageTitle'),
        description: t('site.meta.tags', { blog: getBlog(route.blogId).title }),
      };
    case 'blog-authors':
      return {
        href,
        title: t('theme.blog.authorsList.pageTitle'),
        description: t('site.meta.authors', { blog: getBlog(route.blogId).title }),
      };
    case 'blog-author':
      return {
        href,
        title: `${route.author.name}${route.page.page > 1 ? ` · ${t('site.meta.page', { page: route.page.page })}` : ''}`,
        description:
          route.author.description ??
          route.author.title ??
          t('site.meta.author', { author: route.author.name, blog: getBlog(route.blogId).title }),
      };
    case 'blog-tag':
      return {
        href,
        title: `${t('site.meta.tagTitle', { tag: route.tag.label })}${route.page.page > 1 ? ` · ${t('site.meta.page', { page: route.page.page })}` : ''}`,
        description: t('site.meta.tag', { tag: route.tag.label, blog: getBlog(route.blogId).title }),
      };
  }
}

/** Next metadata of a route. */
export const routeMetadata = (route: Route, href: string): Metadata =>
  pageMetadata({ ...metaOf(route, href), noIndex: inNoIndexVersion(route) });
