/**
 * Page metadata built one way for every page: title, description, canonical URL, OpenGraph and Twitter
 * cards, all absolute and under the base path (Next does not add the base path to metadata URLs).
 */
import type { Metadata } from 'next';
import { blogSections, siteConfig } from '../config/site';
import { sectionLabel } from './navigation/navbar';
import type { Route } from './route-table';
import { absoluteUrl, feedHref, getBlog, withBase } from './routes';

/** Every blog's feeds, advertised on every page with `<link rel="alternate">`. */
export const FEED_ALTERNATES = {
  'application/rss+xml': blogSections
    .filter((b) => b.feed)
    .map((b) => ({ url: absoluteUrl(feedHref(b.id, 'rss')), title: `${siteConfig.title} ${b.title} RSS` })),
  'application/atom+xml': blogSections
    .filter((b) => b.feed)
    .map((b) => ({ url: absoluteUrl(feedHref(b.id, 'atom')), title: `${siteConfig.title} ${b.title} Atom` })),
  'application/feed+json': blogSections
    .filter((b) => b.feed)
    .map((b) => ({ url: absoluteUrl(feedHref(b.id, 'json')), title: `${siteConfig.title} ${b.title} JSON Feed` })),
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
    robots: meta.unlisted ? { index: false, follow: true } : undefined,
    alternates: { canonical: url, types: FEED_ALTERNATES },
    openGraph: {
      type: meta.type ?? 'website',
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.title,
      locale: 'zh_CN',
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
        title: `${sectionLabel(route.sectionId)} · 标签`,
        description: `「${sectionLabel(route.sectionId)}」文档的全部标签。`,
      };
    case 'doc-tag':
      return {
        href,
        title: `${sectionLabel(route.sectionId)} · 标签「${route.tag.label}」`,
        description: `带有标签「${route.tag.label}」的${sectionLabel(route.sectionId)}文档。`,
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
        tags: post.tags.map((t) => t.label),
        authors: post.authors.map((a) => a.name),
        unlisted: post.unlisted,
      };
    }
    case 'blog-list': {
      const blog = getBlog(route.blogId);
      const title = route.page.page > 1 ? `${blog.title} · 第 ${route.page.page} 页` : blog.title;
      return {
        href,
        title,
        description: blog.description ?? `${blog.title}文章列表${route.page.page > 1 ? `，第 ${route.page.page} 页` : ''}。`,
      };
    }
    case 'blog-archive':
      return { href, title: '归档', description: `按年份列出的全部${getBlog(route.blogId).title}文章。` };
    case 'blog-tags':
      return { href, title: '标签', description: `${getBlog(route.blogId).title}的全部标签与文章数。` };
    case 'blog-authors':
      return { href, title: '作者', description: `${getBlog(route.blogId).title}的全部作者。` };
    case 'blog-author':
      return {
        href,
        title: `${route.author.name}${route.page.page > 1 ? ` · 第 ${route.page.page} 页` : ''}`,
        description:
          route.author.description ?? route.author.title ?? `${route.author.name}的${getBlog(route.blogId).title}文章。`,
      };
    case 'blog-tag':
      return {
        href,
        title: `标签「${route.tag.label}」${route.page.page > 1 ? ` · 第 ${route.page.page} 页` : ''}`,
        description: `带有标签「${route.tag.label}」的${getBlog(route.blogId).title}文章。`,
      };
  }
}

/** Next metadata of a route. */
export const routeMetadata = (route: Route, href: string): Metadata => pageMetadata(metaOf(route, href));
