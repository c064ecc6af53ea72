// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * A site at `/docs/` without `trailingSlash`, whose createRedirects adds `/docs` before every route (its old URLs
 * were `/docs/docs/…`): every redirect is under the base path, the 404 page's too, whose target stays as written
 * since the plugin applies `trailingSlash` to `to` only when the site sets it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';

withContentDir('redirects-unset', { 'site.config.json': siteConfigJson({ baseUrl: '/docs/', docs: [], blogs: [] }) });

test("createRedirects' paths of a site at /docs/: under the base path, the 404 page's target as written", async (t) => {
  const { writeRedirects } = await import('./redirects');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-unset-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const file of ['index.html', 'guide/lab/index.html', '404.html']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'page');
  }
  const warnings: string[] = [];
  t.mock.method(console, 'warn', (message: string) => warnings.push(message));
  const written = writeRedirects(root, [
    { from: '/docs/', to: '/' },
    { from: '/docs/guide/lab', to: '/guide/lab' },
    { from: '/docs/404.html', to: '/404.html' },
  ]);
  assert.deepEqual(warnings, []);
  assert.deepEqual(written, ['docs/index.html', 'docs/guide/lab/index.html', 'docs/404.html']);
  const urlOf = (file: string) => /url=([^"]*)"/.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1];
  assert.equal(urlOf('docs/index.html'), '/docs/');
  assert.equal(urlOf('docs/guide/lab/index.html'), '/docs/guide/lab/');
  assert.equal(urlOf('docs/404.html'), '/docs/404.html');
});
