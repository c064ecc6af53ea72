import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plainTextSummary } from './excerpt';

test('an MDX summary leaves out expressions and JSX: the words a reader sees', () => {
  const body = [
    "import BrowserOnly from '@docusaurus/BrowserOnly';",
    '',
    '<BrowserOnly fallback={<span>加载中</span>}>{() => <span>路径：{window.location.pathname}</span>}</BrowserOnly>',
    '',
    '这一段才是正文，讲 **组件** 只在浏览器里渲染。',
  ].join('\n');
  assert.equal(plainTextSummary(body, 160, { mdx: true }), '这一段才是正文，讲 组件 只在浏览器里渲染。');
});

test('a Markdown summary keeps braces, which are text there; code blocks and the part after truncate go', () => {
  const body = '对象字面量 {a: 1} 的写法。\n\n```js\nconst x = 1;\n```\n\n<!-- truncate -->\n\n后面的内容。';
  assert.equal(plainTextSummary(body), '对象字面量 {a: 1} 的写法。');
});
