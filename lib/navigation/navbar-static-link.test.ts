// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * A navbar `to` that names no page of the site (a hand-written page of static/) is marked so the navbar does not
 * prefetch it: Docusaurus's Link preloads only the routes it knows, and Next's prefetch of a path without a page is a
 * 404 in the console of every page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withContentDir } from '../../tests/helpers/content-dir';

withContentDir('navbar-static', {
  'site.config.json': JSON.stringify({
    title: 'T',
    url: 'https://example.org',
    baseUrl: '/',
    organizationName: 'o',
    projectName: 'p',
    trailingSlash: false,
    footer: { links: [], copyright: '' },
    navbar: { items: [] },
    docs: [],
    blogs: [],
  }),
  'static/playground/index.html': '<!doctype html><p>hand-written</p>',
});

test('a navbar `to` without a page of the site is not a page; the home is', async () => {
  const { resolveLink } = await import('./navbar');
  const playground = resolveLink({ label: 'Playground', to: '/playground/' }, 'navbar.items[0]');
  assert.equal(playground.href, '/playground', 'trailingSlash: false, as Docusaurus applies it');
  assert.equal(playground.page, false);
  assert.equal(resolveLink({ label: 'Home', to: '/' }, 'navbar.items[1]').page, undefined);
});
