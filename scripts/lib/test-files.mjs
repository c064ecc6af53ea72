// Which test files `npm test` runs, and how (scripts/test.mjs; tests/unit-group.ts runs the grouped ones).
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../lib/files.mjs';

/** A test file's name. */
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The mark of a unit test file that runs in a process of its own: one that changes what the whole process shares
 * (`process.env`, the working folder) for the modules it imports. It is written as a comment with the reason:
 * `// @own-process: sets CONTENT_DIR before importing the content modules`.
 */
export const OWN_PROCESS = '@own-process';

/** Test files under `dir` (paths from the working directory), fixtures and node_modules left out. */
const findTests = (dir) =>
  listFiles(
    dir,
    (name) => TEST_FILE.test(name),
    (d) => d !== 'fixtures' && d !== 'node_modules',
  ).map((f) => path.join(dir, f));

/**
 * Every test file, split in two. `grouped`: the unit tests (all but the end-to-end ones under tests/e2e/), run
 * one after another in one process: each file in a process of its own cost 49 CPU-seconds for 56 files against
 * 20.5 in one (2026-11-29), most of it starting Node and tsx and loading the same modules (the MDX pipeline,
 * Shiki) again. `own`: the end-to-end tests and the unit tests marked with OWN_PROCESS, one process each.
 */
export function testFiles() {
  const all = ['lib', 'components', 'scripts', 'tests'].flatMap(findTests);
  const grouped = all.filter(
    (f) => !f.startsWith(`tests${path.sep}e2e${path.sep}`) && !fs.readFileSync(f, 'utf8').includes(OWN_PROCESS),
  );
  return { grouped, own: all.filter((f) => !grouped.includes(f)) };
}
