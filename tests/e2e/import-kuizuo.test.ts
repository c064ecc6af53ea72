/**
 * kuizuo/blog (Docusaurus 3.10.1: TS config, the blog through a local wrapper plugin) moves over with one command:
 * made by tests/helpers/realworld-sites.ts, imported with `npm run import -- <site> --out <dir> --install`, fully
 * built, then served at the host root (`baseUrl: '/'`).
 *
 * The expected URLs and titles are derived here from Docusaurus's rules for each version and from the content
 * itself (front matter `id`/`slug`/`title`, file names, number prefixes, lodash `kebabCase` tag slugs,
 * github-slugger category slugs), never from this project's code: every URL the old site served must answer 200
 * with that document's title in <title>. Shared helpers: tests/helpers/realworld-import.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import kebabCase from 'lodash.kebabcase';
import { buildSharingCompile } from '../helpers/fixture-build';
import { KUIZUO, KUIZUO_SIDEBAR_ITEMS, makeKuizuoSite } from '../helpers/realworld-sites';
import {
  importedSite,
  outOf,
  assertImportedAndBuilt,
  type SourceDoc,
  listMarkdown,
  readDoc,
  docusaurusTitle,
  visibleText,
  withoutNavs,
  hrefsOf,
  type Expected,
  fetchPage,
  checkPages,
  pagesWithFences,
  brokenInPageAnchors,
  stylesheetsOf,
  sidebarShows,
  SKIP,
} from '../helpers/realworld-import';

// ---------------------------------------------------------------------------------------------------
// kuizuo/blog (Docusaurus 3.10.1)
// ---------------------------------------------------------------------------------------------------

describe(
  '愧怍的小站 (kuizuo/blog, Docusaurus 3.10.1: TS config, blog through a local wrapper plugin) moves over',
  { skip: SKIP },
  () => {
    const SITE_TITLE = '愧怍的小站';
    const site = importedSite('kuizuo', makeKuizuoSite, buildSharingCompile);
    const ready = site.ready;

    const posts = () => listMarkdown(KUIZUO, 'blog').map((rel) => readDoc(KUIZUO, rel));
    /** Docusaurus 3: a post is at `/blog/<slug>` (its front matter `slug`, leading slash or not); drafts are not built. */
    const postUrl = (doc: SourceDoc) => `/blog/${String(doc.data.slug).replace(/^\//, '')}`;
    const published = () => posts().filter((d) => d.data.draft !== true);

    test('the import and the full build succeed', (t) => {
      t.diagnostic(site.prepared.timings);
      assertImportedAndBuilt(site.prepared);
    });

    test('the specific old URLs answer with their document (docs by absolute slug, posts by slug, tags by kebab-case)', async () => {
      const server_ = ready();
      const expected: Expected[] = [
        { url: '/docs/docusaurus-guides', title: 'Docusaurus 主题魔改' },
        { url: '/docs/docusaurus-config', title: '配置文件' },
        { url: '/docs/docusaurus-style', title: '样式与页面' },
        { url: '/docs/docusaurus-deploy', title: '部署' },
        { url: '/blog/2020-year-end-summary', title: '2020 · 编程之旅-起点' },
        { url: '/blog/2024-year-end-summary', title: '2024 · 应届牛马到远程自由' },
        { url: '/blog/js-code-obfuscator', title: 'JS代码之混淆' },
        { url: '/blog/nest-swagger-response-data', title: 'nest.js 添加 swagger 响应数据文档' },
        { url: '/blog/next.js-build-and-deploy', title: 'Next.js项目搭建与部署' },
        { url: '/blog/request-protocol-scheme', title: '模拟请求|协议复现方案' },
        { url: '/blog/why-i-dont-write-notes', title: '距离我上篇笔记还是在?' },
        { url: '/blog/frontend-interview-experience', status: 404 },
        { url: '/blog/tags/年终总结', titleIncludes: '年终总结' },
        { url: '/blog/tags/react-native', titleIncludes: 'react native' },
        { url: '/blog/tags/mac-os', titleIncludes: 'macOS' },
        { url: '/blog/tags/mac-book', titleIncludes: 'MacBook' },
        { url: '/blog/tags/auth-js', titleIncludes: 'auth.js' },
        { url: '/blog/tags/key-map', titleIncludes: 'keyMap' },
        { url: '/blog' },
        { url: '/blog/tags' },
        { url: '/blog/archive' },
        { url: '/blog/rss.xml' },
        { url: '/blog/atom.xml' },
        { url: '/blog/feed.json' },
        { url: '/project', title: '项目' },
        { url: '/friends', title: '友链' },
        { url: '/about', title: '关于我' },
      ];
      assert.deepEqual(await checkPages(server_, SITE_TITLE, expected), []);
    });

    test("the navbar's brand is its logo alone (no navbar.title), named by the logo's alt, as Docusaurus's Logo renders it", async () => {
      const { html } = await fetchPage(ready(), '/docs/docusaurus-guides');
      assert.match(
        html,
        /<a class="navbar-brand" href="\/"><img class="navbar-logo" src="\/img\/logo\.webp" alt="愧怍"[^>]*\/?><\/a>/,
      );
      // navbar.hideOnScroll: the bar hides while the reader scrolls down (tests/e2e/import-odd.test.ts scrolls it).
      assert.match(html, /<header class="navbar navbar--hideable">/);
    });

    test('every doc, every published post and every tag page answers; drafts do not; the blog has 18 posts a page', async () => {
      const server_ = ready();
      const docs = listMarkdown(KUIZUO, 'docs').map((rel): Expected => {
        const doc = readDoc(KUIZUO, rel);
        return { url: `/docs${String(doc.data.slug)}`, title: docusaurusTitle(doc, String(doc.data.id)) };
      });
      const live = published();
      assert.equal(live.length, 80);
      const drafts = posts().filter((d) => d.data.draft === true);
      const tags = new Set(live.flatMap((post) => ((post.data.tags as string[] | undefined) ?? []).map((tag) => kebabCase(tag))));
      const pages = Math.ceil(live.length / 18);
      const expected: Expected[] = [
        ...docs,
        ...live.map((d) => ({ url: postUrl(d), title: docusaurusTitle(d, String(d.data.slug)) })),
        ...drafts.map((d) => ({ url: postUrl(d), status: 404 })),
        ...[...tags.keys()].map((slug) => ({ url: `/blog/tags/${slug}`, tag: slug })),
        ...Array.from({ length: pages - 1 }, (_, i) => ({ url: `/blog/page/${i + 2}` })),
        { url: `/blog/page/${pages + 1}`, status: 404 },
      ];
      assert.deepEqual(await checkPages(server_, SITE_TITLE, expected), []);
    });

    test('the manual sidebar shows the category "Docusaurus 主题魔改" and its seven docs by front-matter id', async () => {
      const server_ = ready();
      const { html } = await fetchPage(server_, '/docs/docusaurus-config');
      const items = KUIZUO_SIDEBAR_ITEMS.map((id) => `/docs/${id.split('/')[1]}`);
      assert.ok(sidebarShows(html, 'Docusaurus 主题魔改', ['/docs/docusaurus-guides', ...items]));
    });

    test("the category's doc lists its items as cards (```mdx-code-block with <DocCardList />)", async () => {
      const server_ = ready();
      const { html } = await fetchPage(server_, '/docs/docusaurus-guides');
      const links = hrefsOf(withoutNavs(html));
      const missing = KUIZUO_SIDEBAR_ITEMS.map((id) => `/docs/${id.split('/')[1]}`).filter((h) => !links.includes(h));
      assert.deepEqual(missing, [], 'every item of the category is linked from the page body');
    });

    test('the Tweet stand-in (a TSX component with a CSS module) renders where the posts use it', async () => {
      const server_ = ready();
      const { html } = await fetchPage(server_, '/blog/2024-year-end-summary');
      const figure = /<figure\b[^>]*data-tweet-id="1843232835114828144"[^>]*>/.exec(html)?.[0];
      assert.ok(figure, 'the tweet card is in the page');
      assert.match(html, /href="https:\/\/x\.com\/i\/status\/1843232835114828144"/);
      const className = /class="([^"\s]+)/.exec(figure)?.[1];
      assert.ok(className, 'the card has its CSS-module class');
      const css = await stylesheetsOf(server_, html);
      assert.ok(css.includes(`.${className}`), `the class .${className} is defined in a stylesheet the page links`);
      for (const [url, id] of [
        ['/blog/shenzhen-life', '1999389585231741239'],
        ['/blog/code-for-ai-life-for-self', '2033156364328190372'],
      ] as const) {
        assert.match((await fetchPage(server_, url)).html, new RegExp(`data-tweet-id="${id}"`), url);
      }
    });

    test('Tabs render as tabs, and `:::tip[title]` admonitions with their title; no `:::` left as text anywhere', async () => {
      const server_ = ready();
      assert.match((await fetchPage(server_, '/blog/js-code-obfuscator')).html, /role="tablist"/);
      const deno = visibleText(withoutNavs((await fetchPage(server_, '/blog/deno-is-not-only-a-javascript-runtime')).html));
      const tipTitle = /^:::tip\[(.+)\]\s*$/m.exec(readDoc(KUIZUO, 'blog/program/Deno不只是个Javascript运行时.md').body)?.[1];
      assert.ok(tipTitle && deno.includes(tipTitle), 'the `:::tip[…]` title');
      const ai = visibleText(withoutNavs((await fetchPage(server_, '/blog/experience-of-an-ai-company')).html));
      assert.match(ai, /前文提醒/, 'the `:::success[…]` title');
      // Docusaurus 3 still parses Docusaurus 2's `:::success` (mdx-loader's default keywords) and shows it as a tip
      // (theme-classic's admonition aliases): no warning.
      const summary = (await fetchPage(server_, '/blog/2023-year-end-summary')).html;
      assert.match(
        summary,
        /<aside class="admonition admonition-tip"[^>]*><div class="admonition-heading">补<\/div>/,
        '`:::success[补]` is a tip',
      );
      assert.doesNotMatch(site.prepared.built?.output ?? '', /unknown admonition type "success"/);
      assert.deepEqual(pagesWithFences(outOf(site.prepared)), []);
    });

    test('every table-of-contents link reaches its heading', () => {
      assert.deepEqual(brokenInPageAnchors(outOf(site.prepared)), []);
    });
  },
);
