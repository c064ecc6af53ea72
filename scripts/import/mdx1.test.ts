/**
 * rewriteMdx1 / needsMdx: unit cases for each rewrite, then every Markdown file of three real Docusaurus 2
 * (MDX 1) sites must parse as MDX 3 after the rewrite and keep its visible words, in order (their builds, in
 * tests/e2e/import-*.test.ts, compile each one).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import type { Nodes, Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { decodeString } from 'micromark-util-decode-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { visit } from 'unist-util-visit';
import { REALWORLD } from '../../tests/helpers/realworld';
import { emphasisAsMdx1, Mdx1Error, needsMdx, parseMdx3, rewriteMdx1, styleObject } from './mdx1';

const MDX1_SITES = ['liushuxin+myblog', 'zxuqian+zxuqian.cn', 'linyuxuanlin+Wiki_Docusaurus'];

function rewrite(source: string): string {
  return rewriteMdx1(source).text;
}

// @mdx-js/mdx is ESM-only deep down (estree-walker has no `require` export): load it with import().
let compileSync: typeof import('@mdx-js/mdx').compileSync;
before(async () => {
  ({ compileSync } = await import('@mdx-js/mdx'));
});

/** Compiles like the project (mdx-bundler → @mdx-js/mdx 3) with the plugins whose syntax matters. */
function compile(text: string): void {
  compileSync(text, { remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkMath] });
}

// ---------------------------------------------------------------------------------------------------------------
// Unit cases.

test('braces in prose and table cells are escaped; a < b stays, x<y is escaped', () => {
  assert.equal(rewrite('对象形如 {foo} 和 {a: 1}。'), '对象形如 \\{foo} 和 \\{a: 1}。');
  assert.equal(rewrite('| a | <pre>{resourceUrl: "x"}</pre> |\n| - | - |'), '| a | <pre>\\{resourceUrl: "x"}</pre> |\n| - | - |');
  assert.equal(rewrite('a < b and c <= d'), 'a < b and c &lt;= d');
  assert.equal(rewrite('x<y, 电流<1uA, (<-1.5V)'), 'x&lt;y, 电流&lt;1uA, (&lt;-1.5V)');
  assert.equal(rewrite('already \\{ok} and \\<ok'), 'already \\{ok} and \\<ok');
  assert.equal(rewrite('| input | <input\\>、<select\\> |\n| - | - |'), '| input | &lt;input\\>、&lt;select\\> |\n| - | - |');
});

test('HTML comments become MDX comments; the truncate marker keeps working', () => {
  assert.equal(rewrite('a\n\n<!-- note -->\n\nb'), 'a\n\n{/* note */}\n\nb');
  assert.equal(rewrite('intro\n\n<!--truncate-->\n\nrest'), 'intro\n\n{/* truncate */}\n\nrest');
  assert.equal(rewrite('<!-- a */ b -->'), '{/* a *\\/ b */}');
  assert.equal(rewrite('text <!-- inline --> more'), 'text {/* inline */} more');
});

test('HTML attributes become JSX: className, htmlFor, style objects, quoted values', () => {
  assert.equal(rewrite('<div class="a b">\n  x\n</div>'), '<div className="a b">\n  x\n</div>');
  assert.equal(rewrite('<label for="id">名字</label>'), '<label htmlFor="id">名字</label>');
  assert.equal(
    rewrite('<span style="color: red; font-size: 2em;">红</span>'),
    "<span style={{color: 'red', fontSize: '2em'}}>红</span>",
  );
  assert.equal(rewrite('<div align=center>x</div>'), '<div align="center">x</div>');
  assert.equal(rewrite('<iframe frameborder="0" allowfullscreen></iframe>'), '<iframe frameBorder="0" allowFullScreen></iframe>');
  assert.equal(
    styleObject("background: url('a;b.png'); --gap: 4px; -webkit-line-clamp: 2"),
    "{background: 'url(\\'a;b.png\\')', '--gap': '4px', WebkitLineClamp: '2'}",
  );
});

test('void elements are self-closed', () => {
  assert.equal(rewrite('a<br>b'), 'a<br />b');
  assert.equal(rewrite('<img src="a.png" alt="图">'), '<img src="a.png" alt="图" />');
  assert.equal(rewrite('<hr>'), '<hr />');
  assert.equal(rewrite('<input type="checkbox" checked> 完成'), '<input type="checkbox" checked /> 完成');
  assert.equal(rewrite('<br/> and <br />'), '<br/> and <br />');
});

