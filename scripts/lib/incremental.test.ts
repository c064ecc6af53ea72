/**
 * What a build may reuse: a change of Markdown bodies only allows a partial render; a change of front matter,
 * a file added or removed, or a change of any other file means every page is rendered again. Of a partial
 * render, which pages show the change: a post's changed date renders the blog pages that show it, no doc.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
// @ts-expect-error -- plain ESM helper shared with the build script
import { affectedRoutes, contentChange, contentState } from './incremental.mjs';
import { tempFolder } from '../../tests/helpers/temp';

type State = Record<string, { text: string; frontMatter?: string; git?: string }>;
const change = contentChange as (
  a: State,
  b: State,
) => { unchanged?: true; markdownBodies?: string[]; history?: string[]; reason?: string };
const state = contentState as (root: string) => State;

function tree(files: Record<string, string>): string {
  const dir = tempFolder('myblog-incremental');
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

test('in git, a file whose history (dates, last author) changed but whose text did not: its own page again, no other', () => {
  const dir = tree(base);
  const git = (args: string[], date?: string, author = 't') =>
    execFileSync('git', args, {
      cwd: dir,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author,
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    });
  const commitAll = (message: string, date: string) => {
    git(['add', '-A']);
    git(['commit', '-q', '-m', message], date);
  };
  git(['init', '-q']);
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
  // The same commit (same time, same tree) by another author: pages show who last updated them (showLastUpdateAuthor).
  const reverted = state(dir);
  git(['commit', '-q', '--amend', '--no-edit', '--reset-author'], '2024-03-01T00:00:00Z', '另一位作者');
  assert.deepEqual(change(reverted, state(dir)), { markdownBodies: [], history: ['blog/a.md'] }, 'author changed');
  fs.writeFileSync(path.join(dir, 'README.md'), 'outside the content: no page shows it\n');
  fs.rmSync(path.join(dir, 'README.md'));
  assert.deepEqual(change(state(dir), state(dir)), { unchanged: true });
});

type Doc = { _id: string; type: string; _raw: { sourceFilePath: string }; body: { html: string }; meta: Record<string, unknown> };
const affected = affectedRoutes as (
  out: string,
  basePath: string,
  history: string[],
  dirs: { previous: string; current: string },
) => { routes?: string[]; reason?: string };

const post = (name: string, date: string, html = `<p>${name}</p>`): Doc => ({
  _id: `blog/${name}.md`,
  type: 'Post',
  _raw: { sourceFilePath: `blog/${name}.md` },
  body: { html },
  meta: { permalink: `/blog/${name}`, date, blogId: 'default', draft: false, title: name },
});
const DOC: Doc = {
  _id: 'docs/intro.md',
  type: 'Doc',
  _raw: { sourceFilePath: 'docs/intro.md' },
  body: { html: '<p>doc</p>' },
  meta: { permalink: '/docs/intro', title: 'intro', draft: false },
};
/** Four posts, newest first: d, c, b, a. */
const POSTS = [
  post('a', '2020-01-01T00:00:00.000Z'),
  post('b', '2021-01-01T00:00:00.000Z'),
  post('c', '2022-01-01T00:00:00.000Z'),
  post('d', '2023-01-01T00:00:00.000Z'),
];

/** The generated data of a build (one `_index.json` a type). */
function generated(docs: Doc[]): string {
  const types = [...new Set(docs.map((d) => d.type))];
  return tree(
    Object.fromEntries(types.map((type) => [`${type}/_index.json`, JSON.stringify(docs.filter((d) => d.type === type))])),
  );
}

/** The previous export: two list pages of two posts, a tag page, each post with its neighbours, a doc, the home page. */
const links = (...names: string[]) => names.map((n) => `<a href="/base/blog/${n}">${n}</a>`).join('');
const OUT = tree({
  'index.html': '<a href="/base/docs/intro/">docs</a>',
  'docs/intro/index.html': '<p>doc</p>',
  'blog/index.html': links('d', 'c'),
  'blog/page/2/index.html': links('b', 'a'),
  'blog/tags/t/index.html': links('c', 'a'),
  'blog/archive/index.html': links('d', 'c', 'b', 'a'),
  'blog/d/index.html': links('c'),
  'blog/c/index.html': links('d', 'b'),
  'blog/b/index.html': links('c', 'a'),
  'blog/a/index.html': links('b'),
});
const routesFor = (after: Doc[]) =>
  affected(OUT, '/base', [], { previous: generated([DOC, ...POSTS]), current: generated([DOC, ...after]) });
const sorted = (r: { routes?: string[]; reason?: string }) => r.routes?.slice().sort() ?? r.reason;

test('an undated post edited below its truncate marker, its date kept: its page only', () => {
  const before = post('d', '2023-01-01T00:00:00.000Z', '<p>d</p><!-- truncate --><p>more</p>');
  const after = post('d', '2023-01-01T00:00:00.000Z', '<p>d</p><!-- truncate --><p>more, edited</p>');
  const routes = affected(OUT, '/base', [], {
    previous: generated([DOC, ...POSTS.slice(0, 3), before]),
    current: generated([DOC, ...POSTS.slice(0, 3), after]),
  });
  assert.deepEqual(routes, { routes: ['/blog/d'] });
});

test("a post's changed date that keeps its place: its page and the blog pages listing it, no doc", () => {
  const after = [post('a', '2020-06-01T00:00:00.000Z'), ...POSTS.slice(1)];
  assert.deepEqual(sorted(routesFor(after)), ['/blog/a', '/blog/archive/', '/blog/b/', '/blog/page/2/', '/blog/tags/t/']);
});

test('a changed date that moves a post: also the pages of the posts it passes and the pages listing them', () => {
  // a becomes the newest: every post moves by one, onto the other list page and beside other neighbours.
  const after = [post('a', '2024-01-01T00:00:00.000Z'), ...POSTS.slice(1)];
  const routes = routesFor(after).routes ?? [];
  for (const page of ['/blog/a', '/blog/b', '/blog/c', '/blog/d', '/blog/', '/blog/page/2/', '/blog/tags/t/', '/blog/archive/'])
    assert.ok(routes.includes(page), page);
  assert.ok(!routes.some((r) => r.startsWith('/docs') || r === '/'), routes.join(' '));
});

test('a changed URL still renders every page', () => {
  const after = [post('a', '2020-01-01T00:00:00.000Z'), ...POSTS.slice(1)].map((d) =>
    d.meta.title === 'b' ? { ...d, meta: { ...d.meta, permalink: '/blog/bee' } } : d,
  );
  assert.deepEqual(routesFor(after), { reason: 'blog/b.md: permalink changed' });
});

test('a document whose dates in git changed, its data the same: its own page', () => {
  const dirs = { previous: generated([DOC, ...POSTS]), current: generated([DOC, ...POSTS]) };
  assert.deepEqual(affected(OUT, '/base', ['blog/b.md'], dirs), { routes: ['/blog/b'] });
});
