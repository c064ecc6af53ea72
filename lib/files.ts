/** Recursive file listing shared by the build checks and the content tests. */
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `root` whose name passes `test`, as sorted paths relative to `root` (POSIX separators). */
export function listFiles(root: string, test: (name: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (test(entry.name)) files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}