test('autolinks become links', () => {
  assert.equal(rewrite('见 <https://example.com/a_b>。'), '见 [https://example.com/a\\_b](https://example.com/a_b)。');
  assert.equal(rewrite('<me@example.com>'), '[me@example.com](mailto:me@example.com)');
});

test('indented code is fenced, also inside a block quote and inside JSX', () => {
  assert.equal(rewrite('Text:\n\n    const a = {b};\n    <div>\n\nAfter'), 'Text:\n\n```\nconst a = {b};\n<div>\n```\n\nAfter');
  assert.equal(rewrite('> quote\n>\n>     code {x}\n'), '> quote\n>\n> ```\n> code {x}\n> ```\n');
  assert.equal(
    rewrite('<Tabs>\n  <TabItem value="a">\n\n    indented\n\n  </TabItem>\n</Tabs>'),
    '<Tabs>\n  <TabItem value="a">\n\n```\nindented\n```\n\n  </TabItem>\n</Tabs>',
  );
});

test('details/summary and HTML elements spanning lines are rearranged so MDX 3 can pair the tags', () => {
  const details = rewrite('<details><summary>标题</summary>\n\n- 列表\n\n</details>');
  assert.equal(details, '<details>\n<summary>标题</summary>\n\n- 列表\n\n</details>');
  assert.equal(rewrite('<p>\n  一段文本\n</p>'), '<p>一段文本</p>');
  assert.equal(rewrite('<div>\n<p>第一行\n第二行\n</p>\n</div>'), '<div>\n<p>第一行\n第二行</p>\n</div>');
  assert.equal(rewrite('x<sub>2</sub\n  >，y'), 'x<sub>2</sub>，y');
  assert.equal(rewrite('text <b>bold\n\nrest'), 'text bold\n\nrest');
  for (const source of ['<details><summary>标题</summary>\n\n- 列表\n\n</details>', 'text <b>bold\n\nrest'])
    compile(rewrite(source));
});

test('unpaired and crossed tags: HTML elements are closed or dropped, other tags become text', () => {
  assert.equal(rewrite('<b><i>粗斜</b></i> 文本'), '<b><i>粗斜</i></b> 文本');
  assert.equal(rewrite('Array<T> 与 Map<K, V>'), 'Array&lt;T> 与 Map&lt;K, V>');
  assert.equal(rewrite('<p>段落一\n<p>段落二'), '段落一\n段落二');
  assert.equal(rewrite('text </i> more'), 'text  more');
  assert.equal(rewrite('\\\\</i> x'), '\\\\ x');
  assert.throws(() => rewriteMdx1('import x from "y"\n不是代码'), Mdx1Error);
  for (const source of ['<b><i>粗斜</b></i> 文本', 'Array<T> 与 Map<K, V>', '<ul>\n<li>一\n<li>二\n</ul>'])
    compile(rewrite(source));
});

test('link destinations and definitions are left alone; attribute quirks are fixed', () => {
  const links = '[仓库](<https://a.com/DC-DC(Buck)/x>) [b](http://x.com/{id}?a<b "t{x}")\n\n[ref]: <https://a.com/{x}> "T"';
  assert.equal(rewrite(links), links);
  assert.equal(rewrite('![图{1}](./a{b}.png)'), '![图\\{1}](./a{b}.png)');
  assert.equal(rewrite('<a href=“https://x.com”>链接</a>'), '<a href="https://x.com">链接</a>');
  assert.equal(rewrite('<span style="{color: red}">红</span>'), "<span style={{color: 'red'}}>红</span>");
  assert.equal(rewrite("<div>\n{cond && <p>Don't</p>}\n</div>"), "<div>\n{cond && <p>Don't</p>}\n</div>");
});

test('JSX components, expressions in JSX and ESM stay as they are', () => {
  const source = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import CodeBlock from '@theme/CodeBlock';",
    "import img from './a.png';",
    '',
    'export const Highlight = ({children, color}) => (',
    '  <span style={{backgroundColor: color}}>{children}</span>',
    ');',
    '',
    '<Tabs>',
    '  <TabItem value="a" label="A" default>',
    '',
    '内容',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    '<CodeBlock className="language-js">{source}</CodeBlock>',
    '',
    'This is <Highlight color="#25c2a0">Docusaurus green</Highlight> !',
    '',
    '<Image width={"100%"} src={img} />',
    '',
    '<div style={{ marginTop: "20px" }}>',
    '  <p style={{ marginTop: "10px" }}>块级元素</p>',
    '</div>',
  ].join('\n');
  assert.equal(rewrite(source), source);
  assert.deepEqual(rewriteMdx1(source).changes, []);
});

