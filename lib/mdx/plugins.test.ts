/** The official Docusaurus plugins' remark transforms: Mermaid, live code blocks (both formats) and npm2yarn (MDX). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { liveMetaOf, remarkLiveCode, usesLiveCode } from './live-code';
import { getMdxUiStrings } from '../i18n/client-strings';
import { remarkMermaid, usesMermaid } from './mermaid';
import { remarkNpm2yarn, remarkNpm2yarnMarkdown } from './npm2yarn';
import { contentTitleOf } from './remark-mdx-esm';
import { componentKeysOf } from './site-mdx-components';
import { localizeWords } from './localize-words';
import { rehypeExternalLinks } from './rehype-headings';
import { remarkContentLinks } from './links';
import { applyTrailingSlash } from '../trailing-slash';
import { VFile } from 'vfile';

const markdownHtml = async (markdown: string, position: 'top' | 'bottom' = 'bottom') =>
  String(
    await unified()
      .use(remarkParse)
      .use(remarkMermaid)
      .use(remarkLiveCode, { position, wordsOf: () => getMdxUiStrings() })
      .use(remarkRehype)
      .use(rehypeStringify)
      .process(markdown),
  );

test('a mermaid block becomes a diagram container holding its source as plain text; other blocks stay code', async () => {
  const out = await markdownHtml('```mermaid\ngraph TD\n  A --> B\n```\n\n```js\nlet a;\n```');
  assert.match(
    out,
    /^<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-source">graph TD\n {2}A --> B<\/pre><\/div>/,
  );
  assert.match(out, /<pre><code class="language-js">let a;\n<\/code><\/pre>/);
  assert.equal(usesMermaid(out), true);
  assert.equal(usesMermaid('<pre><code>graph TD</code></pre>'), false);
  assert.equal(usesMermaid('var Mermaid = __mdx_import("@theme/Mermaid")'), true, 'the component');
});

test('a live block becomes a playground: editor header, the code, then the result (or the result first with top)', async () => {
  const bottom = await markdownHtml('```jsx live\n<p>你好</p>\n```');
  assert.match(
    bottom,
    /^<div class="live-code" data-live-code="" data-live-position="bottom"><div class="live-code-header" data-pagefind-ignore="">实时编辑器<\/div><pre><code class="language-jsx">&#x3C;p>你好&#x3C;\/p>\n<\/code><\/pre><div class="live-code-header" data-pagefind-ignore="">结果<\/div><div class="live-code-preview" data-pagefind-ignore="">加载中……<\/div><\/div>$/,
  );
  const top = await markdownHtml('```tsx live noInline\nrender(<b />);\n```', 'top');
  assert.match(
    top,
    /data-live-position="top" data-no-inline=""><div class="live-code-header" data-pagefind-ignore="">结果<\/div>/,
  );
  assert.equal(usesLiveCode(top), true);
  assert.equal(await markdownHtml('```jsx\n<p />\n```'), '<pre><code class="language-jsx">&#x3C;p />\n</code></pre>');
  assert.deepEqual(liveMetaOf('title="x" live'), { live: true, noInline: false });
  assert.deepEqual(liveMetaOf('lively'), { live: false, noInline: false });
});

/** The document after npm2yarn: its ESM, and its Tabs as `groupId|value:label:code,…` per block. */
function npm2yarn(source: string, options: Parameters<typeof remarkNpm2yarn>[0]) {
  const tree = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
  remarkNpm2yarn(options)(tree as Root);
  type Jsx = { type: string; name?: string; value?: string; attributes?: { name: string; value: string }[]; children?: Jsx[] };
  const attr = (node: Jsx, name: string) => node.attributes?.find((a) => a.name === name)?.value;
  const nodes = tree.children as unknown as Jsx[];
  return {
    esm: nodes.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value),
    tabs: nodes
      .filter((n) => n.type === 'mdxJsxFlowElement' && n.name === 'Tabs')
      .map(
        (tabs) =>
          `${attr(tabs, 'groupId') ?? ''}|${tabs.children!.map((item) => `${attr(item, 'value')}:${attr(item, 'label') ?? ''}:${item.children![0]!.value}`).join(',')}`,
      ),
  };
}

