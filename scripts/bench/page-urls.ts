// The page URLs a static build answers, read from its output folder: Docusaurus's build/ and this project's out/
// alike. A page is an HTML file: `a/b/index.html` answers at `/a/b/`, `a/b.html` at `/a/b`. The 404 pages (one per
// locale; Next's `_not-found`) and the bundlers' asset folders are left out. tests/e2e/docusaurus-variants.test.ts compares the two
// lists of a fixture site; scripts/bench/docusaurus-urls.ts writes Docusaurus's list.
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

/** Writes a URL list file: `#` header lines, then one URL a line. */
export function writeUrlList(file: string, header: readonly string[], urls: readonly string[]): void {
  fs.writeFileSync(file, [...header.map((line) => `# ${line}`), ...urls, ''].join('\n'));
}

/** The URLs of a URL list file (header and blank lines left out). */
export function readUrlList(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
}

/** A URL as a static host serves it either way: `/a/b/` and `/a/b` are one page (the root stays `/`). */
export const sameUrl = (url: string): string => url.replace(/(.)\/$/, '$1');
