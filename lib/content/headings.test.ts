import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildToc, firstH1 } from './headings';

test('the TOC holds h2–h3 outside code fences, with github-slugger ids (Chinese kept, duplicates numbered)', () => {
  const md = ['# 标题', '## 宏任务与微任务', '```js', '## not a heading', '```', '### `await` 的本质', '#### deep', '## 宏任务与微任务', '## Custom {#my-id}'].join('\n');
  assert.deepEqual(buildToc(md), [
    { depth: 2, text: '宏任务与微任务', id: '宏任务与微任务' },
    { depth: 3, text: 'await 的本质', id: 'await-的本质' },
    { depth: 2, text: '宏任务与微任务', id: '宏任务与微任务-1' },
    { depth: 2, text: 'Custom', id: 'my-id' },
  ]);
  assert.equal(firstH1(md), '标题');
});

test('explicit heading ids in Markdown and MDX comment form', () => {
  assert.deepEqual(buildToc('## Headings {/* #my-heading-id */}\n### Ids {#x-y}'), [
    { depth: 2, text: 'Headings', id: 'my-heading-id' },
    { depth: 3, text: 'Ids', id: 'x-y' },
  ]);
});
