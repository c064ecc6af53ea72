/**
 * A versioned, translated Docusaurus site keeps every URL (issue 37). tests/fixtures/docusaurus-variants is a
 * Docusaurus 3 site written from Docusaurus's documented behaviour: the default docs instance in three versions
 * (`current` at /docs/next/, the last released version 2.0 at /docs/, 1.0 at /docs/legacy/ by its `path` option and
 * not indexed by its `noIndex`, as `docusaurus docs:version` lays them out), a second docs instance (`community`,
 * its last version the current one), a blog, a Markdown page, doc tags, a generated-index category, and the locales
 * en and zh-Hans: in zh-Hans a doc (current and 2.0), a post and a page are translated, the rest shows its English
 * text, its links to pages in zh-Hans. The community's current version starts its sidebar with a generated index, and
 * its 1.0 has a page current lacks (the version menu's main doc). It goes through `npm run import` and one production build; the page URLs of the export are held to those
 * of Docusaurus 3.10.2's own build of the same site (tests/fixtures/docusaurus-variants.urls.txt, written by
 * scripts/bench/docusaurus-urls.ts), and its feeds and sitemaps to Docusaurus's (docusaurus-variants.files.txt).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { decodeHTML } from 'entities';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { pageUrls, readFileList, readUrlList, sameUrl, sitemapPaths } from '../../scripts/bench/page-urls';
import { launchBrowser, layoutShifts, newPage, waitForHydration } from '../helpers/browser';
import { buildSharingCompile, type FixtureBuild } from '../helpers/fixture-build';
import { importSite } from '../helpers/realworld';
import { startServer, type TestServer } from '../helpers/server';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The links (`label href`) in the first match of `pattern` (a region of the page). */
const linksIn = (html: string, pattern: RegExp): string[] =>
  [...(pattern.exec(html)?.[0] ?? '').matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);
/** The links of a docs plugin's version menu in the bar (Docusaurus's navbar `docsVersionDropdown`). */
const menuOf = (html: string, plugin = 'default') =>
  linksIn(html, new RegExp(`<details class="[^"]*navbar-item[^"]*" data-version-menu="${plugin}"[^>]*>[\\s\\S]*?<\\/details>`));
/** The label of that menu in the bar, and of its copy in the drawer. */
const menuLabelsOf = (html: string, plugin = 'default') =>
  [...html.matchAll(new RegExp(`<details class="([^"]*)" data-version-menu="${plugin}"[^>]*><summary[^>]*>([^<]*)<`, 'g'))].map(
    (m) => `${/navbar-item/.test(m[1]!) ? 'bar' : 'drawer'}: ${m[2]}`,
  );

const FIXTURE = path.resolve('tests', 'fixtures', 'docusaurus-variants');
const DOCUSAURUS_URLS = `${FIXTURE}.urls.txt`;
const DOCUSAURUS_FILES = `${FIXTURE}.files.txt`;

/** The ids of axe's serious and critical violations on the page (axe-core already injected). */
const seriousAxeViolations = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    type Violation = { id: string; impact: string };
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  });

/** The HTML of the exported page at `url` (`/zh-Hans/docs/intro/`), whichever way the export writes it. */
function pageHtml(out: string, url: string): string {
  const rel = sameUrl(url).replace(/^\//, '');
  const file = [path.join(out, rel, 'index.html'), path.join(out, `${rel}.html`)].find((f) => fs.existsSync(f));
  assert.ok(file, `no page at ${url}`);
  return fs.readFileSync(file, 'utf8');
}

/** The text of the page's main content: scripts left out, inline tags dropped, other tags a space. */
function mainText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<\/?(a|b|strong|em|i|code|span)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const htmlLang = (html: string): string | undefined => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];

