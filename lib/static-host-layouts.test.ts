import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { resolveExportPath } from './static-host.mjs';

test('the static host serves both export layouts as GitHub Pages does', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  // trailingSlash: true (folders) beside trailingSlash: false (files, with a folder of the same name).
  for (const file of [
    'docs/intro/index.html',
    'blog.html',
    'blog/page/2.html',
    'blog/welcome.html',
    'docs/migrations/v1.0.html',
    'docs/migrations/v1.0/data.txt',
  ]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'page');
  }
  assert.deepEqual(resolveExportPath(root, 'docs/intro/'), { file: 'docs/intro/index.html' });
  assert.deepEqual(resolveExportPath(root, 'docs/intro'), { redirect: 'docs/intro/' }, 'a folder: to its slash');
  assert.deepEqual(resolveExportPath(root, 'blog'), { file: 'blog.html' }, 'name.html before the folder of that name');
  assert.deepEqual(resolveExportPath(root, 'blog/welcome'), { file: 'blog/welcome.html' });
  assert.deepEqual(resolveExportPath(root, 'blog/welcome.html'), { file: 'blog/welcome.html' });
  // A name with a dot is no file name: `v1.0` is the page `v1.0.html` (Docusaurus's route), before its data folder.
  assert.deepEqual(resolveExportPath(root, 'docs/migrations/v1.0'), { file: 'docs/migrations/v1.0.html' });
  assert.equal(resolveExportPath(root, 'blog/'), undefined, 'a folder without index.html: 404');
  assert.equal(resolveExportPath(root, 'blog/welcome/'), undefined, 'name/ of a file page: 404');
});
