import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toRanges } from './code-meta';
import { extractHighlightComments, lineClassesOf } from './highlight-comments';
import { rewriteDocusaurusSyntax } from './docusaurus-syntax';

test('Docusaurus highlight comments become line ranges and disappear from the code', () => {
  const code = ['a', '// highlight-next-line', 'b', 'c', '// highlight-start', 'd', 'e', '// highlight-end', 'f'].join('\n');
  const result = extractHighlightComments(code, 'text');
  assert.equal(result.code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual(result.lines, [2, 4, 5]);
  assert.equal(toRanges(result.lines), '2,4-5');
  assert.deepEqual(extractHighlightComments('x\n# highlight-next-line\ny', 'text').lines, [2]);
  assert.deepEqual(extractHighlightComments('<!-- highlight-next-line -->\n<p>', 'text').lines, [1]);
});

test("the site's own magic comments (prism.magicComments): their lines get their class; the comment lines are taken out", () => {
  const comments = [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
    { className: 'code-block-error-line', line: 'This will error' },
    { className: 'code-block-added', block: { start: 'add-start', end: 'add-end' } },
  ];
  const code = ['a', '// This will error', 'b', '// highlight-next-line', 'c', '# add-start', 'd', 'e', '# add-end', 'f'].join(
    '\n',
  );
  const result = extractHighlightComments(code, 'text', '', comments);
  assert.equal(result.code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual(result.lines, [3]);
  assert.deepEqual(
    [...result.classes],
    [
      [2, ['code-block-error-line']],
      [4, ['code-block-added']],
      [5, ['code-block-added']],
    ],
  );
  // Without the highlight entry, highlight comments are text.
  assert.deepEqual(extractHighlightComments('// highlight-next-line\nx', 'js', '', comments.slice(1)).lines, []);
  assert.deepEqual(
    [...lineClassesOf('title="a" lineClasses="2:x y;5:z" {1}')!],
    [
      [2, ['x', 'y']],
      [5, ['z']],
    ],
  );
});

test("as Docusaurus's parseLines: a block with a line range in its meta, or with no language, keeps its comments as text", () => {
  const code = 'a\n// highlight-next-line\nb';
  assert.deepEqual(extractHighlightComments(code, 'js', 'title="a.js" {1,3}'), { code, lines: [], classes: new Map() });
  assert.deepEqual(extractHighlightComments(code, ''), { code, lines: [], classes: new Map() });
  assert.deepEqual(extractHighlightComments(code, 'js', 'title="{x}" showLineNumbers'), {
    code: 'a\nb',
    lines: [2],
    classes: new Map(),
  });
});

test('each language reads the comment forms Docusaurus reads for it', () => {
  const lines = (code: string, language: string) => extractHighlightComments(code, language).lines;
  // Markdown: <!-- -->, {/* */} and # are directives; // is text (a page that teaches the syntax shows it).
  assert.deepEqual(extractHighlightComments('// highlight-next-line\nx', 'md'), {
    code: '// highlight-next-line\nx',
    lines: [],
    classes: new Map(),
  });
  assert.deepEqual(lines('<!-- highlight-next-line -->\nx', 'md'), [1]);
  assert.deepEqual(lines('{/* highlight-next-line */}\nx', 'mdx'), [1], 'mdx is not md: every form but lua, wasm and tex');
  assert.deepEqual(lines('# highlight-next-line\nx', 'js'), [], 'JavaScript: # is not a comment');
  assert.deepEqual(lines('/* highlight-next-line */\nx', 'ts'), [1]);
  assert.deepEqual(lines('{ /* highlight-next-line */ }\nx', 'jsx'), [1]);
  assert.deepEqual(lines('# highlight-next-line\nx', 'python'), [1]);
  assert.deepEqual(lines('-- highlight-next-line\nx', 'sql'), [1]);
  assert.deepEqual(lines('-- highlight-next-line\nx', 'text'), [], 'the default form set has no Lua comment');
  assert.deepEqual(lines('% highlight-next-line\nx', 'latex'), [1]);
  assert.deepEqual(lines('REM highlight-next-line\nx', 'batch'), [1]);
});

test('admonition titles become directive labels, except inside code fences', () => {
  assert.equal(rewriteDocusaurusSyntax(':::tip 小提示\nx\n:::', false), ':::tip[小提示]\nx\n:::');
  assert.equal(rewriteDocusaurusSyntax(':::success 自定义\n:::', false), ':::success[自定义]\n:::');
  assert.equal(rewriteDocusaurusSyntax('```md\n:::tip 标题\n```', false), '```md\n:::tip 标题\n```');
  assert.equal(rewriteDocusaurusSyntax(':::note[已有]\n:::', false), ':::note[已有]\n:::');
  // A title that starts with '[' is still the whole rest of the line (Docusaurus 3), as is one in a blockquote.
  assert.equal(rewriteDocusaurusSyntax(':::info [T]_B 的本質\n:::', false), ':::info[[T]_B 的本質]\n:::');
  assert.equal(rewriteDocusaurusSyntax('> :::tip 引用里\n> :::', false), '> :::tip[引用里]\n> :::');
});

test('only admonition keywords take a title after a space, as written (Docusaurus: the others stay text)', () => {
  assert.equal(rewriteDocusaurusSyntax(':::details 摘要\nx\n:::', false), ':::details 摘要\nx\n:::');
  assert.equal(rewriteDocusaurusSyntax(':::Note 标题\nx\n:::', false), ':::Note 标题\nx\n:::');
  assert.equal(rewriteDocusaurusSyntax(':::notes 标题\n:::', false), ':::notes 标题\n:::');
  assert.equal(rewriteDocusaurusSyntax(':::caution 小心\n:::', false), ':::caution[小心]\n:::');
});

/** A document through the pipeline: CommonMark to HTML, or MDX's syntax tree after the remark plugins (as text). */
async function compiled(source: string, mdx = false): Promise<string> {
  const { unified } = await import('unified');
  type PluggableList = import('unified').PluggableList;
  const { VFile } = await import('vfile');
  const { configureMarkdown, remarkPlugins } = await import('./pipeline');
  const raw = { sourceFilePath: 'blog/x.md', sourceFileDir: 'blog', contentType: 'markdown', flattenedPath: 'blog/x' };
  const attach = () => (_tree: unknown, file: import('vfile').VFile) => void Object.assign(file.data, { rawDocumentData: raw });
  if (!mdx) {
    const processor = unified().use(attach);
    configureMarkdown(processor as never);
    return String(await processor.process(source));
  }
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkMdx } = await import('remark-mdx');
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use([attach, ...remarkPlugins] as PluggableList);
  const file = new VFile({ value: source, path: '/tmp/x.mdx' });
  return JSON.stringify(await processor.run(processor.parse(file), file));
}

test('directive names start with an ASCII letter, as micromark-extension-directive 3 reads them (Docusaurus 3)', async () => {
  // What Docusaurus 3.10.2 built of the same source: neither is a directive, both stay text in a paragraph.
  const source = ':::重要提示\n正文甲。\n:::\n\n:::tip标题\n正文乙。\n:::\n\n见 :注释[**粗体**] 处，比分 3:1。\n\n::叶子[标签]';
  const html = [
    '<p>:::重要提示\n正文甲。\n:::</p>',
    '<p>:::tip标题\n正文乙。\n:::</p>',
    '<p>见 :注释[<strong>粗体</strong>] 处，比分 3:1。</p>',
    '<p>::叶子[标签]</p>',
  ].join('\n');
  assert.equal(await compiled(source), html);
  const mdx = await compiled(source, true);
  for (const text of [':::重要提示\\n正文甲。\\n:::', ':::tip标题\\n正文乙。\\n:::', '见 :注释[', '::叶子[标签]']) {
    assert.ok(mdx.includes(text), `MDX keeps ${text} as text`);
  }
  assert.doesNotMatch(mdx, /admonition/);
  // Attribute names too: `数据` does not start one, so the line is no directive.
  assert.equal(await compiled(':::note{数据=1}\n正文。\n:::'), '<p>:::note{数据=1}\n正文。\n:::</p>');
  assert.match(await compiled(':::note{data-x=1 .类}\n正文。\n:::'), /^<aside data-x="1" class="admonition admonition-note 类"/);
});

test('MDX gets Docusaurus 3 compatibility: HTML comments, {#id} headings, mdx-code-block; lines stay in place', () => {
  const mdx = (s: string) => rewriteDocusaurusSyntax(s, true);
  assert.equal(mdx('a <!-- note --> b'), 'a {/* note */} b');
  assert.equal(mdx('<!--\nmany\nlines\n-->'), '{/*\nmany\nlines\n*/}');
  assert.equal(mdx('`<!-- code -->` <!-- x -->'), '`<!-- code -->` {/* x */}');
  assert.equal(mdx('```html\n<!-- kept -->\n```'), '```html\n<!-- kept -->\n```');
  assert.equal(mdx('## 标题 {#custom}'), '## 标题 \\{#custom\\}');
  assert.equal(mdx('````mdx-code-block\n<Tabs>\n```js\nx\n```\n</Tabs>\n````'), '\n<Tabs>\n```js\nx\n```\n</Tabs>\n');
  assert.equal(rewriteDocusaurusSyntax('a <!-- note --> b', false), 'a <!-- note --> b', 'Markdown keeps HTML comments');
  // Docusaurus 3's preprocessor unwraps the block before any parser, whatever the format: in Markdown its content is
  // Markdown (a .md read under `format: 'detect'`), not a code block.
  assert.equal(
    rewriteDocusaurusSyntax('```mdx-code-block\n**bold**\n```\n\n```js\nx\n```', false),
    '\n**bold**\n\n\n```js\nx\n```',
  );
});

test('a legacy title that starts with "[" is the admonition title, not text', async () => {
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkDirective } = await import('remark-directive');
  const { remarkAdmonitions } = await import('./admonitions');
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions);
  const source = rewriteDocusaurusSyntax(':::info [T]_B 的本質\n内容\n:::', false);
  const tree = (await processor.run(processor.parse(source))) as import('mdast').Root;
  const aside = tree.children[0] as unknown as { children: { data?: { hProperties?: { className?: string[] } } }[] };
  const title = aside.children[0]!;
  assert.deepEqual(title.data?.hProperties?.className, ['admonition-heading']);
  const { toString } = await import('mdast-util-to-string');
  assert.equal(toString(title as never), '[T]_B 的本質');
});

