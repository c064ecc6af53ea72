/**
 * Accessibility: axe-core on every URL of the sitemap, in light and dark mode, with zero serious or
 * critical violations (colour contrast included); and keyboard basics: skip link, visible focus.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { siteConfig } from '../../config/site';
import { newPage, serveSiteWithBrowser, waitForHydration } from '../helpers/browser';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const ORIGIN_BASE = `${siteConfig.url}${siteConfig.baseUrl}`;
const sitemapPaths = [...fs.readFileSync(path.resolve('out', 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => `/${decodeURI(m[1]!.slice(ORIGIN_BASE.length))}`,
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const site = serveSiteWithBrowser();

for (const theme of ['light', 'dark'] as const) {
  describe(`axe, ${theme} mode`, () => {
    test(`every sitemap URL (${sitemapPaths.length}) has no serious or critical violations`, async () => {
      const { page, context } = await newPage(site.browser, { theme });
      const problems: string[] = [];
      for (const pathname of sitemapPaths) {
        await page.goto(site.server.url(pathname), { waitUntil: 'load' });
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: AxeViolation[] }> } })
            .axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })),
          }));
        });
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          problems.push(`${pathname} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}

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
