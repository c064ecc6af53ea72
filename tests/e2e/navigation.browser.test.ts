/**
 * The client navigation behaviours of SPEC §4, each proven against the exported site in Chromium with
 * controlled time: slowed or aborted requests, a faked `navigator.connection`, a wrong base path.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Request, Route } from 'playwright-core';
import { authorString } from '../helpers/front-matter';
import { startServer } from '../helpers/server';
import { newPage, serveSiteWithBrowser, waitForHydration, watchProgressBar } from '../helpers/browser';

const site = serveSiteWithBrowser();

const JSASYNC = '/docs/tutorial-basics/jsasync/';
const EVENT_LOOP = '/docs/tutorial-basics/event-loop/';
const jsasyncTitle = authorString('docs/tutorial-basics/jsasync.md', 'title');
const eventLoopTitle = authorString('docs/tutorial-basics/event-loop.md', 'title');

/**
 * Holds every request for a path (prefetches included) until the returned `release` is called: a navigation to
 * it stays pending for as long as the test needs, on a machine of any speed, and then completes.
 */
async function holdRequests(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => decodeURI(url.pathname).startsWith(`/myblog${pathname}`),
    async (route: Route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

async function h1(page: Page) {
  return (await page.locator('h1').first().textContent())?.trim();
}

async function markClick(page: Page) {
  await page.evaluate(() => ((window as unknown as { __t0: number }).__t0 = performance.now()));
}

const barAt = (page: Page) => page.evaluate(() => (window as unknown as { __barAt?: number }).__barAt);

/** The event loop doc, hydrated and watched by the bar's probes, with the async doc's requests held until `release`. */
async function eventLoopWithSlowJsasync() {
  const opened = await newPage(site.browser);
  const release = await holdRequests(opened.page, JSASYNC);
  await opened.page.goto(site.server.url(EVENT_LOOP));
  await waitForHydration(opened.page);
  await watchProgressBar(opened.page);
  await markClick(opened.page);
  return { ...opened, release };
}

describe('progress bar', () => {
  test('a navigation still pending after 1000 ms shows the bar, which goes when the page has rendered', async () => {
    const { page, context, release } = await eventLoopWithSlowJsasync();
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).click();
    await page.waitForSelector('#nprogress', { state: 'attached', timeout: 9000 });
    const at = (await barAt(page))!;
    assert.ok(at >= 900, `bar appeared after ${Math.round(at)} ms, expected about 1000 ms`);
    assert.equal(await h1(page), eventLoopTitle, 'the current page stays while loading');
    release();
    await page.waitForURL(`**${JSASYNC}`, { timeout: 20000 });
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle, { timeout: 20000 });
    await page.waitForSelector('#nprogress', { state: 'detached', timeout: 5000 });
    await context.close();
  });

  test('router.push starts the same timer', async () => {
    const { page, context, release } = await eventLoopWithSlowJsasync();
    await page.evaluate(
      (href) => (window as unknown as { next: { router: { push(h: string): void } } }).next.router.push(href),
      JSASYNC,
    );
    await page.waitForSelector('#nprogress', { state: 'attached', timeout: 9000 });
    assert.ok((await barAt(page))! >= 900);
    release();
    await page.waitForURL(`**${JSASYNC}`, { timeout: 20000 });
    await context.close();
  });

  test('a fast navigation, a hash link and a same-URL click show nothing', async () => {
    const { page, context, errors } = await newPage(site.browser);
    // The page's clock is Playwright's, stopped while the reader clicks: however slow this machine is, no
    // timer runs until the clock is moved on, so a navigation is "fast" by construction.
    await page.clock.install();
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    await watchProgressBar(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.locator('.toc-list a').first().click();
    await page.locator('.sidebar-link[aria-current="page"]').click();
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle);
    // Move the page's clock well past the 1000 ms threshold: a bar timer left pending would fire now, and
    // load nprogress (a chunk fetched on first use) before the network is idle again.
    await page.clock.runFor(1600);
    await page.waitForLoadState('networkidle');
    assert.equal(await barAt(page), undefined, 'no progress bar for quick navigations');
    assert.equal(await page.locator('#nprogress').count(), 0, 'no progress bar for quick navigations');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('links inside Markdown content and the sidebar navigate client-side, without a full page load or a failed request', async () => {
    const { page, context } = await newPage(site.browser);
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator(`.markdown a[href$="${JSASYNC}"]`).first().click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle);
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'same document');
    // The sidebar is a block of the page's HTML: plain anchors, which the site's own handler routes.
    await page.locator(`.doc-sidebar a[href$="${EVENT_LOOP}"]`).click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, eventLoopTitle);
    assert.equal(await page.locator('.doc-sidebar a[aria-current="page"]').getAttribute('href'), `/myblog${EVENT_LOOP}`);
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'same document');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(failed, [], 'every file the router asked for is in the export');
    await context.close();
  });

  test('back and forward navigate and finish the bar', async () => {
    const { page, context } = await newPage(site.browser);
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).click();
    await page.waitForURL(`**${JSASYNC}`);
    await page.goBack();
    await page.waitForURL(`**${EVENT_LOOP}`);
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent !== t, jsasyncTitle);
    await page.goForward();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle);
    assert.equal(await page.locator('#nprogress').count(), 0);
    await context.close();
  });
});

