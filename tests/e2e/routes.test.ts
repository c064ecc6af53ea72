/**
 * Smoke test of the exported site served like GitHub Pages: every SPEC route answers with its page with
 * and without the trailing slash and as `…/index.html`; unknown paths get the not-found page with 404.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { siteConfig } from '../../config/site';
import { authorString } from '../helpers/front-matter';
import { WRITTEN_APART } from '../helpers/html';
import { startServer, type TestServer } from '../helpers/server';
import { SPEC_ROUTES, SVELTE_REDIRECT, type SpecRoute } from '../spec-routes';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

/** The title the author gave the route's file (front matter), never one computed by the code under test. */
function expectedTitle(route: SpecRoute): string | undefined {
  return route.file ? authorString(route.file, 'title') : undefined;
}

const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function assertRightPage(route: SpecRoute, html: string) {
  const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const expected = expectedTitle(route);
  if (expected) assert.equal(title, `${expected} | ${siteConfig.title}`, `title of ${route.path}`);
  const h1 = decodeHtml((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
  if (route.h1) assert.ok(h1.includes(route.h1), `h1 of ${route.path} is "${h1}", expected it to contain "${route.h1}"`);
  assert.match(html, /<html lang="zh-CN"/);
  assert.ok(html.includes('class="navbar"'), `${route.path} has the navbar`);
  assert.doesNotMatch(html, WRITTEN_APART, `${route.path}: a part of the page is written apart, for a script`);
}

// Docusaurus's BlogArchivePage (theme-classic) is a plain Layout: a hero header with the archive's title and
// description, then the years' lists, without the blog's sidebar.
describe('the blog archive is laid out as Docusaurus lays it out', () => {
  test('a hero header with its title and description, then each year under an anchored heading; no blog sidebar', async () => {
    const html = await (await fetch(server.url('/blog/archive/'))).text();
    assert.doesNotMatch(html, /class="blog-sidebar"/);
    assert.match(
      html,
      /<header class="archive-hero"><div class="archive-container"><h1>历史博文<\/h1><p>历史博文<\/p><\/div><\/header>/,
    );
    assert.match(html, /<h2 id="2022">2022<a href="#2022" class="hash-link" aria-label="2022的直接链接">#<\/a><\/h2>/);
  });
});

describe('every SPEC route answers with its page', () => {
  for (const route of SPEC_ROUTES) {
    test(route.path, async () => {
      const res = await fetch(server.url(route.path));
      assert.equal(res.status, 200, `${route.path} → ${res.status}`);
      assert.match(res.headers.get('content-type') ?? '', /text\/html; charset=utf-8/);
      assertRightPage(route, await res.text());

      if (route.path !== '/') {
        const bare = await fetch(server.url(route.path.replace(/\/$/, '')), { redirect: 'manual' });
        assert.equal(bare.status, 301, `${route.path} without slash redirects`);
        assert.equal(new URL(bare.headers.get('location')!, server.origin).pathname, new URL(server.url(route.path)).pathname);
      }
      const index = await fetch(server.url(`${route.path}index.html`));
      assert.equal(index.status, 200, `${route.path}index.html`);
      assertRightPage(route, await index.text());
    });
  }
});

describe('URLs that are not pages', () => {
  test("a site without code of its own does not carry Infima's variables in its stylesheet", async () => {
    const home = await (await fetch(server.url('/'))).text();
    const hrefs = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(hrefs.length > 0);
    for (const href of hrefs) assert.doesNotMatch(await (await fetch(`${server.origin}${href}`)).text(), /--ifm-/, href);
  });

  test('an unknown path gets the not-found page with status 404', async () => {
    for (const path of ['/no-such-page/', '/docs/no-such-doc/', '/blog/tags/no-such-tag/']) {
      const res = await fetch(server.url(path));
      assert.equal(res.status, 404, path);
      const html = await res.text();
      assert.ok(html.includes('找不到页面'), `${path} shows the not-found page`);
      assert.ok(html.includes('class="navbar"'), 'the not-found page has the navbar');
      const view = /<div class="not-found"[^>]*>([^]*?)<\/div>/.exec(html)?.[1] ?? '';
      assert.match(view, /<h1>找不到页面<\/h1>/, `${path}: the view's heading`);
      assert.match(view, /<p>请联系原始链接来源网站的所有者，并告知他们链接已损坏。<\/p>/, `${path}: Docusaurus's words`);
      assert.match(view, /<li><a href="\/myblog\/">主页面<\/a><\/li>/, `${path}: the way home`);
      assert.match(view, /<li><a href="\/myblog\/docs\/intro\/">JavaScript 基础<\/a><\/li>/, `${path}: the sections`);
      assert.match(view, /<li><a href="\/myblog\/blog\/">博客<\/a><\/li>/, `${path}: the blog`);
    }
  });

  test('a Chinese tag path answers percent-encoded', async () => {
    const res = await fetch(`${server.origin}/myblog/blog/tags/%E6%80%A7%E8%83%BD/`);
    assert.equal(res.status, 200);
    assert.ok((await res.text()).includes('「性能」'));
  });

  test('the old Svelte URL with a space forwards to the new one', async () => {
    const res = await fetch(`${server.origin}/myblog${SVELTE_REDIRECT.from}`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.ok(html.includes(`url=/myblog${SVELTE_REDIRECT.to}`), 'meta refresh to the new URL');
    assert.ok(html.includes(`location.replace("/myblog${SVELTE_REDIRECT.to}"`), 'script redirect keeps the hash');
  });

  test('both posts that claim long-blog-post are listed on the blog', async () => {
    let html = '';
    let next: string | undefined = server.url('/blog/');
    while (next) {
      const page: string = await (await fetch(next)).text();
      html += decodeHtml(page);
      const tag: string | undefined = /<a\b[^>]*\brel="next"[^>]*>/.exec(page)?.[0];
      const href: string | undefined = tag && /\bhref="([^"]+)"/.exec(tag)?.[1];
      next = href ? `${server.origin}${href}` : undefined;
    }
    const titles = ['blog/2019-05-29-long-blog-post.md', 'blog/2019-06-02-long-blog-post.md'].map((f) =>
      authorString(f, 'title'),
    );
    for (const title of titles) assert.ok(html.includes(title), `"${title}" is listed`);
  });
});
