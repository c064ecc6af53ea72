/** sitemap.xml, robots.txt and the web manifest, written into the export by the post-build step. */
import { siteConfig, siteLocales } from '../config/site';
import { getAllDocs, getAllPages, getAllPosts } from './content/collections';
import { APPLE_TOUCH_ICON, DEFAULT_DESCRIPTION, FAVICON } from './metadata';
import { absoluteUrl, sitemapHref, withBase } from './routes';
import { siteLocale } from './i18n';

/** The last-modified date of each content page, by href. */
function contentDates(): Map<string, string> {
  const dates = new Map<string, string>();
  for (const doc of [...getAllDocs(), ...getAllPages()]) if (doc.lastUpdated) dates.set(doc.permalink, doc.lastUpdated);
  for (const post of getAllPosts()) dates.set(post.permalink, post.lastUpdated ?? post.date);
  return dates;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A sitemap of the given hrefs (without base path); content pages carry their own lastmod. */
export function buildSitemap(hrefs: string[], buildDate: string): string {
  const dates = contentDates();
  const urls = hrefs
    .map(
      (href) =>
        `  <url><loc>${escapeXml(absoluteUrl(href))}</loc><lastmod>${(dates.get(href) ?? buildDate).slice(0, 10)}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt pointing at the sitemap of each locale. */
export const buildRobots = (): string =>
  `User-agent: *\nAllow: ${siteConfig.baseUrl}\n\n${siteLocales.map((l) => `Sitemap: ${absoluteUrl(sitemapHref(l.locale))}\n`).join('')}`;

/** The web app manifest. */
export function buildManifest(): string {
  return JSON.stringify(
    {
      name: siteConfig.tagline ? `${siteConfig.title} · ${siteConfig.tagline}` : siteConfig.title,
      short_name: siteConfig.title,
      description: DEFAULT_DESCRIPTION,
      lang: siteLocale.htmlLang,
      start_url: withBase('/'),
      scope: withBase('/'),
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d6a4f',
      icons: [
        ...(FAVICON ? [{ src: FAVICON.href, sizes: 'any', type: FAVICON.type }] : []),
        ...(APPLE_TOUCH_ICON ? [{ src: APPLE_TOUCH_ICON, sizes: '180x180', type: 'image/png' }] : []),
      ],
    },
    null,
    2,
  );
}
