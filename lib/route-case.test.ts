import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { ROUTE_LIST_HREF, routeCaseScript, routeListJson } from './route-case';
import { withBase } from './routes';

/** Where the not-found page's script sends a reader who asked for `url`, given the export's routes. */
async function landing(url: string, routes: readonly string[]): Promise<string | undefined> {
  const { pathname, search, hash } = new URL(url, 'https://example.org');
  let went: string | undefined;
  let fetched: string | undefined;
  const json = JSON.parse(routeListJson(routes)) as unknown;
  const context = {
    location: { pathname, search, hash, replace: (to: string) => void (went = to) },
    fetch: (href: string) => {
      fetched = href;
      return Promise.resolve({ ok: true, json: () => Promise.resolve(json) });
    },
  };
  vm.runInNewContext(routeCaseScript(), context);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(fetched, withBase(ROUTE_LIST_HREF));
  return went;
}

test('the not-found page goes to the route a URL names in another letter case, as react-router matches it', async () => {
  const routes = ['/', '/docs/intro/', '/docs/Guides/', '/blog/中文-Title/', '/docs/api.html'];
  const base = withBase('/');
  // Another case, with the query and hash kept; a trailing slash either way (react-router's non-strict match).
  assert.equal(await landing(`${base}docs/Intro/?a=1#x`, routes), `${base}docs/intro/?a=1#x`);
  assert.equal(await landing(`${base}DOCS/INTRO`, routes), `${base}docs/intro/`);
  assert.equal(await landing(`${base}docs/guides/`, routes), `${base}docs/Guides/`);
  // Percent-encoded URLs compare decoded, and the target is encoded again.
  assert.equal(
    await landing(`${base}blog/${encodeURIComponent('中文-title')}/`, routes),
    `${base}blog/${encodeURIComponent('中文-Title')}/`,
  );
  assert.equal(await landing(`${base}docs/API.html`, routes), `${base}docs/api.html`);
  // No route of that name, or the route itself (a listed page the host does not serve: no loop).
  assert.equal(await landing(`${base}docs/missing/`, routes), undefined);
  assert.equal(await landing(`${base}docs/intro/`, routes), undefined);
});
