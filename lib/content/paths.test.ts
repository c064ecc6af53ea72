import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blogForSourcePath, docIdentity, pageSlugFromSource, postIdentity, sectionForSourcePath } from './paths';

// This project's own site keeps Docusaurus 2.0.0-beta.9's URLs (config/site.ts: docusaurusVersion).
test('doc ids and URLs: number prefixes dropped, index kept as a page of its own (beta.9)', () => {
  assert.deepEqual(docIdentity('docs/01-basics/02-event-loop.md'), { id: 'basics/event-loop', slug: '/basics/event-loop' });
  assert.equal(docIdentity('js-docs/react/index.md').slug, '/react/index');
  assert.equal(sectionForSourcePath('css-docs/base/layout.md')?.id, 'css-docs');
  assert.equal(sectionForSourcePath('blog/x.md'), undefined);
});

test('front matter parse_number_prefixes: false keeps the prefixes of the file and its folders (Docusaurus docs.ts)', () => {
  assert.deepEqual(docIdentity('docs/01-basics/02-event-loop.md', { parse_number_prefixes: false }), {
    id: '01-basics/02-event-loop',
    slug: '/01-basics/02-event-loop',
  });
  assert.equal(docIdentity('docs/01-basics/02-event-loop.md', { parse_number_prefixes: true }).slug, '/basics/event-loop');
});

test('a front-matter slug sets the URL, absolute from the section root or relative to the folder; id replaces the file part', () => {
  assert.equal(docIdentity('docs/a/b.md', { slug: '/x/y' }).slug, '/x/y');
  assert.equal(docIdentity('docs/a/b.md', { slug: 'z' }).slug, '/a/z');
  assert.equal(docIdentity('docs/a/b.md', { slug: '../up' }).slug, '/up');
  assert.deepEqual(docIdentity('docs/a/b.md', { id: '中文' }), { id: 'a/中文', slug: '/a/中文' });
});

test('posts: a slug is kept, else the date-named file or folder gives /YYYY/MM/DD/name', () => {
  assert.equal(blogForSourcePath('blog/2021-10-12-AJAX.md')?.id, 'default');
  assert.equal(postIdentity('blog/2021-10-12-AJAX.md', 'AJAX').slug, '/AJAX');
  assert.deepEqual(postIdentity('blog/2022-01-03-http-capture/index.md'), { slug: '/2022/01/03/http-capture', dateFromPath: '2022-01-03' });
  assert.equal(postIdentity('blog/2021-08-26-x.md', 'custom').slug, '/custom');
  assert.equal(pageSlugFromSource('pages/markdown-page.md'), 'markdown-page');
});
