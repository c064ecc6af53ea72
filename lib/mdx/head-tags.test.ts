import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headTitleOf } from './head-tags';

test("a <head> block's title is the page's; one inside a code fence or without a title is not", () => {
  assert.equal(
    headTitleOf('<head>\n  <title>Tom &amp; Jerry</title>\n  <meta name="a" content="b" />\n</head>\n\nText'),
    'Tom & Jerry',
  );
  assert.equal(headTitleOf('```mdx\n<head>\n  <title>Example</title>\n</head>\n```\n'), undefined);
  assert.equal(headTitleOf('<head>\n  <meta name="a" content="b" />\n</head>\n'), undefined);
  assert.equal(headTitleOf('No head here.'), undefined);
});
