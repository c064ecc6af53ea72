import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPageTitle, pageMetadata } from './metadata';

test("a page's title is `<title> | <site title>`; the site's alone without one, or (3.8+) when it is the site's", () => {
  assert.equal(formatPageTitle('Intro', 'Site', true), 'Intro | Site');
  assert.equal(formatPageTitle('  Intro ', 'Site', true), 'Intro | Site');
  assert.equal(formatPageTitle(undefined, 'Site', true), 'Site');
  assert.equal(formatPageTitle('  ', 'Site', false), 'Site');
  // TitleFormatterFnDefault (3.8.0): the title equal to the site's is not repeated.
  assert.equal(formatPageTitle('Site', 'Site', true), 'Site');
  assert.equal(formatPageTitle(' Site ', 'Site', true), 'Site');
  // Before, useTitleFormatter repeated it (a blog-only list page read "Site | Site").
  assert.equal(formatPageTitle('Site', 'Site', false), 'Site | Site');
});

test("the tags a document's <head> block writes are left out of the page's own metadata, the others kept", () => {
  const meta = {
    href: '/docs/a/',
    title: '标题',
    description: '页面描述',
    keywords: ['甲'],
    image: 'https://example.com/card.png',
    type: 'article' as const,
  };
  const own = pageMetadata(meta);
  assert.equal(own.description, '页面描述');
  assert.ok(own.openGraph && 'images' in own.openGraph);
  const replaced = pageMetadata({ ...meta, headReplaces: ['description', 'keywords', 'og:image', 'twitter:card'] });
  assert.equal(replaced.description, undefined);
  assert.equal(replaced.keywords, undefined);
  assert.ok(replaced.openGraph && !('images' in replaced.openGraph), "og:image is the document's");
  assert.equal((replaced.openGraph as { description?: string }).description, '页面描述', 'og:description is kept');
  assert.ok(replaced.twitter && !('card' in replaced.twitter));
  assert.equal((replaced.twitter as { title?: string }).title, own.twitter?.title);
});