test('npm2yarn: tabs npm / Yarn / pnpm converted by npm-to-yarn, groupId only with sync, Tabs imported once', () => {
  const synced = npm2yarn('```bash npm2yarn\nnpm install --save left-pad\n```', { sync: true, converters: ['yarn', 'pnpm'] });
  assert.deepEqual(synced.esm, ["import Tabs from '@theme/Tabs'\nimport TabItem from '@theme/TabItem'"]);
  assert.deepEqual(synced.tabs, [
    'npm2yarn|npm::npm install --save left-pad,yarn:Yarn:yarn add left-pad,pnpm:pnpm:pnpm add left-pad',
  ]);
  const own = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";
  const block = `${own}\n\n\`\`\`sh npm2yarn\nnpm run build\n\`\`\``;
  const plain = npm2yarn(block, { sync: false, converters: ['bun'] });
  assert.deepEqual(plain.esm, [own], "the document's own import is kept, no second one");
  assert.deepEqual(plain.tabs, ['|npm::npm run build,bun:Bun:bun run build'], 'Bun, as Docusaurus 3.7+ labels it');
  assert.deepEqual(npm2yarn(block, { sync: false, converters: ['bun'], bunLabel: false }).tabs, [
    '|npm::npm run build,bun:bun:bun run build',
  ]);
  const untouched = npm2yarn('```bash npm2yarn title="x"\nnpm i\n```', { sync: true, converters: ['yarn'] });
  assert.deepEqual(untouched, { esm: [], tabs: [] }, 'only a meta of exactly "npm2yarn", as Docusaurus');
});

test("npm2yarn's custom converters: their function (source) converts the block, the tab has its name and no label", () => {
  const converters: Parameters<typeof remarkNpm2yarn>[0]['converters'] = [
    'yarn',
    ['pnpm', "(code) => code.replace(/\\bnpm\\b/g, 'pnpm')"],
    ['Deno 运行', "function (code) { return code.replace(/^npm install /gm, 'deno add npm:'); }"],
    'bun',
  ];
  // What Docusaurus 3.10.2 built of the same block and converters.
  assert.deepEqual(npm2yarn('```bash npm2yarn\nnpm install left-pad\nnpm run start\n```', { sync: true, converters }).tabs, [
    'npm2yarn|npm::npm install left-pad\nnpm run start,yarn:Yarn:yarn add left-pad\nyarn run start,' +
      'pnpm::pnpm install left-pad\npnpm run start,Deno 运行::deno add npm:left-pad\nnpm run start,bun:Bun:bun add left-pad\nbun run start',
  ]);
  assert.throws(
    () => npm2yarn('```bash npm2yarn\nnpm i\n```', { sync: true, converters: [['x', '(code) => code.length']] }),
    /npm2yarn converter "x" gave number/,
  );
});

test('npm2yarn in a .md read as CommonMark: one titled block per package manager', async () => {
  const out = String(
    await unified()
      .use(remarkParse)
      .use(remarkNpm2yarnMarkdown, { sync: true, converters: ['yarn', 'pnpm'] })
      .use(() => (tree: Root) => {
        tree.children = tree.children.map((node) =>
          node.type === 'code' ? { type: 'paragraph', children: [{ type: 'text', value: `${node.meta} ${node.value}` }] } : node,
        );
      })
      .use(remarkRehype)
      .use(rehypeStringify)
      .process('```bash npm2yarn\nnpm install left-pad\n```'),
  );
  assert.equal(
    out,
    '<p>title="npm" npm install left-pad</p>\n<p>title="Yarn" yarn add left-pad</p>\n<p>title="pnpm" pnpm add left-pad</p>',
  );
});

test("contentTitle is Docusaurus's: the first heading when it is an h1 above any thematic break", () => {
  const title = (markdown: string) => contentTitleOf(fromMarkdown(markdown));
  assert.equal(title('Intro text.\n\n# The *title*\n\n## Part'), 'The title');
  assert.equal(title('## Part\n\n# Late title'), undefined, 'the first heading is not an h1');
  assert.equal(title('Text\n\n---\n\n# After the break'), undefined);
  assert.equal(title('No heading at all.'), undefined);
});

