/**
 * An edited post is rebuilt by rendering only the pages that show it. The repository's own content is built
 * in a workspace (a copy, so the checkout is untouched), one post's summary is edited, and the build runs
 * again: it must render only a few pages, and the export must differ from the first one only in that post's
 * page, the lists that show its summary, the feeds and the search index that holds the blog.
 * The partial build updates the post's generated data without Contentlayer (scripts/content-update.ts), and so
 * does that script for an edit of an MDX post: Contentlayer, run afterwards, must write the same bytes.
 * Then a post without a date in its front matter or path (in a subfolder of the blog, outside git: dated by its
 * file's birth time, as Docusaurus 2.0.0-beta.9 dates it) has its summary edited: its date and URL stay, and only
 * its page and the blog pages that list it change. Then a front-matter key no page shows is added: every page is
 * rendered again (on the first build's compile, which the code still matches), and that export must be the very
 * export the partial builds made.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { launchBrowser, newPage, search, waitForHydration } from '../helpers/browser';
import { buildEnv, buildInWorkspace } from '../helpers/fixture-build';
import { startServer } from '../helpers/server';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { createWorkspace } from '../../scripts/lib/workspace.mjs';
import { tempFolder } from '../helpers/temp';

const POST = 'blog/2021-10-12-AJAX.md';
const POST_HREF = 'blog/AJAX';
const SENTENCE = '增量构建只重新渲染展示这篇文章的页面。';
const MDX_POST = 'blog/2021-08-01-mdx-blog-post.mdx';
const MDX_SENTENCE = 'MDX 文章的正文改动也不必运行 Contentlayer。';
/** A post dated by nothing but its file, in a subfolder of the blog (Docusaurus 2.0.0-beta.9 reads no date there). */
const UNDATED = 'blog/team/2019-01-10-undated-note.md';
const UNDATED_HREF = 'blog/team/2019-01-10-undated-note';
const UNDATED_TAG = 'blog/tags/增量日期';
const UNDATED_SENTENCE = '修改一篇没有日期的文章，不会让它变成最新的文章。';

const workspace = (createWorkspace as (n: string) => string)('incremental');
// This small site gets several search indexes (a large one gets them from 500 pages an index): the blog's
// 10 posts are one, the doc sections others.
process.env.MYBLOG_SEARCH_INDEX_PAGES = '8';
const content = tempFolder('myblog-incremental-content');
const snapshots = tempFolder('myblog-incremental-out');

async function build(...args: string[]): Promise<{ output: string; timings: Record<string, unknown> }> {
  const { code, output } = await buildInWorkspace('incremental', content, { args, clean: false });
  assert.equal(code, 0, output.slice(-3000));
  return { output, timings: JSON.parse(fs.readFileSync(path.join(workspace, '.build', 'timings.json'), 'utf8')) };
}

/** A copy of the workspace's export. */
function snapshot(name: string): string {
  const dir = path.join(snapshots, name);
  fs.cpSync(path.join(workspace, 'out'), dir, { recursive: true });
  return dir;
}

function list(root: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? list(root, path.join(rel, e.name)) : [path.join(rel, e.name)]));
}

/** Files present in only one export, or different in the two. */
function differences(a: string, b: string): string[] {
  const names = [...new Set([...list(a), ...list(b)])].sort();
  return names.filter((f) => {
    const [x, y] = [path.join(a, f), path.join(b, f)];
    return !fs.existsSync(x) || !fs.existsSync(y) || !fs.readFileSync(x).equals(fs.readFileSync(y));
  });
}

let first: string;
let partial: string;
let compiled: string;
let partialBuild: Awaited<ReturnType<typeof build>>;
/** The edited posts' generated documents and their collections after the update, then as Contentlayer writes them. */
let updatedData: string[];
let contentlayerData: string[];
let compiledBuild: Awaited<ReturnType<typeof build>>;
let undated: string;
let undatedBuild: Awaited<ReturnType<typeof build>>;
/** The undated post's generated document after the first build, then after its edit. */
let undatedDocs: { date: string; permalink: string }[];
/** The routes the undated post's rebuild rendered. */
let undatedRoutes: string[];

/** The undated post's date and URL, as the content layer wrote them. */
function undatedDoc(): { date: string; permalink: string } {
  const posts = JSON.parse(
    fs.readFileSync(path.join(workspace, '.contentlayer', 'generated', 'Post', '_index.json'), 'utf8'),
  ) as {
    _raw: { sourceFilePath: string };
    meta: { date: string; permalink: string };
  }[];
  const { date, permalink } = posts.find((p) => p._raw.sourceFilePath === UNDATED)!.meta;
  return { date, permalink };
}

