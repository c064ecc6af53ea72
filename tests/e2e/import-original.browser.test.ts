/**
 * The original site moves over: the real content of liushuxin/myblog (../shared/realworld) with a
 * Docusaurus config, sidebars and stand-ins written from its SOURCE.md is imported with
 * `npm run import -- <site> --out <dir> --install` and built; every route of the spec then serves the
 * original's page under /myblog/, in Chromium without console errors.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { parse } from 'yaml';
import { launchBrowser, newPage } from '../helpers/browser';
import { buildSharingCompile, type FixtureBuild } from '../helpers/fixture-build';
import { hasRealworld, importSite, makeOriginalSite, REALWORLD } from '../helpers/realworld';
import { startServer, type TestServer } from '../helpers/server';
import { SPEC_ROUTES, SVELTE_REDIRECT } from '../spec-routes';

const ORIGINAL = path.join(REALWORLD, 'liushuxin+myblog');
const SITE_TITLE = '述新的技术博客';

/** The title Docusaurus gave a file: front matter `title`, else its first `# heading`, else its file name. */
function originalTitle(rel: string): string {
  const text = fs.readFileSync(path.join(ORIGINAL, rel), 'utf8').replace(/^\uFEFF/, '');
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const data = (fm ? parse(fm[1]!) : {}) as { title?: string };
  if (data.title) return String(data.title);
  const h1 = /^#\s+(.+)$/m.exec(fm ? text.slice(fm[0].length) : text);
  return h1 ? h1[1]!.trim() : path.basename(rel).replace(/\.mdx?$/, '');
}

/** The original's file behind each content route of the spec (its posts are named differently from ours). */
const POSTS: Record<string, string> = {
  '/blog/AJAX/': 'blog/2021-12-17-ajax/index.mdx',
  '/blog/JQ/': 'blog/2021-01-07-auth.md',
  '/blog/MACOS/': 'blog/2023-09-07-oscscript.mdx',
  '/blog/welcome/': 'blog/2021-08-26-welcome/index.md',
  '/blog/mdx-blog-post/': 'blog/2021-08-01-max-file-part-download.mdx',
  // Two posts claim this slug; Docusaurus served the first by path, and so does this site.
  '/blog/long-blog-post/': 'blog/2021-05-29-partial-load.mdx',
  '/blog/2022/01/03/http-capture/': 'blog/2022-01-03-http-capture/index.md',
};

