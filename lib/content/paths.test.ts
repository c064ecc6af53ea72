import assert from 'node:assert/strict';
import { test } from 'node:test';
import { datePrefix, docIdFromSource, pageSlugFromSource, postDateFromSource, postSlugFromSource, stripNumberPrefix } from './paths';

test('number prefixes are stripped from file and folder names, Docusaurus-style', () => {
  assert.equal(stripNumberPrefix('01-intro'), 'intro');
  assert.equal(stripNumberPrefix('2. setup'), 'setup');
  assert.equal(stripNumberPrefix('2024'), '2024');
  assert.equal(docIdFromSource('docs/01-basics/02-event-loop.md'), 'basics/event-loop');
  assert.equal(docIdFromSource('js-docs/react/index.md'), 'react/index');
});

test('a front-matter slug overrides the doc id, absolute from the section root or relative to the folder', () => {
  assert.equal(docIdFromSource('docs/a/b.md', '/x/y'), 'x/y');
  assert.equal(docIdFromSource('docs/a/b.md', 'z'), 'a/z');
});

test('post slugs and dates come from file names, folder posts use the folder', () => {
  assert.equal(postSlugFromSource('blog/2021-10-12-AJAX.md'), 'AJAX');
  assert.equal(postSlugFromSource('blog/2021-08-26-welcome/index.md'), 'welcome');
  assert.equal(postSlugFromSource('blog/2021-08-26-x.md', 'custom'), 'custom');
  assert.equal(postDateFromSource('blog/2021-08-26-welcome/index.md'), '2021-08-26');
  assert.equal(datePrefix('no-date.md'), undefined);
  assert.equal(pageSlugFromSource('pages/markdown-page.md'), 'markdown-page');
});
