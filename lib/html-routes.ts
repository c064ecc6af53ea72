/**
 * Pages whose route ends in `.html` (a doc or post with `slug: /foo.html` on a `trailingSlash: false` site). Docusaurus
 * writes such a route as that very file, served at that URL (`pathnameToFilename`, packages/docusaurus/src/ssg/ssg.ts:
 * "Paths ending with .html are left untouched"); Next exports it as `foo.html.html`, which no static host serves at
 * `/foo.html` (lib/static-host.mjs answers `name` with `name.html` only for a name without that extension), so the
 * page was a 404, its links broken and a post's feed item missing. Post-processing moves the file into place. With
 * trailing slashes the route is `/foo.html/`, and Next writes `foo.html/index.html`, as Docusaurus does.
 */
import fs from 'node:fs';
import path from 'node:path';

const HTML_ROUTE = /\.html?$/i;

/** The files to move: Next's `<route>.html` to `<route>`, for each route (without base path) ending in `.html`. */
export const htmlRouteMoves = (hrefs: readonly string[]): { from: string; to: string }[] =>
  hrefs.filter((href) => HTML_ROUTE.test(href)).map((href) => ({ from: `${href}.html`, to: href }));

/** Moves each such page in the export at `root` (never over a file there); returns the routes moved. */
export function moveHtmlRoutePages(root: string, hrefs: readonly string[]): string[] {
  const moved: string[] = [];
  for (const { from, to } of htmlRouteMoves(hrefs)) {
    const source = path.join(root, from);
    const target = path.join(root, to);
    if (!fs.existsSync(source) || fs.existsSync(target)) continue;
    fs.renameSync(source, target);
    moved.push(to);
  }
  return moved;
}
