/**
 * The unit test files that share one process (`testFiles().grouped`, scripts/lib/test-files.mjs), each imported
 * inside a suite named after it, so that its tests and hooks are reported and scoped under its path. `npm test`
 * gives this file to the test runner in their place.
 */
import path from 'node:path';
import { describe } from 'node:test';
import { testFiles } from '../scripts/lib/test-files.mjs';

const { grouped } = testFiles();
if (grouped.length === 0) throw new Error('tests/unit-group.ts: no unit test files found');
for (const file of grouped) {
  describe(file, async () => {
    await import(path.resolve(file));
  });
}
