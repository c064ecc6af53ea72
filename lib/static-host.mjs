// How a static host such as GitHub Pages maps a path of the site to a file of the export. The preview server
// (scripts/lib/static-server.mjs) serves by it and the link check (lib/checks/links.ts) resolves links by it,
// so a link is reported broken exactly when the host would answer 404. Plain ESM: both sides import it.
// Any path is safe to ask about: one no file system can hold (a NUL byte, a name too long, a symlink loop)
// or one that leaves the export (dot segments, a symlink pointing out) is simply not there.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The errors of a path that cannot name a file here: a part is a file, a name is too long, a symlink loops,
 * the path is refused by the OS. They mean "nothing there"; anything else (EIO…) is a real failure.
 */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EINVAL', 'EACCES', 'EPERM', 'ERR_INVALID_ARG_VALUE']);

/** The file's stats, or undefined when there is nothing at `p` that the host could send. */
function statOf(p) {
  try {
    return fs.statSync(p, { throwIfNoEntry: false });
  } catch (error) {
    if (NOT_THERE.has(error.code)) return undefined;
    throw error;
  }
}
const isFile = (p) => statOf(p)?.isFile() === true;
const isDirectory = (p) => statOf(p)?.isDirectory() === true;

const realRoots = new Map();
/** The real path of an export's root (asked once per root: the link check resolves thousands of links). */
function realRootOf(base) {
  if (!realRoots.has(base)) {
    try {
      realRoots.set(base, fs.realpathSync.native(base));
    } catch {
      return undefined;
    }
  }
  return realRoots.get(base);
}

/** Whether `p` is `root` or below it, also once symlinks are followed (`root` given as its real path). */
function isInside(realRoot, p) {
  let real;
  try {
    real = fs.realpathSync.native(p);
  } catch (error) {
    if (NOT_THERE.has(error.code)) return false;
    throw error;
  }
  return real === realRoot || real.startsWith(`${realRoot}${path.sep}`);
}

/**
 * Resolves `rel`, a decoded path below the site's base path (`docs/intro/`, `img/a b.png`), in the export
 * at `root`: `{ file }` (relative path of the file the host sends), `{ redirect }` (a folder named without
 * its trailing slash: the host redirects to `redirect`, the path with the slash), or undefined (404).
 * A folder is answered by its index.html; a name without extension by `name.html` (before a folder of that
 * name); nothing outside `root`, neither by dot segments nor by symlinks.
 */
export function resolveExportPath(root, rel) {
  if (rel.includes('\0')) return undefined;
  const clean = rel.replace(/^\/+/, '');
  const base = path.resolve(root);
  const full = path.resolve(base, clean);
  if (full !== base && !full.startsWith(`${base}${path.sep}`)) return undefined;
  const found = lookUp(full, clean);
  if (!found) return undefined;
  const realRoot = realRootOf(base);
  if (realRoot === undefined) return undefined;
  const target = 'file' in found ? path.join(base, found.file) : full;
  return isInside(realRoot, target) ? found : undefined;
}

/** resolveExportPath's rules, once `full` (the absolute path of `clean`) is known to be below the root. */
function lookUp(full, clean) {
  if (clean === '' || clean.endsWith('/'))
    return isFile(path.join(full, 'index.html')) ? { file: `${clean}index.html` } : undefined;
  if (isFile(full)) return { file: clean };
  // GitHub Pages sends `name.html` for `name` even when a folder `name/` exists beside it (a `trailingSlash: false`
  // export has both: `blog.html` and `blog/page/2.html`), and for a name with a dot too (`migrations/v1.0` →
  // `v1.0.html`, as Docusaurus writes that route); a folder alone is redirected to its slash.
  if (!/\.html?$/i.test(clean) && isFile(`${full}.html`)) return { file: `${clean}.html` };
  if (isDirectory(full)) return { redirect: `${clean}/` };
  return undefined;
}
