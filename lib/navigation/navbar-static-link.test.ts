// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * A navbar `to` that names no page of the site (a hand-written page of static/) is marked so the navbar does not
 * prefetch it: Docusaurus's Link preloads only the routes it knows, and Next's prefetch of a path without a page is a
 * 404 in the console of every page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

let root = '';
const previous = process.env.CONTENT_DIR;

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'navbar-static-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write(
    'site.config.json',
    JSON.stringify({
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
  );
  write('static/playground/index.html', '<!doctype html><p>hand-written</p>');
  process.env.CONTENT_DIR = root;
});

after(() => {
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
  fs.rmSync(root, { recursive: true, force: true });
});

test('a navbar `to` without a page of the site is not a page; the home is', async () => {
  const { resolveLink } = await import('./navbar');
  const playground = resolveLink({ label: 'Playground', to: '/playground/' }, 'navbar.items[0]');
  assert.equal(playground.href, '/playground', 'trailingSlash: false, as Docusaurus applies it');
  assert.equal(playground.page, false);
  assert.equal(resolveLink({ label: 'Home', to: '/' }, 'navbar.items[1]').page, undefined);
});
