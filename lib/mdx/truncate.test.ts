import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import * as React from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { mdxComponentsFor } from '../../components/content/mdx-evaluate';
import { AFTER_TRUNCATE } from './code-markers';
import { remarkDocusaurusSyntax } from './docusaurus-syntax';
import { codeUpToTruncate } from './excerpt-code';
import { rehypeAfterTruncate } from './truncate';

// @mdx-js/mdx is ESM-only deep down (estree-walker has no `require` export): load it with import().
let mdx: typeof import('@mdx-js/mdx');
before(async () => {
  mdx = await import('@mdx-js/mdx');
});

const ENTRY = '/content/blog/_mdx_bundler_entry_point-compiled.mdx';

/** A document compiled as the pipeline's last plugin sees it (`sourceFilePath` under this site's blog or docs). */
async function compiled(text: string, sourceFilePath = 'blog/2024-01-01-post.md', path = ENTRY): Promise<string> {
  const file = new VFile({ value: text, path });
  const attach = () => (_tree: unknown, f: VFile) => void Object.assign(f.data, { rawDocumentData: { sourceFilePath } });
  return String(
    await mdx.compile(file, {
      remarkPlugins: [remarkDocusaurusSyntax, attach],
      rehypePlugins: [rehypeAfterTruncate],
      outputFormat: 'function-body',
    }),
  );
}

/** The document's markup on the post's page and in a list. */
async function rendered(text: string, sourceFilePath?: string): Promise<{ page: string; list: string }> {
  const { default: Content } = await mdx.run(await compiled(text, sourceFilePath), { ...runtime, baseUrl: import.meta.url });
  const render = (untilTruncate: boolean) =>
    renderToStaticMarkup(React.createElement(Content, { components: mdxComponentsFor(untilTruncate) as never }));
  return { page: render(false), list: render(true) };
}

test('a list renders an MDX post up to its truncate marker, its page the whole post, from one compile', async () => {
  const text =
    'Intro **bold** and [a link](https://example.org).\n\n## Setup\n\n```js\nconst a = 1;\n```\n\n{/* truncate */}\n\n## Details\n\nThe rest.\n';
  const { page, list } = await rendered(text);
  assert.equal(
    list,
    '<p>Intro <strong>bold</strong> and <a href="https://example.org">a link</a>.</p>\n<h2>Setup</h2>\n<pre><code class="language-js">const a = 1;\n</code></pre>\n',
  );
  assert.ok(page.startsWith(list), 'the page starts with the excerpt');
  assert.match(page, /<h2>Details<\/h2>\n<p>The rest.<\/p>$/);
  // The wrapper changes nothing on the page: the same document as a doc (no wrapper) renders the same markup.
  assert.equal(page, (await rendered(text, 'docs/post.md')).page);
});

test('the marker written as an HTML comment in .md read as MDX, inside a list item: each level is cut after it', async () => {
  const { page, list } = await rendered('- one\n- two <!-- truncate --> tail\n- three\n\nafter\n');
  assert.equal(list, '<ul>\n<li>one</li>\n<li>two </li></ul>');
  assert.equal(page, '<ul>\n<li>one</li>\n<li>two  tail</li>\n<li>three</li>\n</ul>\n<p>after</p>');
});

test('imports and exports below the marker stay at the root; a component above the marker renders in the list', async () => {
  const text =
    'export const Badge = ({children}) => <span className="badge">{children}</span>;\n\nA <Badge>new</Badge> post.\n\n{/* truncate */}\n\nexport const later = 1;\n\nMore {later}.\n';
  const { page, list } = await rendered(text);
  assert.equal(list, '<p>A <span class="badge">new</span> post.</p>\n');
  assert.match(page, /<p>More 1\.<\/p>$/);
});

test('only posts, only the entry, only a comment the marker matches: else the code has no wrapper', async () => {
  const text = 'a\n\n{/* truncate */}\n\nb\n';
  assert.match(await compiled(text), new RegExp(AFTER_TRUNCATE));
  assert.doesNotMatch(await compiled(text, 'docs/intro.md'), new RegExp(AFTER_TRUNCATE), 'a doc');
  assert.doesNotMatch(await compiled(text, undefined, '/content/blog/_partial.mdx'), new RegExp(AFTER_TRUNCATE), 'a partial');
  assert.doesNotMatch(
    await compiled('a\n\n{/* more */}\n\n`{/* truncate */}`\n\n```md\n<!-- truncate -->\n```\n'),
    new RegExp(AFTER_TRUNCATE),
  );
  // A document whose marker ends it has nothing to wrap.
  assert.doesNotMatch(await compiled('a\n\n{/* truncate */}\n'), new RegExp(AFTER_TRUNCATE));
  const { page, list } = await rendered('no marker here\n');
  assert.equal(list, page);
});

test("the code a list hands the browser stops at the marker: the wrapper's calls become null, the rest is left out", async () => {
  const text =
    'Intro.\n\n- one\n- two {/* truncate */} tail\n\n## Details\n\nThe rest, {[1, 2].map((n) => <b key={n}>{n}</b>)}.\n';
  const code = await compiled(text);
  const cut = codeUpToTruncate(code);
  assert.ok(cut.length < code.length);
  assert.doesNotMatch(cut, /Details|The rest|tail/);
  const run = async (body: string) => (await mdx.run(body, { ...runtime, baseUrl: import.meta.url })).default;
  const [whole, excerpt] = [await run(code), await run(cut)];
  const render = (Content: typeof whole, untilTruncate: boolean) =>
    renderToStaticMarkup(React.createElement(Content, { components: mdxComponentsFor(untilTruncate) as never }));
  assert.equal(render(excerpt, false), render(whole, true), 'the cut code shows what the list shows');
  assert.equal(render(excerpt, true), render(whole, true));
  // Code without the wrapper, or that does not parse, is left as it is.
  assert.equal(codeUpToTruncate('return 1;'), 'return 1;');
  assert.equal(codeUpToTruncate('MyBlogAfterTruncate ((('), 'MyBlogAfterTruncate (((');
});