test('fenced code, inline code, math and front matter are never changed', () => {
  const front = '---\ntitle: a <b> {c}\ndescription: <!-- x -->\n---\n';
  const code = '```html\n<!-- c --> <br> {x} <https://a.b>\n    indented\n```\n';
  const result = rewriteMdx1(`${front}${code}\n用 \`{x} <br> a<b\` 表示 {y}。\n\n$\\frac{a}{b}$ 与\n\n$$\n\\{x<y\\}\n$$\n`);
  assert.ok(result.text.startsWith(front + code));
  assert.ok(result.text.includes('用 `{x} <br> a<b` 表示 \\{y}。'));
  assert.ok(result.text.includes('$\\frac{a}{b}$') && result.text.includes('$$\n\\{x<y\\}\n$$'));
  assert.equal(rewriteMdx1('价格 $5 {x}', { math: false }).text, '价格 $5 \\{x}');
  assert.equal(rewriteMdx1('$\\frac{a}{b}$', { math: false }).text, '$\\frac\\{a}\\{b}$');
});

test('Docusaurus heading ids become the MDX comment form', () => {
  assert.equal(rewrite('## 标题 {#custom-id}\n\n正文 {#not-an-id}'), '## 标题 {/* #custom-id */}\n\n正文 \\{#not-an-id}');
});

test('changes carry the original line, and identical changes on one line are grouped', () => {
  const { changes } = rewriteMdx1('---\ntitle: t\n---\n\n{a} and {b}\n\n<!-- c -->\n');
  assert.deepEqual(
    changes.map((c) => [c.line, c.what]),
    [
      [5, 'escaped `{` in text'],
      [7, 'rewrote HTML comment as `{/* */}`'],
    ],
  );
  assert.match(changes[0]!.why, /expression/);
});

test('emphasisAsMdx1: `**…**` that MDX 1 made strong and CommonMark leaves as text becomes <strong>', () => {
  // CommonMark does not close `**` after `。` when a letter follows, nor `**` after a space; remark-parse 8 did.
  // Here CommonMark even pairs the 2nd and 3rd markers (`**戊己，还有**`); MDX 1 paired 1st–2nd and 3rd–4th.
  // `**丁**` is a pair both read alike: it stays as written.
  const md = '甲乙**丙丁。**戊己，还有**注意 **和__下划线。__尾。\n\n**乙。**丙 \\*\\* **丁**\n';
  const out = emphasisAsMdx1(md, { mdx: false });
  assert.equal(
    out.text,
    '甲乙<strong>丙丁。</strong>戊己，还有<strong>注意 </strong>和<strong>下划线。</strong>尾。\n\n' +
      '<strong>乙。</strong>丙 \\*\\* **丁**\n',
  );
  assert.deepEqual(
    out.changes.map((s) => [s.line, s.kind]),
    [
      [1, 'strong'],
      [1, 'strong'],
      [1, 'strong'],
      [3, 'strong'],
    ],
  );
  // A lone marker where CommonMark paired differently stays text, escaped.
  assert.equal(emphasisAsMdx1('甲**乙。**丙**丁\n', { mdx: false }).text, '甲<strong>乙。</strong>丙\\*\\*丁\n');
  // The same in MDX, where the result must still compile.
  const mdx = emphasisAsMdx1('见**说明（二）。**如下 `a**b` 与 [链接**一。**二](./x.md)\n', { mdx: true });
  assert.equal(mdx.text, '见<strong>说明（二）。</strong>如下 `a**b` 与 [链接<strong>一。</strong>二](./x.md)\n');
  compile(mdx.text);
  // A run of three: remark-parse 8 read strong around emphasis, CommonMark nothing after `。`.
  assert.equal(emphasisAsMdx1('甲***乙。***丙\n', { mdx: false }).text, '甲<strong><em>乙。</em></strong>丙\n');
  // Left alone: pairs CommonMark already reads (in either nesting), escaped markers, code, empty pairs, a lone marker.
  for (const same of [
    '**粗体**和**粗体。** 后文\n',
    '***粗斜体***\n',
    '甲\\**乙。**丙\n',
    '```\n甲**乙。**丙\n```\n',
    '甲** **乙\n',
    '只有一个**标记。\n',
  ]) {
    assert.equal(emphasisAsMdx1(same, { mdx: false }).text, same, same);
    assert.equal(emphasisAsMdx1(same, { mdx: true }).text, same, same);
  }
});

