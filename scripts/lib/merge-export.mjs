// A partial build's export merged into the previous one. A partial build renders only some routes (same build
// id, same client chunks); the merged export is a new folder holding hard links to the previous export's
// files that Next wrote (client assets, every route's HTML, RSC payload and segment files), public/ as it is
// now, and the re-rendered routes' files in place of theirs. Post-processing output (feeds, sitemap, search index…)
// is left out: post-processing writes it again, as new files, never through an inode shared with out/.
import fs from 'node:fs';
import path from 'node:path';
import { files } from './incremental.mjs';

/** Files Next writes into a route's folder (trailingSlash export): the HTML, the RSC payload, segment files. */
const isRouteFile = (name) => name === 'index.html' || name === 'index.txt' || name.startsWith('__next.');

const NOT_FOUND_PAGES = ['404.html', path.join('404', 'index.html')];

/** The files of an export that Next rendered (relative paths), told apart from post-processing's and public/'s. */
function renderedFiles(root) {
  const rendered = [];
  const walk = (rel) => {
    const entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true });
    const isRoute = entries.some((e) => e.name === '__next._tree.txt');
    for (const e of entries) {
      const file = path.join(rel, e.name);
      if (e.isDirectory()) {
        if (file === '_next') rendered.push(...files(path.join(root, '_next')).map((f) => `_next/${f}`));
        else if (file !== 'pagefind') walk(file);
      } else if ((isRoute && isRouteFile(e.name)) || NOT_FOUND_PAGES.includes(file)) rendered.push(file);
    }
  };
  walk('');
  return rendered;
}

/** Writes `src` to `dest` as a new file (never through an existing inode). */
function replaceFile(src, dest) {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.rmSync(dest, { force: true });
  fs.copyFileSync(src, dest);
}

/**
 * Starts `target` as the `previous` export's rendered files (hard links) and `publicDir` as it is now: all of a
 * merged export but the routes rendered again, so it can be made while Next renders them (`mergeExport` ends it).
 */
export function linkPreviousExport(previous, target, publicDir) {
  fs.rmSync(target, { recursive: true, force: true });
  for (const file of renderedFiles(previous)) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.linkSync(path.join(previous, file), path.join(target, file));
  }
  // public/ as it is now (the content layer may have added an image).
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, target, { recursive: true });
  // Next's export also leaves an empty folder per build id under _next/.
  for (const entry of fs.readdirSync(path.join(previous, '_next'), { withFileTypes: true }))
    fs.mkdirSync(path.join(target, '_next', entry.name), { recursive: true });
}

/**
 * Ends `target` (begun by `linkPreviousExport`) with the files of a `partial` export that rendered `hrefs` again.
 * Throws when the partial export's client assets are not the previous export's (a full build is needed then).
 */
export function mergeExport(previous, partial, target, hrefs) {
  const partialNext = files(path.join(partial, '_next'));
  const previousNext = new Set(files(path.join(previous, '_next')));
  if (partialNext.length !== previousNext.size) throw new Error('_next/ differs from the previous export');
  for (const file of partialNext) {
    if (
      !previousNext.has(file) ||
      !fs.readFileSync(path.join(previous, '_next', file)).equals(fs.readFileSync(path.join(partial, '_next', file)))
    )
      throw new Error(`_next/${file} differs from the previous export`);
  }
  for (const href of [...hrefs, '/_not-found/']) {
    const from = path.join(partial, href);
    const to = path.join(target, href);
    if (!fs.existsSync(path.join(from, 'index.html'))) throw new Error(`the partial export lacks ${href}`);
    if (fs.existsSync(to)) for (const name of fs.readdirSync(to)) if (isRouteFile(name)) fs.rmSync(path.join(to, name));
    for (const name of fs.readdirSync(from)) if (isRouteFile(name)) replaceFile(path.join(from, name), path.join(to, name));
  }
  for (const file of NOT_FOUND_PAGES)
    if (fs.existsSync(path.join(partial, file))) replaceFile(path.join(partial, file), path.join(target, file));
}
