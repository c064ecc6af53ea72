import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_TRUNCATE_MARKER } from '../../config/schema';
import { docusaurusExcerpt, hasTruncateMarker, htmlUpToMarker, truncateMarkerOf } from './excerpt';

const blog = { truncateMarker: DEFAULT_TRUNCATE_MARKER };

test("a post has a truncate marker as Docusaurus tests it: its blog's regular expression anywhere in the body", () => {
  assert.equal(hasTruncateMarker('摘要。\n\n<!-- truncate -->\n\n正文', blog), true);
  assert.equal(hasTruncateMarker('摘要。\n\n{/* truncate */}\n\n正文', blog), true);
  assert.equal(hasTruncateMarker('摘要。\n\n<!--truncate-->', blog), true);
  assert.equal(hasTruncateMarker('没有标记的文章。\n\n{ /* truncate */ }', blog), false, "Docusaurus's default has no spaces in the braces");
  assert.equal(hasTruncateMarker('摘要。\n\n<!-- more -->', blog), false);
  assert.equal(hasTruncateMarker('摘要。\n\n<!-- more -->', { truncateMarker: '<!--\\s*more\\s*-->' }), true);
});

test('HTML up to the marker comment, the elements open there closed; text that reads like a marker is not one', () => {
  const marker = truncateMarkerOf(blog);
  const html = '<p>摘要 <strong>粗体</strong>。</p>\n<pre><code>&#x3C;!-- truncate --></code></pre>\n<!-- truncate -->\n<p>正文</p>';
  assert.equal(htmlUpToMarker(html, marker), '<p>摘要 <strong>粗体</strong>。</p>\n<pre><code>&#x3C;!-- truncate --></code></pre>\n');
  assert.equal(
    htmlUpToMarker('<ul>\n<li>一</li>\n<li>二 <!-- truncate --> 尾</li>\n<li>三</li>\n</ul>', marker),
    '<ul>\n<li>一</li>\n<li>二 </li></ul>',
  );
  assert.equal(htmlUpToMarker('<p>没有标记</p>\n<!-- 注释 -->', marker), '<p>没有标记</p>\n<!-- 注释 -->');
  assert.equal(htmlUpToMarker('<p>a</p>\n<!-- more -->\n<p>b</p>', new RegExp('<!-- more -->')), '<p>a</p>\n');
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
