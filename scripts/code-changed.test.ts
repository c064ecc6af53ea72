/** The deploy runs the generator's tests only for pushes that change its code, not for content-only pushes. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { changedFiles, isCodeChange } from './code-changed.mjs';

test('content and Markdown documentation are not code; anything else is', () => {
  assert.equal(isCodeChange(['content/blog/2025-01-20-my-post.md', 'content/docs/img/a.png', 'content/blog/authors.yml']), false);
  assert.equal(isCodeChange(['README.md', 'docs/benchmarks.md', 'docs/architecture.md']), false);
  assert.equal(isCodeChange([]), false);
  for (const code of [
    'lib/routes.ts',
    'package-lock.json',
    'patches/x.patch',
    '.github/workflows/deploy.yml',
    'tests/fixtures/base/content/docs/intro.md',
    'config/site.ts',
    'docs/shot.png',
  ])
    assert.equal(isCodeChange(['content/blog/a.md', code]), true, code);
});

test('a push whose old head cannot be told counts as a code change', () => {
  assert.equal(changedFiles('0000000000000000000000000000000000000000', 'abc'), undefined);
  assert.equal(changedFiles('', 'abc'), undefined);
  assert.equal(changedFiles('deadbeefdeadbeefdeadbeefdeadbeefdeadbeef', 'HEAD'), undefined);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  assert.deepEqual(changedFiles(head, head), []);
});

test('the deploy workflow tests only code changes, restores the previous build, and deploys after both', () => {
  const workflow = parse(fs.readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
    jobs: Record<
      string,
      { needs?: string | string[]; if?: string; steps?: { run?: string; uses?: string; with?: Record<string, string> }[] }
    >;
  };
  const { changes, test: tests, build, deploy } = workflow.jobs;
  assert.ok(changes?.steps?.some((s) => s.run?.includes('scripts/code-changed.mjs')));
  assert.match(tests?.if ?? '', /needs\.changes\.outputs\.code == 'true'/);
  assert.ok(tests?.steps?.some((s) => s.run === 'npm test'));
  assert.ok(!build?.steps?.some((s) => s.run === 'npm test'), 'the build job does not wait for the tests');
  const cache = build?.steps?.find((s) => s.uses?.startsWith('actions/cache@'));
  for (const kept of ['.next', '.build', '.contentlayer', 'out'])
    assert.ok((cache?.with?.path ?? '').split('\n').includes(kept), kept);
  assert.match(cache?.with?.key ?? '', /hashFiles\('package-lock\.json'\)/);
  assert.deepEqual(deploy?.needs, ['build', 'test']);
  assert.match(deploy?.if ?? '', /needs\.test\.result == 'skipped'/);
});
