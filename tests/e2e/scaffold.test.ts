/**
 * `npm run new` (scripts/new.ts) on a temp copy of tests/fixtures/dev-site: a post and docs get valid
 * front matter, a date and a slug; unknown sections and existing files are refused; and the content with
 * the new files builds cleanly (`node scripts/build.mjs` in an isolated workspace) into pages.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'esbuild';
import { NODE_BUNDLE } from '../../lib/node-bundle.mjs';
import { docFrontMatter, parseFrontMatter, postFrontMatter, splitFrontMatter } from '../../lib/content/frontmatter';
import { buildInWorkspace } from '../helpers/fixture-build';
import { tempFolder } from '../helpers/temp';

const FIXTURE = path.resolve('tests/fixtures/dev-site/content');
let content: string;
/**
 * scripts/new.ts bundled once (as the build bundles its scripts) and run with node: the same code `npm run new` runs
 * through tsx, without tsx's start-up (0.6 s of CPU a call, against 0.1 s) for each of this file's twenty calls.
 */
const NEW_SCRIPT = path.resolve('.build', 'test-scripts', `new-${process.pid}.mjs`);

function runNew(...args: string[]) {
  const result = spawnSync(process.execPath, [NEW_SCRIPT, ...args], {
    env: { ...process.env, CONTENT_DIR: content },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The files of the content tree (relative, POSIX), to show that a refused command wrote nothing. */
function listFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .sort();
}

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const POST = `blog/${today}-scaffold-test.md`;
const GRID = 'css-docs/base/grid.md';
const GUIDE = 'docs/guide.md';

before(async () => {
  content = tempFolder('myblog-scaffold');
  fs.cpSync(FIXTURE, content, { recursive: true });
  await build({ ...NODE_BUNDLE, entryPoints: ['scripts/new.ts'], outfile: NEW_SCRIPT, tsconfig: 'tsconfig.scripts.json' });
});
after(() => {
  fs.rmSync(content, { recursive: true, force: true });
  fs.rmSync(NEW_SCRIPT, { force: true });
});

describe('npm run new', () => {
  test('post: blog/YYYY-MM-DD-<slug>.md with valid front matter, an author and a truncate marker', () => {
    const { code, out } = runNew('post', 'Scaffold Test：脚手架测试');
    assert.equal(code, 0, out);
    assert.ok(out.includes(`${POST}`), `names the file: ${out}`);
    const source = fs.readFileSync(path.join(content, POST), 'utf8');
    const fm = parseFrontMatter(postFrontMatter, source, POST);
    assert.equal(fm.slug, 'scaffold-test');
    assert.equal(fm.title, 'Scaffold Test：脚手架测试');
    assert.equal(fm.date, today);
    assert.deepEqual(fm.authors, ['tester'], 'the first key of blog/authors.yml');
    assert.deepEqual(fm.tags, []);
    assert.ok(fm.description && fm.description.length > 0);
    const { body } = splitFrontMatter(source);
    assert.match(body, /^<!-- truncate -->$/m);
    assert.equal(body.match(/^## /gm)?.length, 1, 'one ## section');
  });

  test('post: the slug comes from --slug, else the ASCII words of the title, else the date and time', () => {
    assert.equal(runNew('post', '标题', '--slug', 'my-post').code, 0);
    assert.ok(fs.existsSync(path.join(content, `blog/${today}-my-post.md`)));
    const { code, out } = runNew('post', '只有中文的标题');
    assert.equal(code, 0, out);
    const name = /blog\/(\d{4}-\d{2}-\d{2}-post-\d{12})\.md/.exec(out)?.[1];
    assert.ok(name, `a post-YYYYMMDDHHmm slug: ${out}`);
    const fm = parseFrontMatter(postFrontMatter, fs.readFileSync(path.join(content, 'blog', `${name}.md`), 'utf8'), name);
    assert.equal(fm.slug, name.slice(11));
    fs.rmSync(path.join(content, 'blog', `${name}.md`));
    fs.rmSync(path.join(content, `blog/${today}-my-post.md`));
  });

  test('doc: <section>/<path>.md with the next free sidebar position of its folder', () => {
    let r = runNew('doc', 'css-docs/base/grid', '网格布局');
    assert.equal(r.code, 0, r.out);
    const grid = parseFrontMatter(docFrontMatter, fs.readFileSync(path.join(content, GRID), 'utf8'), GRID);
    assert.equal(grid.title, '网格布局');
    assert.equal(grid.sidebar_position, 1, 'first doc of a new folder');
    assert.deepEqual(grid.tags, []);
    assert.ok(grid.description);

    r = runNew('doc', 'docs/guide', '写作指南');
    assert.equal(r.code, 0, r.out);
    const source = fs.readFileSync(path.join(content, GUIDE), 'utf8');
    const guide = parseFrontMatter(docFrontMatter, source, GUIDE);
    assert.equal(guide.sidebar_position, 2, 'after docs/intro.md (sidebar_position 1)');
    assert.equal(splitFrontMatter(source).body.match(/^## /gm)?.length, 1, 'one ## section');
  });

  test('refuses unknown sections, bad paths and existing files, writing nothing', () => {
    const files = listFiles(content);
    const unknown = runNew('doc', 'no-such-section/page', '标题');
    assert.equal(unknown.code, 1);
    assert.match(
      unknown.out,
      /"no-such-section" is not a doc section.*docs, js-docs, css-docs, build-tools, data-structure, reading/,
    );
    const existing = runNew('doc', 'css-docs/base/grid', '又一个');
    assert.equal(existing.code, 1);
    assert.match(existing.out, /grid\.md already exists/);
    const existingPost = runNew('post', 'Scaffold test');
    assert.equal(existingPost.code, 1);
    assert.match(existingPost.out, /scaffold-test\.md already exists/);
    assert.equal(runNew('doc', 'css-docs', '标题').code, 1, 'a section alone is not a doc path');
    assert.equal(runNew('doc', 'docs/../../escape', '标题').code, 1, 'no dot segments');
    assert.equal(runNew('post').code, 1, 'a post needs a title');
    assert.deepEqual(listFiles(content), files);
  });

  test('names that make no URL or that file systems refuse: one clear line, no stack trace, nothing written', () => {
    const files = listFiles(content);
    for (const name of ['docs/what?', 'docs/a#b', 'docs/dot.', 'docs/space ', `docs/${'y'.repeat(300)}`]) {
      const run = runNew('doc', name, '标题');
      assert.equal(run.code, 1, name);
      assert.match(run.out, /cannot be part of a doc path/, name);
      assert.doesNotMatch(run.out, /\n\s+at /, `${name}: no stack trace`);
    }
    assert.deepEqual(listFiles(content), files);
    // A title of many words makes a slug short enough for any file system.
    const long = runNew('post', Array.from({ length: 100 }, () => 'word').join(' '));
    assert.equal(long.code, 0, long.out);
    assert.ok(listFiles(content).some((f) => /^blog\/\d{4}-\d\d-\d\d-word(-word)*\.md$/.test(f) && f.length < 120));
  });
});

describe('the scaffolded content builds', () => {
  test('node scripts/build.mjs in a workspace exports the new pages', { timeout: 600_000 }, async () => {
    const { code, output, out } = await buildInWorkspace('scaffold', content);
    assert.equal(code, 0, `build failed:\n${output.slice(-4000)}`);
    const page = (href: string) => fs.readFileSync(path.join(out, href, 'index.html'), 'utf8');
    assert.match(page('blog/scaffold-test'), /<h1[^>]*>Scaffold Test：脚手架测试<\/h1>/);
    assert.match(page('css-docs/base/grid'), /<h1[^>]*>网格布局<\/h1>/);
    assert.match(page('docs/guide'), /<h1[^>]*>写作指南<\/h1>/);
    assert.ok(page('blog').includes('/myblog/blog/scaffold-test/'), 'the post is listed on the blog');
    // The dev-only content error hook of app/layout.tsx leaves no trace in the export.
    const scripts = fs.readdirSync(path.join(out, '_next', 'static', 'chunks'), { recursive: true, encoding: 'utf8' });
    for (const file of scripts.filter((f) => f.endsWith('.js'))) {
      assert.ok(!fs.readFileSync(path.join(out, '_next', 'static', 'chunks', file), 'utf8').includes('dev-status'), file);
    }
  });
});
