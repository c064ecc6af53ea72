/**
 * Search in Chromium on the exported site: the dialog opens from the navbar and from Ctrl+K and "/",
 * loads Pagefind only then, and finds the right page in the top 3 for real Chinese and mixed queries.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newPage, search, serveSiteWithBrowser, waitForHydration } from '../helpers/browser';

const site = serveSiteWithBrowser();

/** Query → a page that must be among the first three results. */
export const QUERIES: readonly [string, string][] = [
  ['闭包', '/reading/book1/'],
  ['事件循环', '/docs/tutorial-basics/event-loop/'],
  ['原型链', '/docs/tutorial-extras/Object/'],
  ['性能优化', '/blog/react-performance/'],
  ['响应式', '/js-docs/vue/index/'],
  ['打包', '/build-tools/vite/index/'],
  ['Promise 并发', '/docs/tutorial-basics/jsasync/'],
  ['React Router', '/js-docs/react/react-router/'],
  ['容器查询', '/css-docs/base/layout/'],
  ['微任务', '/docs/tutorial-basics/event-loop/'],
  ['重构', '/reading/book2/'],
  ['跨域', '/blog/AJAX/'],
  ['链表', '/data-structure/index/'],
  ['堆快照', '/blog/node-debugging/'],
  ['监控', '/blog/frontend-monitoring/'],
  ['预构建', '/build-tools/vite/index/'],
];

/**
 * Waits for the search dialog (by its accessible name) opened by `how`; when it does not come, fails with what
 * the page had instead (the focused element, its dialogs, its errors). It failed once in a full suite run (2026-11-24) after "/",
 * and never in 15 runs of this file alone or beside three busy cores.
 */
async function dialogOpens(page: Page, errors: readonly string[], how: string): Promise<void> {
  try {
    await page.getByRole('dialog', { name: '搜索文档' }).waitFor();
  } catch (error) {
    const state = await page.evaluate(() => ({
      url: location.href,
      focused: document.activeElement?.outerHTML.slice(0, 160),
      dialogs: [...document.querySelectorAll('dialog')].map((d) => (d.open ? 'open' : 'closed')),
    }));
    throw new Error(`no dialog after ${how}: ${JSON.stringify(state)}; page errors: ${errors.join(' | ') || 'none'}`, {
      cause: error,
    });
  }
}

describe('search', () => {
  test('loads nothing of search until opened, then opens from the button, Ctrl+K and "/"', async () => {
    const { page, context, errors } = await newPage(site.browser);
    const pagefindRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/') && pagefindRequests.push(r.url()));
    await page.goto(site.server.url('/docs/intro/'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    assert.equal(pagefindRequests.length, 0, 'no search code on first load');

    await page.keyboard.press('Control+k');
    await dialogOpens(page, errors, 'Ctrl+K');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.keyboard.press('/');
    await dialogOpens(page, errors, '"/"');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^搜索/ }).click();
    await dialogOpens(page, errors, 'the button');
    await search(page, '事件循环');
    assert.ok(
      pagefindRequests.some((u) => u.endsWith('/myblog/pagefind/indexes.json')),
      'the list of section indexes loaded under the base path',
    );
    assert.ok(
      pagefindRequests.some((u) => /\/myblog\/pagefind\/[0-9a-f]{12}\/pagefind\.js$/.test(u)),
      'pagefind loaded under the base path',
    );
    assert.equal(
      pagefindRequests.filter((u) => /\/wasm\.[^/]+\.pagefind$/.test(u)).length,
      1,
      'one WebAssembly module for all indexes',
    );
    await context.close();
  });

  test('"/" pressed before the page\'s scripts have run opens search once they have', async () => {
    const { page, context, errors } = await newPage(site.browser);
    // The page's scripts are held until the shortcut has been pressed: the page cannot be hydrated before.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (r) => {
      await released;
      await r.continue();
    });
    await page.goto(site.server.url('/docs/intro/'), { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('/');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.searchRequested), '1');
    assert.equal(await page.getByRole('dialog').count(), 0);
    release();
    await dialogOpens(page, errors, '"/" before hydration');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.searchRequested), undefined);
    await context.close();
  });

  test('Chinese and mixed queries find the expected page in the top 3', async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(site.server.url('/'));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const misses: string[] = [];
    for (const [query, expected] of QUERIES) {
      const hrefs = await search(page, query);
      if (!hrefs.slice(0, 3).includes(`/myblog${expected}`))
        misses.push(`${query} → ${hrefs.slice(0, 3).join(', ')} (expected ${expected})`);
    }
    assert.deepEqual(misses, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('results show title, section and a highlighted excerpt; keyboard selection opens the page', async () => {
    const { page, context } = await newPage(site.browser, { width: 390, height: 844 });
    await page.goto(site.server.url('/blog/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: /^搜索/ }).click();
    await search(page, 'React Router');
    const first = page.getByRole('option').first();
    assert.ok(((await first.locator('.search-result-title').textContent()) ?? '').length > 0);
    assert.equal(await first.locator('.search-result-section').textContent(), 'JS 框架');
    assert.ok((await first.locator('mark').count()) > 0, 'excerpt highlights the query');
    const target = await page.getByRole('option').nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${target}`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});
