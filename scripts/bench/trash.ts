// What the benchmark throws away between measured builds (a workspace's outputs, Docusaurus' build and caches,
// an old corpus) is moved into a trash folder and deleted only when the benchmark ends, so that no build is
// timed just after tens of thousands of files were deleted. On ext4 without a journal (this machine's root
// file system), the kernel's inode allocator passes over every inode freed in the last 60 s (5 minutes while
// its inode table block is still dirty) each time it creates a file: creating a build's 25,000 files after
// `rm -rf` of the previous build's took 9–16 s more system time (perf: `recently_deleted`, `find_inode_bit`)
// than after moving them aside (2026-11-24). Neither build's own deletions are moved: they are its own cost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TRASH = path.join(os.tmpdir(), 'myblog-bench-trash');
let moved = 0;

const device = (file: string): number | undefined => {
  try {
    return fs.statSync(file).dev;
  } catch {
    return undefined;
  }
};

/** Moves `target` (a file or folder; nothing when missing) into the trash, or deletes it now on another file system. */
export function discard(target: string): void {
  if (!fs.existsSync(target)) return;
  fs.mkdirSync(TRASH, { recursive: true });
  if (device(target) !== device(TRASH)) {
    fs.rmSync(target, { recursive: true, force: true });
    return;
  }
  fs.renameSync(target, path.join(TRASH, `${process.pid}-${moved++}-${path.basename(target)}`));
}

/** Deletes the trash (what this run moved there, and what an interrupted run left). */
export function emptyTrash(): void {
  fs.rmSync(TRASH, { recursive: true, force: true });
}