test("a swizzled MDXComponents map's component keys are read from its source", () => {
  const source = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';
const Note = ({ children }) => <p>{children}</p>;
export default { ...MDXComponents, Highlight, Note, 'Badge': Highlight, code: (p) => <code {...p} /> };`;
  assert.deepEqual(componentKeysOf(source, 'MDXComponents.js'), ['Highlight', 'Note', 'Badge']);
  assert.deepEqual(componentKeysOf('const map: Record<string, unknown> = { Tabs, TabItem };\nexport default map;', 'index.tsx'), [
    'Tabs',
    'TabItem',
  ]);
  assert.deepEqual(componentKeysOf('export default function X() {}', 'x.js'), [], 'not a map');
  assert.deepEqual(componentKeysOf("const M = require('x');\nmodule.exports = { ...M, Note: M.Note };", 'x.js'), ['Note']);
});

test("a document served untranslated gets the page's locale's words for what its compile wrote, in HTML and in MDX", () => {
  const html =
    '<h2 id="a">A &#x26; B<a href="#a" class="hash-link" aria-label="Direct link to A &#x26; B" data-pagefind-ignore="">#</a></h2>' +
    '<div class="code-tools"><span class="code-lang">Text</span><button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy-code="">Copy</button></div>' +
    '<div class="admonition-heading">tip</div><div class="admonition-heading">My tip</div>';
  assert.equal(
    localizeWords(html, 'html', 'en', 'zh-CN'),
    '<h2 id="a">A &#x26; B<a href="#a" class="hash-link" aria-label="A &#x26; B的直接链接" data-pagefind-ignore="">#</a></h2>' +
      '<div class="code-tools"><span class="code-lang">文本</span><button type="button" class="copy-button" aria-label="复制代码到剪贴板" data-copy-code="">复制</button></div>' +
      '<div class="admonition-heading">提示</div><div class="admonition-heading">My tip</div>',
  );
  const code =
    '(0,e.jsx)(a.button,{type:"button",className:"copy-button","aria-label":"\\u590D\\u5236\\u4EE3\\u7801\\u5230\\u526A\\u8D34\\u677F","data-copy-code":"",children:"\\u590D\\u5236"}),' +
    '(0,e.jsx)(a.summary,{children:"\\u8BE6\\u7EC6\\u4FE1\\u606F"})';
  assert.equal(
    localizeWords(code, 'mdx', 'zh-CN', 'en'),
    '(0,e.jsx)(a.button,{type:"button",className:"copy-button","aria-label":"Copy code to clipboard","data-copy-code":"",children:"Copy"}),' +
      '(0,e.jsx)(a.summary,{children:"Details"})',
  );
  assert.equal(localizeWords(html, 'html', 'en', 'en'), html);
});

test('a pathname:// Markdown link is its path under the base URL, in a new tab, as Docusaurus renders it', async () => {
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeExternalLinks)
      .use(rehypeStringify)
      .process(
        '[API](pathname:///apidocs/) [ref][r] [rel](pathname://files/a.zip) [site](https://example.org/)\n\n[r]: pathname:///ref/x.html\n',
      ),
  );
  const newTab = 'target="_blank" rel="noopener noreferrer"';
  assert.match(html, new RegExp(`<a href="/myblog/apidocs/" ${newTab}>API</a>`));
  assert.match(html, new RegExp(`<a href="/myblog/ref/x.html" ${newTab}>ref</a>`));
  assert.match(html, new RegExp(`<a href="files/a.zip" ${newTab}>rel</a>`), 'a relative path keeps no base');
  assert.match(html, new RegExp(`<a href="https://example.org/" ${newTab}>site</a>`));
});

test("a root-relative Markdown link gets the site's trailingSlash, as Docusaurus's Link applies it", async () => {
  const html = async (trailingSlash: boolean | undefined) =>
    String(
      await unified()
        .use(remarkParse)
        .use(remarkContentLinks, { trailingSlash })
        .use(remarkRehype)
        .use(rehypeStringify)
        .process(
          new VFile({
            value:
              '[rules](/docs/rules/#list) [api](/docs/api) [home](/) ![logo](/img/favicon.svg) [file](/img/avatar.svg) [q](/docs/a/?x=1) [feed](/blog/rss.xml)',
            data: { rawDocumentData: { sourceFilePath: 'docs/intro.md' } },
          }),
        ),
    );
  const off = await html(false);
  assert.match(off, /<a href="\/myblog\/docs\/rules#list">rules<\/a>/);
  assert.match(off, /<a href="\/myblog\/docs\/api">api<\/a>/);
  assert.match(off, /<a href="\/myblog\/docs\/a\?x=1">q<\/a>/);
  assert.match(off, /<a href="\/myblog\/">home<\/a>/, 'the base URL keeps its slash');
  assert.match(off, /<img src="\/myblog\/img\/favicon.svg"/, 'an image is a file: as written');
  const on = await html(true);
  assert.match(on, /<a href="\/myblog\/docs\/api\/">api<\/a>/);
  assert.match(on, /<a href="\/myblog\/docs\/rules\/#list">rules<\/a>/);
  assert.match(on, /<a href="\/myblog\/img\/avatar.svg">file<\/a>/, 'a file of static/: as written');
  assert.match(on, /<a href="\/myblog\/blog\/rss.xml">feed<\/a>/, 'a file this site writes: as written');
  const unset = await html(undefined);
  assert.match(unset, /<a href="\/myblog\/docs\/rules\/#list">rules<\/a>/);
  assert.match(unset, /<a href="\/myblog\/docs\/api">api<\/a>/, 'unset: as written');
});

test('applyTrailingSlash is Docusaurus utils-common function', () => {
  assert.equal(applyTrailingSlash('/a/b/', false, '/'), '/a/b');
  assert.equal(applyTrailingSlash('/a/b?c=d/#e/', true, '/'), '/a/b/?c=d/#e/');
  assert.equal(applyTrailingSlash('/base/', false, '/base/'), '/base/');
  assert.equal(applyTrailingSlash('#x', true, '/'), '#x');
  assert.equal(applyTrailingSlash('/a', undefined, '/'), '/a');
});
