// The page URLs a static build answers, read from its output folder: Docusaurus's build/ and this project's out/
// alike. A page is an HTML file: `a/b/index.html` answers at `/a/b/`, `a/b.html` at `/a/b`. The 404 pages (one per
// locale; Next's `_not-found`) and the bundlers' asset folders are left out. Beside the pages, the files that readers
// and crawlers fetch: the feeds (rss.xml, atom.xml) and the sitemaps, with the URLs each sitemap lists.
// tests/e2e/docusaurus-variants.test.ts compares a fixture site's lists; scripts/bench/docusaurus-urls.ts writes
// Docusaurus's.
import fs from 'node:fs';
import { listFiles } from '../../lib/files.mjs';

/** Top-level folders of bundler output, never pages. */
const ASSET_FOLDERS = new Set(['assets', '_next']);

const isNotFoundPage = (rel: string): boolean =>
  /(^|\/)404(\.html|\/index\.html)$/.test(rel) || /^_not-found(\.html|\/)/.test(rel);

/** The URL (path from the base URL, leading slash) that the HTML file `rel` of an output folder answers at. */
export function urlOfHtmlFile(rel: string): string {
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.slice(0, -'.html'.length)}`;
}

/** Every page URL of the output folder `root`, sorted. */
export function pageUrls(root: string): string[] {
  return (listFiles(root, (name: string) => name.endsWith('.html')) as string[])
    .filter((rel) => !ASSET_FOLDERS.has(rel.split('/')[0]!) && !isNotFoundPage(rel))
    .map(urlOfHtmlFile)
    .sort();
}

/** Feed and sitemap files of the output folder `root` (paths from it), sorted. */
export function feedAndSitemapFiles(root: string): string[] {
  return (listFiles(root, (name: string) => /^(rss|atom|sitemap)\.xml$/.test(name)) as string[])
    .filter((rel) => !ASSET_FOLDERS.has(rel.split('/')[0]!))
    .sort();
}

/** The URLs a sitemap lists, as paths from the site's origin (`/zh-Hans/docs/intro`), percent-decoded, sorted. */
export function sitemapPaths(file: string): string[] {
  const locs = [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.trim());
  return locs.map((loc) => decodeURI(new URL(loc).pathname)).sort();
}

/**
 * The feed and sitemap files of `root` as lines: each file alone, and each sitemap's URLs as `<file> <path>`
 * lines (parsed back by `readFileList`).
 */
export function feedAndSitemapLines(root: string): string[] {
  return feedAndSitemapFiles(root).flatMap((rel) =>
    rel.endsWith('sitemap.xml') ? [rel, ...sitemapPaths(`${root}/${rel}`).map((p) => `${rel} ${p}`)] : [rel],
  );
}

/** A list of feed and sitemap lines: the files, and each sitemap's URL paths. */
export function readFileList(file: string): { files: string[]; sitemaps: Map<string, string[]> } {
  const files: string[] = [];
  const sitemaps = new Map<string, string[]>();
  for (const line of readUrlList(file)) {
    const [rel, url] = line.split(' ') as [string, string | undefined];
    if (url === undefined) files.push(rel);
    else sitemaps.set(rel, [...(sitemaps.get(rel) ?? []), url]);
  }
  return { files, sitemaps };
}

/** Writes a URL list file: `#` header lines, then one URL a line. */
export function writeUrlList(file: string, header: readonly string[], urls: readonly string[]): void {
  fs.writeFileSync(file, [...header.map((line) => `# ${line}`), ...urls, ''].join('\n'));
}

/** The lines of a list file (header and blank lines left out). */
export function readUrlList(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
}

/** A URL as a static host serves it either way: `/a/b/` and `/a/b` are one page (the root stays `/`). */
export const sameUrl = (url: string): string => url.replace(/(.)\/$/, '$1');
