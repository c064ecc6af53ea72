/**
 * scripts/search-index.mjs on a small export of its own: sections packed into indexes, pages added whatever
 * their paths (a folder shared by two sections, spaces and brackets in a path), a rebuild that keeps the
 * index whose pages did not change, and a partial build's index started before its export is ready.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import zlib from 'node:zlib';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-search-index-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

const page = (section: string | undefined, text: string) =>
  `<!DOCTYPE html><html lang="zh-CN"><head><title>${text}</title></head><body>` +
  (section
    ? `<article data-pagefind-body data-pagefind-meta="section:${section}"><h1>${text}</h1><p>${text}</p></article>`
    : `<p>${text}</p>`) +
  '</body></html>';

function writeExport(root: string, pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), html);
  }
}

/** Runs the script on `root` with `args`; `input` is its standard input (a partial build's `ready`). */
function index(root: string, args: string[] = [], input?: string): string {
  return execFileSync(process.execPath, ['scripts/search-index.mjs', root, ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, MYBLOG_SEARCH_INDEX_PAGES: '1' },
  });
}

/** Pages per index, by the index's folder. */
function pageCounts(root: string): Record<string, number> {
  const { indexes } = JSON.parse(fs.readFileSync(path.join(root, 'pagefind', 'indexes.json'), 'utf8')) as { indexes: string[] };
  return Object.fromEntries(
    indexes.map((id) => {
      const entry = JSON.parse(fs.readFileSync(path.join(root, 'pagefind', id, 'pagefind-entry.json'), 'utf8'));
      return [id, (Object.values(entry.languages) as { page_count: number }[])[0]!.page_count];
    }),
  );
}

const PAGES = {
  'index.html': page(undefined, '首页'),
  'notes/index.html': page('笔记', '苹果和香蕉'),
  'notes/a b (1)/index.html': page('文章', '橘子与柚子'),
  'posts/index.html': page('文章', '葡萄干'),
  'posts/list/index.html': page(undefined, '文章列表'),
};

test('sections become indexes; every indexed page is in one, whatever its path', () => {
  const first = path.join(work, 'first');
  writeExport(first, PAGES);
  assert.match(index(first), /indexed 3 pages for search in 2 of 2 index\(es\)/);
  assert.deepEqual(Object.values(pageCounts(first)).sort(), [1, 2]);
  for (const id of Object.keys(pageCounts(first))) {
    const files = fs.readdirSync(path.join(first, 'pagefind', id));
    assert.ok(files.includes('pagefind.js') && files.includes('pagefind-worker.js'), files.join(' '));
    assert.ok(!files.some((f) => f.startsWith('pagefind-ui') || f.startsWith('pagefind-component-ui')), 'no UI kit');
  }
});

test('a rebuild keeps, hard-linked, the index whose pages are unchanged', () => {
  const first = path.join(work, 'first');
  const second = path.join(work, 'second');
  writeExport(second, { ...PAGES, 'posts/index.html': page('文章', '葡萄干和无花果') });
  assert.match(index(second, ['--reuse', first]), /indexed 2 pages for search in 1 of 2 index\(es\) \(1 pages unchanged/);
  assert.deepEqual(pageCounts(second), pageCounts(first));
  const kept = Object.keys(pageCounts(first)).find((id) => pageCounts(first)[id] === 1)!;
  const entry = (root: string) => fs.statSync(path.join(root, 'pagefind', kept, 'pagefind-entry.json')).ino;
  assert.equal(entry(second), entry(first), 'the unchanged index is a hard link to the previous one');
});

test('a partial build starts from the previous pages and adds the changed ones once the export is ready', () => {
  const first = path.join(work, 'first');
  const third = path.join(work, 'third');
  const routes = path.join(work, 'routes.json');
  fs.writeFileSync(routes, JSON.stringify(['/posts/']));
  const changed = (input: string) => index(third, ['--reuse', first, '--changed', routes], input);
  // Without `ready` (the render failed), nothing is written, not even the folder, and the script fails.
  assert.throws(
    () => changed(''),
    (error: { status: number; stderr: string }) => {
      assert.equal(error.status, 2);
      assert.match(error.stderr, /the export was not written/);
      return true;
    },
  );
  assert.ok(!fs.existsSync(third));
  writeExport(third, { ...PAGES, 'posts/index.html': page('文章', '葡萄干和无花果') });
  assert.match(changed('ready\n'), /indexed 2 pages for search in 1 of 2 index\(es\) \(1 pages unchanged/);
  assert.deepEqual(pageCounts(third), pageCounts(first));
  // The rewritten index holds the new text of the changed page and the other page taken from the previous export.
  const id = Object.keys(pageCounts(third)).find((key) => pageCounts(third)[key] === 2)!;
  const words = fs
    .readdirSync(path.join(third, 'pagefind', id, 'fragment'))
    .map((f) => zlib.gunzipSync(fs.readFileSync(path.join(third, 'pagefind', id, 'fragment', f))).toString('utf8'))
    .join('\n');
  assert.match(words, /无花果/);
  assert.match(words, /橘子与柚子/);
  // A changed page that moved to another section: the indexes are decided again from the new export.
  const fourth = path.join(work, 'fourth');
  writeExport(fourth, { ...PAGES, 'posts/index.html': page('笔记', '葡萄干') });
  const moved = index(fourth, ['--reuse', first, '--changed', routes], 'ready\n');
  assert.match(moved, /indexed 3 pages for search in 2 of 2 index\(es\)/);
  assert.deepEqual(Object.values(pageCounts(fourth)).sort(), [1, 2]);
});
