import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unified } from 'unified';
import { configureMarkdown } from '../mdx/pipeline';
import { buildToc } from './headings';

test('the TOC holds h2–h3 outside code fences, with github-slugger ids (Chinese kept, duplicates numbered)', () => {
  const md = ['# 标题', '## 宏任务与微任务', '```js', '## not a heading', '```', '### `await` 的本质', '#### deep', '## 宏任务与微任务', '## Custom {#my-id}'].join(
    '\n\n',
  );
  assert.deepEqual(buildToc(md), [
    { depth: 2, text: '宏任务与微任务', id: '宏任务与微任务' },
    { depth: 3, text: 'await 的本质', id: 'await-的本质' },
    { depth: 2, text: '宏任务与微任务', id: '宏任务与微任务-1' },
    { depth: 2, text: 'Custom', id: 'my-id' },
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
    { depth: 2, text: 'Headings', id: 'my-heading-id' },
    { depth: 3, text: 'Ids', id: 'x-y' },
  ]);
});
