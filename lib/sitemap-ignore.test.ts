import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sitemapIgnoreMatcher } from './sitemap-ignore';

test("sitemap ignorePatterns match page paths with the base URL, as Docusaurus's createMatcher (micromatch) does", () => {
  const ignored = sitemapIgnoreMatcher(['**/beta/**', '/blog/tags/**']);
  for (const path of ['/beta', '/beta/setup', '/en/beta', '/en/beta/features/captcha', '/blog/tags', '/blog/tags/release'])
    assert.ok(ignored(path), path);
  for (const path of ['/', '/setup', '/3.3.1/language', '/blog/beta-release', '/en/blog/tags/release'])
    assert.ok(!ignored(path), path);
  assert.equal(sitemapIgnoreMatcher([])('/beta'), false, 'no patterns: nothing left out');
});