test('emphasisAsMdx1: `*…*` and `_…_` as remark-parse 8 paired them become <em> where CommonMark differs', () => {
  const em = (text: string, mdx = false) => emphasisAsMdx1(text, { mdx });
  // remark-parse 8 closes `*` at the next single `*` whatever surrounds it; CommonMark not after `。` before a letter…
  assert.equal(em('甲乙*丙丁。*戊己\n').text, '甲乙<em>丙丁。</em>戊己\n');
  assert.equal(em('价格*：很*贵\n').text, '价格<em>：很</em>贵\n');
  // …nor between spaces, where remark-parse 8 took the spaces into the emphasis.
  assert.equal(em('长 * 宽 * 高\n').text, '长 <em> 宽 </em> 高\n');
  // `_` closes only before a character that is not a word character, as remark-parse 8's /\w/ (ASCII) saw it:
  // `snake_case_word` stays text in both, a CJK letter after `_` closes, so does a space after `foo_bar_`.
  assert.equal(em('见_注释_说明\n').text, '见<em>注释</em>说明\n');
  assert.equal(em('foo_bar_ baz\n').text, 'foo<em>bar</em> baz\n');
  // Nested: strong inside emphasis, each written as a tag.
  const nested = em('*斜体**粗体。**结尾。*后文\n', true);
  assert.equal(nested.text, '<em>斜体<strong>粗体。</strong>结尾。</em>后文\n');
  compile(nested.text);
  // Only the pairs that differ change: `**Note:**` and `*em*` are read alike by both and stay as written.
  const mixed = em('**Note:** 甲*乙。*丙 and *em*\n');
  assert.equal(mixed.text, '**Note:** 甲<em>乙。</em>丙 and *em*\n');
  assert.deepEqual(
    mixed.changes.map((c) => [c.line, c.source, c.kind]),
    [[1, '*乙。*', 'em']],
  );
  // Ordinary English emphasis and identifiers are left exactly as written, in Markdown and in MDX.
  for (const same of [
    'Some *em*, _em_ and **bold**, __bold__ and ***both***.\n',
    'A snake_case_word, __init__.py, a_b and 2 * 3 = 6.\n',
    '| *a* | **b** |\n| --- | --- |\n| _c_ | d |\n',
    '# A *title* with **bold**\n',
    '> *Quoted* and **bold**\n> over two lines.\n',
  ]) {
    assert.equal(em(same).text, same, same);
    assert.equal(em(same, true).text, same, same);
  }
});

test('emphasisAsMdx1: code spans, links and references bound the pairs as in remark-parse 8', () => {
  const em = (text: string, mdx = false) => emphasisAsMdx1(text, { mdx }).text;
  // A marker in a code span is no opener: the code is read first at its position, the pair after it is found.
  assert.equal(em('`a**b` 甲**乙。**丙\n'), '`a**b` 甲<strong>乙。</strong>丙\n');
  assert.equal(em('**注意 `x` 说明。**然后\n'), '<strong>注意 `x` 说明。</strong>然后\n');
  // remark-parse 8 does close a pair opened before a code span at a marker inside it, which cuts the code span:
  // that cannot be written without changing the code, so the paragraph is left as written.
  assert.equal(em('甲**乙 `a**b` 丙。**丁\n'), '甲**乙 `a**b` 丙。**丁\n');
  // Link text is read on its own: a marker in it pairs only in it…
  assert.equal(em('[链接**一。](./x.md)**二\n'), '[链接**一。](./x.md)**二\n');
  assert.equal(em('[链接**一。](./x.md)**二\n', true), '[链接**一。](./x.md)**二\n');
  // …and a pair opened before a link and closed in its text breaks the link in remark-parse 8: left as written.
  assert.equal(em('甲**乙 [丙**丁](./x.md)\n'), '甲**乙 [丙**丁](./x.md)\n');
  // `[…]` without a definition was a reference to remark-parse 8, its text read on its own: CommonMark pairs
  // across the bracket, MDX 1 showed the asterisks.
  assert.equal(em('[甲**乙]丙**\n'), '[甲\\*\\*乙]丙\\*\\*\n');
  // Link destinations and inline HTML are never touched.
  assert.equal(em('见[说明](./a*b*c.md)与<span title="x*y*">z</span>\n'), '见[说明](./a*b*c.md)与<span title="x*y*">z</span>\n');
});