test('HTML comments become MDX comments in the text, not inside a JSX expression or inline code', () => {
  const mdx = (text: string) => rewriteDocusaurusSyntax(text, true);
  assert.equal(mdx('a <!-- b --> c'), 'a {/* b */} c');
  assert.equal(mdx("<code>{'before <!-- #my-id --> after'}</code>"), "<code>{'before <!-- #my-id --> after'}</code>");
  assert.equal(mdx('`<!-- x -->` and <!-- y -->'), '`<!-- x -->` and {/* y */}');
  assert.equal(mdx("{\n  '<!-- in -->'\n}\n<!-- out -->"), "{\n  '<!-- in -->'\n}\n{/* out */}");
  assert.equal(mdx('## Title {#id}\n\n<!-- after -->'), '## Title \\{#id\\}\n\n{/* after */}');
  assert.equal(mdx("{'{'}\n\n<!-- a blank line ends a miscount -->"), "{'{'}\n\n{/* a blank line ends a miscount */}");
  assert.equal(mdx('<!--\nmulti */ line\n-->'), '{/*\nmulti * / line\n*/}');
});

test("Docusaurus 2's other admonition types as Docusaurus 3 shows them: the style they became, titled by their name", async () => {
  const { admonitionOf } = await import('./admonition-types');
  assert.deepEqual(admonitionOf('success', false), { kind: 'tip', title: 'success', known: true });
  assert.deepEqual(admonitionOf('important', false), { kind: 'info', title: 'important', known: true });
  assert.deepEqual(admonitionOf('secondary', false), { kind: 'note', title: 'secondary', known: true });
  // A Docusaurus 2 site keeps this site's titles for them; a type neither knows is a note, unknown.
  assert.equal(admonitionOf('success', true).kind, 'tip');
  assert.deepEqual(admonitionOf('custom', false), { kind: 'note', title: '备注', known: false });
});
