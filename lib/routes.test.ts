import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paginate } from './pagination';
import {
  absoluteUrl,
  blogAuthorHref,
  blogAuthorsHref,
  blogHref,
  blogTagHref,
  docHref,
  feedHref,
  formatLinkPath,
  formatRoute,
  postHref,
  routeWithBase,
  tagSlug,
  withBase,
} from './routes';
import { pageUrl } from './metadata';

test('tag URLs follow Docusaurus: kebab-case, Chinese kept', () => {
  assert.equal(tagSlug('JavaScript'), 'java-script');
  assert.equal(tagSlug('性能'), '性能');
  assert.equal(tagSlug('React Router'), 'react-router');
  // A '/' in a label splits words like any punctuation (packages/docusaurus-utils/src/tags.ts).
  assert.equal(tagSlug('shadcn/ui'), 'shadcn-ui');
  assert.equal(blogTagHref('default', tagSlug('shadcn/ui')), '/blog/tags/shadcn-ui/');
});

test('hrefs end with a slash and carry no base path; withBase adds it once', () => {
  assert.equal(docHref('default', 'intro'), '/docs/intro/');
  assert.equal(docHref('js-docs', '/svelte/index'), '/js-docs/svelte/index/');
  assert.equal(postHref('default', 'AJAX'), '/blog/AJAX/');
  assert.equal(blogHref('default', 1), '/blog/');
  assert.equal(blogHref('default', 3), '/blog/page/3/');
  assert.equal(blogTagHref('default', '性能', 2), '/blog/tags/性能/page/2/');
  assert.equal(feedHref('default', 'rss'), '/blog/rss.xml');
  // Author pages (Docusaurus 3.5+): later pages under `authors/<n>`, as the blog plugin paginates them.
  assert.equal(blogAuthorsHref('default'), '/blog/authors/');
  assert.equal(blogAuthorHref('default', 'ada-lovelace'), '/blog/authors/ada-lovelace/');
  assert.equal(blogAuthorHref('default', 'ada-lovelace', 2), '/blog/authors/ada-lovelace/authors/2/');
  assert.equal(withBase('/docs/intro/'), '/myblog/docs/intro/');
  assert.equal(withBase('/myblog/docs/'), '/myblog/docs/');
  assert.equal(withBase('img/x.svg'), '/myblog/img/x.svg');
  assert.equal(withBase('../img/avatar.png'), '/myblog/img/avatar.png', 'a path relative to a page stays in the site');
  assert.equal(withBase('./img/avatar.png'), '/myblog/img/avatar.png');
  assert.equal(withBase('https://example.com/'), 'https://example.com/');
  assert.equal(absoluteUrl('/blog/tags/性能/'), 'https://lin-frontend.github.io/myblog/blog/tags/%E6%80%A7%E8%83%BD/');
});

test('a route of the site is under the base path even when it starts with its name; what an author wrote, once', () => {
  // A site at /myblog/ with a doc section at /myblog (Docusaurus: /myblog/myblog/notes/). Its routes always get the
  // base path, as Docusaurus's permalinks include the base URL; an author's path keeps useBaseUrl's rule.
  assert.equal(routeWithBase('/myblog/notes/'), '/myblog/myblog/notes/');
  assert.equal(routeWithBase('/docs/intro/'), '/myblog/docs/intro/');
  assert.equal(routeWithBase('https://example.com/'), 'https://example.com/');
  assert.equal(withBase('/myblog/notes/'), '/myblog/notes/');
  assert.match(absoluteUrl('/myblog/notes/'), /^https?:\/\/[^/]+\/myblog\/myblog\/notes\/$/);
  assert.equal(pageUrl('/myblog/notes/'), absoluteUrl('/myblog/notes/'), 'canonical URLs too');
});

