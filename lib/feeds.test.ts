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

test("the links and Atom ids feed 6 percent-encodes are written as given, the guid as a permalink; an article's own links stay encoded", () => {
  const raw = 'https://x.io/blog/并发?a=1&b=2';
  const enc = new URL(raw).toString().replace(/&/g, '&amp;');
  const xml =
    `<id>${enc}</id><link href="${enc}"/><link rel="alternate" href="${enc}"/><link>${enc}</link>` +
    `<guid isPermaLink="false">${raw.replace(/&/g, '&amp;')}</guid>` +
    `<content><![CDATA[<a href="${enc}">self</a>]]></content>`;
  assert.equal(
    withUrlsAsGiven(xml, [raw]),
    `<id>${raw.replace(/&/g, '&amp;')}</id><link href="${raw.replace(/&/g, '&amp;')}"/>` +
      `<link rel="alternate" href="${raw.replace(/&/g, '&amp;')}"/><link>${raw.replace(/&/g, '&amp;')}</link>` +
      `<guid>${raw.replace(/&/g, '&amp;')}</guid>` +
      `<content><![CDATA[<a href="${enc}">self</a>]]></content>`,
  );
});

test('the Atom feed names the favicon under the base path once', () => {
  assert.ok(siteConfig.favicon, 'this site has a favicon');
  const { atom } = blogFeedFiles(blogSections[0]!.id, () => '<p>x</p>');
  assert.equal(/<icon>([^<]*)<\/icon>/.exec(atom)?.[1], `${origin}${withBase(siteConfig.favicon!)}`);
});

test("a post's tags are its categories as Docusaurus writes them: RSS's by label, Atom's with the term it requires", () => {
  const blog = blogSections.find((b) => b.id === blogSections[0]!.id)!;
  const { rss, atom } = blogFeedFiles(blog.id, () => '<p>x</p>');
  const rssCategories = rss.match(/<category\b[^>]*>[^<]*<\/category>/g) ?? [];
  const atomCategories = atom.match(/<category\b[^>]*\/>/g) ?? [];
  assert.ok(rssCategories.length > 0 && atomCategories.length > 0, 'this site tags its posts');
  for (const c of rssCategories) assert.match(c, /^<category>[^<]+<\/category>$/);
  for (const c of atomCategories) assert.match(c, /^<category label="([^"]+)" term="\1"\/>$/);
});