function originalFileOf(route: (typeof SPEC_ROUTES)[number]): string | undefined {
  if (POSTS[route.path]) return POSTS[route.path];
  if (!route.file || route.file.startsWith('blog/')) return undefined;
  if (route.file === 'pages/markdown-page.md') return route.file;
  const base = route.file.replace(/\.mdx?$/, '').replace(/^js-docs\/svelte\//, 'js-docs/svelte /');
  return ['.md', '.mdx'].map((ext) => base + ext).find((f) => fs.existsSync(path.join(ORIGINAL, f)));
}

/** The repository's own files as git sees them (status and the content of changed files). */
function repoState(): string {
  const status = execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', 'content', 'config', 'package.json'],
    {
      encoding: 'utf8',
    },
  );
  return `${status}${execFileSync('git', ['diff', '--', 'content', 'config', 'package.json'], { encoding: 'utf8' })}`;
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

function hashTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

describe(
  'the original site (liushuxin/myblog, Docusaurus 2.0.0-beta.9) moves over with one command',
  { skip: !hasRealworld() },
  () => {
    let site: string;
    let siteHash: string;
    let repoBefore: string;
    let contentDir: string;
    let report: string;
    let built: FixtureBuild;
    let server: TestServer;
    let browser: Browser;

    before(async () => {
      site = makeOriginalSite();
      siteHash = hashTree(site);
      repoBefore = repoState();
      const run = importSite(site, 'original');
      contentDir = run.contentDir;
      report = run.report;
      assert.equal(run.status, 0, report);
      built = await buildSharingCompile(contentDir);
      assert.equal(built.code, 0, built.output);
      server = await startServer({ root: built.out });
      browser = await launchBrowser();
    });

    after(async () => {
      await browser?.close();
      await server?.close();
    });

    test('the report lists what was copied, every change with file:line, and what did not carry over', () => {
      assert.match(report, /Copied into/);
      assert.match(report, /js-docs\/ → js-docs\//);
      assert.match(report, /code imported by MDX: src\/sources\/async_await\.js, src\/sources\/my-promise\.js/);
      assert.match(report, /blog\/2021-12-17-ajax\/index\.mdx:\d+: escaped `\{`/);
      assert.match(report, /redirect \/js-docs\/svelte \/index → \/js-docs\/svelte\/index/);
      assert.match(report, /React pages carried as pages: src\/pages\/index\.js, src\/pages\/personal_brand\/index\.js/);
      assert.match(report, /theme @docusaurus\/theme-live-codeblock/);
      assert.match(report, /antd \^4\.24\.12: installed/);
      assert.match(report, /images: \d+ served as AVIF and WebP/);
    });

    test('the source site is left as it was, and the content folder carries the whole site', () => {
      assert.equal(hashTree(site), siteHash);
      const config = JSON.parse(fs.readFileSync(path.join(contentDir, 'site.config.json'), 'utf8'));
      assert.equal(config.title, SITE_TITLE);
      assert.equal(config.baseUrl, '/myblog/');
      assert.deepEqual(
        config.docs.map((d: { id: string; routeBasePath: string }) => `${d.id} ${d.routeBasePath}`),
        [
          'default /docs',
          'js-docs /js-docs',
          'css-docs /css-docs',
          'build-tools /build-tools',
          'data-structure /data-structure',
          'reading /reading',
        ],
      );
      assert.equal(repoState(), repoBefore, 'the import edits no file of the repository');
    });

    test('the duplicate slug is reported naming both files', () => {
      assert.match(built.output, /onDuplicateRoutes[^\n]*2021-05-29-partial-load\.mdx[^\n]*2025-01-05-mobile\/index\.mdx/);
    });

    test('every route of the spec serves the original page, its title ending in "| 述新的技术博客"', async () => {
      const problems: string[] = [];
      for (const route of [...SPEC_ROUTES, { path: '/blog/2022/01/03/http-capture/' }]) {
        const res = await fetch(server.url(route.path));
        const html = await res.text();
        const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
        if (res.status !== 200) problems.push(`${route.path}: HTTP ${res.status}`);
        if (!title.endsWith(`| ${SITE_TITLE}`)) problems.push(`${route.path}: <title> "${title}"`);
        const file = originalFileOf(route);
        if (file && !title.startsWith(originalTitle(file)))
          problems.push(`${route.path}: title "${title}", expected ${originalTitle(file)}`);
      }
      assert.deepEqual(problems, []);
      const home = await (await fetch(server.url('/'))).text();
      assert.match(home, /<title>Hello from 述新的技术博客 \| 述新的技术博客<\/title>/);
      assert.match(await (await fetch(server.url('/personal_brand/'))).text(), /工作是创造，而不是消耗/);
    });

    test("the original's MDX renders: raw-loader code in a titled block, tabs, antd, imported images, TOCInline, Highlight", async () => {
      const page = async (p: string) => (await fetch(server.url(p))).text();
      const asyncAwait = await page('/docs/tutorial-basics/async-await/');
      assert.match(asyncAwait, /<figcaption[^>]*>Promise 原理实现<\/figcaption>/);
      assert.match(asyncAwait, /function<\/span><span[^>]*> runAsync/);
      const jsasync = await page('/docs/tutorial-basics/jsasync/');
      assert.match(jsasync, /role="tablist"/);
      assert.match(jsasync, /role="tabpanel"[^>]*hidden/, 'every panel is in the HTML, the inactive ones hidden');
      const features = await page('/docs/tutorial-basics/markdown-features/');
      assert.match(features, /<span style="background-color:#25c2a0[^"]*"/);
      const ajax = await page('/blog/AJAX/');
      assert.match(ajax, /class="ant-card/);
      assert.match(ajax, /class="ant-alert/);
      // Imported images given to antd's <Image>: the original's format (a PNG named .jpg) at the column's widths.
      assert.match(
        ajax,
        /<img[^>]+srcSet="\/myblog\/_assets\/athena-error-[0-9a-f]{10}-480\.png 480w[^"]*"[^>]+style="aspect-ratio:3391 \/ 1166"[^>]+src="\/myblog\/_assets\/athena-error-[0-9a-f]{10}-1600\.png"/,
      );
      assert.match(ajax, /<link rel="stylesheet" href="\/myblog\/_assets\/antd-[0-9a-f]{10}\.css"/);
      assert.match(ajax, /class="[^"]*toc-inline[^"]*"/);
    });

    test('images: pictures in modern formats at the right size, the first preloaded, sizes reserved, zoom by keyboard', async () => {
      assert.match(built.output, /Images: \d+ served as AVIF and WebP[^\n]* MB as saved → [\d.]+ MB for a phone at 2×/);
      const ajax = await (await fetch(server.url('/blog/AJAX/'))).text();
      const banner = /<picture><source type="image\/avif" srcSet="([^"]+)"[^>]*>.*?<\/picture>/.exec(ajax);
      assert.ok(banner, 'the banner is a picture');
      assert.match(banner[0], /<source type="image\/webp"/);
      const bannerImg = /<img [^>]+>/.exec(banner[0])![0];
      for (const attribute of [
        /src="[^"]+-1500\.jpg"/,
        /width="1500"/,
        /height="500"/,
        /loading="eager"/,
        /fetchPriority="high"/,
      ])
        assert.match(bannerImg, attribute);
      assert.deepEqual(
        banner[1]!.split(', ').map((c) => c.split(' ')[1]),
        ['480w', '800w', '1200w', '1500w'],
        'widths up to the original, never wider',
      );
      assert.ok(
        ajax.indexOf('rel="preload" as="image" type="image/avif"') < ajax.indexOf('logo.svg'),
        'the lead image is asked for first',
      );
      assert.equal((ajax.match(/loading="eager"/g) ?? []).length, 1);

      const { page, context } = await newPage(browser, { width: 390, height: 844 });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({ status: 204, body: '' }));
      const scripts: string[] = [];
      page.on('response', async (r) => {
        if (r.request().resourceType() === 'script' && (await r.text().catch(() => '')).includes('medium-zoom-overlay'))
          scripts.push(r.url());
      });
      await page.goto(server.url('/blog/AJAX/'), { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('.markdown img[data-zoomable]')?.getAttribute('tabindex') === '0');
      const unsized = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.markdown img')]
          .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')) && !img.style.aspectRatio)
          .map((img) => img.outerHTML.slice(0, 120)),
      );
      assert.deepEqual(unsized, [], 'every article image reserves its space');
      // antd.css (the post imports it; loaded after the first paint) sets html, body { height: 100% }: the bar keeps its height.
      await page.waitForFunction(() =>
        [...document.styleSheets].some((s) => /antd/.test(s.href ?? '') && s.media.mediaText === 'all'),
      );
      assert.equal(await page.evaluate(() => document.querySelector('header.navbar')!.getBoundingClientRect().height), 60);
      const image = page.locator('.markdown img[data-zoomable]').first();
      await image.focus();
      // Escape closes an opened image (medium-zoom ignores it while the opening animation runs).
      const opened = image.evaluate(
        (img) => new Promise((resolve) => img.addEventListener('medium-zoom:opened', resolve, { once: true })),
      );
      await page.keyboard.press('Enter');
      await page.locator('.medium-zoom-overlay').waitFor();
      await opened;
      await page.keyboard.press('Escape');
      await page.locator('.medium-zoom-overlay').waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.matches('.markdown img[data-zoomable]'));
      assert.equal(scripts.length, 1, 'the zoom script loads on a page with images');
      // A page without images loads none of it.
      const loaded: string[] = [];
      page.on('request', (r) => loaded.push(r.url()));
      await page.goto(server.url('/docs/tutorial-basics/jsasync/'), { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      assert.ok(!loaded.includes(scripts[0]!), 'no zoom script on a page without images');
      await context.close();
    });

    test('the old Svelte URL forwards and the old http-capture URL is kept', async () => {
      const redirect = await (await fetch(server.url(SVELTE_REDIRECT.from.replace('%20', ' ')))).text();
      assert.match(redirect, new RegExp(`/myblog${SVELTE_REDIRECT.to}`));
    });

    test('the pages open in Chromium without console errors, tabs switch with the keyboard', async () => {
      const pages = [
        '/',
        '/personal_brand/',
        '/blog/AJAX/',
        '/docs/tutorial-basics/async-await/',
        '/docs/tutorial-basics/jsasync/',
        '/blog/',
      ];
      const problems: string[] = [];
      for (const p of pages) {
        const { page, errors, context } = await newPage(browser);
        // The original's content links images on other hosts (avatars): stand in for the network.
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) =>
          r.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
        );
        await page.goto(server.url(p), { waitUntil: 'load' });
        await page.waitForFunction(() => document.documentElement.dataset.js === 'ready');
        if (p === '/docs/tutorial-basics/jsasync/') {
          const tabs = page.getByRole('tab');
          const first = tabs.first();
          await first.focus();
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('Enter');
          assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'true');
        }
        problems.push(...errors.map((e) => `${p}: ${e}`));
        await context.close();
      }
      assert.deepEqual(problems, []);
    });
  },
);