test('needsMdx: true for ESM, components, JSX attributes and MDX comments; false for plain Markdown + HTML', () => {
  for (const mdx of [
    "import Tabs from '@theme/Tabs';\n\n# T",
    'export const a = 1;',
    '<Tabs>\n<TabItem value="a">x</TabItem>\n</Tabs>',
    'text <Highlight color="red">x</Highlight>',
    '<img src={require("./a.png").default} />',
    '<div className="box">x</div>',
    'intro\n\n{/* truncate */}\n\nmore',
    '<div>\n  {props.children}\n</div>',
  ]) {
    assert.equal(needsMdx(mdx), true, mdx);
  }
  for (const md of [
    '# Title\n\nplain *text* with a < b and {braces} in prose',
    '<div class="iframe_viewer">\n<iframe src="https://a.b"></iframe>\n</div>',
    '```js\nimport a from "b";\n<Tabs />\n```',
    'use `<Tabs>` and `{x}` inline',
    '<!-- truncate -->',
    'see <https://example.com>',
  ]) {
    assert.equal(needsMdx(md), false, md);
  }
});

test('an ```mdx-code-block holds MDX (Docusaurus unwraps it): needsMdx counts what it holds', () => {
  // Docusaurus 2 compiled every .md as MDX 1 and its remark plugin parsed the block's content as MDX: a component
  // imported and used there renders, so the file must be compiled as MDX here too.
  for (const mdx of [
    "# A\n\n````mdx-code-block\nimport Banner from '../src/components/Banner';\n\n<Banner/>\n````\n",
    '# B\n\n```mdx-code-block\n<Notice kind="x">words</Notice>\n```\n',
    '1. step\n\n   ```mdx-code-block\n   <Notice />\n   ```\n',
  ])
    assert.equal(needsMdx(mdx), true, mdx);
  for (const md of ['```mdx-code-block\nplain *words*, a < b\n```\n', '````md\n```mdx-code-block\n<Notice />\n```\n````\n'])
    assert.equal(needsMdx(md), false, md);
});

test("an ```mdx-code-block's content is rewritten as MDX 1 text is, its fences kept in place", () => {
  const source = '# T\n\n````mdx-code-block\n<div class="box">{a}<br></div>\n\n<!-- hidden -->\n````\n\nafter {b}\n';
  const result = rewriteMdx1(source);
  assert.equal(
    result.text,
    '# T\n\n````mdx-code-block\n<div className="box">{a}<br /></div>\n\n{/* hidden */}\n````\n\nafter \\{b}\n',
  );
  assert.deepEqual(
    result.changes.map((c) => c.line),
    [4, 4, 6, 9],
    'lines of the file as written',
  );
  // A code block inside the block stays code.
  const code = '````mdx-code-block\n<Tabs>\n\n```html\n<!-- kept --> <br>\n```\n\n</Tabs>\n````\n';
  assert.equal(rewrite(code), code);
});

// ---------------------------------------------------------------------------------------------------------------
// Real content: compiles, and the words a reader saw are still there, in the same order.

