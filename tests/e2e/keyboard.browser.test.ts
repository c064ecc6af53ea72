/**
 * Keyboard basics: the skip link, visible focus. (axe-core runs on every page in pages.browser.test.ts, on
 * the same visit as the layout and console checks.)
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newPage, serveSiteWithBrowser, waitForHydration } from '../helpers/browser';

const site = serveSiteWithBrowser();

describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async () => {
    const { page, context } = await newPage(site.browser);
    await page.goto(site.server.url('/docs/intro/'));
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
    const box = await skip.boundingBox();
    assert.ok(box && box.y >= 0, 'the focused skip link is visible');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#main');
    await context.close();
  });

  test('focused links show a visible outline', async () => {
    const { page, context } = await newPage(site.browser);
    await page.goto(site.server.url('/docs/intro/'));
    await waitForHydration(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { tag: el.tagName, width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    assert.ok(outline.width >= 2 && outline.style !== 'none', JSON.stringify(outline));
    await context.close();
  });
});
