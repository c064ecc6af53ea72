import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { compileAhead, compileOnThreads, startCompileWorkers, takeCompiledAhead } from './compile-threads';
import { tempFolder } from '../../tests/helpers/temp';

/** A thread whose code fails as it loads: no compile may wait for it forever. */
const broken = path.join(tempFolder('myblog-threads'), 'worker.mjs');
fs.writeFileSync(broken, "throw new Error('the thread failed to load');\n");

test('a compile thread that fails to load fails the compiles waiting for it and the ones asked for after', async () => {
  await startCompileWorkers(broken);
  const raw = { sourceFilePath: 'docs/a.md' };
  compileAhead([{ key: 'k1', kind: 'md', text: '# A', raw }], path.dirname(broken));
  const ahead = takeCompiledAhead('k1');
  assert.ok(ahead, 'a document handed over ahead is taken by its key');
  await assert.rejects(ahead, /failed/);
  assert.equal(takeCompiledAhead('k1'), undefined, 'a document is taken once');
  await assert.rejects(compileOnThreads({ kind: 'md', text: '# B', raw, entryDir: path.dirname(broken) }), /failed/);
});