function listMarkdown(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMarkdown(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Removes `{…}` (balanced, ignoring braces in quotes) from JSX text: MDX 1 evaluated it. */
function stripExpressions(text: string): string {
  let out = '';
  let depth = 0;
  let quote = '';
  for (const c of text) {
    if (depth > 0) {
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      continue;
    }
    if (c === '{') depth = 1;
    else out += c;
  }
  return out;
}

/** Removes tags (attribute values may be quoted or `{…}`) and comments from HTML/JSX text. */
function stripTags(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(
      /<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^\s"'>{}=/\\]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|[^\s>]+))?|\{[^{}]*\}))*\s*\/?>/g,
      ' ',
    )
    .replace(/<\/?>/g, ' ');
}

function mdx1Tree(source: string): Root {
  return fromMarkdown(source, {
    extensions: [gfm(), frontmatter(), directive(), math()],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(), directiveFromMarkdown(), mathFromMarkdown()],
  });
}

/**
 * The words a reader of the MDX 1 site saw, modelled on a CommonMark parse. A block (up to a blank line) whose
 * first line starts with a tag was JSX in MDX 1: its tags, comments and `{expressions}` are not shown. Neither
 * are import/export blocks, front matter, HTML comments and heading ids.
 */
function mdx1Visible(source: string): { words: string[]; urls: string[] } {
  const tree = mdx1Tree(source);
  const lines = source.split('\n');
  const lineStart = [0];
  for (const line of lines) lineStart.push(lineStart.at(-1)! + line.length + 1);
  const blockEnd = (line: number) => {
    let last = line;
    while (last < lines.length && lines[last]!.trim() !== '') last++;
    return last;
  };
  const esm: Array<[number, number]> = [];
  const codeLines = new Set<number>();
  for (const node of tree.children) {
    if (node.type === 'paragraph' && /^(?:import|export)\s/.test(source.slice(node.position!.start.offset!))) {
      esm.push([node.position!.start.line, blockEnd(node.position!.start.line)]);
    }
  }
  const inEsm = (line: number) => esm.some(([a, b]) => line >= a && line <= b);
  visit(tree, 'code', (node) => {
    for (let l = node.position!.start.line; l <= node.position!.end.line; l++) codeLines.add(l);
  });
  const jsxBlocks: Array<{ start: number; end: number; done: boolean }> = [];
  for (let l = 1; l <= lines.length; l++) {
    if ((l > 1 && lines[l - 2]!.trim() !== '') || codeLines.has(l) || inEsm(l)) continue;
    if (!/^\s*<[A-Za-z/]/.test(lines[l - 1]!) || /^\s*<[A-Za-z][\w+.-]*:/.test(lines[l - 1]!)) continue;
    jsxBlocks.push({ start: lineStart[l - 1]!, end: lineStart[blockEnd(l)]! - 1, done: false });
  }
  const parts: string[] = [];
  const urls: string[] = [];
  const walk = (node: Nodes, inHeading: boolean, parentLine: number) => {
    const line = node.position?.start.line ?? parentLine;
    if (inEsm(line) || node.type === 'yaml') return;
    const offset = node.position?.start.offset;
    const block =
      node.type === 'root' ? undefined : jsxBlocks.find((b) => offset !== undefined && offset >= b.start && offset < b.end);
    if (block) {
      if (!block.done) parts.push(decodeString(stripExpressions(stripTags(source.slice(block.start, block.end)))));
      block.done = true;
      return;
    }
    const raw = node.position ? source.slice(node.position.start.offset, node.position.end.offset) : undefined;
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      parts.push(raw!);
      return;
    }
    if (node.type === 'html') {
      parts.push(decodeString(stripExpressions(stripTags(node.value))));
      return;
    }
    if (node.type === 'text') {
      let value = raw ?? node.value;
      if (/<[A-Za-z/]/.test(value)) value = stripTags(value);
      if (inHeading) value = value.replace(/\{#[^}\s]+\}\s*$/, '');
      parts.push(decodeString(value));
      return;
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
    if ('value' in node) parts.push(node.value);
    if ('children' in node) for (const child of node.children) walk(child as Nodes, inHeading || node.type === 'heading', line);
  };
  walk(tree, false, 1);
  return { words: parts.join(' ').match(WORD) ?? [], urls };
}

/**
 * What MDX 3 shows for the rewritten text: words (JSX children and string literals count; attributes, other
 * expressions and ESM do not), link targets, and how many Markdown paragraphs sit inside a JSX `<p>` (browsers
 * split those apart).
 */
function mdx3Visible(text: string, tree: Root): { words: string[]; urls: string[]; nestedParagraphs: number } {
  const parts: string[] = [];
  const urls: string[] = [];
  let nestedParagraphs = 0;
  const walk = (node: Nodes) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'p') {
      nestedParagraphs += node.children.filter((child) => child.type === 'paragraph').length;
    }
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // A string literal (`{"…"}`, a component's text as MDX 1 passed it) is shown.
        const literal = /^\s*("(?:[^"\\]|\\.)*")\s*$/.exec(node.value)?.[1];
        if (literal) parts.push(JSON.parse(literal) as string);
        return;
      }
      case 'textDirective':
      case 'leafDirective':
        parts.push(text.slice(node.position!.start.offset, node.position!.end.offset));
        return;
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
    if ('value' in node) parts.push(node.value);
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return { words: parts.join(' ').match(WORD) ?? [], urls, nestedParagraphs };
}

