/** Recursive file listing shared by the build checks and the content tests. */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `root` whose name passes `test`, as sorted paths relative to `root` (POSIX separators);
 * folders whose name fails `enter` are skipped.
 */
export function listFiles(
  root: string,
  test: (name: string) => boolean,
  enter: (dirName: string) => boolean = () => true,
): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (enter(entry.name)) walk(full);
      } else if (test(entry.name)) files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}
