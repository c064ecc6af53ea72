// The URLs a blog's feeds give of the site, the blog and its posts, as Docusaurus's plugin-content-blog feed.ts
// writes them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blogSections, siteConfig } from '../config/site';
import { blogFeedFiles, feedUrl, withUrlsAsGiven } from './feeds';
import { absoluteUrl, withBase } from './routes';

const origin = siteConfig.url.replace(/\/$/, '');

test("a post's feed URL (link, guid, Atom id) is not percent-encoded, as Docusaurus's; the sitemap's is", () => {
  const url = feedUrl('/blog/并发请求/');
  assert.ok(url.startsWith(origin) && url.endsWith('/blog/并发请求/') && !url.includes('%'), url);
  assert.equal(absoluteUrl('/blog/并发请求/'), encodeURI(url));
});

test("the links and Atom ids feed 6 percent-encodes are written as given; an article's own links stay encoded", () => {
  const raw = 'https://x.io/blog/并发?a=1&b=2';
  const enc = new URL(raw).toString().replace(/&/g, '&amp;');
  const xml =
    `<id>${enc}</id><link href="${enc}"/><link rel="alternate" href="${enc}"/><link>${enc}</link>` +
    `<content><![CDATA[<a href="${enc}">self</a>]]></content>`;
  assert.equal(
    withUrlsAsGiven(xml, [raw]),
    `<id>${raw.replace(/&/g, '&amp;')}</id><link href="${raw.replace(/&/g, '&amp;')}"/>` +
      `<link rel="alternate" href="${raw.replace(/&/g, '&amp;')}"/><link>${raw.replace(/&/g, '&amp;')}</link>` +
      `<content><![CDATA[<a href="${enc}">self</a>]]></content>`,
  );
});

test('the Atom feed names the favicon under the base path once', () => {
  assert.ok(siteConfig.favicon, 'this site has a favicon');
  const { atom } = blogFeedFiles(blogSections[0]!.id, () => '<p>x</p>');
  assert.equal(/<icon>([^<]*)<\/icon>/.exec(atom)?.[1], `${origin}${withBase(siteConfig.favicon!)}`);
});