test('one paginator for every list', () => {
  const pages = paginate([1, 2, 3, 4, 5], 2, (n) => `/p/${n}/`);
  assert.equal(pages.length, 3);
  assert.deepEqual(pages[0], { page: 1, totalPages: 3, href: '/p/1/', items: [1, 2], prevHref: undefined, nextHref: '/p/2/' });
  assert.deepEqual(
    pages.map((p) => p.href),
    ['/p/1/', '/p/2/', '/p/3/'],
  );
  assert.deepEqual(pages[2]!.items, [5]);
  assert.equal(paginate([], 10, String).length, 1);
});

test("a locale's home keeps its slash without trailing slashes, as Docusaurus never strips a base URL's", () => {
  // applyTrailingSlash leaves `pathname === baseUrl` alone, and each locale is built with the base URL `/<locale>/`.
  const prefixes = ['ja', 'zh-Hans'];
  assert.equal(formatRoute(['ja'], false, prefixes), '/ja/');
  assert.equal(formatRoute(['/ja/', ''], false, prefixes), '/ja/');
  assert.equal(formatRoute(['zh-Hans'], false, prefixes), '/zh-Hans/');
  assert.equal(formatRoute(['ja', 'docs', 'intro'], false, prefixes), '/ja/docs/intro');
  assert.equal(formatRoute(['jab'], false, prefixes), '/jab', 'only a locale prefix');
  assert.equal(formatRoute(['docs', 'ja'], false, prefixes), '/docs/ja');
  assert.equal(formatRoute([''], false, prefixes), '/');
  assert.equal(formatRoute(['ja'], true, prefixes), '/ja/');
  assert.equal(formatRoute(['ja', 'blog'], true, prefixes), '/ja/blog/');
});

test("a link's path with no page keeps Docusaurus's form: as written with trailingSlash unset, the slash applied with a boolean", () => {
  // Docusaurus's Link runs applyTrailingSlash only when trailingSlash is a boolean (packages/docusaurus-utils-common/src/
  // applyTrailingSlash.ts: "undefined = legacy retrocompatible behavior"); this build serves unset as `true`.
  const pages = new Set(['/', '/ja/', '/docs/intro/', '/ja/docs/intro/']);
  const rule = (trailingSlash: boolean | undefined, home = '/') => ({
    home,
    trailingSlash,
    route: (...parts: string[]) => formatRoute(parts, trailingSlash !== false, ['ja']),
    isPage: (href: string) => pages.has(href) || pages.has(`${href}/`),
  });
  const unset = rule(undefined);
  assert.equal(formatLinkPath('/pdf/manual.pdf', unset), '/pdf/manual.pdf', 'a file of static/: not /pdf/manual.pdf/');
  assert.equal(formatLinkPath('/playground', unset), '/playground', 'a hand-written page of static/, as written');
  assert.equal(formatLinkPath('/playground/', unset), '/playground/');
  assert.equal(formatLinkPath('pdf/manual.pdf?v=2#p3', unset), '/pdf/manual.pdf?v=2#p3', 'under the base, query and hash kept');
  assert.equal(formatLinkPath('/pdf/manual.pdf', rule(undefined, '/ja/')), '/ja/pdf/manual.pdf', "in the locale's base URL");
  // A page is linked at its route, the slash it is served with; a hash stays after it.
  assert.equal(formatLinkPath('/docs/intro', unset), '/docs/intro/');
  assert.equal(formatLinkPath('/docs/intro#a', unset), '/docs/intro/#a');
  assert.equal(formatLinkPath('/docs/intro', rule(undefined, '/ja/')), '/ja/docs/intro/');
  assert.equal(formatLinkPath('/', unset), '/');
  // A boolean: the slash added or removed, as Docusaurus's Link does; a file name keeps its form (Docusaurus's
  // `/pdf/manual.pdf/` is a URL no host serves).
  assert.equal(formatLinkPath('/playground', rule(true)), '/playground/');
  assert.equal(formatLinkPath('/playground/?x=1', rule(false)), '/playground?x=1');
  assert.equal(formatLinkPath('/pdf/manual.pdf', rule(true)), '/pdf/manual.pdf');
  assert.equal(formatLinkPath('/docs/intro/', rule(false)), '/docs/intro');
});
