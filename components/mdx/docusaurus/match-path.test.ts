import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchPath } from './match-path';

// Cases from react-router 5's matchPath tests and docs (packages/react-router/modules/__tests__/matchPath-test.js).
test('matchPath: parameters, exact and prefix matches, the root', () => {
  assert.deepEqual(matchPath('/users/123', { path: '/users/:id', exact: true, strict: false }), {
    path: '/users/:id',
    url: '/users/123',
    isExact: true,
    params: { id: '123' },
  });
  assert.equal(matchPath('/users', { path: '/users/:id', exact: true, strict: true }), null);
  // Not exact: a prefix ending at a slash matches; the rest of a segment does not.
  assert.deepEqual(matchPath('/docs/intro/more', '/docs'), { path: '/docs', url: '/docs', isExact: false, params: {} });
  assert.equal(matchPath('/docsify', '/docs'), null);
  assert.equal(matchPath('/docs/intro/more', { path: '/docs', exact: true }), null);
  // "/" matches every pathname, its url "/".
  assert.deepEqual(matchPath('/somewhere', '/'), { path: '/', url: '/', isExact: false, params: {} });
  assert.deepEqual(matchPath('/', { path: '/', exact: true }), { path: '/', url: '/', isExact: true, params: {} });
  // No path: no match.
  assert.equal(matchPath('/a', {}), null);
});

test('matchPath: letter case, trailing slashes (strict) and several paths', () => {
  assert.deepEqual(matchPath('/Docs/Intro', { path: '/docs/intro', exact: true }), {
    path: '/docs/intro',
    url: '/Docs/Intro',
    isExact: true,
    params: {},
  });
  assert.equal(matchPath('/Docs/Intro', { path: '/docs/intro', sensitive: true }), null);
  // Not strict: a slash may end the pathname, or the pattern.
  assert.equal(matchPath('/docs/', { path: '/docs', exact: true })?.url, '/docs/');
  assert.equal(matchPath('/docs', { path: '/docs/', exact: true })?.url, '/docs');
  // Strict: the slash must be as written.
  assert.equal(matchPath('/docs/', { path: '/docs', exact: true, strict: true }), null);
  assert.equal(matchPath('/docs', { path: '/docs/', strict: true }), null);
  assert.deepEqual(matchPath('/docs/', { path: '/docs', strict: true }), {
    path: '/docs',
    url: '/docs',
    isExact: false,
    params: {},
  });
  // The first of several paths that matches.
  assert.deepEqual(matchPath('/b/1', ['/a', '/b/:x']), { path: '/b/:x', url: '/b/1', isExact: true, params: { x: '1' } });
  assert.equal(matchPath('/c', { path: ['/a', '/b'] }), null);
});

test("matchPath: path-to-regexp 1.x's modifiers, patterns, unnamed groups and *", () => {
  assert.deepEqual(matchPath('/a', { path: '/a/:b?', exact: true })?.params, { b: undefined });
  assert.deepEqual(matchPath('/a/x', '/a/:b?')?.params, { b: 'x' });
  assert.deepEqual(matchPath('/files/x/y', '/files/:path+')?.params, { path: 'x/y' });
  assert.deepEqual(matchPath('/files/x/y.txt', '/files/*')?.params, { 0: 'x/y.txt' });
  assert.equal(matchPath('/n/abc', '/n/:id(\\d+)'), null);
  assert.deepEqual(matchPath('/n/42', '/n/:id(\\d+)')?.params, { id: '42' });
  assert.deepEqual(matchPath('/v/12', '/v/(\\d+)')?.params, { 0: '12' });
  assert.deepEqual(matchPath('/img/logo.png', '/img/:name.:ext')?.params, { name: 'logo', ext: 'png' });
  // A backslash escapes: "\\:" is a colon, not a parameter.
  assert.deepEqual(matchPath('/a:b', '/a\\:b'), { path: '/a\\:b', url: '/a:b', isExact: true, params: {} });
});
