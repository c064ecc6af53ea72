/**
 * What a build may reuse: a change of Markdown bodies only allows a partial render; a change of front matter,
 * a file added or removed, or a change of any other file means every page is rendered again.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
// @ts-expect-error -- plain ESM helper shared with the build script
import { contentChange, contentState } from './incremental.mjs';

type State = Record<string, { text: string; frontMatter?: string; git?: string }>;
const change = contentChange as (
  a: State,
  b: State,
) => { unchanged?: true; markdownBodies?: string[]; history?: string[]; reason?: string };
const state = contentState as (root: string) => State;

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-incremental-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const base = {
  'blog/a.md': '---\ntitle: 甲\n---\n\n正文一。\n',
  'docs/b.mdx': '\uFEFF---\r\ntitle: 乙\r\n---\r\n\r\n正文二。\r\n',
  'blog/authors.yml': 'shuxin:\n  name: 述新\n',
};
const before = state(tree(base));

test('the same files: unchanged', () => {
  assert.deepEqual(change(before, state(tree(base))), { unchanged: true });
});

test('a body edited (front matter kept, BOM and CRLF included): only that file, a partial render may do', () => {
  const after = state(
    tree({
      ...base,
      'blog/a.md': '---\ntitle: 甲\n---\n\n正文一，改过了。\n',
      'docs/b.mdx': base['docs/b.mdx'].replace('正文二', '正文二改'),
    }),
  );
  assert.deepEqual(change(before, after), { markdownBodies: ['blog/a.md', 'docs/b.mdx'] });
});

test('front matter edited: every page, naming the file', () => {
  const after = state(tree({ ...base, 'blog/a.md': '---\ntitle: 甲（新）\n---\n\n正文一。\n' }));
  assert.deepEqual(change(before, after), { reason: 'the front matter of blog/a.md changed' });
});

test('a file added, removed, or not Markdown: every page', () => {
  assert.deepEqual(change(before, state(tree({ ...base, 'blog/c.md': '# 丙\n' }))), { reason: 'blog/c.md added' });
  const { 'blog/a.md': _removed, ...rest } = base;
  void _removed;
  assert.deepEqual(change(before, state(tree(rest))), { reason: 'blog/a.md removed' });
  assert.deepEqual(change(before, state(tree({ ...base, 'blog/authors.yml': 'shuxin:\n  name: 刘述新\n' }))), {
    reason: 'blog/authors.yml changed',
  });
});

test('in git, a file whose history changed but whose text did not: its own page again, no other', () => {
  const dir = tree(base);
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    });
  const commitAll = (message: string, date: string) => {
    git('add', '-A');
    execFileSync('git', ['commit', '-q', '-m', message], {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
    });
  };
  git('init', '-q');
  commitAll('first', '2024-01-01T00:00:00Z');
  const first = state(dir);
  assert.deepEqual(
    change(before, first),
    { markdownBodies: [], history: ['blog/a.md', 'docs/b.mdx'] },
    'committed: dates from git',
  );
  fs.writeFileSync(path.join(dir, 'blog/a.md'), `${base['blog/a.md']}又一段。\n`);
  commitAll('edit', '2024-02-01T00:00:00Z');
  fs.writeFileSync(path.join(dir, 'blog/a.md'), base['blog/a.md']);
  commitAll('revert', '2024-03-01T00:00:00Z');
  assert.deepEqual(change(first, state(dir)), { markdownBodies: [], history: ['blog/a.md'] });
  fs.writeFileSync(path.join(dir, 'README.md'), 'outside the content: no page shows it\n');
  fs.rmSync(path.join(dir, 'README.md'));
  assert.deepEqual(change(state(dir), state(dir)), { unchanged: true });
});
