// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * A navbar or footer `to`, or a link of a body, that names no page of the site (a file or a hand-written page of
 * static/) is marked so that nothing prefetches it: Docusaurus's Link preloads only the routes it knows, and Next's
 * prefetch of a path without a page is a 404 in the console of every page (lib/route-table.ts `noPageAt`).
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';

withContentDir('navbar-static', {
  'site.config.json': siteConfigJson({
    trailingSlash: false,
    footer: {
      links: [
        {
          title: 'More',
          items: [
            { label: 'Playground', to: '/playground/' },
            { label: 'Manual', to: '/pdf/manual.pdf' },
            { label: 'Home', to: '/' },
          ],
        },
      ],
      copyright: '',
    },
    docs: [],
    blogs: [],
  }),
  'static/playground/index.html': '<!doctype html><p>hand-written</p>',
  'static/pdf/manual.pdf': '%PDF-1.4',
});

// No documents: the site's pages are its home and the lists it always has (no Contentlayer run needed).
before(async () => (await import('../content/collections')).readCollectionsFrom(() => []));

test('a navbar `to` without a page of the site is not a page; the home is', async () => {
  const { resolveLink } = await import('./navbar');
  const playground = resolveLink({ label: 'Playground', to: '/playground/' }, 'navbar.items[0]');
  assert.equal(playground.href, '/playground', 'trailingSlash: false, as Docusaurus applies it');
  assert.equal(playground.page, false);
  // An `href` too: Docusaurus's navbar and footer pass it to their Link, which applies a boolean trailingSlash.
  assert.equal(resolveLink({ label: 'P', href: '/playground/' }, 'navbar.items[2]').href, '/playground');
  assert.equal(resolveLink({ label: 'M', to: '/pdf/manual.pdf' }, 'navbar.items[3]').href, '/pdf/manual.pdf');
  assert.equal(resolveLink({ label: 'Home', to: '/' }, 'navbar.items[1]').page, undefined);
});

test('footer links without a page are marked data-no-prefetch, as the navbar marks its own', async () => {
  const { footerColumnsHtml } = await import('./html-blocks');
  const html = footerColumnsHtml('en');
  assert.match(html, /<a href="\/playground" data-no-prefetch="">Playground<\/a>/);
  assert.match(html, /<a href="\/pdf\/manual\.pdf" data-no-prefetch="">Manual<\/a>/);
  assert.match(html, /<a href="\/">Home<\/a>/, 'the home is a page: prefetched');
});

test("a body's links to no page are marked, under the base path too; pages, new tabs and other paths are left alone", async () => {
  const { isLinkWithoutPage, markLinksWithoutPage } = await import('../route-table');
  const body =
    '<p><a href="/playground/">a</a> <a href="/">b</a> <a href="/pdf/manual.pdf#p2">c</a> <a href="/x" target="_blank" rel="noopener">d</a></p>';
  assert.equal(
    markLinksWithoutPage(body, ''),
    '<p><a data-no-prefetch="" href="/playground/">a</a> <a href="/">b</a> <a data-no-prefetch="" href="/pdf/manual.pdf#p2">c</a> <a href="/x" target="_blank" rel="noopener">d</a></p>',
  );
  assert.equal(isLinkWithoutPage('/base/pdf/manual.pdf', '/base'), true);
  assert.equal(isLinkWithoutPage('/base', '/base'), false, 'the home');
  assert.equal(isLinkWithoutPage('/basement/x', '/base'), false, 'not under the base path: not the app');
  assert.equal(isLinkWithoutPage('https://example.org/x', ''), false);
});

test('@docusaurus/Link in server-rendered MDX: a path with no page is not prefetched; a page is', async () => {
  const { docusaurusModules } = await import('../../components/mdx/docusaurus');
  const ServerLink = docusaurusModules['@docusaurus/Link']!.default as (props: object) => { props: Record<string, unknown> };
  const file = ServerLink({ to: '/pdf/manual.pdf', children: 'PDF' }).props;
  assert.equal(file.prefetch, false);
  assert.equal(file['data-no-prefetch'], '');
  const home = ServerLink({ to: '/', children: 'Home' }).props;
  assert.equal(home.prefetch, undefined);
  assert.equal(home['data-no-prefetch'], undefined);
});
