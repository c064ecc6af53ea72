// How a static host such as GitHub Pages maps a path of the site to a file of the export. The preview server
// (scripts/lib/static-server.mjs) serves by it and the link check (lib/checks/links.ts) resolves links by it,
// so a link is reported broken exactly when the host would answer 404. Plain ESM: both sides import it.
import fs from 'node:fs';
import path from 'node:path';

/** The file's stats, or undefined when there is nothing at `p` (also when a part of it is a file, not a folder). */
function statOf(p) {
  try {
    return fs.statSync(p, { throwIfNoEntry: false });
  } catch (error) {
    if (error.code === 'ENOTDIR') return undefined;
    throw error;
  }
}
const isFile = (p) => statOf(p)?.isFile() === true;
const isDirectory = (p) => statOf(p)?.isDirectory() === true;

/**
 * Resolves `rel`, a decoded path below the site's base path (`docs/intro/`, `img/a b.png`), in the export
 * at `root`: `{ file }` (relative path of the file the host sends), `{ redirect }` (a folder named without
 * its trailing slash: the host redirects to `redirect`, the path with the slash), or undefined (404).
 * A folder is answered by its index.html; a name without extension by `name.html` (before a folder of that
 * name); nothing outside `root`.
 */
export function resolveExportPath(root, rel) {
  const clean = rel.replace(/^\/+/, '');
  const full = path.resolve(root, clean);
  if (full !== path.resolve(root) && !full.startsWith(`${path.resolve(root)}${path.sep}`)) return undefined;
  if (clean === '' || clean.endsWith('/'))
    return isFile(path.join(full, 'index.html')) ? { file: `${clean}index.html` } : undefined;
  if (isFile(full)) return { file: clean };
  // GitHub Pages sends `name.html` for `name` even when a folder `name/` exists beside it (a `trailingSlash: false`
  // export has both: `blog.html` and `blog/page/2.html`); a folder alone is redirected to its slash.
  if (!path.extname(clean) && isFile(`${full}.html`)) return { file: `${clean}.html` };
  if (isDirectory(full)) return { redirect: `${clean}/` };
  return undefined;
}
