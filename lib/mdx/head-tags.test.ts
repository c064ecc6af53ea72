import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { headBlockOf, remarkHead } from './head-tags';

// @mdx-js/mdx is ESM-only deep down (estree-walker has no `require` export): load it with import().
let mdx: typeof import('@mdx-js/mdx');
before(async () => {
  mdx = await import('@mdx-js/mdx');
});

test("a <head> block's title is the page's; one inside a code fence or without a title is not", () => {
  assert.equal(
    headBlockOf('<head>\n  <title>Tom &amp; Jerry</title>\n  <meta name="a" content="b" />\n</head>\n\nText')?.title,
    'Tom & Jerry',
  );
  assert.equal(headBlockOf('```mdx\n<head>\n  <title>Example</title>\n</head>\n```\n'), undefined);
  assert.equal(headBlockOf('<head>\n  <meta name="a" content="b" />\n</head>\n')?.title, undefined);
  assert.equal(headBlockOf('No head here.'), undefined);
});

test("a <head> block's meta names and properties, and its canonical link, replace the page's own", () => {
  const head = headBlockOf(
    [
      '<head>',
      '  <meta name="Description" content="x" />',
      "  <meta property='og:image' content='https://example.com/a.png' />",
      '  <meta name={"keywords"} content="a, b" />',
      '  <link rel="canonical" href="https://example.com/first-published/" />',
      '  <link rel="preconnect" href="https://example.com" />',
      '</head>',
      '',
      'Text',
    ].join('\n'),
  );
  assert.deepEqual(head?.replaces, ['description', 'og:image', 'keywords', 'canonical']);
  assert.deepEqual(headBlockOf('<head>\n  <title>t</title>\n</head>\n')?.replaces, []);
});

test('a <head> block on one line is read as one on several (MDX gives its elements as text elements)', async () => {
  const body = '<head><title>Lamps &amp; wicks</title><meta name="keywords" content="oil" /></head>\n\nText\n';
  assert.deepEqual(headBlockOf(body), { title: 'Lamps & wicks', replaces: ['keywords'] });
  const code = String(await mdx.compile(body, { remarkPlugins: [remarkHead] }));
  assert.doesNotMatch(code, /"title"/, "the title is the page's, not an element of the article");
  assert.match(code, /"meta"/);
});
