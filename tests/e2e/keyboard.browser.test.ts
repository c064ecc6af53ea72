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

  test('on a phone the menu button opens the drawer by keyboard: every navbar item, left and right, then Escape closes it', async () => {
    const { page, context } = await newPage(site.browser, { width: 390, height: 844 });
    await page.goto(site.server.url('/blog/'));
    await waitForHydration(page);
    // The skip link, then the menu button: the bar's items are in the drawer.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const toggle = page.locator('.menu-toggle');
    assert.equal(await toggle.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const reached: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(
          () => document.activeElement!.getAttribute('aria-label') ?? document.activeElement!.textContent!.trim(),
        ),
      );
    }
    assert.deepEqual(reached, [
      'MyBlog',
      'JavaScript 基础',
      'JS 框架',
      'CSS',
      '构建工具',
      '算法与数据结构',
      '阅读',
      '博客',
      'GitHub 仓库',
    ]);
    await page.keyboard.press('Escape');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
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
