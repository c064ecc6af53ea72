import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusExcerpt, plainTextSummary } from './excerpt';

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

test("a description from the body, as Docusaurus's createExcerpt takes it: the first line of text", () => {
  const cases: [string, string | undefined][] = [
    ['# 标题\n\n第一段的**第一行**，\n第二行不算。', '第一段的第一行，'],
    ["import Tabs from '@theme/Tabs';\nimport X from './x';\n\n## 安装 {#install}\n\n正文", '安装'],
    ['标题\n===\n\n> 引用里的 [链接](./a.md) 和 `代码`', '引用里的 链接 和 代码'],
    ['```js\nconst a = 1;\n```\n\n:::tip 提示\n\n图 ![示意](./a.png) :rocket: 说明\n\n:::', '图 示意 说明'],
    ['<div>\n\n</div>\n\n', undefined],
  ];
  for (const [body, expected] of cases) assert.equal(docusaurusExcerpt(body), expected, body);
});
