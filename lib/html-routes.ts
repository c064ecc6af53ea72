/**
 * Pages whose route ends in `.html` (a doc or post with `slug: /foo.html` on a `trailingSlash: false` site). Docusaurus
 * writes such a route as that very file, served at that URL (`pathnameToFilename`, packages/docusaurus/src/ssg/ssg.ts:
 * "Paths ending with .html are left untouched"); Next exports it as `foo.html.html`, which no static host serves at
 * `/foo.html` (lib/static-host.mjs answers `name` with `name.html` only for a name without that extension), so the
 * page was a 404, its links broken and a post's feed item missing. Post-processing moves the file into place. With
 * trailing slashes the route is `/foo.html/`, and Next writes `foo.html/index.html`, as Docusaurus does.
 * Next also writes the route's segment payloads into a folder of the route's name (`foo.html/__next._tree.txt`…),
 * which took the file's place: the folder goes (a file and a folder cannot share a name, and the page is the file
 * Docusaurus writes), so the client router, finding no segments, loads the page's whole payload (`foo.html.txt`).
 */
import fs from 'node:fs';
import path from 'node:path';

const HTML_ROUTE = /\.html?$/i;

/** The files to move: Next's `<route>.html` to `<route>`, for each route (without base path) ending in `.html`. */
export const htmlRouteMoves = (hrefs: readonly string[]): { from: string; to: string }[] =>
  hrefs.filter((href) => HTML_ROUTE.test(href)).map((href) => ({ from: `${href}.html`, to: href }));

/** A folder holding only Next's segment payloads of a route (`__next.*.txt`), none of the site's files. */
const isSegmentFolder = (dir: string): boolean => {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return false;
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  return entries.length > 0 && entries.every((entry) => entry.isFile() && entry.name.startsWith('__next.'));
};

/** Moves each such page in the export at `root` (never over a file there); returns the routes moved. */
export function moveHtmlRoutePages(root: string, hrefs: readonly string[]): string[] {
  const moved: string[] = [];
  for (const { from, to } of htmlRouteMoves(hrefs)) {
    const source = path.join(root, from);
    const target = path.join(root, to);
    if (!fs.existsSync(source)) continue;
    if (isSegmentFolder(target)) fs.rmSync(target, { recursive: true });
    if (fs.existsSync(target)) continue;
    fs.renameSync(source, target);
    moved.push(to);
  }
  return moved;
}

/**
 * A locale's home without trailing slashes (`trailingSlash: false`): its route keeps the slash (`/ja/`, lib/routes.ts
 * `route`), as Docusaurus writes it (`ja/index.html`, the home of the locale's own build with the base URL `/ja/`), but
 * Next exports the route as `ja.html`, which a static host serves at `/ja` and not at `/ja/` (404). Post-processing
 * moves it to `ja/index.html` (so `/ja` redirects to `/ja/`, as GitHub Pages answers a folder), and copies the page's
 * payload `ja.txt` to `ja/index.txt`, which Next's client router fetches for a navigation to `/ja/` (its segment
 * files, `ja/__next.*.txt`, are in that folder already). `ja.txt` stays, for a link that names `/ja`.
 * `homes` are the locales' home routes; the root and routes without a slash are left alone. Never over a file there.
 */
export function moveLocaleHomePages(root: string, homes: readonly string[]): string[] {
  const moved: string[] = [];
  for (const href of homes) {
    if (href === '/' || !href.endsWith('/')) continue;
    const name = href.slice(0, -1);
    const source = path.join(root, `${name}.html`);
    const target = path.join(root, href, 'index.html');
    if (!fs.existsSync(source) || fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(source, target);
    const payload = path.join(root, `${name}.txt`);
    if (fs.existsSync(payload)) {
      const copy = path.join(root, href, 'index.txt');
      fs.copyFileSync(payload, `${copy}.tmp`);
      fs.renameSync(`${copy}.tmp`, copy);
    }
    moved.push(href);
  }
  return moved;
}