/** Files that differ between two exports, the sitemap's <lastmod> dates (the build's day) aside. */
function exportDifferences(a: string, b: string): string[] {
  const withoutDates = (dir: string) =>
    fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').replace(/<lastmod>[^<]*<\/lastmod>/g, '');
  return differences(a, b).filter((f) => f !== 'sitemap.xml' || withoutDates(a) !== withoutDates(b));
}

before(async () => {
  fs.cpSync(path.resolve('content'), content, { recursive: true });
  assert.throws(() => execFileSync('git', ['rev-parse', '--git-dir'], { cwd: content, stdio: 'ignore' }), 'outside git');
  fs.mkdirSync(path.dirname(path.join(content, UNDATED)), { recursive: true });
  fs.writeFileSync(
    path.join(content, UNDATED),
    '---\ntitle: 没有日期的笔记\ntags: [增量日期]\n---\n\n这篇笔记的日期来自文件本身。\n\n<!-- truncate -->\n\n正文。\n',
  );
  for (const dir of ['out', '.contentlayer', path.join('.build', 'incremental')])
    fs.rmSync(path.join(workspace, dir), { recursive: true, force: true });
  assert.match((await build()).output, /Full build: no previous build/);
  first = snapshot('first');
  undatedDocs = [undatedDoc()];
  const file = path.join(content, POST);
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes('<!-- truncate -->'));
  fs.writeFileSync(file, text.replace('<!-- truncate -->', `${SENTENCE}\n\n<!-- truncate -->`));
  partialBuild = await build();
  partial = snapshot('partial');
  // The undated post's summary edited in place, a minute later by its clock: its date must not follow.
  const undatedFile = path.join(content, UNDATED);
  const later = new Date(Date.now() + 60_000);
  fs.writeFileSync(
    undatedFile,
    fs.readFileSync(undatedFile, 'utf8').replace('<!-- truncate -->', `${UNDATED_SENTENCE}\n\n<!-- truncate -->`),
  );
  fs.utimesSync(undatedFile, later, later);
  undatedBuild = await build();
  undated = snapshot('undated');
  undatedRoutes = JSON.parse(fs.readFileSync(path.join(workspace, '.build', 'only-routes.json'), 'utf8')) as string[];
  undatedDocs.push(undatedDoc());
  // The partial build updated the post's generated data without Contentlayer. An MDX post is updated the same way
  // (the script the build runs, run here on an edit of its body). Contentlayer itself, run then on the same files,
  // must write the very same bytes for both (it compiles them again: their files are newer than its cache).
  const mdxFile = path.join(content, MDX_POST);
  const mdxText = fs.readFileSync(mdxFile, 'utf8');
  fs.writeFileSync(mdxFile, `${mdxText.trimEnd()}\n\n${MDX_SENTENCE}\n`);
  // The environment of the build's content steps.
  const env = { ...buildEnv(workspace, content), MYBLOG_CONTENT_CACHE: '1' };
  execFileSync(process.execPath, [path.join('.build', 'scripts', 'content-update.mjs'), MDX_POST], {
    cwd: workspace,
    env: { ...env, MYBLOG_COMPILE_IN_PLACE: '1' },
    stdio: 'ignore',
  });
  const generated = [
    ['Post', 'blog__2021-10-12-AJAX.md.json'],
    ['Post', '_index.json'],
    ['PostMdx', 'blog__2021-08-01-mdx-blog-post.mdx.json'],
    ['PostMdx', '_index.json'],
  ].map(([type, f]) => path.join(workspace, '.contentlayer', 'generated', type!, f!));
  updatedData = generated.map((f) => fs.readFileSync(f, 'utf8'));
  // On a copy of the content layer's folder, put back after, with the MDX post: the next build must find the
  // partial build's state.
  const contentlayerDir = path.join(workspace, '.contentlayer');
  fs.renameSync(contentlayerDir, `${contentlayerDir}.kept`);
  fs.cpSync(`${contentlayerDir}.kept`, contentlayerDir, { recursive: true });
  execFileSync(process.execPath, [path.join('scripts', 'lib', 'contentlayer-cli.mjs'), 'build'], {
    cwd: workspace,
    env,
    stdio: 'ignore',
  });
  contentlayerData = generated.map((f) => fs.readFileSync(f, 'utf8'));
  fs.rmSync(contentlayerDir, { recursive: true });
  fs.renameSync(`${contentlayerDir}.kept`, contentlayerDir);
  fs.writeFileSync(mdxFile, mdxText);
  // A front-matter key no page shows: every page is rendered again, on the compile the first build left.
  const edited = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, edited.replace(/^---\n/, '---\nx_unused_note: 1\n'));
  compiledBuild = await build();
  compiled = snapshot('compiled');
});