describe('article HTML', () => {
  test("a Markdown article travels in its page's HTML, not in its payloads; a navigation waits for it", async () => {
    // A sentence of the article: in the page's markup, in none of its payload files.
    const text = async (href: string) => (await fetch(site.server.url(href))).text();
    const html = await text(JSASYNC);
    const sentence = /data-static-html="body">[\s\S]*?<p>([^<]{12,})/.exec(html)?.[1];
    assert.ok(sentence, 'the article block and a paragraph in it');
    const payloads = [`${JSASYNC}index.txt`, `${JSASYNC}__next.$oc$path.__PAGE__.txt`];
    for (const href of payloads) {
      const payload = await text(href);
      assert.ok(payload.includes('"slot":"body"'), `${href} names the block`);
      assert.ok(!payload.includes(sentence), `${href} does not carry the article`);
    }
    const inlined = [...html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    assert.ok(
      inlined.length > 0 && inlined.every((script) => !script.includes(sentence.slice(0, 12))),
      'nor does the inlined payload',
    );

    // The target page's HTML is held until released: the old page stays, the bar shows after 1000 ms.
    const { page, context, errors } = await newPage(site.browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetched: string[] = [];
    await page.route(
      (url) => decodeURI(url.pathname) === `/myblog${JSASYNC}`,
      async (route: Route) => {
        if (route.request().method() !== 'GET') return route.continue();
        fetched.push(route.request().url());
        await held;
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    const oldArticle = await page.locator('[data-static-html="body"]').textContent();
    await watchProgressBar(page);
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).click();
    await page.waitForSelector('#nprogress', { state: 'attached', timeout: 9000 });
    assert.equal(fetched.length, 1, 'the article is fetched once (pointing at the link started it)');
    assert.ok(page.url().endsWith(EVENT_LOOP), 'the address stays while the article loads');
    assert.equal(await page.locator('[data-static-html="body"]').textContent(), oldArticle, 'so does the article');
    release();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle, { timeout: 20000 });
    assert.ok((await page.locator('[data-static-html="body"]').textContent())?.includes(sentence));
    await page.waitForSelector('#nprogress', { state: 'detached', timeout: 5000 });

    // Back: the first page's article comes from this tab's memory, not from the network.
    const requests: string[] = [];
    page.on('request', (r) => r.resourceType() !== 'image' && requests.push(r.url()));
    await page.goBack();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent !== t, jsasyncTitle);
    assert.equal(await page.locator('[data-static-html="body"]').textContent(), oldArticle);
    assert.deepEqual(
      requests.filter((url) => new URL(url).pathname === `/myblog${EVENT_LOOP}`),
      [],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('failed loads', () => {
  test('a route payload that fails to load still gets the reader to the page', async () => {
    const { page, context } = await newPage(site.browser);
    await page.route(
      (url) => decodeURI(url.pathname).startsWith(`/myblog${JSASYNC}`) && url.pathname.endsWith('.txt'),
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).click();
    await page.waitForURL(`**${JSASYNC}`, { timeout: 20000 });
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle, { timeout: 15000 });
    await context.close();
  });

  test('a script chunk that fails to load shows an error with Retry, which works once the network is back', async () => {
    const { page, context } = await newPage(site.browser);
    await page.goto(site.server.url('/blog/'));
    await waitForHydration(page);
    const offline = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/_next/static/chunks/**', offline);
    await page.route((url) => url.pathname.endsWith('.txt'), offline);
    await page.locator('a[href$="/blog/mdx-blog-post/"]').first().click();
    // Either an error view with Retry, or a full page load of the target: never a blank or frozen page.
    const retry = page.getByRole('button', { name: '重试' });
    await Promise.race([retry.waitFor({ timeout: 15000 }), page.waitForURL('**/blog/mdx-blog-post/', { timeout: 15000 })]);
    await page.unroute('**/_next/static/chunks/**', offline);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (await retry.isVisible()) await retry.click();
    await page.waitForURL('**/blog/mdx-blog-post/', { timeout: 15000 });
    await page.getByRole('button', { name: '点我试试' }).waitFor({ timeout: 15000 });
    await context.close();
  });
});

describe('base path banner', () => {
  test('opened at the wrong base, the home page says so, naming /myblog/ and the likely right value, without JS or CSS', async () => {
    const rootServer = await startServer({ basePath: '' });
    const { page, context } = await newPage(site.browser);
    await page.route(/\.(js|css)(\?|$)/, (route) => route.abort());
    await page.goto(`${rootServer.origin}/`);
    const banner = page.locator('#base-url-issue-banner');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    assert.match(text, /base path|baseUrl/);
    assert.ok(text.includes('/myblog/'), text);
    assert.ok(text.includes('改为 /'), text);
    await context.close();
    await rootServer.close();
  });

  test('at the right base there is no banner', async () => {
    const { page, context } = await newPage(site.browser);
    await page.goto(site.server.url('/'));
    await waitForHydration(page);
    assert.equal(await page.locator('#base-url-issue-banner').count(), 0);
    await context.close();
  });
});

describe('scrolling', () => {
  test('a navigation scrolls to the top, or to the #hash target (Chinese ids included)', async () => {
    const { page, context } = await newPage(site.browser);
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    // A level-2 heading of this page with a Chinese id, as the page renders it.
    const headingId = await page.evaluate(() =>
      [...document.querySelectorAll('article h2[id]')].map((h) => h.id).find((id) => /[\u4e00-\u9fff]/.test(id)),
    );
    assert.ok(headingId, 'the page has an h2 with a Chinese id');
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).scrollIntoViewIfNeeded();
    assert.ok((await page.evaluate(() => window.scrollY)) > 500);
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle);
    await page.waitForFunction(() => window.scrollY === 0);

    await page.evaluate(
      (href) => (window as unknown as { next: { router: { push(h: string): void } } }).next.router.push(href),
      `${EVENT_LOOP}#${headingId}`,
    );
    await page.waitForURL(`**${EVENT_LOOP}**`);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 150;
    }, headingId);
    await context.close();
  });
});

describe('index.html URLs', () => {
  test('…/index.html shows the page and tidies the address bar without a reload or a not-found flash', async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.addInitScript(() => {
      const w = window as unknown as { __sawNotFound?: boolean };
      new MutationObserver(() => {
        if (document.body?.innerText?.includes('找不到页面')) w.__sawNotFound = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(site.server.url(`${JSASYNC}index.html`));
    await waitForHydration(page);
    assert.equal(new URL(page.url()).pathname, `/myblog${JSASYNC}`);
    assert.equal(await h1(page), jsasyncTitle);
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1);
    // Whatever the tidied URL fetches or renders has finished once the network is idle.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => (window as unknown as { __sawNotFound?: boolean }).__sawNotFound), undefined);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('URLs in another letter case', () => {
  test('the not-found page goes to the page the URL names in another case, as Docusaurus’s router matches it', async () => {
    const { page, context } = await newPage(site.browser);
    // Before every frame the not-found page could paint, whether its message was visible (lib/route-case.ts keeps it
    // unpainted while the script decides); noted in the tab's session storage, which outlives the page it replaces.
    // A string: the test's compiler would wrap a named function in a helper the page does not have.
    await page.addInitScript({
      content: `requestAnimationFrame(function look() {
        var message = document.querySelector('.not-found');
        if (message && getComputedStyle(message).visibility === 'visible') sessionStorage.setItem('not-found-shown', '1');
        requestAnimationFrame(look);
      });`,
    });
    // The list of pages answers late, as from a slow host: the not-found page would have painted by then.
    await page.route('**/_assets/routes.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const wrongCase = JSASYNC.replace('tutorial-basics', 'Tutorial-Basics').replace(/\/$/, '');
    const response = await page.goto(site.server.url(`${wrongCase}?from=case#top`), { waitUntil: 'commit' });
    assert.equal(response?.status(), 404, 'the host answers with its not-found page');
    await page.waitForURL((url) => url.pathname === `/myblog${JSASYNC}`);
    const shownOnTheWay = await page.evaluate(() => sessionStorage.getItem('not-found-shown'));
    assert.equal(new URL(page.url()).search, '?from=case', 'the query is kept');
    assert.equal(await h1(page), jsasyncTitle);
    assert.equal(shownOnTheWay, null, 'the not-found message was not painted on the way to the page');
    // A URL that names no page in any case stays on the not-found page, its message shown.
    await page.goto(site.server.url('/docs/no-such-page/'));
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/myblog/docs/no-such-page/');
    assert.match((await page.locator('main').textContent()) ?? '', /找不到页面/);
    assert.ok(await page.locator('.not-found').isVisible(), 'a real 404 shows its message');
    await context.close();
    // Without scripts the message shows at once.
    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(site.server.url(wrongCase));
    assert.ok(await plain.locator('.not-found').isVisible(), 'without scripts the not-found message is visible');
    await noScript.close();
  });
});

describe('prefetching', () => {
  const isPrefetch = (r: Request) =>
    r.method() === 'HEAD' || Boolean(r.headers()['next-router-prefetch']) || r.url().includes('.txt');
  const openWith = async (connection?: { effectiveType: string; saveData: boolean }) => {
    const { page, context } = await newPage(site.browser, connection ? { connection } : {});
    const prefetches: string[] = [];
    page.on('request', (r) => isPrefetch(r) && prefetches.push(r.url()));
    return { page, context, prefetches };
  };

  test('links prefetch normally', async () => {
    for (const c of [undefined, { effectiveType: '4g', saveData: true }, { effectiveType: '2g', saveData: false }]) {
      const { page, context } = await openWith(c);
      const first = page.waitForRequest(isPrefetch, { timeout: 15000 });
      await page.goto(site.server.url(EVENT_LOOP));
      await first.catch(() => assert.fail(`no prefetch with ${JSON.stringify(c)}`));
      await context.close();
    }
  });

  test("pointing at a link fetches its page's HTML ahead; a link to a file (a feed) fetches nothing", async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(`${r.method()} ${decodeURI(new URL(r.url()).pathname)}`));
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '/myblog/blog/rss.xml', id: 'feed-link', textContent: 'RSS' });
      document.querySelector('main')!.prepend(a);
    });
    await page.hover('#feed-link');
    const ahead = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === `/myblog${JSASYNC}`);
    await page.hover(`.doc-sidebar a[href$="${JSASYNC}"]`);
    await ahead;
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requested.filter((r) => r.includes('rss.xml')),
      [],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a prefetched page's images are not downloaded ahead (its payload carries no image preload)", async () => {
    const { page, context } = await newPage(site.browser);
    const images: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && images.push(decodeURI(new URL(r.url()).pathname)));
    // The event loop doc's first image is preloaded by its own page; the async doc links it in its sidebar.
    const prefetched = page.waitForRequest((r) => decodeURI(r.url()).includes(`/myblog${EVENT_LOOP}__next.`));
    await page.goto(site.server.url(JSASYNC));
    await waitForHydration(page);
    await page.hover(`.doc-sidebar a[href$="${EVENT_LOOP}"]`);
    await prefetched;
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      images.filter((p) => p.includes('/_assets/event-loop-')),
      [],
    );
    await page.locator(`.doc-sidebar a[href$="${EVENT_LOOP}"]`).click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, eventLoopTitle, { timeout: 15000 });
    await page.waitForFunction(() => [...document.images].some((i) => i.src.includes('/_assets/event-loop-') && i.complete));
    await context.close();
  });

  test('nothing is prefetched on 2g with data saving on, and links still work', async () => {
    const { page, context, prefetches } = await openWith({ effectiveType: 'slow-2g', saveData: true });
    await page.goto(site.server.url(EVENT_LOOP));
    await waitForHydration(page);
    // With a normal connection the same page prefetches before the network is idle (the test above).
    await page.waitForLoadState('networkidle');
    assert.deepEqual(prefetches, []);
    await page.locator(`a.pagination-link[href$="${JSASYNC}"]`).click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, jsasyncTitle, { timeout: 15000 });
    await context.close();
  });
});

describe('doc version and colour mode', () => {
  test('choosing the version "Next" stores docs-preferred-version-<section> = current', async () => {
    const { page, context } = await newPage(site.browser);
    for (const [path, key] of [
      ['/docs/intro/', 'docs-preferred-version-default'],
      ['/js-docs/react/index/', 'docs-preferred-version-js-docs'],
    ] as const) {
      await page.goto(site.server.url(path));
      await waitForHydration(page);
      await page.getByRole('button', { name: '版本：Next' }).click();
      await page.getByRole('list', { name: '选择版本' }).getByRole('link', { name: 'Next' }).click();
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), 'current');
    }
    await context.close();
  });

  test('the chosen theme is applied before the page is parsed further (no flash)', async () => {
    const { page, context } = await newPage(site.browser, { theme: 'dark' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __themeAtDcl?: string }).__themeAtDcl = document.documentElement.dataset.theme;
      });
    });
    await page.goto(site.server.url('/docs/intro/'));
    assert.equal(await page.evaluate(() => (window as unknown as { __themeAtDcl?: string }).__themeAtDcl), 'dark');
    await context.close();
  });
});
