/**
 * The lock that test files take to build in a shared workspace one at a time (`withLock` in
 * tests/helpers/fixture-build.ts): holders run one after the other, a lock left by a process that has ended is
 * taken over, and one held by a live process is waited for.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { withLock } from '../helpers/fixture-build';
import { tempFolder } from '../helpers/temp';

const lockIn = (dir: string) => path.join(dir, 'ws.lock');
const tempDir = () => tempFolder('myblog-lock');

/** A lock folder as a holder with `pid` leaves it. */
function heldBy(lock: string, pid: number): void {
  fs.mkdirSync(lock);
  fs.writeFileSync(path.join(lock, 'pid'), String(pid));
}

test('two holders run one after the other, and the lock is gone after them', async () => {
  const lock = lockIn(tempDir());
  const events: string[] = [];
  const hold = (name: string) =>
    withLock(lock, async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`${name} out`);
    });
  await Promise.all([hold('a'), hold('b')]);
  assert.deepEqual(events, ['a in', 'a out', 'b in', 'b out']);
  assert.equal(fs.existsSync(lock), false);
});

// A lock that is never released fails these tests after WAIT instead of hanging them.
const WAIT = { waitMs: 20_000 };

test('a lock left by a process that has ended is taken over', async () => {
  const lock = lockIn(tempDir());
  const ended = spawnSync(process.execPath, ['-e', '']).pid!;
  heldBy(lock, ended);
  assert.equal(await withLock(lock, async () => 'ran', WAIT), 'ran');
});

test('a lock held by a live process is waited for', async () => {
  const lock = lockIn(tempDir());
  const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  try {
    heldBy(lock, holder.pid!);
    let entered = false;
    const waiting = withLock(
      lock,
      async () => {
        entered = true;
      },
      WAIT,
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(entered, false, 'entered while a live process held the lock');
    holder.kill();
    await exited;
    await waiting;
    assert.equal(entered, true);
  } finally {
    holder.kill();
    await exited;
  }
});