after(() => {
  for (const dir of [content, snapshots]) fs.rmSync(dir, { recursive: true, force: true });
});

test('the edit renders only the post and the pages that list it', () => {
  const { output, timings } = partialBuild;
  assert.match(output, /Changed: blog\/2021-10-12-AJAX\.md\./);
  assert.equal(timings.partial, true, output.slice(-2000));
  // The post's document was updated without running Contentlayer.
  assert.equal(typeof timings['content update'], 'number', output.slice(0, 2000));
  assert.equal(timings['content layer'], undefined, output.slice(0, 2000));
  const rendered = Number(timings.routes);
  assert.ok(rendered >= 2 && rendered <= 10, `${rendered} pages rendered again`);
  // Only the blog's search index is written again; the others are the first build's.
  assert.match(output, /indexed \d+ pages for search in 1 of [3-9] index\(es\)/);
  // The build's scripts read the generated content from disk: no bundle of them holds it (it would be bundled again
  // after every content change), and the one of the last build is kept while its files are unchanged.
  const scripts = path.join(workspace, '.build', 'scripts');
  for (const name of ['content-update', 'check-content', 'mdx-modules', 'postbuild'])
    assert.doesNotMatch(fs.readFileSync(path.join(scripts, `${name}.mjs`), 'utf8'), /\.contentlayer\/generated\//, name);
  const inputs = Object.keys(JSON.parse(fs.readFileSync(path.join(scripts, 'inputs.json'), 'utf8')).inputs as object);
  assert.ok(inputs.includes('scripts/postbuild.ts') && !inputs.some((f) => f.startsWith('.contentlayer')), inputs.join(' '));
});

test("the posts' generated data (Markdown, MDX) is what Contentlayer writes for them, byte for byte", () => {
  assert.ok(updatedData[0]!.includes(SENTENCE), 'the update holds the edit');
  assert.ok(updatedData[2]!.includes(MDX_SENTENCE), 'the MDX update holds its edit');
  const names = ['the Markdown post', 'its collection', 'the MDX post', 'its collection'];
  // A collection's documents, each as Contentlayer writes it, in `_id` order: Contentlayer's own order varies
  // from run to run (documents are in flight three per core), and nothing reads it.
  const byId = (collection: string) =>
    (JSON.parse(collection) as { _id: string }[])
      .sort((a, b) => a._id.localeCompare(b._id))
      .map((doc) => JSON.stringify(doc, null, 2));
  names.forEach((name, i) => {
    if (i % 2 === 0) assert.equal(updatedData[i], contentlayerData[i], name);
    else assert.deepEqual(byId(updatedData[i]!), byId(contentlayerData[i]!), name);
  });
});

test('only that page, the lists showing its summary, the feeds and the search index changed', () => {
  const changed = differences(first, partial);
  const pages = [
    ...new Set(changed.filter((f) => /(^|\/)(index\.(html|txt)|__next\..*)$/.test(f)).map((f) => path.dirname(f))),
  ].sort();
  // The post's tags (js, 调试) list it with its summary, as does the blog's first page.
  assert.deepEqual(pages, ['blog', POST_HREF, 'blog/tags/js', 'blog/tags/调试'].sort());
  const others = changed.filter((f) => !pages.includes(path.dirname(f)));
  const expected = /^(blog\/(rss\.xml|atom\.xml|feed\.json)|pagefind\/.*)$/;
  assert.deepEqual(
    others.filter((f) => !expected.test(f)),
    [],
  );
  // Several search indexes: only the blog's was written again.
  const indexes = fs.readdirSync(path.join(partial, 'pagefind'), { withFileTypes: true }).filter((e) => e.isDirectory());
  assert.ok(indexes.length >= 3, `${indexes.length} search indexes`);
  const changedIndexes = [...new Set(others.filter((f) => f.startsWith('pagefind/')).map((f) => f.split('/')[1]))];
  assert.equal(changedIndexes.length, 1, `changed: ${changedIndexes.join(', ')}`);
  const blogIndex = path.join(partial, 'pagefind', changedIndexes[0]!);
  const fragments = fs.readdirSync(path.join(blogIndex, 'fragment'));
  assert.ok(
    fragments.some((f) =>
      zlib
        .gunzipSync(fs.readFileSync(path.join(blogIndex, 'fragment', f)))
        .toString('utf8')
        // Pagefind marks the word boundaries it found with zero-width spaces.
        .replaceAll('\u200b', '')
        .includes(SENTENCE),
    ),
    'the blog index holds the edit',
  );
  for (const page of [POST_HREF, 'blog', 'blog/tags/js']) {
    assert.ok(fs.readFileSync(path.join(partial, page, 'index.html'), 'utf8').includes(SENTENCE), `${page} shows the edit`);
  }
  assert.ok(!fs.readFileSync(path.join(first, POST_HREF, 'index.html'), 'utf8').includes(SENTENCE));
});

test('search finds the edit and the pages of the indexes kept from the first build', async () => {
  const server = await startServer({ root: partial });
  const browser = await launchBrowser();
  try {
    const { page, errors } = await newPage(browser);
    const wasm: string[] = [];
    page.on('request', (r) => /\/wasm\.[^/]+\.pagefind$/.test(r.url()) && wasm.push(r.url()));
    await page.goto(server.url('/'));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const found: Record<string, string[]> = {};
    for (const query of ['增量构建', '事件循环', '链表']) found[query] = await search(page, query);
    assert.ok(found['增量构建']!.includes(`/myblog/${POST_HREF}/`), JSON.stringify(found));
    assert.ok(found['事件循环']!.includes('/myblog/docs/tutorial-basics/event-loop/'), JSON.stringify(found));
    assert.ok(found['链表']!.includes('/myblog/data-structure/index/'), JSON.stringify(found));
    assert.equal(wasm.length, 1, 'one WebAssembly module for every index');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a front-matter change renders every page on the previous compile', () => {
  const { output, timings } = compiledBuild;
  assert.match(output, /Full build: the front matter of blog\/2021-10-12-AJAX\.md changed/);
  assert.match(output, /every page is rendered on that compile/, output.slice(-2000));
  assert.doesNotMatch(output, /Compiled successfully/, 'nothing compiled again');
  assert.equal(timings.compiled, true);
});

test('an undated post edited outside git keeps its date and URL; only its page and the blog pages listing it change', () => {
  const { output, timings } = undatedBuild;
  assert.match(output, /Changed: blog\/team\/2019-01-10-undated-note\.md\./);
  assert.equal(timings.partial, true, output.slice(-2000));
  // It is the newest post: the recent-posts sidebar of every blog page links to it, and those are rendered again;
  // no doc, no standalone page, not the home page.
  assert.equal(undatedRoutes.length, Number(timings.routes));
  assert.ok(undatedRoutes.includes(`/${UNDATED_HREF}/`) && undatedRoutes.includes('/blog/'), undatedRoutes.join(' '));
  assert.deepEqual(
    undatedRoutes.filter((r) => !r.startsWith('/blog/')),
    [],
  );
  assert.deepEqual(undatedDocs[1], undatedDocs[0]);
  assert.equal(undatedDocs[0]!.permalink, `/${UNDATED_HREF}/`);
  // Dated by its file: not by the folder's date (Docusaurus 2.0.0-beta.9 reads none there), not by the edit.
  assert.notEqual(undatedDocs[0]!.date.slice(0, 10), '2019-01-10');
  const changed = differences(partial, undated);
  const pages = [
    ...new Set(changed.filter((f) => /(^|\/)(index\.(html|txt)|__next\..*)$/.test(f)).map((f) => path.dirname(f))),
  ].sort();
  assert.deepEqual(pages, ['blog', UNDATED_HREF, UNDATED_TAG].sort());
  const others = changed.filter((f) => !pages.includes(path.dirname(f)));
  assert.deepEqual(
    others.filter((f) => !/^(blog\/(rss\.xml|atom\.xml|feed\.json)|pagefind\/.*)$/.test(f)),
    [],
  );
  assert.ok(fs.readFileSync(path.join(undated, 'blog', 'index.html'), 'utf8').includes(UNDATED_SENTENCE));
});

test('rendering every page gives the very export the partial builds made', () => {
  assert.deepEqual(exportDifferences(undated, compiled), []);
});
