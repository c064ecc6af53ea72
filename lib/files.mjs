// Recursive file listing shared by the build, its checks, the test runner and the content tests (plain ESM
// with lib/files.d.mts beside it, so the Node scripts that run without TypeScript use it too).
import fs from 'node:fs';
import path from 'node:path';

/** Whether the symlink `p` leads to a file (not to a folder, and not nowhere). */
function isFileBehind(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * Every file under `root` whose name passes `test`, as sorted paths relative to `root` (POSIX separators);
 * folders whose name fails `enter` are skipped, and so are symlinks
 * that do not lead to a file (a symlink to a folder is not followed: it may loop). A missing `root` has no files.
 */
export function listFiles(root, test = () => true, enter = () => true) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (enter(entry.name)) walk(full);
      } else if (entry.isSymbolicLink() && !isFileBehind(full)) {
        // A symlink to a folder (maybe a loop) or to nothing: not a file, and not followed.
      } else if (test(entry.name)) files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files.sort();
}

/**
 * Symlinks under `root` that lead to a folder containing them (a loop that a glob following symlinks never
 * leaves), as paths relative to `root`.
 */
export function symlinkLoops(root) {
  const loops = [];
  const walk = (dir, ancestors) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        let real;
        try {
          real = fs.realpathSync(full);
        } catch {
          continue;
        }
        if (ancestors.has(real)) loops.push(path.relative(root, full).split(path.sep).join('/'));
      } else if (entry.isDirectory()) walk(full, new Set([...ancestors, fs.realpathSync(full)]));
    }
  };
  if (fs.existsSync(root)) walk(root, new Set([fs.realpathSync(root)]));
  return loops.sort();
}
