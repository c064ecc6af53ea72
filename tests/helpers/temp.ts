/**
 * The temporary folders of a test process (sites written from the real ones, imports, content, exports), removed
 * when it exits: a copy of a real site is megabytes, and every run of the suite left ~25 MB of them behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const doomed = new Set<string>();

/** Removes `dir` with everything in it when the process exits. */
export function removeAtExit(dir: string): void {
  if (doomed.size === 0) {
    process.on('exit', () => {
      for (const target of doomed) fs.rmSync(target, { recursive: true, force: true });
    });
  }
  doomed.add(dir);
}

/** A new, empty folder `<tmp>/<prefix>-XXXXXX`, removed with everything in it when the process exits. */
export function tempFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  removeAtExit(dir);
  return dir;
}
