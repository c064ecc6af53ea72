import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { unified } from 'unified';
import { buildCodeMeta, highlightCodeToHtml, splitFigureHtml, type HighlightArgs } from './highlight';
import { configureMarkdown } from './pipeline';

/** The HTML the `.md` pipeline renders for one Markdown document. */
async function renderMarkdown(markdown: string): Promise<string> {
  const processor = unified();
  configureMarkdown(processor as never);
  return String(await processor.process(markdown)).trim();
}

// Shiki stops tokenizing a line after 500 ms and colours the rest as one token; the first use of a grammar can take that
// long on a busy machine, so each language is used once before outputs are compared.
before(() => renderMarkdown(['js', 'ts', 'bash', 'text'].map((lang) => `\`\`\`${lang}\nconst x = 1;\n\`\`\``).join('\n\n')));

const CASES: readonly { name: string; fence: string; args: HighlightArgs }[] = [
  {
    name: 'title, line numbers, meta ranges and magic comments',
    fence: '```js title="src/a.js" showLineNumbers {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```',
    args: {
      code: 'const a = 1;\n// highlight-next-line\nconst b = 2;',
      language: 'js',
      meta: '{1}',
      title: 'src/a.js',
      showLineNumbers: true,
    },
  },
  {
    name: 'line numbers starting at 5 and a highlighted range',
    fence: '```ts showLineNumbers{5}\nlet x: number;\n// highlight-start\nx = 1;\nx++;\n// highlight-end\n```',
    args: { code: 'let x: number;\n// highlight-start\nx = 1;\nx++;\n// highlight-end', language: 'ts', showLineNumbers: 5 },
  },
  {
    name: "Docusaurus's showLineNumbers=5",
    fence: '```ts showLineNumbers=5\nlet x: number;\nx = 1;\n```',
    args: { code: 'let x: number;\nx = 1;', language: 'ts', showLineNumbers: 5 },
  },
  {
    name: 'no language',
    fence: '```\nplain <text> & more\n```',
    args: { code: 'plain <text> & more' },
  },
  {
    name: 'a language Shiki does not know',
    fence: '```nosuchlang\nx = 1\n```',
    args: { code: 'x = 1', language: 'nosuchlang' },
  },
  {
    name: 'meta passed through as Docusaurus metastring',
    fence: '```bash title="install.sh"\nnpm i\n```',
    args: { code: 'npm i', language: 'bash', meta: 'title="install.sh"' },
  },
];

for (const { name, fence, args } of CASES) {
  test(`highlightCodeToHtml equals the pipeline's fenced block: ${name}`, async () => {
    const expected = await renderMarkdown(fence);
    assert.match(expected, /^<figure data-rehype-pretty-code-figure="">[^]*<\/figure>$/);
    assert.equal(await highlightCodeToHtml(args), expected);
  });
}

test('highlightCodeToHtml caches per input', async () => {
  const args = { code: 'a', language: 'js' };
  assert.equal(highlightCodeToHtml(args), highlightCodeToHtml({ ...args }));
  assert.notEqual(highlightCodeToHtml(args), highlightCodeToHtml({ ...args, title: 'x' }));
});

test('buildCodeMeta folds title and showLineNumbers into the meta, props winning', () => {
  assert.equal(buildCodeMeta({}), '');
  assert.equal(buildCodeMeta({ meta: '{1,3}' }), '{1,3}');
  assert.equal(buildCodeMeta({ meta: '{1}', title: 'a.js', showLineNumbers: true }), '{1} title="a.js" showLineNumbers');
  assert.equal(buildCodeMeta({ meta: 'title="old.js" {2}', title: 'new.js' }), '{2} title="new.js"');
  assert.equal(buildCodeMeta({ meta: "title='old.js'", title: 'new.js' }), 'title="new.js"');
  assert.equal(buildCodeMeta({ meta: 'showLineNumbers {2}', showLineNumbers: false }), '{2}');
  assert.equal(buildCodeMeta({ showLineNumbers: 10 }), 'showLineNumbers{10}');
  assert.equal(buildCodeMeta({ title: 'say "hi"' }), 'title="say ＂hi＂"');
});

test('splitFigureHtml separates the figure attributes from its content', () => {
  assert.deepEqual(splitFigureHtml('<figure data-a="" data-b="x &#x26; &quot;y&quot;" hidden><pre>1</pre></figure>'), {
    attributes: { 'data-a': '', 'data-b': 'x & "y"', hidden: '' },
    innerHtml: '<pre>1</pre>',
  });
  assert.throws(() => splitFigureHtml('<div></div>'), /not a single <figure>/);
});

test("a block's language is lowercased where Docusaurus 3 lowercases it (```TypeScript is typescript), as written before", async () => {
  const { remarkCodeMeta } = await import('./code-meta');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkRehype } = await import('remark-rehype');
  const { default: rehypeStringify } = await import('rehype-stringify');
  const { codeBlockPlugins } = await import('./pretty-code');
  const render = async (markdown: string, lowerCase: boolean) =>
    String(
      await unified()
        .use(remarkParse)
        .use(remarkCodeMeta, { lowerCase })
        .use(remarkRehype)
        .use(codeBlockPlugins)
        .use(rehypeStringify)
        .process(markdown),
    );
  const fence = (lang: string) =>
    `\`\`\`${lang}\nconst total: number = 1;\n// highlight-next-line\nconst doubled = total * 2;\n\`\`\``;
  const v3 = await render(fence('TypeScript'), true);
  assert.equal(v3, await render(fence('typescript'), true), 'the same block as ```typescript');
  assert.match(v3, /<pre[^>]* data-language="typescript"/);
  assert.match(v3, /<span class="code-lang">TypeScript<\/span>/);
  assert.match(v3, /<span data-line="" data-highlighted-line="">/, 'its magic comment read');
  // Docusaurus 2 (this project's own site): Prism has no `TypeScript`, the block is plain text.
  const v2 = await render(fence('TypeScript'), false);
  assert.match(v2, /<pre[^>]* data-language="TypeScript"/);
  assert.doesNotMatch(v2, /<span class="sl\d/, 'no token coloured');
  assert.match(v3, /<span class="sl5 sd5">const<\/span>/);
});

test("a magic comment's lines carry its class (the meta's lineClasses, which code-meta.ts writes)", async () => {
  const html = await highlightCodeToHtml({
    code: 'a()\nb()\nc()',
    language: 'js',
    meta: 'lineClasses="2:code-block-error-line"',
  });
  const lines = [...html.matchAll(/<span( class="[^"]*")? data-line="">/g)].map((m) => m[1] ?? '');
  assert.deepEqual(lines, ['', ' class="code-block-error-line"', '']);
});
