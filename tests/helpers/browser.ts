/** One headless Debian Chromium per test file, launched with the flags this machine needs. */
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { startServer, type TestServer } from './server';

/** Launches Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: (ensureChromium as () => string)(), args: CHROMIUM_ARGS as string[] });
}

/** A new page that records console errors and page errors, and any request leaving 127.0.0.1. */
export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    theme?: 'light' | 'dark';
    /** The system's colour scheme (`prefers-color-scheme`); Chromium's default is light. */
    colorScheme?: 'light' | 'dark';
    context?: BrowserContext;
    /** What `navigator.connection` reports (Chromium's own reports none of it headless); see {@link DATA_SAVING_2G}. */
    connection?: { effectiveType: string; saveData: boolean };
  } = {},
): Promise<{ page: Page; errors: string[]; external: string[]; context: BrowserContext }> {
  const context =
    options.context ??
    (await browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    }));
  if (options.theme) await context.addInitScript((t) => localStorage.setItem('theme', t), options.theme);
  const page = await context.newPage();
  if (options.connection) {
    await page.addInitScript(
      (c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }),
      options.connection,
    );
  }
  const errors: string[] = [];
  const external: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(`${m.text()} @ ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data') && url.protocol !== 'blob:')
      external.push(r.url());
  });
  return { page, errors, external, context };
}

/**
 * A 2G connection with data saving on, on which the site prefetches no link (`HEAD_SCRIPT`, lib/navigation/inline-scripts.ts).
 * Tests that visit many pages to check each (not navigation) load them so: a page's prefetches (~50 requests on a
 * doc at 1280 px) were half of Chromium's CPU over 40 pages, and the pages sweep took 120 CPU-seconds with them.
 */
export const DATA_SAVING_2G = { effectiveType: '2g', saveData: true } as const;

/** The layout shifts of the page so far (Chromium's layout-shift entries, summed 300 ms after asking). */
export const layoutShifts = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

/** Waits until the page is hydrated and its navigation handling is installed (`<html data-js="ready">`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.js === 'ready');
}

/** Records, in the page, when (ms since `window.__t0`) the nprogress bar first appears. */
export async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __barAt?: number; __t0?: number };
    w.__barAt = undefined;
    new MutationObserver(() => {
      if (w.__barAt === undefined && document.getElementById('nprogress')) w.__barAt = performance.now() - (w.__t0 ?? 0);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The exported site served on 127.0.0.1 and one Chromium, started before a test file's tests and closed after. */
export function serveSiteWithBrowser(): { readonly server: TestServer; readonly browser: Browser } {
  const site = {} as { server: TestServer; browser: Browser };
  before(async () => {
    site.server = await startServer();
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser.close();
    await site.server.close();
  });
  return site;
}

/** Types `query` into the open search dialog and returns the hrefs of the results once they answer it. */
export async function search(page: Page, query: string): Promise<string[]> {
  const input = page.getByRole('combobox', { name: '搜索' });
  await input.fill('');
  await input.fill(query);
  // The list says which query its results answer and whether a search is running: wait for that state.
  await page.waitForFunction(
    (q) => {
      const list = document.querySelector('[role="listbox"]');
      return list?.getAttribute('data-results-for') === q && list.getAttribute('aria-busy') === 'false';
    },
    query.trim(),
    { timeout: 10000 },
  );
  return page.getByRole('option').evaluateAll((els) => els.map((el) => el.querySelector('a')!.getAttribute('href')!));
}
