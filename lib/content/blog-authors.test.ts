import assert from 'node:assert/strict';
import { test } from 'node:test';
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
