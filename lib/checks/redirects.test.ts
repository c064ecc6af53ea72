import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { redirectHtml, writeRedirects } from './redirects';

test('redirect pages: at the old route, never over a page, only to a page that exists; the plugin’s HTML shape', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const file of ['docs/intro/index.html', 'blog/index.html', 'img/logo.png']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'page');
  }
  const warnings: string[] = [];
  t.mock.method(console, 'warn', (message: string) => warnings.push(message));
  const written = writeRedirects(root, [
    { from: '/docs/old-intro', to: '/docs/intro' },
    { from: '/legacy.html', to: '/blog' },
    { from: '/docs/intro', to: '/blog' },
    { from: '/img/logo.png', to: '/blog' },
    { from: '/gone', to: '/missing' },
    { from: '/chat', to: 'https://example.com/chat' },
    // The page's own file: nothing to write, nothing to warn about.
    { from: '/docs/intro/index.html', to: '/docs/intro' },
  ]);
  assert.deepEqual(written, ['docs/old-intro/index.html', 'legacy.html', 'chat/index.html']);
  assert.equal(fs.readFileSync(path.join(root, 'docs/intro/index.html'), 'utf8'), 'page', 'a page is never replaced');
  assert.equal(warnings.length, 3);
  assert.match(warnings[0]!, /\/docs\/intro → \/blog: \/docs\/intro is a page of the site/);
  assert.match(warnings[1]!, /\/img\/logo\.png → \/blog: \/img\/logo\.png is a page of the site/);
  assert.match(warnings[2]!, /\/gone → \/missing: the target page does not exist/);

  const html = fs.readFileSync(path.join(root, 'docs/old-intro/index.html'), 'utf8');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/myblog\/docs\/intro\/">/);
  assert.match(html, /<link rel="canonical" href="\/myblog\/docs\/intro\/">/);
  assert.match(html, /<a href="\/myblog\/docs\/intro\/">/);
  assert.match(html, /location\.replace\("\/myblog\/docs\/intro\/"\+location\.search\+location\.hash\)/);
  assert.match(fs.readFileSync(path.join(root, 'chat/index.html'), 'utf8'), /url=https:\/\/example\.com\/chat"/);
  assert.match(redirectHtml('/a"<b'), /href="\/a%22%3Cb"/, 'the target is encoded into the attributes');
});

test("a redirect path that starts with the base path's own name is still under the base path", (t) => {
  // The base path is /myblog. A site whose old URLs repeated it (`createRedirects: (p) => ['/myblog' + p]`) and
  // a page whose path starts with it: Docusaurus reads both relative to the base URL.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-base-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const file of ['docs/intro/index.html', 'myblog/notes/index.html']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'page');
  }
  const warnings: string[] = [];
  t.mock.method(console, 'warn', (message: string) => warnings.push(message));
  const written = writeRedirects(root, [
    { from: '/myblog/docs/intro', to: '/docs/intro' },
    { from: '/old-notes', to: '/myblog/notes' },
  ]);
  assert.deepEqual(warnings, []);
  assert.deepEqual(written, ['myblog/docs/intro/index.html', 'old-notes/index.html']);
  assert.match(fs.readFileSync(path.join(root, 'myblog/docs/intro/index.html'), 'utf8'), /url=\/myblog\/docs\/intro\/"/);
  assert.match(fs.readFileSync(path.join(root, 'old-notes/index.html'), 'utf8'), /url=\/myblog\/myblog\/notes\/"/);
});
