import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unified } from 'unified';
import { configureMarkdown } from '../mdx/pipeline';
import { buildToc, tocOf } from './headings';

test('the TOC holds h2–h3 outside code fences, with github-slugger ids (Chinese kept, duplicates numbered)', () => {
  const md = ['# 标题', '## 宏任务与微任务', '```js', '## not a heading', '```', '### `await` 的本质', '#### deep', '## 宏任务与微任务', '## Custom {#my-id}'].join(
    '\n\n',
  );
  assert.deepEqual(buildToc(md), [
    { depth: 2, text: '宏任务与微任务', id: '宏任务与微任务', nesting: 0 },
    { depth: 3, text: 'await 的本质', id: 'await-的本质', nesting: 1 },
    { depth: 2, text: '宏任务与微任务', id: '宏任务与微任务-1', nesting: 0 },
    { depth: 2, text: 'Custom', id: 'my-id', nesting: 0 },
  ]);
});

test('TOC ids are the ids the rendered headings get: underscores in words, no-break spaces, inline HTML, emphasis', async () => {
  const md = '## request:fail url（跨域）\n\n## HAL_UART_Receive_IT 乱码问题\n\n## 设置密码 \u00a0\n\n## a <span>b</span>\n\n## **粗体** 和 `code`\n\n## a <span>b</span>';
  const processor = unified();
  configureMarkdown(processor as never);
  const html = String(await processor.process(md));
  const rendered = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(rendered.length, 6);
  assert.deepEqual(
    buildToc(md).map((h) => h.id),
    rendered,
  );
});

test('explicit heading ids in Markdown and MDX comment form', () => {
  assert.deepEqual(buildToc('## Headings {/* #my-heading-id */}\n\n### Ids {#x-y}', 2, 3, { mdx: true }), [
    { depth: 2, text: 'Headings', id: 'my-heading-id', nesting: 0 },
    { depth: 3, text: 'Ids', id: 'x-y', nesting: 1 },
  ]);
});

test("the TOC nests as Docusaurus's treeifyTOC and filterTOC do", () => {
  const nestings = (depths: number[], min?: number, max?: number) =>
    tocOf(
      depths.map((depth, i) => ({ depth, text: `h${i}`, id: `h${i}` })),
      min,
      max,
    ).map((e) => `${e.id}:${e.nesting}`);
  // An h3 before any h2 is at the top level; the h3 after an h2 goes under it.
  assert.deepEqual(nestings([3, 2, 3]), ['h0:0', 'h1:0', 'h2:1']);
  // An h4 under an h3 under an h2, when the range holds all three.
  assert.deepEqual(nestings([2, 3, 4, 2], 2, 4), ['h0:0', 'h1:1', 'h2:2', 'h3:0']);
  // A heading outside the range leaves the tree, its entries move up: h4 under an h2 that is left out.
  assert.deepEqual(nestings([3, 2, 4], 3, 4), ['h0:0', 'h2:0']);
  // An h4 right under an h2 (no h3 between) is one level in, as its parent's child.
  assert.deepEqual(nestings([2, 4, 3], 2, 4), ['h0:0', 'h1:1', 'h2:1']);
  // An h1 (the title) has no place in the table and parents nothing.
  assert.deepEqual(nestings([1, 3]), ['h1:0']);
});

test('an h1 in the body gets no id (as Docusaurus renders it), and its slug still numbers the others', async () => {
  const processor = unified();
  configureMarkdown(processor as never);
  const html = String(await processor.process('# 标题\n\n## 标题'));
  assert.match(html, /<h1>标题<\/h1>/);
  assert.match(html, /<h2 id="标题-1">/);
  assert.deepEqual(
    buildToc('# 标题\n\n## 标题').map((h) => h.id),
    ['标题-1'],
  );
});
