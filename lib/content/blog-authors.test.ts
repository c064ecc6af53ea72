import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authorsFile } from './authors';
import { authorPageSlug, authorSocials } from './blog-authors';

test('author pages: the kebab-case key, or the permalink (Docusaurus normalizeAuthor)', () => {
  assert.equal(authorPageSlug('AdaLovelace', true), 'ada-lovelace');
  assert.equal(authorPageSlug('ada', { permalink: '/all-of-ada/' }), 'all-of-ada');
  assert.equal(authorPageSlug('ada', false), undefined);
  assert.equal(authorPageSlug('ada', undefined), undefined);
});

test('author socials: handles on the platforms Docusaurus knows, URLs as written, the rest left out', () => {
  assert.deepEqual(
    authorSocials({ x: 'ada', GitHub: 'ada', linkedin: 'ada', stackoverflow: 82609, email: 'a@b.c', newsletter: 'https://ada.news', blog: 'ada' }),
    [
      { platform: 'x', href: 'https://x.com/ada' },
      { platform: 'GitHub', href: 'https://github.com/ada' },
      { platform: 'linkedin', href: 'https://www.linkedin.com/in/ada/' },
      { platform: 'stackoverflow', href: 'https://stackoverflow.com/users/82609' },
      { platform: 'email', href: 'mailto:a@b.c' },
      { platform: 'newsletter', href: 'https://ada.news' },
    ],
  );
  assert.deepEqual(authorSocials({ github: 'org/ada' }), [], 'a handle with a slash is neither');
});

// Docusaurus 3.10.2 authorsMap.ts: `url` and `imageURL` are URISchema (a space or a non-ASCII character in a path fails).
test("authors.yml links and avatars are URIs as Docusaurus's authors map validates them", () => {
  assert.ok(authorsFile.safeParse({ a: { name: 'A', url: 'https://例子.com/a', image_url: '/img/a.png' } }).success);
  assert.equal(authorsFile.safeParse({ a: { name: 'A', imageURL: '/img/头像.png' } }).success, false);
  assert.equal(authorsFile.safeParse({ a: { name: 'A', url: '/about me' } }).success, false);
});
