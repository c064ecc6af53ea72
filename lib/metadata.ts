/**
 * Page metadata built one way for every page: title, description, canonical URL, OpenGraph and Twitter
 * cards, all absolute and under the base path (Next does not add the base path to metadata URLs).
 */
import type { Metadata } from 'next';
import { siteConfig } from '../config/site';
import { absoluteUrl, feedHref } from './routes';

/** The blog feeds, advertised on every page with `<link rel="alternate">`. */
export const FEED_ALTERNATES = {
  'application/rss+xml': [{ url: absoluteUrl(feedHref('rss')), title: `${siteConfig.title} RSS` }],
  'application/atom+xml': [{ url: absoluteUrl(feedHref('atom')), title: `${siteConfig.title} Atom` }],
  'application/feed+json': [{ url: absoluteUrl(feedHref('json')), title: `${siteConfig.title} JSON Feed` }],
};

/** The default social card (public/img/social-card.png). */
export const SOCIAL_CARD = '/img/social-card.png';

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
  /** The home page uses its title as is, without the `| site` suffix. */
  readonly absoluteTitle?: boolean;
}

const defaultDescription = `${siteConfig.title}：写给前端工程师的中文技术手册与博客。${siteConfig.tagline}`;

/** Next metadata for a page. */
export function pageMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.href);
  const fullTitle = meta.absoluteTitle ? meta.title : `${meta.title} | ${siteConfig.title}`;
  const description = meta.description || defaultDescription;
  const image = /^https?:/.test(meta.image ?? '') ? meta.image! : absoluteUrl(meta.image ?? SOCIAL_CARD);
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description,
    keywords: meta.keywords && meta.keywords.length > 0 ? [...meta.keywords] : undefined,
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
