import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closesFence, fenceOf, fenceTracker, unwrapMdxCodeBlocks, withoutFencedCode } from './fences';

test('fences open with 3+ backticks or tildes indented up to 3 spaces; the info string is kept', () => {
  assert.deepEqual(fenceOf('```js title="a.js"'), { marker: '```', info: 'js title="a.js"' });
  assert.deepEqual(fenceOf('   ~~~~'), { marker: '~~~~', info: '' });
  assert.equal(fenceOf('    ```'), undefined, 'four spaces is indented code, not a fence');
  assert.equal(fenceOf('``'), undefined);
});

test('a block closes at the same character, at least as long, with nothing after it', () => {
  assert.equal(closesFence('```', '```'), true);
  assert.equal(closesFence('`````', '````'), true);
  assert.equal(closesFence('```', '````'), false, 'shorter');
  assert.equal(closesFence('~~~', '```'), false, 'other character');
  assert.equal(closesFence('```js', '```'), false, 'an info string opens, never closes');
});

test('a longer fence holds shorter ones: the tracker and withoutFencedCode skip nested fences', () => {
  const lines = ['text', '````md', '```js', 'import x from "y";', '```', '````', 'after'];
  const place = fenceTracker();
  assert.deepEqual(lines.map(place), ['text', 'open', 'code', 'code', 'code', 'close', 'text']);
  assert.equal(withoutFencedCode(lines.join('\n'), '[code]'), 'text\n[code]\nafter');
});

test('for MDX, an mdx-code-block fence holds text (Docusaurus unwraps it), and code fences inside it are code', () => {
  const lines = ['```mdx-code-block', "import X from './x';", '```js', 'code', '```', '<X />', '```', 'after'];
  assert.deepEqual(lines.map(fenceTracker({ mdx: true })), ['unwrap', 'text', 'open', 'code', 'close', 'text', 'unwrap', 'text']);
  assert.deepEqual(lines.slice(0, 2).map(fenceTracker()), ['open', 'code'], 'without mdx it is code');
});

test('an mdx-code-block fence is found at any indentation (in a list item), and closes at its own backticks alone', () => {
  const lines = ['1. Step', '', '    ````mdx-code-block', '    <Tabs>', '    </Tabs>', '    ````', 'after'];
  assert.deepEqual(lines.map(fenceTracker({ mdx: true })), ['text', 'text', 'unwrap', 'text', 'text', 'unwrap', 'text']);
  const closed = ['    ```mdx-code-block', '    <div />', '    ```', 'after'];
  assert.deepEqual(closed.map(fenceTracker({ mdx: true })), ['unwrap', 'text', 'unwrap', 'text']);
});

test('unwrapMdxCodeBlocks blanks the fence lines in place: what the block holds is text, every offset kept', () => {
  const source = "# A\n\n````mdx-code-block\nimport X from './x';\n\n<X />\n````\n\n```js\n```mdx-code-block\n```\n";
  const unwrapped = unwrapMdxCodeBlocks(source);
  assert.equal(unwrapped.length, source.length);
  assert.equal(
    unwrapped,
    "# A\n\n                  \nimport X from './x';\n\n<X />\n    \n\n```js\n```mdx-code-block\n```\n",
    'a fence inside code stays code',
  );
  assert.equal(unwrapMdxCodeBlocks('a\r\n```mdx-code-block\r\nb\r\n```\r\n'), 'a\r\n                 \r\nb\r\n   \r\n');
  const plain = 'no block here';
  assert.equal(unwrapMdxCodeBlocks(plain), plain);
});
