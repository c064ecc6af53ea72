/**
 * When a navbar link is current, as Docusaurus's theme marks its items: a `to` link is React Router's NavLink
 * (current on its path and under it), `activeBasePath`/`activeBaseRegex` replace that match (NavbarNavLink `isActive`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isAtOrUnder, isNavLinkActive } from './nav-active';

test('a path is at or under a prefix by whole segments, in any letter case, with or without trailing slashes', () => {
  assert.ok(isAtOrUnder('/docs/category/api', '/docs/category/api'));
  assert.ok(isAtOrUnder('/docs/category/api/hooks', '/docs/category/api/'));
  assert.ok(isAtOrUnder('/Docs/Category/API/', '/docs/category/api'));
  assert.ok(!isAtOrUnder('/docs/category/apis', '/docs/category/api'));
  assert.ok(!isAtOrUnder('/docs/intro', '/docs/category/api'));
  assert.ok(isAtOrUnder('/anything', '/'), "NavLink's `/` holds every path, as Docusaurus's `to: '/'` item shows");
});

test('a `to` link is current on its own path and below, not on the rest of the docs it points into', () => {
  const api = { href: '/docs/category/api', activePrefix: '/docs/category/api' };
  assert.ok(isNavLinkActive(api, '/docs/category/api', '/'));
  assert.ok(!isNavLinkActive(api, '/docs/get-started', '/'));
  assert.ok(!isNavLinkActive(api, '/docs/category/apis', '/'));
});

test('activeBasePath: the path starts with it (plain startsWith, as Docusaurus); it replaces the own match', () => {
  const archive = { href: '/writing/archive', activePrefix: '/writing/archive', activeBase: '/writing' };
  assert.ok(isNavLinkActive(archive, '/writing/2024/a-post', '/'));
  assert.ok(isNavLinkActive(archive, '/writings', '/'), 'startsWith, not by segment');
  assert.ok(!isNavLinkActive(archive, '/docs', '/'));
});

test('activeBaseRegex is tested on the path with the base URL, case-insensitively, and wins', () => {
  const rule = {
    href: '/community',
    activePrefix: '/community',
    activeBase: '/nowhere',
    activeRegex: '^/myblog/(community|Help)/',
  };
  assert.ok(isNavLinkActive(rule, '/community/contributing', '/myblog/'));
  assert.ok(isNavLinkActive(rule, '/help/faq', '/myblog/'));
  assert.ok(!isNavLinkActive(rule, '/community', '/myblog/'));
  assert.ok(!isNavLinkActive(rule, '/nowhere/x', '/myblog/'));
});

test("a sidebar's link is current only on the pages of its sidebar; the link's own page always", () => {
  const docs = { href: '/docs/intro', activePrefix: '/docs', sidebar: 'docs' };
  assert.ok(isNavLinkActive(docs, '/docs/api/x', '/', 'docs'));
  assert.ok(!isNavLinkActive(docs, '/docs/examples/x', '/', 'examples'));
  assert.ok(isNavLinkActive(docs, '/docs/intro', '/', 'examples'));
});
