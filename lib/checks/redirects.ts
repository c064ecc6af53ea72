/** Static redirect pages for old URLs (`siteConfig.redirects`): meta refresh plus a script that keeps the hash. */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../../config/site';
import { withBase } from '../routes';
import { resolveUrl } from './links';

/** The HTML of a page that forwards to `to` (an href with base path). */
export function redirectHtml(to: string): string {
  const target = encodeURI(to);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>页面已移动</title><link rel="canonical" href="${target}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><script>location.replace(${JSON.stringify(target)}+location.search+location.hash)</script></head><body><p>页面已移动到 <a href="${target}">${to}</a>。</p></body></html>`;
}

/** Writes a redirect page for every configured old URL whose target exists in the export; warns about the others. */
export function writeRedirects(root: string): string[] {
  const written: string[] = [];
  for (const { from, to } of siteConfig.redirects) {
    const target = withBase(`${to.replace(/\/$/, '')}/`);
    if (!resolveUrl(root, target)) {
      console.warn(`warn  [redirects] ${from} → ${to}: the target page does not exist; no redirect written`);
      continue;
    }
    const file = path.join(root, ...from.split('/').filter(Boolean), 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(target));
    written.push(path.relative(root, file));
  }
  return written;
}
