/**
 * Static redirect pages for old URLs (`siteConfig.redirects`: the spaced folders the importer renamed and the
 * redirects of Docusaurus's client-redirects plugin), written as that plugin writes them
 * (packages/docusaurus-plugin-client-redirects/src/{createRedirectPageContent,writeRedirectFiles}.ts): at the
 * file the old route is served from, a meta refresh, a canonical link and a script to the new URL (keeping the
 * query and hash), plus a link for readers without either. A redirect never replaces a page or file of the
 * site (the plugin skips it and warns), and one whose target does not exist is skipped with a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../../config/site';
import { outputFileForRoute } from '../content/docusaurus-rules';
import { route, routeWithBase } from '../routes';
import { resolveUrl } from './links';
import { siteLocale, t } from '../i18n';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML of a page that forwards to `to` (an absolute URL, or an href with base path). */
export function redirectHtml(to: string): string {
  const target = escapeHtml(encodeURI(to));
  return `<!doctype html><html lang="${siteLocale.htmlLang}" dir="${siteLocale.direction}"><head><meta charset="utf-8"><title>${escapeHtml(t('site.redirect.title'))}</title><link rel="canonical" href="${target}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><script>location.replace(${JSON.stringify(encodeURI(to)).replace(/</g, '\\u003c')}+location.search+location.hash)</script></head><body><p>${t
    .parts('site.redirect.body', { link: { html: `<a href="${target}">${escapeHtml(to)}</a>` } })
    .map((part) => (typeof part === 'string' ? escapeHtml(part) : part.html))
    .join('')}</p></body></html>`;
}

/**
 * The href (with base path) of a redirect's target: an absolute URL as it is, a path of the site as its routes are
 * written (`asWritten`: the path as the redirect writes it).
 */
export function redirectTarget(to: string, asWritten = false): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return to;
  const [pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to)!.slice(1);
  return `${routeWithBase(asWritten ? pathname : route(pathname))}${rest}`;
}

/** The file a redirect target (an href with base path) is served from, if the export has it. */
const fileOf = (root: string, target: string): string | undefined => resolveUrl(root, target.replace(/[?#].*$/, ''));

/**
 * Writes a redirect page for every configured old URL; warns about those it skips. Returns the files written.
 * `from` and `to` are paths relative to the base URL, as the plugin compares them with the site's routes without it
 * (`relativeRoutesPaths`): `/docs/x` of a site at `/docs/` is `/docs/docs/x` (`routeWithBase`, not `withBase`).
 */
export function writeRedirects(
  root: string,
  redirects: readonly { from: string; to: string }[] = siteConfig.redirects,
): string[] {
  const written: string[] = [];
  for (const { from, to } of redirects) {
    let target = redirectTarget(to);
    const external = target === to && !to.startsWith('/');
    let targetFile = external ? undefined : fileOf(root, target);
    // The plugin applies `trailingSlash` to `to` only when the site sets it: unset, a file's route (`/404.html`,
    // which createRedirects is given too) is the target as written, where this export's `/404.html/` is no page.
    if (!external && !targetFile && siteConfig.trailingSlash === undefined) {
      const file = fileOf(root, redirectTarget(to, true));
      if (file) [target, targetFile] = [redirectTarget(to, true), file];
    }
    if (!external && !targetFile) {
      console.warn(`warn  [redirects] ${from} → ${to}: the target page does not exist; no redirect written`);
      continue;
    }
    const file = path.join(root, ...outputFileForRoute(from, siteConfig.trailingSlash).split('/').filter(Boolean));
    const existing = resolveUrl(root, routeWithBase(from)) ?? (fs.existsSync(file) ? path.relative(root, file) : undefined);
    // The old URL is the page's own file (`/docs/intro.html` of a `trailingSlash: false` export): it answers already.
    if (existing !== undefined && existing === targetFile) continue;
    if (existing !== undefined) {
      console.warn(
        `warn  [redirects] ${from} → ${to}: ${from} is a page of the site; the redirect would replace it and is skipped`,
      );
      continue;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(target));
    written.push(path.relative(root, file));
  }
  return written;
}