describe('a versioned, translated Docusaurus site: import, build, and every URL of Docusaurus', () => {
  let imported: ReturnType<typeof importSite>;
  let built: FixtureBuild;
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    imported = importSite(FIXTURE, 'variants');
    assert.equal(imported.status, 0, imported.report);
    built = await buildSharingCompile(imported.contentDir);
    server = await startServer({ root: built.out });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the build succeeds', () => {
    assert.equal(built.code, 0, built.output.slice(-3000));
  });

  test("the export's page URLs are Docusaurus's, each version × each locale", () => {
    const expected = new Set(readUrlList(DOCUSAURUS_URLS).map(sameUrl));
    const actual = new Set(pageUrls(built.out).map(sameUrl));
    const missing = [...expected].filter((u) => !actual.has(u));
    const extra = [...actual].filter((u) => !expected.has(u));
    assert.deepEqual(
      { missing, extra },
      { missing: [], extra: [] },
      `${expected.size} URLs in Docusaurus's build, ${actual.size} here: ${missing.length} missing, ${extra.length} extra`,
    );
  });

  test("Docusaurus's feeds are here, and a sitemap per locale lists that locale's URLs", () => {
    const { files, sitemaps } = readFileList(DOCUSAURUS_FILES);
    const absent = files.filter((rel) => !fs.existsSync(path.join(built.out, rel)));
    const differ: Record<string, { missing: string[]; extra: string[] }> = {};
    for (const [rel, expected] of sitemaps) {
      if (absent.includes(rel)) continue;
      const actual = new Set(sitemapPaths(path.join(built.out, rel)).map(sameUrl));
      const want = new Set(expected.map(sameUrl));
      const missing = [...want].filter((u) => !actual.has(u));
      const extra = [...actual].filter((u) => !want.has(u));
      if (missing.length + extra.length > 0) differ[rel] = { missing, extra };
    }
    assert.deepEqual({ absent, differ }, { absent: [], differ: {} }, "feeds and sitemaps of Docusaurus's build");
  });

  test("each locale's build reads the config again (DOCUSAURUS_CURRENT_LOCALE): its title and words, as Docusaurus 3.10.2 shows them", () => {
    // The config is an ES module that reads the locale; ./site-words.js is CommonJS, kept from the first load.
    const settings = (
      JSON.parse(fs.readFileSync(path.join(imported.contentDir, 'site.config.json'), 'utf8')) as {
        i18n: { localeConfigs: Record<string, unknown> };
      }
    ).i18n.localeConfigs;
    assert.deepEqual(settings['zh-Hans'], {
      label: '简体中文',
      title: '变体',
      tagline: '版本与语言，并排而立',
      navbar: { labels: { Blog: 'Journal' } },
      footer: { copyright: '变体测试站点' },
      announcementBar: { content: '日志有新文章：<a href="/blog">去看看</a>' },
    });
    assert.match(
      imported.report,
      /zh-Hans: its own title, tagline, navbar\.items\[2\]\.label, footer\.copyright, announcementBar\.content \(the config read/,
    );
    // What Docusaurus 3.10.2's build of this fixture shows (`docusaurus build`, checked once against this list).
    const shown = (url: string) => {
      const html = pageHtml(built.out, url);
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        og: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
        brand: /class="navbar-brand"[\s\S]*?<span class="navbar-title">([^<]*)<\/span>/.exec(html)?.[1],
        // The items as the drawer lists them, in the config's order (its left items come first: the bar shows the same).
        links: [...html.matchAll(/<a [^>]*class="navbar-link"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]),
        copyright: /class="footer-copyright">([^<]*)</.exec(html)?.[1],
      };
    };
    // The community section's docsVersion item names its last version ("Now", untranslated: no version.label in zh-Hans).
    const en = { brand: 'Variants', links: ['Docs', 'Community', 'Blog', 'Now'], copyright: 'Variants, a test site.' };
    // zh-Hans: navbar.json translates the locale's own label (item.label.Journal), its copyright wins over the locale's.
    const zh = { brand: '变体', links: ['文档', '社区', '日志', 'Now'], copyright: '变体，一个测试站点。' };
    // The home page is titled as the site in English: the site's title alone (3.8+); in zh-Hans the site's title differs.
    assert.deepEqual(shown('/'), { title: 'Variants', og: 'Variants', ...en });
    assert.deepEqual(shown('/zh-Hans/'), { title: 'Variants · 变体', og: 'Variants · 变体', ...zh });
    assert.deepEqual(shown('/zh-Hans/docs/intro/'), { title: '简介 · 变体', og: '简介 · 变体', ...zh });
    assert.deepEqual(shown('/docs/intro/'), { title: 'Introduction · Variants', og: 'Introduction · Variants', ...en });
    const feedTitle = (rel: string) => /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(built.out, rel), 'utf8'))?.[1];
    assert.deepEqual([feedTitle('blog/rss.xml'), feedTitle('zh-Hans/blog/rss.xml')], ['Variants Blog', '变体 Blog']);
  });

  test('static/ is served under each locale too, as Docusaurus copies it into every locale of its build', () => {
    for (const root of ['', 'zh-Hans'])
      assert.ok(fs.existsSync(path.join(built.out, root, 'img', 'favicon.ico')), `${root}/img/favicon.ico`);
  });

  test("each locale has its not-found page as Docusaurus writes it (404.html), in the locale's words", () => {
    const zh = fs.readFileSync(path.join(built.out, 'zh-Hans', '404.html'), 'utf8');
    assert.equal(htmlLang(zh), 'zh-Hans');
    assert.match(zh, /<title>找不到页面 · 变体<\/title>/);
    assert.match(zh, /<meta name="robots" content="noindex/);
    assert.match(mainText(zh), /我们找不到您要找的页面。/);
    assert.deepEqual(linksIn(zh, /<div class="not-found"[\s\S]*?<\/div>/)[0], '主页面 /zh-Hans/');
    const en = fs.readFileSync(path.join(built.out, '404.html'), 'utf8');
    assert.equal(htmlLang(en), 'en');
    assert.match(mainText(en), /We could not find what you were looking for\./);
    assert.ok(!fs.readFileSync(path.join(built.out, 'zh-Hans', 'sitemap.xml'), 'utf8').includes('404'));
  });

  test('a translated doc shows its translation, in its version', () => {
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/docs/intro/')), /欢迎使用变体 2\.0，这是当前的稳定版本。/);
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/docs/next/intro/')), /欢迎使用变体 3\.0，这是正在开发中的版本。/);
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/community/')), /使用变体的人在这里相聚/);
  });

  test("an untranslated doc shows the default locale's text at its /zh-Hans/ URL", () => {
    const html = pageHtml(built.out, '/zh-Hans/docs/guide/configure/');
    assert.match(mainText(html), /Variants 2\.0 reads variants\.ini from the working folder\./);
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/docs/legacy/legacy-setup/')), /Variants 1\.0 was set up by editing/);
  });

  test("a versioned doc shows its own version's text", () => {
    assert.match(mainText(pageHtml(built.out, '/docs/intro/')), /Welcome to Variants 2\.0, the current stable release\./);
    assert.match(mainText(pageHtml(built.out, '/docs/next/intro/')), /Welcome to Variants 3\.0, the version in the making\./);
    assert.match(mainText(pageHtml(built.out, '/docs/legacy/intro/')), /Welcome to Variants 1\.0, an old release/);
    assert.match(mainText(pageHtml(built.out, '/community/1.0/')), /met on a mailing list/);
  });

  test("a section's own exclude: its drafts get no page yet are imported, and a `_` file it does not name is a doc", () => {
    // community: `exclude: ['**/drafts/**']` (Docusaurus's default, which leaves out `_` files, replaced); the pages'
    // exclude adds drafts/. Held to Docusaurus's build by the URL list: /community/_glossary/ and no /drafts/ pages.
    assert.match(mainText(pageHtml(built.out, '/community/events/meetups/')), /agenda: a talk on versioned docs, then questions/);
    for (const folder of ['community/drafts', 'zh-Hans/community/drafts', 'drafts', 'zh-Hans/drafts'])
      assert.ok(!fs.existsSync(path.join(built.out, folder)), `${folder}/ exported`);
    assert.match(mainText(pageHtml(built.out, '/community/_glossary/')), /a language the site is translated into/);
    const sidebar = linksIn(pageHtml(built.out, '/community/contributing/'), /<nav class="doc-sidebar[\s\S]*?<\/nav>/);
    assert.ok(sidebar.includes('Glossary /community/_glossary/'), sidebar.join(', '));
  });

  test("themeConfig.tableOfContents and a docs plugin's sidebarCollapsed, as Docusaurus's build of the fixture shows them", () => {
    // maxHeadingLevel: 4 lists the h4 (Docusaurus: #sections, #stream-options, #buffer-size).
    const toc = linksIn(pageHtml(built.out, '/docs/next/guide/configure/'), /<nav class="toc"[\s\S]*?<\/nav>/);
    assert.deepEqual(toc, ['Sections #sections', 'Stream options #stream-options', 'Buffer size #buffer-size']);
    // community: sidebarCollapsed: false, so its Events category is open on a page outside it; the docs' is folded.
    const open = (url: string, label: string) => {
      const category = new RegExp(`<details class="sidebar-category"( open)?><summary aria-label="[^"]*“${label}”"`).exec(
        pageHtml(built.out, url),
      );
      assert.ok(category, `${label} on ${url}`);
      return category[1] === ' open';
    };
    assert.equal(open('/community/contributing/', 'Events'), true);
    assert.equal(open('/docs/intro/', 'Guides'), false);
  });

  test('a translated post and page, and a tag only the translation has', () => {
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/blog/hello/')), /变体博客的第一篇文章向大家问好。/);
    assert.match(mainText(pageHtml(built.out, '/blog/hello/')), /The first post of the Variants blog says hello\./);
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/about/')), /变体是一个虚构的工具/);
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/blog/tags/欢迎/')), /你好，变体/);
  });

  // What follows is held to Docusaurus 3.10.2's build of the fixture (its titles, meta tags, feeds and tags index), read
  // once from that build; the fixture declares `^3.9.2` without a lockfile, which installs 3.10.
  const headOf = (url: string) => pageHtml(built.out, url).split('</head>')[0]!;
  const metaContents = (url: string, attr: string) =>
    [...headOf(url).matchAll(new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

  test("titles as Docusaurus's formatter writes them: a page titled as the site is titled by the site alone", () => {
    assert.match(headOf('/'), /<title>Variants<\/title>/);
    assert.deepEqual(metaContents('/', 'og:title'), ['Variants']);
    assert.match(headOf('/blog/'), /<title>Blog · Variants<\/title>/);
    assert.match(headOf('/blog/authors/lin/page/2/'), /<title>Lin Wei - 3 posts · Variants<\/title>/);
  });

  test('list pages are described as Docusaurus describes them, and those it gives no description have none', () => {
    for (const url of ['/blog/', '/blog/page/2/']) assert.deepEqual(metaContents(url, 'description'), ['Blog'], url);
    assert.deepEqual(metaContents('/blog/archive/', 'description'), ['Archive']);
    assert.deepEqual(metaContents('/blog/archive/', 'og:description'), ['Archive']);
    assert.deepEqual(metaContents('/zh-Hans/blog/archive/', 'description'), ['历史博文']);
    for (const url of [
      '/blog/tags/',
      '/blog/tags/news/',
      '/blog/authors/',
      '/blog/authors/lin/',
      '/docs/tags/',
      '/docs/tags/setup/',
    ])
      assert.deepEqual([...metaContents(url, 'description'), ...metaContents(url, 'og:description')], [], url);
  });

  test("every page links the locale's feeds titled as Docusaurus titles them", () => {
    // Docusaurus's default feed types, rss and atom: no JSON feed, written or linked.
    const feeds = (url: string) =>
      [
        ...headOf(url).matchAll(
          /<link rel="alternate" type="application\/(rss\+xml|atom\+xml|feed\+json)" href="([^"]*)" title="([^"]*)"/g,
        ),
      ].map((m) => `${m[1]} ${new URL(m[2]!).pathname} ${m[3]}`);
    for (const dir of ['blog', 'zh-Hans/blog']) assert.ok(!fs.existsSync(path.join(built.out, dir, 'feed.json')), dir);
    // Each page names the site's other locales for Open Graph, as Docusaurus 3.10.2's build of the fixture does.
    const ogLocales = (url: string) =>
      [...headOf(url).matchAll(/<meta property="og:locale(:alternate)?" content="([^"]*)"/g)].map((m) => `${m[1] ?? ''} ${m[2]}`);
    assert.deepEqual(ogLocales('/docs/intro/'), [' en', ':alternate zh_Hans']);
    assert.deepEqual(ogLocales('/zh-Hans/blog/'), [' zh_Hans', ':alternate en']);
    assert.deepEqual(feeds('/docs/intro/'), [
      'rss+xml /blog/rss.xml Variants RSS Feed',
      'atom+xml /blog/atom.xml Variants Atom Feed',
    ]);
    assert.deepEqual(feeds('/zh-Hans/blog/'), [
      'rss+xml /zh-Hans/blog/rss.xml 变体 RSS Feed',
      'atom+xml /zh-Hans/blog/atom.xml 变体 Atom Feed',
    ]);
  });

  test("a post's authors: avatars from imageURL or image_url, article:author their URLs, RSS only those with an e-mail", () => {
    const avatars = (url: string) =>
      [
        ...pageHtml(built.out, url).matchAll(
          /<li class="post-author"><img class="avatar" src="([^"]*)"[^>]*><span>(?:<a[^>]*>)?([^<]*)/g,
        ),
      ].map((m) => `${m[2]} ${m[1]}`);
    // authors.yml's imageURL (Lin Wei), front matter's inline imageURL (Sam Guest), authors.yml's image_url (Chen Yu).
    assert.deepEqual(avatars('/blog/2026/02/20/two-point-oh/'), ['Lin Wei /img/team.svg', 'Sam Guest /img/team.svg']);
    assert.deepEqual(avatars('/blog/2026/03/05/translations/'), ['Lin Wei /img/team.svg', 'Chen Yu /img/team.svg']);
    assert.match(pageHtml(built.out, '/blog/authors/'), /<img class="avatar" src="\/img\/team.svg"/);
    assert.deepEqual(metaContents('/blog/2026/03/05/translations/', 'article:author'), [
      'https://example.org/lin',
      'https://example.org/chen',
    ]);
    assert.deepEqual(metaContents('/blog/2026/02/20/two-point-oh/', 'article:author'), ['https://example.org/lin']);
    const rss = fs.readFileSync(path.join(built.out, 'blog', 'rss.xml'), 'utf8');
    assert.deepEqual(
      [...rss.matchAll(/<author>([^<]*)<\/author>/g)].map((m) => m[1]),
      Array(3).fill('lin@example.org (Lin Wei)'),
    );
  });

  test("an author's later pages are at <author page>/page/<n>, linked from the paginator", () => {
    assert.match(
      pageHtml(built.out, '/blog/authors/lin/'),
      /<nav class="pagination-nav"[\s\S]*?href="\/blog\/authors\/lin\/page\/2\/"/,
    );
    assert.match(mainText(pageHtml(built.out, '/blog/authors/lin/page/2/')), /Hello, Variants/);
  });

  test('a tags index groups its tags under their first letter, a Chinese label under its first character', () => {
    const letters = (url: string) =>
      [...pageHtml(built.out, url).matchAll(/<article><h2 id="([^"]*)">[\s\S]*?<\/article>/g)].map(
        (m) => `${m[1]}: ${[...m[0].matchAll(/<a[^>]*rel="tag"[^>]*>([^<]*)</g)].map((t) => t[1]).join(' ')}`,
      );
    assert.deepEqual(letters('/blog/tags/'), ['I: i18n Internationalization', 'N: news', 'R: release', 'W: welcome', '中: 中文']);
    assert.deepEqual(letters('/zh-Hans/blog/tags/'), [
      'I: i18n Internationalization',
      'N: news',
      'R: release',
      '中: 中文',
      '欢: 欢迎',
    ]);
    assert.deepEqual(letters('/docs/tags/'), ['G: getting-started', 'S: setup']);
  });

  test("the blog's list shows no heading (Docusaurus's BlogListPage has none): its h1 is for screen readers", () => {
    assert.match(pageHtml(built.out, '/blog/'), /<h1 class="visually-hidden">Blog<\/h1>/);
    assert.match(pageHtml(built.out, '/blog/tags/news/'), /<header class="list-header"><h1/);
  });

  /** A list page's posts: title, "Read more" link, heading ids, code and the text of what it shows of each. */
  function listed(url: string) {
    const items = pageHtml(built.out, url).split('<article class="post-preview"').slice(1);
    return items.map((item) => {
      const body = /<div class="markdown"[^>]*>([\s\S]*?)<\/div><footer/.exec(item)?.[1] ?? '';
      return {
        title: /<h2><a[^>]*>([^<]*)</.exec(item)?.[1],
        readMore: /<a [^>]*class="read-more"[^>]*>([^<]*)</.exec(item)?.[1],
        headings: [...body.matchAll(/<h[2-6] id="([^"]+)"/g)].map((m) => m[1]),
        code: [...body.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => decodeHTML(m[1]!.replace(/<[^>]+>/g, '')).trim()),
        text: mainText(body).trim(),
      };
    });
  }

  // Held to Docusaurus 3.10.2's build of the fixture (scripts/bench/docusaurus-urls.ts): each post rendered up to its
  // truncate marker with "Read more", a post without one whole and without the link, in every locale.
  test('blog lists show each post rendered up to its truncate marker, or whole when it has none', () => {
    const [badges, config] = listed('/blog/');
    assert.deepEqual(badges, {
      title: 'Status badges in posts',
      readMore: 'Read more',
      headings: [],
      code: [],
      text: 'A post can now show a status: stable marks a feature that will not change.',
    });
    assert.match(
      pageHtml(built.out, '/blog/'),
      /<span class="status-badge" data-status="stable" data-locale="en"><a href="\/docs\/intro\/">stable<\/a><\/span>/,
      'the .mdx import',
    );
    assert.equal(config!.readMore, undefined, 'no marker: the whole post, no "Read more"');
    assert.deepEqual(config!.headings, ['where-it-lives']);
    assert.deepEqual(config!.code, ["module.exports = { versions: ['1.0', '2.0'] };"]);
    assert.match(config!.text, /Every key has a default, so an empty file is valid\.$/);
    const [checklist, translations] = listed('/blog/page/2/');
    assert.equal(checklist!.readMore, 'Read more');
    assert.deepEqual(checklist!.headings, ['before-tagging']);
    assert.deepEqual(checklist!.code, ['npm run check -- --strict']);
    assert.doesNotMatch(checklist!.text, /After tagging/);
    assert.match(
      pageHtml(built.out, '/blog/page/2/'),
      /<strong>the same checklist<\/strong>, kept in <a href="\/docs\/intro\/?">the guide<\/a>/,
    );
    assert.equal(translations!.text, 'Part of the documentation now reads in Simplified Chinese too.');
    // The post's page shows all of it; a tag's list and another locale's list show the excerpt too.
    assert.match(mainText(pageHtml(built.out, '/blog/2026/04/01/release-checklist/')), /After tagging/);
    assert.deepEqual(
      listed('/blog/tags/release/').map((p) => [p.title, p.readMore]),
      [
        ['The release checklist', 'Read more'],
        ['Variants 2.0 is out', 'Read more'],
      ],
    );
    const zh = listed('/zh-Hans/blog/');
    assert.deepEqual(
      zh.map((p) => [p.title, p.readMore, p.headings]),
      [
        ['Status badges in posts', '阅读全文', []],
        ['Reading the configuration file', undefined, ['where-it-lives']],
      ],
    );
    // The untranslated post's Markdown link goes to the locale's page, in its list as on its page.
    assert.match(pageHtml(built.out, '/zh-Hans/blog/page/2/'), /kept in <a href="\/zh-Hans\/docs\/intro\/?">the guide<\/a>/);
  });

  test("a version's banner and badge, in Docusaurus's words and the locale's code.json", () => {
    // The banner links to the same doc in the last version (the only link to /docs/intro/ in the doc's main).
    const old = /<main[\s\S]*<\/main>/.exec(pageHtml(built.out, '/docs/legacy/intro/'))?.[0] ?? '';
    assert.match(mainText(old), /This is documentation for Variants 1\.x, which is no longer actively maintained\./);
    assert.match(mainText(old), /Version: 1\.x/);
    assert.match(old, /href="\/docs\/intro\/?"/);
    assert.match(
      mainText(pageHtml(built.out, '/docs/next/intro/')),
      /This is unreleased documentation for Variants 3\.0 \(unreleased\) version\./,
    );
    assert.doesNotMatch(mainText(pageHtml(built.out, '/docs/intro/')), /This is (unreleased )?documentation for/);
    // i18n/zh-Hans/code.json replaces the theme's wording of the unreleased banner; the site's title is the locale's.
    assert.match(mainText(pageHtml(built.out, '/zh-Hans/docs/next/intro/')), /这是 变体 3\.0 \(unreleased\) 版尚未发布的文档。/);
  });

  test('a version with noIndex asks robots not to index its pages, tags too (and stays out of the sitemaps)', () => {
    const robots = (url: string) => /<meta[^>]*name="robots"[^>]*content="([^"]*)"/.exec(pageHtml(built.out, url))?.[1];
    assert.match(robots('/docs/legacy/intro/') ?? '', /noindex/);
    assert.match(robots('/zh-Hans/docs/legacy/tags/') ?? '', /noindex/);
    assert.doesNotMatch(robots('/docs/intro/') ?? '', /noindex/);
  });

  test("the words of code blocks, admonitions and details are the page's locale's", () => {
    const words = (url: string) => {
      const html = pageHtml(built.out, url);
      return {
        copy: [...html.matchAll(/class="copy-button" aria-label="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[1]}|${m[2]}`),
        admonition: /class="admonition-heading">([^<]*)</.exec(html)?.[1],
        details: /<details class="details"><summary>([^<]*)<\/summary>/.exec(html)?.[1],
      };
    };
    const [copyEn, copyZh] = ['Copy code to clipboard|Copy', '复制代码到剪贴板|复制'];
    // A fenced block and a <details> without a summary (Docusaurus gives it its Details component), in each language.
    assert.deepEqual(words('/docs/guide/install/'), { copy: [copyEn], admonition: undefined, details: 'Details' });
    assert.deepEqual(words('/zh-Hans/docs/guide/install/'), { copy: [copyZh], admonition: undefined, details: '详细信息' });
    // A doc that has no translation (its file compiled once, in English), with @theme/CodeBlock, @theme/Admonition, a
    // fenced block, a :::tip, a heading and a task: all in the page's locale, as Docusaurus's build of each locale has them.
    assert.deepEqual(words('/docs/guide/configure/'), { copy: [copyEn, copyEn], admonition: 'tip', details: undefined });
    assert.deepEqual(words('/zh-Hans/docs/guide/configure/'), { copy: [copyZh, copyZh], admonition: '提示', details: undefined });
    const zh = pageHtml(built.out, '/zh-Hans/docs/guide/configure/');
    assert.deepEqual(
      [...zh.matchAll(/class="admonition-heading">([^<]*)</g)].map((m) => m[1]),
      ['提示', '提示'],
    );
    assert.match(zh, /<h2 id="options">Options<a href="#options" class="hash-link" aria-label="Options的直接链接"/);
    assert.match(zh, /<input type="checkbox"[^>]* aria-label="已完成"/);
    assert.match(zh, /<span class="code-lang">INI<\/span>/);
    assert.match(pageHtml(built.out, '/docs/guide/configure/'), /aria-label="Direct link to Options"/);
  });

  test('an admonition type the config adds (admonitions.keywords) is shown as info, as Docusaurus falls back for it', () => {
    assert.match(
      pageHtml(built.out, '/docs/next/streams/'),
      /<aside class="admonition admonition-info" data-admonition="info"><div class="admonition-heading">3\.0<\/div>/,
    );
  });

  test('directives no plugin uses are plain divs of their content, with a warning; a bare text directive is its text', () => {
    // As Docusaurus 3.10.2's build of the fixture: `:::aside`, `::video[…]{#intro}` and `:abbr[HTML]{…}` become
    // <div>s without attributes (mdast-util-to-hast's unknown nodes); `a:hover` stays as written.
    const page = pageHtml(built.out, '/docs/next/streams/');
    assert.match(page, /<div><p>A container directive that no plugin uses\.<\/p><\/div>/);
    assert.match(page, /<div>A leaf directive<\/div>/);
    // The paragraph around a <div> is unwrapped here (a <p> cannot hold it: the browser closes the <p> before it, as
    // it does Docusaurus's).
    assert.match(page, /Use a(<!-- -->)?:hover(<!-- -->)? for links, and <div>HTML<\/div> in a sentence\./);
    for (const [line, name] of [
      [16, ':::aside'],
      [22, '::video'],
      [24, ':abbr'],
    ] as const)
      assert.match(built.output, new RegExp(`docs/streams\\.md:${line}: unused Markdown directive "${name}"`));
  });

  test("@docusaurus/Link, useBaseUrl and useDocusaurusContext in MDX answer as in the page's locale's build", () => {
    // Held to Docusaurus 3.10.2's build of the fixture: the untranslated MDX post, compiled once, in each locale.
    const line = (url: string) => {
      const html = pageHtml(built.out, url);
      return {
        link: /Badges are described in <a href="([^"]*)"/.exec(html)?.[1],
        picture: /<a class="team-picture" href="([^"]*)"/.exec(html)?.[1],
        site: /<span class="site-line">([^]*?)<\/span>/.exec(html)?.[1]?.replaceAll('<!-- -->', ''),
        // The site's own component (a client component here) asks them too.
        badge: /<span class="status-badge" data-status="stable" data-locale="([^"]*)"><a href="([^"]*)"/.exec(html)?.slice(1),
      };
    };
    assert.deepEqual(line('/blog/2026/05/01/status-badges/'), {
      link: '/docs/intro/',
      picture: '/img/team.svg',
      site: 'Variants · en · /',
      badge: ['en', '/docs/intro/'],
    });
    assert.deepEqual(line('/zh-Hans/blog/2026/05/01/status-badges/'), {
      link: '/zh-Hans/docs/intro/',
      picture: '/zh-Hans/img/team.svg',
      site: '变体 · zh-Hans · /zh-Hans/',
      badge: ['zh-Hans', '/zh-Hans/docs/intro/'],
    });
  });

  // Held to Docusaurus 3.10.2's build of the fixture's src/pages/versions.js (the page versioned sites write from
  // Docusaurus's docs): the hooks of @docusaurus/plugin-content-docs/client read the docs plugin's global data.
  test('a versions page built on useVersions and useLatestVersion lists every version, its main doc, in each locale', () => {
    const rows = (url: string) => {
      const html = pageHtml(built.out, url);
      return [...html.matchAll(/<tr data-version="([^"]+)"><th>([^<]*)<\/th><td>(<a [^>]*>)/g)].map(
        (m) => `${m[1]} ${m[2]} ${sameUrl(/href="([^"]+)"/.exec(m[3]!)![1]!)} ${/data-version-path="([^"]+)"/.exec(m[3]!)![1]}`,
      );
    };
    // The last version first, then the others in Docusaurus's order (current first, then the newest released).
    assert.deepEqual(rows('/versions/'), [
      '2.0 2.0 /docs/intro /docs',
      'current 3.0 (unreleased) /docs/next/intro /docs/next',
      '1.0 1.x /docs/legacy/intro /docs/legacy',
    ]);
    assert.deepEqual(rows('/zh-Hans/versions/'), [
      '2.0 2.0 /zh-Hans/docs/intro /zh-Hans/docs',
      'current 3.0 (unreleased) /zh-Hans/docs/next/intro /zh-Hans/docs/next',
      '1.0 1.x /zh-Hans/docs/legacy/intro /zh-Hans/docs/legacy',
    ]);
    assert.match(pageHtml(built.out, '/versions/'), /href="https:\/\/github\.com\/example\/variants\/releases\/tag\/v1\.0"/);
  });

  // Docusaurus's broken-link check collects only its Link's links (@docusaurus/core client/exports/Link.tsx
  // `collectLink`): the page's plain <a> to no page builds (onBrokenLinks: 'throw'), its href as written.
  test('a plain anchor of a React page to no page is not a broken link', () => {
    assert.match(
      pageHtml(built.out, '/versions/'),
      /<p class="versions-archived"><a href="\/archived-versions\/" data-unchecked-link="">Archived versions<\/a><\/p>/,
    );
  });

  // Docusaurus's codeTranslations (server/site.ts): the theme's words of the locale (@docusaurus/theme-translations,
  // none for English) under the site's code.json, for `theme.…` ids in the site's own Translate and translate().
  test("theme ids in the site's code read the locale's theme words, code.json over them, English as written", () => {
    const more = (url: string) =>
      /<p class="versions-more">([^]*?)<\/p>/.exec(pageHtml(built.out, url))?.[1]?.replace(/<[^>]*>/g, '');
    assert.equal(more('/versions/'), 'Archive Read more');
    assert.equal(more('/zh-Hans/versions/'), '历史博文 阅读全文');
  });

  // Held to Docusaurus 3.10.2's build: src/theme/VersionNote is a component the site adds to its theme, which MDX
  // imports as @theme/VersionNote; it asks useActiveVersion and useThemeConfig.
  test("a component of the site's own theme (@theme/VersionNote) renders, with the doc's version and the theme config", () => {
    const note = (url: string) =>
      /<p class="version-note"[^>]*>[^]*?<\/p>/.exec(pageHtml(built.out, url))?.[0]?.replaceAll('<!-- -->', '');
    assert.equal(note('/docs/next/streams/'), '<p class="version-note" data-version="current">Variants: 3.0 (unreleased)</p>');
    assert.equal(note('/docs/guide/configure/'), '<p class="version-note" data-version="2.0">Variants: 2.0</p>');
    // The zh-Hans build's theme config has the navbar's title in its words (navbar.json).
    assert.equal(note('/zh-Hans/docs/guide/configure/'), '<p class="version-note" data-version="2.0">变体: 2.0</p>');
    assert.match(imported.report, /carried +theme component src\/theme\/VersionNote +carried with the code that imports it/);
  });

  // Held to Docusaurus 3.10.2's build of the fixture: themeConfig.metadata's tags on every page, under the page's own.
  test("themeConfig.metadata: the site's <meta> tags on every page, a page's own keywords winning", () => {
    const metas = (url: string) =>
      [...pageHtml(built.out, url).matchAll(/<meta name="(keywords|twitter:card|generator-note)" content="([^"]*)"\/>/g)]
        .map((m) => `${m[1]}=${m[2]}`)
        .sort();
    const site = ['generator-note=a test site', 'keywords=variants, versions, languages', 'twitter:card=summary'];
    assert.deepEqual(metas('/docs/intro/'), site);
    assert.deepEqual(metas('/blog/'), site);
    assert.deepEqual(metas('/docs/next/guide/install/'), [
      'generator-note=a test site',
      'keywords=install,npm',
      'twitter:card=summary',
    ]);
  });

  test("headTags: the site's <meta>, <link> and JSON-LD in every page's head; a link to another site is left out, and said", () => {
    for (const url of ['/docs/intro/', '/zh-Hans/blog/']) {
      const head = /<head>[\s\S]*<\/head>/.exec(pageHtml(built.out, url))?.[0] ?? '';
      assert.match(head, /<meta name="fixture" content="variants"\/>/);
      assert.match(head, /<link rel="license" href="\/about"\/>/);
      assert.match(
        head,
        /<script type="application\/ld\+json">\{"@context":"https:\/\/schema\.org","@type":"Organization","name":"Variants"\}<\/script>/,
      );
      assert.doesNotMatch(head, /cdn\.example\.org/);
    }
    assert.match(imported.report, /headTags .*preconnect.*: not carried: it links another site/);
  });

  test("<html lang> is each locale's", () => {
    assert.equal(htmlLang(pageHtml(built.out, '/zh-Hans/docs/intro/')), 'zh-Hans');
    assert.equal(htmlLang(pageHtml(built.out, '/zh-Hans/docs/guide/configure/')), 'zh-Hans');
    assert.equal(htmlLang(pageHtml(built.out, '/docs/intro/')), 'en');
  });

  test('the version menu links the same doc in each version, else that version’s main doc, in the page’s locale', () => {
    assert.deepEqual(menuOf(pageHtml(built.out, '/docs/next/streams/')), [
      '3.0 (unreleased) /docs/next/streams/',
      '2.0 /docs/intro/',
      '1.x /docs/legacy/intro/',
      // The navbar item's dropdownItemsAfter, after the versions as in Docusaurus's dropdown.
      'All versions /versions/',
    ]);
    assert.deepEqual(menuOf(pageHtml(built.out, '/docs/legacy/legacy-setup/')), [
      '3.0 (unreleased) /docs/next/intro/',
      '2.0 /docs/intro/',
      '1.x /docs/legacy/legacy-setup/',
      'All versions /versions/',
    ]);
    assert.ok(
      menuOf(pageHtml(built.out, '/zh-Hans/docs/guide/install/')).every((link) => link.includes(' /zh-Hans/')),
      'a translation’s menu stays in its locale',
    );
    // Next's links drop the trailing slash of a path whose last segment looks like a file name (1.0).
    assert.deepEqual(
      menuOf(pageHtml(built.out, '/community/'), 'community').map((link) => sameUrl(link.split(' ').at(-1)!)),
      ['/community/', '/community/1.0/'].map(sameUrl),
    );
  });

  // Docusaurus's DocsVersionDropdownNavbarItem: in the navbar on every page, labelled with the version being read
  // (else the last one, the first version candidate a static page knows), "Versions" in the drawer; outside the
  // plugin each version opens its main doc and none is marked current. The doc itself then shows the version badge.
  test('the version menu stands in the navbar on every page: the version read, else the last, each version’s main doc outside the plugin', () => {
    const streams = pageHtml(built.out, '/docs/next/streams/');
    assert.deepEqual(menuLabelsOf(streams), ['drawer: Versions', 'bar: 3.0 (unreleased)']);
    assert.deepEqual(menuLabelsOf(pageHtml(built.out, '/docs/legacy/legacy-setup/')), ['drawer: Versions', 'bar: 1.x']);
    assert.deepEqual(menuLabelsOf(pageHtml(built.out, '/zh-Hans/docs/guide/install/')), ['drawer: 选择版本', 'bar: 2.0']);
    assert.match(
      streams,
      /<a href="\/docs\/next\/streams\/" data-version="current" aria-current="true">3\.0 \(unreleased\)<\/a>/,
    );
    const blog = pageHtml(built.out, '/blog/');
    assert.deepEqual(menuLabelsOf(blog), ['drawer: Versions', 'bar: 2.0']);
    assert.deepEqual(menuOf(blog), [
      '3.0 (unreleased) /docs/next/intro/',
      '2.0 /docs/intro/',
      '1.x /docs/legacy/intro/',
      'All versions /versions/',
    ]);
    assert.doesNotMatch(/data-version-menu="default"[\s\S]*?<\/details>/.exec(blog)![0], /aria-current/);
    // The community's menu on a page of the default plugin: its own last version, at its main doc.
    assert.deepEqual(menuLabelsOf(streams, 'community'), ['drawer: Versions', 'bar: Now']);
    // The page shows its version's badge, not a second menu.
    assert.doesNotMatch(streams, /class="version-menu"/);
    assert.match(mainText(streams), /Version: 3\.0 \(unreleased\)/);
  });

  // Held to Docusaurus 3.10.2's build of the fixture: its version dropdown (`getVersionTargetDoc`: the page of the same
  // id in that version, else the version's main doc), its banner and its docsVersion item on the same pages.
  test('a generated index is the same page in each version; a page without a counterpart opens the main doc, not the first sidebar page', () => {
    const urls = (links: string[]) =>
      links.map((link) => `${link.split(' ').slice(0, -1).join(' ')} ${sameUrl(link.split(' ').at(-1)!)}`);
    const bannerOf = (html: string) => /<div class="version-banner[\s\S]*?href="([^"]+)"/.exec(html)?.[1];
    const guides = pageHtml(built.out, '/docs/next/category/guides/');
    assert.deepEqual(urls(menuOf(guides)), [
      '3.0 (unreleased) /docs/next/category/guides',
      '2.0 /docs/category/guides',
      '1.x /docs/legacy/intro',
      'All versions /versions',
    ]);
    assert.equal(sameUrl(bannerOf(guides) ?? ''), '/docs/category/guides');
    assert.deepEqual(urls(menuOf(pageHtml(built.out, '/zh-Hans/docs/next/category/guides/'))), [
      '3.0 (unreleased) /zh-Hans/docs/next/category/guides',
      '2.0 /zh-Hans/docs/category/guides',
      '1.x /zh-Hans/docs/legacy/intro',
      'All versions /zh-Hans/versions',
    ]);
    // The community's current version starts its sidebar with a generated index; its main doc is its index.md (slug /).
    const mailingList = pageHtml(built.out, '/community/1.0/mailing-list/');
    assert.deepEqual(urls(menuOf(mailingList, 'community')), ['Now /community', '1.0 /community/1.0/mailing-list']);
    assert.equal(sameUrl(bannerOf(mailingList) ?? ''), '/community');
    assert.deepEqual(urls(menuOf(pageHtml(built.out, '/zh-Hans/community/1.0/mailing-list/'), 'community')), [
      'Now /zh-Hans/community',
      '1.0 /zh-Hans/community/1.0/mailing-list',
    ]);
    assert.deepEqual(urls(menuOf(pageHtml(built.out, '/community/category/events/'), 'community')), [
      'Now /community/category/events',
      '1.0 /community/1.0',
    ]);
    // The navbar's docsVersion item: the version being read, else the last, at its main doc.
    const versionItem = (url: string) =>
      urls(
        linksIn(
          pageHtml(built.out, url).replace(/<details[\s\S]*?<\/details>/g, ''),
          /<div class="navbar-right">[\s\S]*?<\/nav>/,
        ).filter((l) => /^(Now|1\.0) /.test(l)),
      );
    assert.deepEqual(versionItem('/docs/intro/'), ['Now /community']);
    assert.deepEqual(versionItem('/community/1.0/mailing-list/'), ['1.0 /community/1.0']);
  });

  // Held to Docusaurus 3.10.2's build: each locale is a build of its own, where every page (translated or not) is at
  // the locale's URL, and a Markdown link resolves or is prefixed there.
  test("links of a translation and of a document served untranslated go to the page's locale", () => {
    const article = (url: string) =>
      linksIn(pageHtml(built.out, url), /<div class="markdown"[\s\S]*?<\/article>/)
        .filter((l) => !l.includes(' #') && !l.includes('/tags/'))
        .map((l) => `${l.split(' ').slice(0, -1).join(' ')} ${sameUrl(l.split(' ').at(-1)!)}`);
    // A translation's .md link to a doc with no translation, and its absolute link.
    assert.deepEqual(article('/zh-Hans/docs/next/intro/'), [
      '流 /zh-Hans/docs/next/streams',
      '安装指南 /zh-Hans/docs/next/guide/install',
    ]);
    // A doc with no translation (compiled once, in English): to a translated doc and to an untranslated one.
    assert.deepEqual(article('/docs/next/streams/'), ['introduction /docs/next/intro', 'install guide /docs/next/guide/install']);
    assert.deepEqual(article('/zh-Hans/docs/next/streams/'), [
      'introduction /zh-Hans/docs/next/intro',
      'install guide /zh-Hans/docs/next/guide/install',
    ]);
    // A version with no translation folder at all, and a post with no translation.
    assert.deepEqual(article('/zh-Hans/docs/legacy/legacy-setup/'), ['introduction /zh-Hans/docs/legacy/intro']);
    assert.deepEqual(article('/zh-Hans/blog/2026/02/20/two-point-oh/'), ['install guide /zh-Hans/docs/guide/install']);
    assert.deepEqual(article('/blog/2026/02/20/two-point-oh/'), ['install guide /docs/guide/install']);
  });

  test("the navbar's html item is its HTML in the bar and the drawer, without its script", () => {
    const html = pageHtml(built.out, '/docs/intro/');
    const items = [...html.matchAll(/<div class="navbar-html[^"]*">([\s\S]*?)<\/div>/g)];
    assert.deepEqual(
      items.map((m) => m[0].slice(0, m[0].indexOf('>') + 1)),
      ['<div class="navbar-html navbar-icon-item">', '<div class="navbar-html navbar-item navbar-icon-item">'],
      'once in the drawer, once in the bar, with its className',
    );
    for (const [, inner] of items) {
      assert.equal(
        inner,
        '<a class="about-icon" href="/about" aria-label="About"><svg viewBox="0 0 24 24"><path d="M4 4h16v16H4z"></path></svg></a>',
      );
    }
  });

  test("the navbar's docSidebar item links its sidebar's first page and is current on that sidebar's pages only", () => {
    const docsLink = (url: string) => /<a [^>]*class="navbar-link"[^>]*>Docs<\/a>/.exec(pageHtml(built.out, url))?.[0] ?? '';
    assert.match(docsLink('/community/contributing/'), /href="\/docs\/intro\/"/);
    assert.doesNotMatch(docsLink('/community/contributing/'), /aria-current/);
    assert.match(docsLink('/docs/guide/install/'), /aria-current="page"/);
    // On a page of another version, into that version (Docusaurus's active version first).
    assert.match(
      docsLink('/docs/next/guide/install/'),
      /href="\/docs\/next\/intro\/"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/docs\/next\/intro\/"/,
    );
  });

  test('previous/next and breadcrumbs stay in the version', () => {
    const pagination = (url: string) =>
      linksIn(pageHtml(built.out, url), /<nav class="pagination-nav[\s\S]*?<\/nav>/).map((l) => l.split(' ').at(-1));
    assert.deepEqual(pagination('/docs/legacy/intro/'), ['/docs/legacy/legacy-setup/']);
    assert.ok(pagination('/docs/next/intro/').every((href) => href!.startsWith('/docs/next/')));
    // Docusaurus's: the home page (an icon), the categories, the page itself (not a link).
    const install = pageHtml(built.out, '/docs/next/guide/install/');
    const [home, ...crumbs] = linksIn(install, /<nav class="breadcrumbs[\s\S]*?<\/nav>/);
    assert.equal(home, ' /');
    assert.ok(crumbs.length > 0 && crumbs.every((l) => l.includes(' /docs/next/')), crumbs.join());
    assert.match(install, /<nav class="breadcrumbs[\s\S]*?<span aria-current="page">[^<]+<\/span><\/li><\/ol><\/nav>/);
  });

  /** The hrefs search finds for `query` from the page at `pathname`. */
  async function searchFrom(page: Page, pathname: string, query: string): Promise<string[]> {
    await page.goto(server.url(pathname));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill(query);
    await page.waitForFunction(
      (q) => {
        const list = document.querySelector('[role="listbox"]');
        return list?.getAttribute('data-results-for') === q && list.getAttribute('aria-busy') === 'false';
      },
      query,
      { timeout: 10000 },
    );
    return page.getByRole('option').evaluateAll((els) => els.map((el) => el.querySelector('a')!.getAttribute('href')!));
  }

  test('search covers the version read (else the preferred one, else the last) and the page’s language', async () => {
    const { page, errors } = await newPage(browser);
    const docs = (hrefs: string[]) => hrefs.filter((h) => h.startsWith('/docs/'));
    const legacy = await searchFrom(page, '/docs/legacy/intro/', 'Variants');
    assert.ok(docs(legacy).length > 0 && docs(legacy).every((h) => h.startsWith('/docs/legacy/')), legacy.join(' '));
    const next = await searchFrom(page, '/docs/next/intro/', 'Variants');
    assert.ok(docs(next).length > 0 && docs(next).every((h) => h.startsWith('/docs/next/')), next.join(' '));
    const last = await searchFrom(page, '/blog/', 'Variants');
    assert.ok(docs(last).length > 0 && docs(last).every((h) => !/^\/docs\/(next|legacy)\//.test(h)), last.join(' '));
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
    const preferred = await searchFrom(page, '/about/', 'Variants');
    assert.ok(
      docs(preferred).every((h) => h.startsWith('/docs/legacy/')),
      preferred.join(' '),
    );
    const chinese = await searchFrom(page, '/zh-Hans/docs/intro/', '变体');
    assert.ok(chinese.length > 0 && chinese.every((h) => h.startsWith('/zh-Hans/')), chinese.join(' '));
    assert.deepEqual(errors, []);
  });

  test("Algolia's search page in each locale: Docusaurus's heading and title, asks robots not to index it, not itself indexed", () => {
    for (const [url, title, site] of [
      ['/search/', 'Search the documentation', 'Variants'],
      ['/zh-Hans/search/', '在文档中搜索', '变体'],
    ] as const) {
      const html = pageHtml(built.out, url);
      assert.match(html, new RegExp(`<title>${title} · ${site}</title>`), url);
      assert.match(html, new RegExp(`<h1>${title}</h1>`), url);
      assert.match(html, /<meta property="robots" content="noindex, follow"\/>/, url);
      assert.match(html, /<form role="search"[^>]*><input type="search"[^>]* name="q"/, url);
      assert.doesNotMatch(html, /data-pagefind-body/, `${url} is not in the search index`);
    }
  });

  test('the search page reads ?q=, keeps it updated, lists the version and language searched; keyboard; axe clean', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, context } = await newPage(browser, { theme });
      await context.addInitScript({ path: AXE });
      const resultsFor = (q: string) =>
        page.waitForFunction((query) => {
          const list = document.querySelector('.search-page-results');
          return list?.getAttribute('data-results-for') === query && list.getAttribute('aria-busy') === 'false';
        }, q);
      const hrefs = () => page.locator('.search-page-result h2 a').evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
      await page.goto(server.url('/search/?q=Variants'));
      await waitForHydration(page);
      await resultsFor('Variants');
      const field = page.getByRole('searchbox', { name: 'Search' });
      assert.equal(await field.inputValue(), 'Variants');
      await page.getByRole('heading', { level: 1, name: 'Search results for "Variants"' }).waitFor();
      assert.equal(await page.title(), 'Search results for "Variants" · Variants');
      assert.match((await page.getByRole('status').textContent()) ?? '', /^\d+ documents found$|^One document found$/);
      // The last version's docs only (no other page is a doc of /docs/next/ or /docs/legacy/), as the dialog searches.
      const found = await hrefs();
      const docs = found.filter((h) => h.startsWith('/docs/'));
      assert.ok(docs.length > 0 && docs.every((h) => !/^\/docs\/(next|legacy)\//.test(h)), found.join(' '));
      const violations = await seriousAxeViolations(page);
      assert.deepEqual(violations, [], `axe on the search page with results (${theme})`);
      // Typing replaces ?q= without a new history entry.
      const entries = await page.evaluate(() => history.length);
      await field.fill('Install');
      await resultsFor('Install');
      assert.equal(new URL(page.url()).searchParams.get('q'), 'Install');
      assert.equal(await page.evaluate(() => history.length), entries);
      // From the field, Tab reaches the first result; Enter opens it.
      const first = (await hrefs())[0]!;
      await field.focus();
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), first);
      await page.keyboard.press('Enter');
      await page.waitForURL(server.url(first));
      assert.deepEqual(errors, []);
      await context.close();
    }
    const { page, errors, context } = await newPage(browser);
    await page.goto(server.url('/zh-Hans/search/?q=变体'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: '「变体」的搜索结果' }).waitFor();
    await page.waitForFunction(() => document.querySelector('.search-page-results')?.getAttribute('data-results-for') === '变体');
    const chinese = await page.locator('.search-page-result h2 a').evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
    assert.ok(chinese.length > 0 && chinese.every((h) => h.startsWith('/zh-Hans/')), chinese.join(' '));
    assert.match((await page.getByRole('status').textContent()) ?? '', /^找到 \d+ 份文件$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("@theme/Heading on a React page: its # link shows while the heading is hovered, as Infima's rule shows it", async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(server.url('/versions/'));
    const heading = page.getByRole('heading', { level: 2, name: 'Other versions' });
    const link = heading.locator('a.hash-link');
    assert.equal(await link.getAttribute('href'), '#other-versions');
    const opacity = () => link.evaluate((a) => getComputedStyle(a).opacity);
    assert.equal(await opacity(), '0');
    await heading.hover();
    assert.equal(await opacity(), '1');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("prism.defaultLanguage and prism.magicComments: a block without a language is the site's, its magic comments mark lines", () => {
    const page = pageHtml(built.out, '/docs/next/streams/');
    const figure = /<figure data-rehype-pretty-code-figure="">[\s\S]*?<\/figure>/.exec(page)?.[0] ?? '';
    assert.match(figure, /<pre [^>]*data-language="js"/, figure);
    const lines = [
      ...figure.matchAll(
        /<span((?: [\w-]+="[^"]*")*) data-line=""((?: [\w-]+="[^"]*")*)>([\s\S]*?)<\/span>\n?(?=<span[^>]* data-line|<\/code>)/g,
      ),
    ].map(
      (m) =>
        `${/class="([^"]*)"/.exec(m[1]!)?.[1] ?? (m[2]!.includes('data-highlighted-line') ? 'highlighted' : '-')} ${m[3]!.replace(/<[^>]+>/g, '')}`,
    );
    assert.deepEqual(lines, [
      '- const stream = open();',
      'highlighted stream.write(&#x27;chunk&#x27;);',
      'code-block-error-line stream.write(undefined);',
    ]);
    assert.match(imported.report, /carried +themeConfig\.prism\.magicComments +2 magic comments/);
  });

  test("themeConfig.announcementBar: above the navbar in each locale's words; closed, it stays closed, unpainted, until its id changes", async () => {
    const html = pageHtml(built.out, '/docs/intro/');
    assert.match(
      html,
      /<\/a><script[^>]*data-static-html="announcement-dismissed">[^<]*<\/script><section class="announcement-bar announcement-bar--closeable" aria-label="Announcement" style="background-color:#fff;color:#000"><div class="announcement-bar-content">The <a href="\/blog">journal<\/a> has a new post<\/div><button type="button" class="announcement-bar-close" aria-label="Close">/,
      'after the skip link, before the navbar, with the defaults of theme-classic',
    );
    assert.ok(html.indexOf('class="announcement-bar') < html.indexOf('<header class="navbar"'));
    assert.match(imported.report, /carried +themeConfig\.announcementBar +above the navbar on every page/);
    assert.match(
      pageHtml(built.out, '/zh-Hans/blog/'),
      /aria-label="公告"[^>]*><div class="announcement-bar-content">日志有新文章：<a href="\/blog">去看看<\/a><\/div><button type="button" class="announcement-bar-close" aria-label="关闭">/,
    );
    const { page, errors, context } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(server.url('/docs/intro/'));
    await waitForHydration(page);
    const bar = page.locator('.announcement-bar');
    assert.ok(await bar.isVisible());
    // Keyboard: the skip link, the announcement's link, then the close button.
    const reached: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => document.activeElement!.getAttribute('aria-label') ?? document.activeElement!.textContent!),
      );
    }
    assert.deepEqual(reached, ['Skip to main content', 'journal', 'Close']);
    await page.keyboard.press('Enter');
    await bar.waitFor({ state: 'hidden' });
    // Docusaurus's keys: a reader who closed it on the site's Docusaurus build finds it closed here.
    assert.deepEqual(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
      ['true', 'journal-2'],
    );
    // Reloaded (and on another page), it is hidden before the first paint: nothing shifts.
    await page.goto(server.url('/zh-Hans/blog/'));
    assert.equal(await page.evaluate(() => document.documentElement.dataset.announcementDismissed), '');
    assert.equal(await bar.isVisible(), false);
    assert.equal(await layoutShifts(page), 0);
    // Another announcement (a new id) shows again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'journal-1'));
    await page.reload();
    assert.ok(await bar.isVisible());
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the navbar's version menu opens, closes on Escape and on a click outside, keeps the chosen version as the preferred one; axe clean", async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, context } = await newPage(browser, { theme });
      await context.addInitScript({ path: AXE });
      await page.goto(server.url('/docs/intro/'));
      await waitForHydration(page);
      const menu = page.locator('header .navbar-right details[data-version-menu="default"]');
      const label = menu.locator('summary');
      assert.equal(await label.textContent(), '2.0');
      await label.click();
      const list = menu.getByRole('list');
      await list.waitFor();
      const violations = await seriousAxeViolations(page);
      assert.deepEqual(violations, [], `axe on the doc with its menu open (${theme})`);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), '2.0', 'focus back on the label');
      await label.click();
      await list.waitFor();
      await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
      await list.waitFor({ state: 'hidden' });
      await label.click();
      await list.getByRole('link', { name: '1.x' }).click();
      await page.waitForURL(server.url('/docs/legacy/intro/'));
      await page.waitForFunction(
        () => document.querySelector('header .navbar-right details[data-version-menu="default"] summary')?.textContent === '1.x',
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
      assert.equal(await page.locator('header details[open]').count(), 0, 'the menu closes on the way');
      // Outside the plugin the label is the preferred version, as Docusaurus's version candidates give it.
      await page.locator('header').getByRole('link', { name: 'Blog' }).first().click();
      await page.waitForURL(server.url('/blog/'));
      await page.waitForFunction(
        () => document.querySelector('header .navbar-right details[data-version-menu="default"] summary')?.textContent === '1.x',
      );
      await page.goto(server.url('/about/'));
      await waitForHydration(page);
      assert.equal(await label.textContent(), '1.x', 'a page loaded afresh');
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('themeConfig.docs.sidebar.hideable: the sidebar folds into a strip and comes back, by keyboard too, across pages; axe clean', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, context } = await newPage(browser, { theme });
      await context.addInitScript({ path: AXE });
      await page.goto(server.url('/docs/guide/install/'));
      await waitForHydration(page);
      const sidebar = page.getByRole('navigation', { name: /Docs sidebar/ });
      const install = sidebar.getByRole('link', { name: 'Install' });
      const width = async () => (await sidebar.boundingBox())!.width;
      assert.ok((await width()) > 200);
      await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
      const expand = sidebar.getByRole('button', { name: 'Expand sidebar' });
      await expand.waitFor();
      await install.waitFor({ state: 'hidden' });
      assert.ok((await width()) < 40, `a strip: ${await width()} px`);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Expand sidebar');
      assert.deepEqual(await seriousAxeViolations(page), [], `axe with the sidebar folded (${theme})`);
      // A move to another doc keeps it folded, as Docusaurus's layout keeps its state.
      await page
        .getByRole('link', { name: /Configure/ })
        .last()
        .click();
      await page.waitForURL(server.url('/docs/guide/configure/'));
      await expand.waitFor();
      await expand.focus();
      await page.keyboard.press('Enter');
      await sidebar.getByRole('link', { name: 'Configure' }).waitFor();
      assert.ok((await width()) > 200);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Collapse sidebar');
      // Folded on a wide screen, then narrowed: the drawer shows the same sidebar whole, without the fold buttons.
      await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expand.waitFor();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.locator('button.menu-toggle').click();
      await sidebar.getByRole('link', { name: 'Configure' }).waitFor();
      const foldButtons = sidebar.locator('.sidebar-collapse, .sidebar-expand');
      assert.deepEqual(await foldButtons.evaluateAll((b) => b.map((e) => e.checkVisibility())), [false, false]);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('the language menu keeps the page, and lists its own links after the languages', () => {
    const menu = linksIn(pageHtml(built.out, '/docs/guide/install/'), /<details class="locale-menu"[\s\S]*?<\/details>/);
    // The item's dropdownItemsAfter after the languages, as in Docusaurus's menu (an external one in a new tab).
    assert.deepEqual(menu, [
      'English /docs/guide/install/',
      '简体中文 /zh-Hans/docs/guide/install/',
      'Help us translate https://translate.example.org/variants',
    ]);
    assert.match(
      pageHtml(built.out, '/zh-Hans/'),
      /<a href="https:\/\/translate\.example\.org\/variants" target="_blank" rel="noopener noreferrer">Help us translate<\/a>/,
    );
    assert.match(
      pageHtml(built.out, '/docs/guide/install/'),
      /<link rel="alternate" hrefLang="zh-Hans" href="https:\/\/example\.org\/zh-Hans\/docs\/guide\/install\/"\/>/,
    );
  });
});
