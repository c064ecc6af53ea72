/**
 * Every SPEC route in Chromium, light and dark, 1280 px and 390 px wide: the page renders its heading,
 * logs no console error, requests nothing outside 127.0.0.1 and does not scroll sideways on a phone.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newPage, serveSiteWithBrowser } from '../helpers/browser';
import { SPEC_ROUTES } from '../spec-routes';

const site = serveSiteWithBrowser();

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const theme of ['light', 'dark'] as const) {
    describe(`${viewport.width} px, ${theme}`, () => {
      test('every SPEC route renders without errors', async () => {
        const { page, errors, external, context } = await newPage(site.browser, { ...viewport, theme });
        try {
          for (const route of SPEC_ROUTES) {
            errors.length = 0;
            await page.goto(site.server.url(route.path), { waitUntil: 'load' });
            await page.locator('h1').first().waitFor({ state: 'visible' });
            assert.equal(await page.getAttribute('html', 'data-theme'), theme, `${route.path} theme`);
            assert.equal(await page.locator('main#main').count(), 1, `${route.path} has one main landmark`);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            assert.ok(overflow <= 0, `${route.path} scrolls sideways by ${overflow}px at ${viewport.width}px`);
            assert.deepEqual(errors, [], `${route.path} logged console errors`);
          }
          assert.deepEqual(external, [], 'no request leaves 127.0.0.1');
        } finally {
          await context.close();
        }
      });
    });
  }
}

describe('colour mode', () => {
  test('light by default even when the system prefers dark; the switch persists across reloads', async () => {
    const context = await site.browser.newContext({ colorScheme: 'dark' });
    const { page } = await newPage(site.browser, { context });
    await page.goto(site.server.url('/docs/intro/'));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.getByRole('button', { name: '切换浅色/深色模式' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'dark kept after reload');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(27, 27, 29)');
    await context.close();
  });
});
