/** JSON-LD structured data for search engines. */
import { siteConfig } from '../config/site';
import type { PostEntry } from './content/collections';
import { cardUrl } from './metadata';
import { absoluteUrl } from './routes';
import { pageLocale } from './i18n';
import { siteTitle } from './i18n/site-translations';

/** A post as schema.org `BlogPosting`, serialized safely for an inline <script>. */
export function blogPostingJsonLd(post: PostEntry): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.lastUpdated ?? post.date,
    inLanguage: pageLocale().htmlLang,
    url: absoluteUrl(post.permalink),
    mainEntityOfPage: absoluteUrl(post.permalink),
    image: cardUrl(post.image),
    keywords: post.tags.map((t) => t.label),
    author: post.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
    publisher: {
      '@type': 'Organization',
      name: siteTitle(pageLocale().locale),
      ...(siteConfig.favicon ? { logo: { '@type': 'ImageObject', url: absoluteUrl(siteConfig.favicon) } } : {}),
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