/** Undefined when equal, else a short description of the first difference. */
function firstDifference(before: string[], after: string[]): string | undefined {
  let i = 0;
  while (i < before.length && i < after.length && before[i] === after[i]) i++;
  if (i === before.length && i === after.length) return undefined;
  return `item ${i}: before …${before.slice(Math.max(0, i - 5), i + 5).join(' ')}… after …${after.slice(Math.max(0, i - 5), i + 5).join(' ')}…`;
}

/**
 * The checks the real-content test makes on one file; returns the failures. `tree`: the rewritten text as MDX 3
 * parses it (what `rewriteMdx1` returns with it), parsed here when not given.
 */
function checkFile(source: string, rewritten: string, tree?: Root): string[] {
  const failures: string[] = [];
  // Parsed, not compiled: MDX 3 refuses a text in its parse (micromark, acorn); the imported sites' builds
  // (tests/e2e/import-*.test.ts) compile every file, and compiling here as well took 5 of this file's 16 s.
  let parsed: Root;
  try {
    parsed = parseMdx3(rewritten);
  } catch (error) {
    failures.push(`does not parse as MDX 3: ${String((error as Error).message).slice(0, 200)}`);
    return failures;
  }
  const before = mdx1Visible(source);
  const after = mdx3Visible(rewritten, tree ?? parsed);
  const difference = firstDifference(before.words, after.words);
  if (difference) failures.push(`visible text changed at ${difference}`);
  const linkDifference = firstDifference(before.urls, after.urls);
  if (linkDifference) failures.push(`link targets changed at ${linkDifference}`);
  if (after.nestedParagraphs > 0) failures.push(`${after.nestedParagraphs} Markdown paragraph(s) inside a JSX <p>`);
  const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)?.[0];
  if (front && !rewritten.startsWith(front)) failures.push('front matter changed');
  return failures;
}

test('the real-content checks catch a broken rewrite', () => {
  const source =
    '---\ntitle: x\n---\n\n# 标题\n\n对象 {foo} 在这里。\n\n<!-- 注释 -->\n\n<Tabs>\n  <TabItem value="a">甲</TabItem>\n</Tabs>\n';
  assert.deepEqual(checkFile(source, rewrite(source)), []);
  // Each broken rewrite must trip its check: an unescaped brace hides `foo`, an HTML comment does not compile,
  // dropping a component's text loses a word, and an edited front matter is noticed.
  const lostWord = rewrite(source).replace('\\{foo}', '{foo}');
  assert.match(checkFile(source, lostWord).join(), /visible text changed/);
  assert.match(checkFile(source, source).join(), /does not parse as MDX 3/);
  assert.match(checkFile(source, rewrite(source).replace('甲', '')).join(), /visible text changed/);
  assert.match(checkFile(source, rewrite(source).replace('title: x', 'title: y')).join(), /front matter changed/);
  assert.match(checkFile(source, `${rewrite(source)}\n<p>\n  段落\n</p>\n`).join(), /paragraph\(s\) inside a JSX <p>/);
  const withLink = `${source}\n[链接](<https://a.com/(x)>)\n`;
  assert.deepEqual(checkFile(withLink, rewrite(withLink)), []);
  assert.match(
    checkFile(withLink, rewrite(withLink).replace('(<https://a.com/(x)>)', '(https://a.com/)')).join(),
    /link targets changed/,
  );
});

test('real Docusaurus 2 (MDX 1) sites parse as MDX 3 after the rewrite and keep their words', (t) => {
  if (!fs.existsSync(REALWORLD)) {
    t.skip(`${REALWORLD} is missing`);
    return;
  }
  const failures: string[] = [];
  let files = 0;
  for (const site of MDX1_SITES) {
    for (const file of listMarkdown(path.join(REALWORLD, site))) {
      files++;
      const source = fs.readFileSync(file, 'utf8');
      let rewritten: ReturnType<typeof rewriteMdx1>;
      try {
        rewritten = rewriteMdx1(source);
      } catch (error) {
        failures.push(`${path.relative(REALWORLD, file)}: ${(error as Error).message}`);
        continue;
      }
      const { text, tree } = rewritten;
      for (const failure of checkFile(source, text, tree)) failures.push(`${path.relative(REALWORLD, file)}: ${failure}`);
      if (text !== source && rewrite(text) !== text) failures.push(`${path.relative(REALWORLD, file)}: not idempotent`);
    }
  }
  assert.ok(files > 400, `expected the three sites' Markdown files, found ${files}`);
  assert.deepEqual(failures, []);
});

