/**
 * Doc versions as Docusaurus shows them (tests/fixtures/doc-versions: current, 1.0 as the last version, 0.9 with
 * `noIndex`, and a second docs plugin with one version): the version menu links each version's same doc or its
 * entry page, the unreleased/unmaintained banner links the last version, a `noIndex` version's pages ask robots to
 * stay away and leave the sitemap, previous/next and breadcrumbs stay in the version, the `docsVersion` navbar item
 * opens the last version; in Chromium, the menu keeps the reader's choice in localStorage and search covers one
 * version (the one read, else the preferred one, else the last), with no serious axe violation on a menu opened.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { buildSharingCompile, composeContent, type FixtureBuild } from '../helpers/fixture-build';
import { startServer, type TestServer } from '../helpers/server';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The hrefs of the links in the first match of `pattern` (a region of the page). */
const linksIn = (html: string, pattern: RegExp): string[] =>
  [...(pattern.exec(html)?.[0] ?? '').matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);
const menuOf = (html: string) => linksIn(html, /<ul[^>]*class="version-menu"[\s\S]*?<\/ul>/);
const bannerOf = (html: string) => /<div class="version-banner"[\s\S]*?<\/div>/.exec(html)?.[0].replace(/<!-- -->/g, '');

describe('doc versions', () => {
  let built: FixtureBuild;
  let server: TestServer;
  let browser: Browser;
  const html = (page: string) => fs.readFileSync(path.join(built.out, page, 'index.html'), 'utf8');

  before(async () => {
    built = await buildSharingCompile(composeContent('doc-versions', { base: false }));
    assert.equal(built.code, 0, built.output.slice(-3000));
    server = await startServer({ root: built.out });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the menu links the same doc in each version, else that version’s entry page', () => {
    assert.deepEqual(menuOf(html('docs/next/sprockets')), [
      'Next /docs/next/sprockets/',
      '1.0 /docs/intro/',
      '0.9 /docs/0.9/intro/',
    ]);
    assert.deepEqual(menuOf(html('docs/0.9/setup')), ['Next /docs/next/intro/', '1.0 /docs/setup/', '0.9 /docs/0.9/setup/']);
    assert.match(html('docs/setup'), /aria-current="true" href="\/docs\/setup\/">1\.0</, 'the version read is marked');
    assert.match(html('docs/setup'), /class="version-badge"[^>]*>Version: 1\.0</);
    assert.ok(!html('community').includes('version-menu'), 'a plugin with one version and no navbar item has no menu');
  });

  test('unreleased and unmaintained banners link the same doc in the last version, else its entry page', () => {
    assert.equal(
      bannerOf(html('docs/next/sprockets')),
      '<div class="version-banner" role="alert" data-pagefind-ignore="true"><p>This is unreleased documentation for Gizmo Kit <b>Next</b> version.</p>' +
        '<p>For up-to-date documentation, see the <b><a href="/docs/intro/">latest version</a></b> (1.0).</p></div>',
    );
    assert.match(
      bannerOf(html('docs/0.9/setup'))!,
      /which is no longer actively maintained\.[\s\S]*<a href="\/docs\/setup\/">latest version<\/a>/,
    );
    assert.equal(bannerOf(html('docs/setup')), undefined, 'none on the last version');
  });

  test('a noIndex version: noindex, nofollow on each of its pages, none in the sitemap; each page its own canonical URL', () => {
    for (const page of ['docs/0.9/intro', 'docs/0.9/setup', 'docs/0.9/tags', 'docs/0.9/tags/legacy'])
      assert.match(html(page), /<meta name="robots" content="noindex, nofollow"\/>/, page);
    for (const page of ['docs/setup', 'docs/next/intro']) assert.ok(!html(page).includes('name="robots"'), page);
    assert.match(html('docs/0.9/setup'), /<link rel="canonical" href="https:\/\/gizmo\.example\/docs\/0\.9\/setup\/"\/>/);
    assert.match(html('docs/next/intro'), /<link rel="canonical" href="https:\/\/gizmo\.example\/docs\/next\/intro\/"\/>/);
    const sitemap = fs.readFileSync(path.join(built.out, 'sitemap.xml'), 'utf8');
    assert.ok(sitemap.includes('<loc>https://gizmo.example/docs/next/intro/</loc>'));
    assert.ok(!sitemap.includes('/docs/0.9/'), sitemap);
  });

  test('previous/next and breadcrumbs stay in the version; the docsVersion item opens the last version', () => {
    const pagination = (page: string) =>
      linksIn(html(page), /<nav class="pagination-nav[\s\S]*?<\/nav>/).map((l) => l.split(' ').at(-1));
    assert.deepEqual(pagination('docs/0.9/intro'), ['/docs/0.9/setup/']);
    assert.deepEqual(pagination('docs/setup'), ['/docs/intro/']);
    assert.deepEqual(pagination('docs/next/intro'), ['/docs/next/sprockets/']);
    assert.deepEqual(linksIn(html('docs/0.9/setup'), /<nav class="breadcrumbs[\s\S]*?<\/nav>/), ['Docs /docs/0.9/intro/']);
    assert.match(html('blog'), /<div class="navbar-right">[\s\S]*?<a class="navbar-link" href="\/docs\/intro\/">1\.0<\/a>/);
  });

  /** The hrefs search finds for `query` from the page at `pathname` (English site: the dialog's own words). */
  async function searchFrom(page: Page, pathname: string, query: string): Promise<string[]> {
    await page.goto(server.url(pathname));
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Search/ }).click();
    await page.getByRole('combobox').fill(query);
    await page.waitForFunction(
      (q) => {
        const list = document.querySelector('[role="listbox"]');
        return list?.getAttribute('data-results-for') === q && list.getAttribute('aria-busy') === 'false';
      },
      query,
      { timeout: 10000 },
    );
    const hrefs = await page
      .getByRole('option')
      .evaluateAll((els) => els.map((el) => el.querySelector('a')!.getAttribute('href')!));
    return hrefs.sort();
  }

  test('search covers the version read, else the preferred one, else the last; other pages always', async () => {
    const { page, errors } = await newPage(browser);
    const others = ['/blog/2024/03/01/release/', '/community/'];
    assert.deepEqual(await searchFrom(page, '/docs/0.9/intro/', 'gizmo'), [...others, '/docs/0.9/intro/', '/docs/0.9/setup/']);
    assert.deepEqual(await searchFrom(page, '/docs/next/intro/', 'gizmo'), [
      ...others,
      '/docs/next/intro/',
      '/docs/next/sprockets/',
    ]);
    assert.deepEqual(await searchFrom(page, '/blog/', 'gizmo'), [...others, '/docs/intro/', '/docs/setup/']);
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
    assert.deepEqual(await searchFrom(page, '/community/', 'gizmo'), [...others, '/docs/0.9/intro/', '/docs/0.9/setup/']);
    assert.deepEqual(errors, []);
  });

  test('the menu opens, closes on Escape, and keeps the version chosen as the preferred one', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, context } = await newPage(browser, { theme });
      await context.addInitScript({ path: AXE });
      await page.goto(server.url('/docs/setup/'));
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Version: 1.0' });
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      const menu = page.getByRole('list', { name: 'Versions' });
      await menu.waitFor();
      const violations = await page.evaluate(async () => {
        type Violation = { id: string; impact: string };
        const axe = (window as unknown as { axe: { run(c: Document): Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document)).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id);
      });
      assert.deepEqual(violations, [], `axe on the doc with its menu open (${theme})`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await button.click();
      await menu.getByRole('link', { name: '0.9' }).click();
      await page.waitForURL(server.url('/docs/0.9/setup/'));
      await page.getByRole('button', { name: 'Version: 0.9' }).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '0.9');
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
