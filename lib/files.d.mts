/**
 * Every file under `root` whose name passes `test`, as sorted paths relative to `root` (POSIX separators);
 * folders whose name fails `enter` are skipped. A missing `root` has no files.
 */
export function listFiles(root: string, test?: (name: string) => boolean, enter?: (dirName: string) => boolean): string[];
/** Symlinks under `root` that lead to a folder containing them (see files.mjs). */
export function symlinkLoops(root: string): string[];
