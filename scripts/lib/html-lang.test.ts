import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
// @ts-expect-error -- plain ESM module of the build scripts
import { writeHtmlLanguages } from './html-lang.mjs';

test("each page's <html lang dir> is its shell's: the main landmark's, or the block of a React page with its own <main>", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-lang-'));
  try {
    const write = (rel: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), `<!DOCTYPE html><html lang="zh-Hans"><head></head><body>${body}</body></html>`);
    };
    write('en/docs/intro/index.html', '<main id="main" class="main" data-html-lang="en" data-html-dir="ltr"><p>Hi</p></main>');
    write(
      'ar/index.html',
      '<div id="main" class="main" data-html-lang="ar" data-html-dir="rtl"><main><h1>مرحبا</h1></main></div>',
    );
    write('docs/intro/index.html', '<main id="main" class="main" data-html-lang="zh-Hans" data-html-dir="ltr"></main>');
    assert.equal(writeHtmlLanguages(dir), 3);
    const tag = (rel: string) => /<html[^>]*>/.exec(fs.readFileSync(path.join(dir, rel), 'utf8'))![0];
    assert.equal(tag('en/docs/intro/index.html'), '<html lang="en" dir="ltr">');
    assert.equal(tag('ar/index.html'), '<html lang="ar" dir="rtl">');
    assert.equal(tag('docs/intro/index.html'), '<html lang="zh-Hans" dir="ltr">');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