test('needsMdx is true for every Docusaurus 3 .md file that uses import or JSX (kuizuo/blog)', (t) => {
  const site = path.join(REALWORLD, 'kuizuo+blog');
  if (!fs.existsSync(site)) {
    t.skip(`${site} is missing`);
    return;
  }
  let checked = 0;
  for (const file of listMarkdown(site).filter((f) => f.endsWith('.md'))) {
    const body = fs.readFileSync(file, 'utf8').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
    if (!/^import\s.+\sfrom\s|^<[A-Z][\w.]*[\s/>]/m.test(body)) continue;
    checked++;
    assert.equal(needsMdx(fs.readFileSync(file, 'utf8')), true, file);
  }
  assert.ok(checked > 0, 'expected .md files with import or JSX in kuizuo/blog');
});

test('an HTML attribute that is on whatever its value keeps it on (`autoplay=""` → `autoPlay`), its name React’s', () => {
  assert.equal(
    rewrite('<video autoplay="" muted controls>\n  <source src="a.mp4" />\n</video>\n'),
    '<video autoPlay muted controls>\n  <source src="a.mp4" />\n</video>\n',
  );
  assert.equal(
    rewrite('<iframe allowfullscreen="true" frameborder="0"></iframe>\n'),
    '<iframe allowFullScreen frameBorder="0"></iframe>\n',
  );
  assert.equal(rewrite('<input readonly={true} />\n'), '<input readOnly={true} />\n', 'an expression is left as written');
});

test('the text of a <CodeBlock> in a JSX block is the string MDX 1 gave it, not Markdown', () => {
  const source =
    '<Tabs>\n  <TabItem value="unix">\n    <CodeBlock language="bash">\n      curl https://get.example.dev | bash\n      &amp;&amp; echo done\n    </CodeBlock>\n  </TabItem>\n</Tabs>\n';
  assert.equal(
    rewrite(source),
    '<Tabs>\n  <TabItem value="unix">\n    <CodeBlock language="bash">{"curl https://get.example.dev | bash && echo done"}</CodeBlock>\n  </TabItem>\n</Tabs>\n',
  );
  // Separated by blank lines, MDX 1 read the content as Markdown too: left as it is.
  const markdown = '<CodeBlock>\n\ntext\n\n</CodeBlock>\n';
  assert.equal(rewrite(markdown), markdown);
});

test("the text of any component in a JSX block is the string MDX 1 passed it (a site's own component reads it as one)", () => {
  // A component that calls `children.replace` gets a string in MDX 1; MDX 3 would give it a paragraph element.
  const source = '- In a list:\n\n  <PickRelease kind="bash">\n  install --from latest **now**\n  </PickRelease>\n';
  assert.equal(rewrite(source), '- In a list:\n\n  <PickRelease kind="bash">{"install --from latest **now**"}</PickRelease>\n');
  // An HTML element's text looks the same either way; a component holding tags or a blank line stays as written.
  for (const kept of ['<div>\n  plain text\n</div>\n', '<Note>\n  <b>x</b>\n</Note>\n', '<Note>\n\n  text\n\n</Note>\n'])
    assert.equal(rewrite(kept), kept);
});

test('a JSX block runs to an empty line: a line of spaces in a template literal does not end it (remark-mdx 1 `/^$/`)', () => {
  // A component given Markdown as a template literal, its blank lines indented as the rest: MDX 1 read the whole
  // element as one JSX block (its block tokenizer ends at a line matching /^$/), fence and list items included.
  const source = [
    '<Folded markdown={`',
    '  # 标题',
    '  ~~~js',
    '  let a = {b: 1};',
    '  ~~~',
    '  - 一',
    '  ',
    '  * [ ] 待办',
    '  ',
    '  ~~~',
    '  {x}',
    '  ~~~',
    '  `}',
    '  header="展开" />',
    '',
    'After {text}.',
  ].join('\n');
  const { text, changes } = rewriteMdx1(source);
  assert.equal(text, source.replace('After {text}', 'After \\{text}'));
  assert.deepEqual(
    changes.map((c) => c.line),
    [16],
  );
  compile(text);
  // An empty line still ends the block: a tag cut by one is text, as MDX 1 showed it.
  assert.equal(rewrite('<Folded markdown={`\n  a\n\n  b`} />\n'), '&lt;Folded markdown=\\{`\n  a\n\n  b`} />\n');
});
