// An isolated copy of the project for building another content tree (test fixtures, the benchmark's
// generated corpora) without touching the main checkout's out/, .contentlayer/ or public/_assets/.
// Sources are copied (they are small); node_modules is linked. Workspaces live in .build/ws/ so that
// Turbopack still finds the project's lockfile and node_modules above them.
import fs from 'node:fs';
import path from 'node:path';

/** The project's own sources and manifests: what a workspace copies and what a build's fingerprint reads. */
export const PROJECT_FILES = [
  'app',
  'components',
  'config',
  'lib',
  'public',
  'scripts',
  'contentlayer.config.ts',
  'next.config.ts',
  'tsconfig.json',
  'tsconfig.scripts.json',
  'package.json',
  'package-lock.json',
];

/** Creates (or refreshes) a workspace named `name` from the project at `root`; returns its path. */
export function createWorkspace(name, root = process.cwd()) {
  const dir = path.join(root, '.build', 'ws', name);
  for (const entry of PROJECT_FILES) {
    const target = path.join(dir, entry);
    fs.rmSync(target, { recursive: true, force: true });
    // public/ exists only once a build has written its assets there (a fresh clone has none).
    if (!fs.existsSync(path.join(root, entry))) continue;
    fs.cpSync(path.join(root, entry), target, { recursive: true, filter: (src) => !src.includes(`${path.sep}_assets`) });
  }
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  // A new workspace starts with the project's compile (.next/, without Turbopack's cache and lock, which belong
  // to their folder): its build renders on that compile when its code, site config and MDX modules are the
  // same (the compile fingerprint, scripts/lib/incremental.mjs), and compiles anew otherwise.
  const compile = path.join(root, '.next');
  if (!fs.existsSync(path.join(dir, '.next')) && fs.existsSync(path.join(compile, 'BUILD_ID'))) {
    const own = new Set(['cache', 'lock'].map((name) => path.join(compile, name)));
    fs.cpSync(compile, path.join(dir, '.next'), { recursive: true, filter: (src) => !own.has(src) });
  }
  return dir;
}
