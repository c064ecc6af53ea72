import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { headingsOf } from '../mdx/collect-headings';
import { configureMarkdown, mdxRehypePlugins, mdxRemarkPlugins } from '../mdx/pipeline';
import { buildToc, tocOf } from './headings';

test('the TOC holds h2–h3 outside code fences, with github-slugger ids (Chinese kept, duplicates numbered)', () => {
  const md = ['# 标题', '## 宏任务与微任务', '```js', '## not a heading', '```', '### `await` 的本质', '#### deep', '## 宏任务与微任务', '## Custom {#my-id}'].join(
    '\n\n',
  );
  assert.deepEqual(buildToc(md), [
    { depth: 2, value: '宏任务与微任务', id: '宏任务与微任务', nesting: 0 },
    { depth: 3, value: '<code>await</code> 的本质', id: 'await-的本质', nesting: 1 },
    { depth: 2, value: '宏任务与微任务', id: '宏任务与微任务-1', nesting: 0 },
    { depth: 2, value: 'Custom', id: 'my-id', nesting: 0 },
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
    { depth: 2, value: 'Headings', id: 'my-heading-id', nesting: 0 },
    { depth: 3, value: 'Ids', id: 'x-y', nesting: 1 },
  ]);
});

test("the TOC nests as Docusaurus's treeifyTOC and filterTOC do", () => {
  const nestings = (depths: number[], min?: number, max?: number) =>
    tocOf(
      depths.map((depth, i) => ({ depth, value: `h${i}`, id: `h${i}` })),
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

// Docusaurus's TOC `value` (docusaurus-mdx-loader src/remark/utils/index.ts `toValue`): inline code, emphasis, strong and
// delete kept as HTML, a link's text without the link, a JSX element's tag and class, text escaped.
const FORMATTED = [
  '## The `useState` hook',
  '### *Why* **bold** ~~old~~ {#why}',
  '## See [the docs](https://example.org) & a < b "q" \'s',
  '## New <span className="badge" title="x">new</span> :tada:',
].join('\n\n');
const FORMATTED_VALUES = [
  'The <code>useState</code> hook',
  '<em>Why</em> <strong>bold</strong> <del>old</del>',
  'See the docs &amp; a &lt; b &quot;q&quot; &#39;s',
  'New <span class="badge">new</span> 🎉',
];

test("TOC entries keep the heading's inline formatting as HTML, as Docusaurus's TOC value", () => {
  assert.deepEqual(
    buildToc(FORMATTED, 2, 3, { mdx: true }).map((h) => h.value),
    FORMATTED_VALUES,
  );
  // A `.md` read as CommonMark: raw HTML as written (mdast-util-to-string of an html node), as Docusaurus's `md` format.
  assert.deepEqual(buildToc(FORMATTED).map((h) => h.value), [
    ...FORMATTED_VALUES.slice(0, 3),
    'New <span className="badge" title="x">new</span> 🎉',
  ]);
});

test('the compiled page records the same TOC HTML as the source is read with, and the MDX `toc` export holds it', async () => {
  const attach = (sourceFilePath: string) => () => (_tree: unknown, file: VFile) =>
    void Object.assign(file.data, { rawDocumentData: { sourceFilePath } });
  const md = unified().use(attach('docs/intro/formatted.md'));
  configureMarkdown(md as never);
  assert.deepEqual(
    headingsOf(await md.process(FORMATTED)).map((h) => h.value),
    buildToc(FORMATTED).map((h) => h.value),
  );
  // @mdx-js/mdx loads only with import() (estree-walker has no `require` export).
  const { compile } = await import('@mdx-js/mdx');
  const file = await compile(new VFile({ value: FORMATTED, path: `${process.cwd()}/content/docs/_mdx_bundler_entry_point-compiled.mdx` }), {
    remarkPlugins: [attach('docs/intro/formatted.mdx'), ...mdxRemarkPlugins],
    rehypePlugins: mdxRehypePlugins,
  });
  assert.deepEqual(
    headingsOf(file).map((h) => h.value),
    FORMATTED_VALUES,
  );
  const exported = /export const toc = (\[[\s\S]*?\]);\n/.exec(String(file.value))?.[1];
  assert.deepEqual(
    (JSON.parse(exported ?? 'null') as { value: string }[]).map((h) => h.value),
    FORMATTED_VALUES,
  );
});
