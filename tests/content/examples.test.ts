/**
 * Runs every runnable JavaScript example of the content in Node (as an ES module) and compares its
 * stdout, line by line, with the `// => …` comments written in the block.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { extractExamples, listContentFiles } from './examples';
import { tempFolder } from '../helpers/temp';

const run = promisify(execFile);
const root = path.resolve('content');
const tmp = tempFolder('myblog-examples');
const files = listContentFiles(root);
const all = files.flatMap(extractExamples);

test('the content has runnable examples to check', () => {
  assert.ok(all.length >= 40, `found only ${all.length} runnable examples`);
});

describe('runnable examples print what their comments say', () => {
  for (const [i, example] of all.entries()) {
    const where = `${path.relative(process.cwd(), example.file)}:${example.line}`;
    test(where, async () => {
      assert.ok(example.expected.length > 0, `${where} declares no expected output (// => …)`);
      const file = path.join(tmp, `example-${i}.mjs`);
      fs.writeFileSync(file, example.code);
      const { stdout } = await run(process.execPath, [file], { timeout: 10_000, cwd: tmp });
      const actual = stdout.replace(/\n$/, '').split('\n').map((l) => l.trimEnd());
      assert.deepEqual(actual, example.expected, `${where} output`);
    });
  }
});
