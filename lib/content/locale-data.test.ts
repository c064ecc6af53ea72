import assert from 'node:assert/strict';
import { test } from 'node:test';
import { postDataIn } from './locale-data';

// A blog of another locale whose translation folder has its own tags.yml and authors.yml (content-relative).
const translated = { folder: '../tests/fixtures/locale-blog-data', sourceFolder: 'blog' };

test("an untranslated post served in another locale takes that locale's tags.yml and authors.yml (Docusaurus getDataFilePath)", () => {
  const file = 'blog/2019-05-29-long-blog-post.md';
  const own = postDataIn(file, { folder: 'blog', sourceFolder: 'blog' });
  assert.ok(own.tags.some((t) => t.slug === 'hello'));
  assert.equal(own.authors[0]?.name, '林舟');
  const inLocale = postDataIn(file, translated);
  assert.deepEqual(
    inLocale.tags.find((t) => t.label === 'Greetings'),
    { label: 'Greetings', slug: 'greetings' },
  );
  assert.equal(inLocale.tags.length, own.tags.length);
  assert.equal(inLocale.authors[0]?.name, 'Lin Zhou');
  // A locale whose translation folder has no such files reads the default locale's.
  assert.deepEqual(postDataIn(file, { folder: 'i18n/xx/docusaurus-plugin-content-blog', sourceFolder: 'blog' }), own);
});
