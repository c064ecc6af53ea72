import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { resolveExportPath } from './static-host.mjs';
import { moveHtmlRoutePages, moveLocaleHomePages } from './html-routes';

test('a route ending in .html is served at that URL, as Docusaurus writes it (trailingSlash: false)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'html-routes-'));
  try {
    // What Next exports for the routes /docs/foo.html, /docs/intro and /docs/old.HTM, and a file the site put there.
    for (const file of [
      'docs/foo.html.html',
      'docs/intro.html',
      'docs/old.HTM.html',
      'docs/taken.html.html',
      'docs/taken.html',
      // Next's segment payloads of /docs/foo.html and /docs/index.html (a version's `slug: /index.html`), in folders
      // of the routes' names; a folder of the site's own (static/docs/kept.html/) stays.
      'docs/foo.html/__next._tree.txt',
      'docs/foo.html/__next.$oc$path.__PAGE__.txt',
      'docs/index.html.html',
      'docs/index.html/__next._tree.txt',
      'docs/kept.html.html',
      'docs/kept.html/notes.txt',
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), file);
    }
    // Before: the URL names the segment folder, which has no page (a redirect to `foo.html/`, then a 404).
    assert.deepEqual(resolveExportPath(root, 'docs/foo.html'), { redirect: 'docs/foo.html/' });
    assert.equal(resolveExportPath(root, 'docs/foo.html/'), undefined);
    const moved = moveHtmlRoutePages(root, [
      '/docs/foo.html',
      '/docs/intro',
      '/docs/old.HTM',
      '/docs/taken.html',
      '/docs/gone.html',
      '/docs/index.html',
      '/docs/kept.html',
    ]);
    assert.deepEqual(moved, ['/docs/foo.html', '/docs/old.HTM', '/docs/index.html']);
    assert.deepEqual(resolveExportPath(root, 'docs/index.html'), { file: 'docs/index.html' });
    assert.equal(fs.readFileSync(path.join(root, 'docs/index.html'), 'utf8'), 'docs/index.html.html');
    assert.ok(fs.existsSync(path.join(root, 'docs/kept.html/notes.txt')), "never over the site's own folder");
    assert.deepEqual(resolveExportPath(root, 'docs/foo.html'), { file: 'docs/foo.html' });
    assert.equal(fs.readFileSync(path.join(root, 'docs/foo.html'), 'utf8'), 'docs/foo.html.html');
    assert.deepEqual(resolveExportPath(root, 'docs/old.HTM'), { file: 'docs/old.HTM' });
    assert.deepEqual(resolveExportPath(root, 'docs/intro'), { file: 'docs/intro.html' }, 'other pages stay');
    assert.equal(fs.readFileSync(path.join(root, 'docs/taken.html'), 'utf8'), 'docs/taken.html', 'never over a file');
    // With trailing slashes the route is a folder (`/docs/foo.html/`), as Docusaurus writes it: nothing to move.
    assert.deepEqual(moveHtmlRoutePages(root, ['/docs/bar.html/']), []);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a locale's home is its folder's index.html without trailing slashes, as Docusaurus writes it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-home-'));
  try {
    // What Next exports for the routes /ja/ (a locale's home; trailingSlash false names it `ja.html`) and /ja/docs/intro.
    for (const file of ['index.html', 'index.txt', 'ja.html', 'ja.txt', 'ja/__next._tree.txt', 'ja/docs/intro.html']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), file);
    }
    assert.equal(resolveExportPath(root, 'ja/'), undefined, 'before: /ja/ is a 404');
    assert.deepEqual(moveLocaleHomePages(root, ['/', '/ja/', '/ko/']), ['/ja/']);
    assert.deepEqual(resolveExportPath(root, 'ja/'), { file: 'ja/index.html' });
    assert.equal(fs.readFileSync(path.join(root, 'ja/index.html'), 'utf8'), 'ja.html');
    assert.deepEqual(resolveExportPath(root, 'ja'), { redirect: 'ja/' }, 'as GitHub Pages answers a folder');
    // The client router fetches `/ja/` as `ja/index.txt` (and `/ja` as `ja.txt`, which stays).
    assert.equal(fs.readFileSync(path.join(root, 'ja/index.txt'), 'utf8'), 'ja.txt');
    assert.ok(fs.existsSync(path.join(root, 'ja.txt')));
    assert.deepEqual(resolveExportPath(root, ''), { file: 'index.html' }, 'the root stays');
    assert.deepEqual(moveLocaleHomePages(root, ['/ja/']), [], 'once');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
