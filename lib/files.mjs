// Recursive file listing shared by the build, its checks, the test runner and the content tests (plain ESM
// with lib/files.d.mts beside it, so the Node scripts that run without TypeScript use it too).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `root` whose name passes `test`, as sorted paths relative to `root` (POSIX separators);
 * folders whose name fails `enter` are skipped. A missing `root` has no files.
 */
export function listFiles(root, test = () => true, enter = () => true) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (enter(entry.name)) walk(full);
      } else if (test(entry.name)) files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files.sort();
}
