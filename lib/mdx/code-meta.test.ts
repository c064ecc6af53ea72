import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractHighlightComments, toRanges } from './code-meta';
import { rewriteAdmonitionTitles } from './docusaurus-syntax';

test('Docusaurus highlight comments become line ranges and disappear from the code', () => {
  const code = ['a', '// highlight-next-line', 'b', 'c', '// highlight-start', 'd', 'e', '// highlight-end', 'f'].join('\n');
  const result = extractHighlightComments(code);
  assert.equal(result.code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual(result.lines, [2, 4, 5]);
  assert.equal(toRanges(result.lines), '2,4-5');
  assert.deepEqual(extractHighlightComments('x\n# highlight-next-line\ny').lines, [2]);
  assert.deepEqual(extractHighlightComments('<!-- highlight-next-line -->\n<p>').lines, [1]);
});

test('admonition titles become directive labels, except inside code fences', () => {
  assert.equal(rewriteAdmonitionTitles(':::tip 小提示\nx\n:::'), ':::tip[小提示]\nx\n:::');
  assert.equal(rewriteAdmonitionTitles('```md\n:::tip 标题\n```'), '```md\n:::tip 标题\n```');
  assert.equal(rewriteAdmonitionTitles(':::note[已有]\n:::'), ':::note[已有]\n:::');
});
