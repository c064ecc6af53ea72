/**
 * Every page of the export in Chromium, one visit per page and viewport, with everything checked on that
 * visit: at 1280 px every sitemap URL and SPEC route renders its heading in one main landmark, logs no console
 * error and does not scroll sideways. axe-core looks for serious and critical violations in light mode, then
 * the theme switch turns the page dark and axe checks colour contrast again: on every page with content of its
 * own, and on the first page of each listing template of each section (a tag's page, a page of the post list:
 * the others differ only in which previews they list). At 390 px every SPEC route, loaded in dark mode,
 * renders without errors and without sideways scrolling. Nothing may be requested outside 127.0.0.1. The
 * 1280 px visits are a reader's on a 2G connection saving data, whose pages prefetch no link (the prefetches are
 * the navigation tests' and the 390 px sweep's). Two pages work side by side (the machine has two cores); no check depends on time.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { siteConfig } from '../../config/site';
import { DATA_SAVING_2G, newPage, serveSiteWithBrowser, waitForHydration } from '../helpers/browser';
import { SPEC_ROUTES } from '../spec-routes';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const ORIGIN_BASE = `${siteConfig.url}${siteConfig.baseUrl}`;
const sitemapPaths = [...fs.readFileSync(path.resolve('out', 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => `/${decodeURI(m[1]!.slice(ORIGIN_BASE.length))}`,
);
const specPaths = SPEC_ROUTES.map((r) => r.path);
const allPaths = [...new Set([...specPaths, ...sitemapPaths])];

/** The listing template a path shows (`/blog/tags/*`, `/docs/tags/*`, `/blog/page/*`), or undefined for a page of its own. */
const listingTemplate = (pathname: string): string | undefined => /^(\/.+\/(?:tags|page)\/)[^/]+\/$/.exec(pathname)?.[1];
/** The paths axe checks: all but the second and later pages of one listing template. */
const axePaths = new Set(
  allPaths.filter((pathname, i) => {
    const template = listingTemplate(pathname);
    return template === undefined || allPaths.findIndex((p) => listingTemplate(p) === template) === i;
  }),
);
const WORKERS = 2;
/** The code of a highlighted block, whose tokens axe's contrast rule leaves to a unit test (see `sweep`). */
const HIGHLIGHTED_CODE = 'figure[data-rehype-pretty-code-figure] code';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const site = serveSiteWithBrowser();

/** Serious and critical axe-core violations of the page as it is now (`rules`: only these rules). */
async function axeProblems(page: Page, label: string, rules?: string[]): Promise<string[]> {
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: the other result types keep one node each instead of every node (a contrast run's
    // passes, each with its selector, took 60% of that run's time, 2026-11-29).
    const options = { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) };
    const result = await axe.run(document, options);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })),
    }));
  }, rules);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Layout checks of the loaded page: its heading, the theme, one main landmark, no sideways scrolling. */
async function layoutProblems(page: Page, label: string, theme: 'light' | 'dark', width: number): Promise<string[]> {
  const problems: string[] = [];
  const state = await page.evaluate(() => ({
    h1: Boolean(document.querySelector('h1')?.checkVisibility()),
    theme: document.documentElement.dataset.theme,
    mains: document.querySelectorAll('main#main').length,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // The navbar's controls: each whole on the screen, the menu button (narrow screens) never squeezed.
    bar: [...document.querySelectorAll('.navbar-inner > *, .navbar-right > *')].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (!el.checkVisibility() || box.width === 0) return [];
      const squeezed = el.classList.contains('menu-toggle') && box.width < 40;
      return box.left < 0 || box.right > document.documentElement.clientWidth || squeezed ? [el.className] : [];
    }),
  }));
  if (!state.h1) problems.push(`${label}: no visible h1`);
  if (state.theme !== theme) problems.push(`${label}: theme ${state.theme}, expected ${theme}`);
  if (state.mains !== 1) problems.push(`${label}: ${state.mains} main landmarks`);
  if (state.overflow > 0) problems.push(`${label}: scrolls sideways by ${state.overflow}px at ${width}px`);
  for (const part of state.bar) problems.push(`${label}: the navbar's ${part} is cut or squeezed at ${width}px`);
  return problems;
}

/**
 * Visits `paths` with `WORKERS` pages side by side (each in a context of `width`×`height`, loading `theme`)
 * and returns every problem `check` finds, with console errors and requests leaving 127.0.0.1.
 */
async function sweep(
  browser: Browser,
  paths: readonly string[],
  viewport: { width: number; height: number; theme: 'light' | 'dark' },
  check: (page: Page, pathname: string) => Promise<string[]>,
  { axe = false, prefetch = true } = {},
): Promise<string[]> {
  const queue = [...paths];
  const problems: string[] = [];
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      const { page, errors, external, context } = await newPage(browser, {
        ...viewport,
        ...(prefetch ? {} : { connection: DATA_SAVING_2G }),
      });
      // axe-core is loaded with each page (sent to the browser once, not once per page). Its contrast rule skips
      // the tokens of highlighted code: lib/mdx/code-colours.test.ts checks every colour either theme can give a
      // token on both code backgrounds, and the thousands of token spans took 40% of axe's time (2026-11-24).
      if (axe) {
        await context.addInitScript({ path: AXE });
        await context.addInitScript((code) => {
          const { axe: loaded } = window as unknown as { axe: { configure(spec: object): void } };
          loaded.configure({ rules: [{ id: 'color-contrast', selector: `*:not(${code} *)` }] });
        }, HIGHLIGHTED_CODE);
      }
      try {
        for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
          errors.length = 0;
          await page.goto(site.server.url(pathname), { waitUntil: 'load' });
          problems.push(...(await check(page, pathname)));
          problems.push(...errors.map((e) => `${pathname}: console error ${e}`));
        }
        problems.push(...external.map((url) => `request outside 127.0.0.1: ${url}`));
      } finally {
        await context.close();
      }
    }),
  );
  return problems.sort();
}

