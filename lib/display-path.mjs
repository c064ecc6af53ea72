// How a file is named in messages to the author: relative to the working directory when it is inside it
// ('.' for the directory itself), else absolute. Plain ESM so the build scripts and lib/ share this one rule.
import path from 'node:path';

/** The display path of an absolute (or cwd-relative) path. */
export function displayPath(file) {
  const absolute = path.resolve(file);
  const relative = path.relative(process.cwd(), absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative || '.';
}
