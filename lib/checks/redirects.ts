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
import { route, withBase } from '../routes';
import { resolveUrl } from './links';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML of a page that forwards to `to` (an absolute URL, or an href with base path). */
export function redirectHtml(to: string): string {
  const target = escapeHtml(encodeURI(to));
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>页面已移动</title><link rel="canonical" href="${target}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><script>location.replace(${JSON.stringify(encodeURI(to)).replace(/</g, '\\u003c')}+location.search+location.hash)</script></head><body><p>页面已移动到 <a href="${target}">${escapeHtml(to)}</a>。</p></body></html>`;
}

/** The href (with base path) of a redirect's target: an absolute URL as it is, a path of the site as its routes are written. */
export function redirectTarget(to: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return to;
  const [pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to)!.slice(1);
  return `${withBase(route(pathname))}${rest}`;
}

/** Writes a redirect page for every configured old URL; warns about those it skips. Returns the files written. */
export function writeRedirects(
  root: string,
  redirects: readonly { from: string; to: string }[] = siteConfig.redirects,
): string[] {
  const written: string[] = [];
  for (const { from, to } of redirects) {
    const target = redirectTarget(to);
    const external = target === to && !to.startsWith('/');
    const targetFile = external ? undefined : resolveUrl(root, target.replace(/[?#].*$/, ''));
    if (!external && !targetFile) {
      console.warn(`warn  [redirects] ${from} → ${to}: the target page does not exist; no redirect written`);
      continue;
    }
    const file = path.join(root, ...outputFileForRoute(from, siteConfig.trailingSlash).split('/').filter(Boolean));
    const existing = resolveUrl(root, withBase(from)) ?? (fs.existsSync(file) ? path.relative(root, file) : undefined);
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