describe('every page at 1280 px: layout, console and axe in light mode, then contrast in dark mode', () => {
  test(`${allPaths.length} pages (sitemap and SPEC routes), axe on ${axePaths.size}`, async () => {
    assert.ok(axePaths.size < allPaths.length && axePaths.has('/blog/AJAX/') && axePaths.has('/blog/tags/'));
    const problems = await sweep(
      site.browser,
      allPaths,
      { width: 1280, height: 900, theme: 'light' },
      async (page, pathname) => {
        const found = await layoutProblems(page, pathname, 'light', 1280);
        if (!axePaths.has(pathname)) return found;
        found.push(...(await axeProblems(page, `${pathname} (light)`)));
        // The reader's switch, as a reader uses it; only colours change, so axe checks contrast again.
        await waitForHydration(page);
        await page.getByRole('button', { name: '切换浅色/暗黑模式' }).click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        found.push(...(await axeProblems(page, `${pathname} (dark)`, ['color-contrast', 'link-in-text-block'])));
        return found;
      },
      // Without link prefetches (half of Chromium's work here); the 390 px sweep and the navigation tests keep them.
      { axe: true, prefetch: false },
    );
    assert.deepEqual(problems, []);
  });
});

/**
 * On one column, the parts of each page layout must stand in the order the HTML has them: a part that the CSS
 * moves above the article (the collapsed table of contents) but that comes after it in the HTML appears only
 * when the parser reaches it, and pushes the article down (Lighthouse measured a layout shift of 0.08).
 */
async function stackingProblems(page: Page, label: string): Promise<string[]> {
  const misplaced = await page.evaluate(() =>
    [...document.querySelectorAll('.doc-layout, .post-with-toc, .page-layout')].flatMap((layout) => {
      const parts = [...layout.children]
        .map((el) => ({ name: `${el.tagName.toLowerCase()}.${el.className}`, rect: el.getBoundingClientRect() }))
        .filter((part) => part.rect.height > 0);
      return parts
        .slice(1)
        .flatMap((part, i) => (part.rect.top < parts[i]!.rect.top ? [`${part.name} above ${parts[i]!.name}`] : []));
    }),
  );
  return misplaced.map((m) => `${label}: ${m}, though after it in the HTML`);
}

describe('every SPEC route at 390 px in dark mode', () => {
  test(`${specPaths.length} routes render without errors or sideways scrolling, their parts in the order of the HTML`, async () => {
    const problems = await sweep(site.browser, specPaths, { width: 390, height: 844, theme: 'dark' }, async (page, pathname) => [
      ...(await layoutProblems(page, pathname, 'dark', 390)),
      ...(await stackingProblems(page, pathname)),
    ]);
    assert.deepEqual(problems, []);
  });
});

describe('colour mode', () => {
  test('light by default even when the system prefers dark; the switch persists across reloads', async () => {
    const context = await site.browser.newContext({ colorScheme: 'dark' });
    const { page } = await newPage(site.browser, { context });
    await page.goto(site.server.url('/docs/intro/'));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    // The switch is a client component: it works once the page is hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: '切换浅色/暗黑模式' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'dark kept after reload');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(27, 27, 29)');
    await context.close();
  });
});

describe('right-to-left pages', () => {
  test('code reads left to right, from the left edge of its block, as on Docusaurus', async () => {
    const { page, context } = await newPage(site.browser);
    await page.goto(site.server.url('/docs/tutorial-basics/event-loop/'));
    // The site's own pages are left to right: a right-to-left locale's pages set `dir` on <html> (lib/i18n).
    const blocks = await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
      return [...document.querySelectorAll('figure[data-rehype-pretty-code-figure] > pre')].map((pre) => ({
        direction: getComputedStyle(pre).direction,
        // How far from the block's left edge its lines of text start, the furthest of them.
        textFromLeft: Math.max(
          ...[...pre.querySelectorAll('[data-line]')]
            .filter((line) => line.textContent!.trim() !== '')
            .map((line) => {
              const range = document.createRange();
              range.selectNodeContents(line);
              return range.getBoundingClientRect().left - pre.getBoundingClientRect().left;
            }),
        ),
      }));
    });
    assert.ok(blocks.length > 0, 'the page has code blocks');
    for (const block of blocks) {
      assert.equal(block.direction, 'ltr');
      assert.ok(block.textFromLeft < 40, `a line starts ${block.textFromLeft}px from the block's left edge`);
    }
    await context.close();
  });
});
