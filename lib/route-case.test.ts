import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { ROUTE_CASE_PENDING, ROUTE_CASE_WAIT_MS, ROUTE_LIST_HREF, routeCaseScript, routeListJson } from './route-case';
import { withBase } from './routes';

/** What the not-found page's script did for a reader who asked for `url`, given the export's routes. */
async function run(
  url: string,
  routes: readonly string[] | 'unreachable' | 'hanging',
): Promise<{ went?: string; hiddenAtOnce: boolean; hidden: boolean }> {
  const { pathname, search, hash } = new URL(url, 'https://example.org');
  let went: string | undefined;
  let fetched: string | undefined;
  const attributes = new Set<string>();
  const json = Array.isArray(routes) ? (JSON.parse(routeListJson(routes)) as unknown) : undefined;
  const context = {
    location: { pathname, search, hash, replace: (to: string) => void (went = to) },
    document: {
      documentElement: {
        setAttribute: (name: string) => void attributes.add(name),
        removeAttribute: (name: string) => void attributes.delete(name),
      },
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms === ROUTE_CASE_WAIT_MS ? 30 : ms),
    clearTimeout,
    fetch: (href: string) => {
      fetched = href;
      if (routes === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
      if (routes === 'hanging') return new Promise(() => {});
      return Promise.resolve({ ok: true, json: () => Promise.resolve(json) });
    },
  };
  vm.runInNewContext(routeCaseScript(), context);
  const hiddenAtOnce = attributes.has(ROUTE_CASE_PENDING);
  await new Promise((resolve) => setTimeout(resolve, routes === 'hanging' ? 60 : 10));
  assert.equal(fetched, withBase(ROUTE_LIST_HREF));
  return { went, hiddenAtOnce, hidden: attributes.has(ROUTE_CASE_PENDING) };
}

/** Where the not-found page's script sends a reader who asked for `url`, given the export's routes. */
const landing = async (url: string, routes: readonly string[]): Promise<string | undefined> => (await run(url, routes)).went;

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

test('the not-found message stays unpainted while the script decides, and shows as soon as the URL is no page', async () => {
  const routes = ['/', '/docs/intro/'];
  const base = withBase('/');
  // Hidden from the start; going to the page in its case, it stays hidden until the page replaces it.
  assert.deepEqual(await run(`${base}docs/Intro/`, routes), { went: `${base}docs/intro/`, hiddenAtOnce: true, hidden: true });
  // A real 404: shown again once the list has answered, as when the list cannot be read.
  assert.deepEqual(await run(`${base}docs/missing/`, routes), { went: undefined, hiddenAtOnce: true, hidden: false });
  assert.deepEqual(await run(`${base}docs/intro/`, routes), { went: undefined, hiddenAtOnce: true, hidden: false });
  assert.deepEqual(await run(`${base}docs/Intro/`, 'unreachable'), { went: undefined, hiddenAtOnce: true, hidden: false });
  // A list that never arrives holds the message back no longer than ROUTE_CASE_WAIT_MS.
  assert.deepEqual(await run(`${base}docs/Intro/`, 'hanging'), { went: undefined, hiddenAtOnce: true, hidden: false });
});
