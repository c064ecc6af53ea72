/**
 * linyuxuanlin/Wiki_Docusaurus (Docusaurus 2.2.0: docs at the site root with Chinese ids, math) moves over with
 * one command: made by tests/helpers/realworld-sites.ts, imported with `npm run import -- <site> --out <dir>
 * --install`, fully built, then served at the host root (`baseUrl: '/'`).
 *
 * The expected URLs and titles are derived here from Docusaurus's rules for each version and from the content
 * itself (front matter `id`/`slug`/`title`, file names, number prefixes, lodash `kebabCase` tag slugs,
 * github-slugger category slugs), never from this project's code: every URL the old site served must answer 200
 * with that document's title in <title>. Shared helpers: tests/helpers/realworld-import.ts.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import GithubSlugger from 'github-slugger';
import { buildSharingCompile } from '../helpers/fixture-build';
import { makeWikiSite, WIKI, WIKI_SIDEBARS } from '../helpers/realworld-sites';
import {
  importedSite,
  outOf,
  assertImportedAndBuilt,
  listMarkdown,
  readDoc,
  str,
  docusaurusTitle,
  stripNumberPrefix,
  docUrl,
  decode,
  titleOf,
  visibleText,
  navsOf,
  withoutNavs,
  type Expected,
  fetchPage,
  checkPages,
  pagesWithFences,
  brokenInPageAnchors,
  checkKatex,
  sidebarShows,
  SKIP,
} from '../helpers/realworld-import';

// ---------------------------------------------------------------------------------------------------
// linyuxuanlin/Wiki_Docusaurus (Docusaurus 2.2.0)
// ---------------------------------------------------------------------------------------------------

describe(
  "Power's Wiki (linyuxuanlin/Wiki_Docusaurus, Docusaurus 2.2.0: docs at the root, math) moves over",
  { skip: SKIP },
  () => {
    const SITE_TITLE = "Power's Wiki";
    const site = importedSite('wiki', makeWikiSite, buildSharingCompile);
    const ready = site.ready;

    test('the import and the full build succeed', (t) => {
      t.diagnostic(site.prepared.timings);
      assertImportedAndBuilt(site.prepared);
    });

    /** Docs by front-matter id at the site root (`/数字电路基础知识`), in folders by path (`/archive/Bash基础`). */
    const docs = (): Expected[] =>
      listMarkdown(WIKI, 'docs').map((rel) => {
        const doc = readDoc(WIKI, rel);
        const id = str(doc.data.id) ?? stripNumberPrefix(path.posix.basename(rel).replace(/\.mdx?$/, ''));
        return { url: docUrl(doc, 'docs', '/', { categoryIndex: true }), title: docusaurusTitle(doc, id) };
      });

    test('the specific old URLs answer with their document (ids ≠ file names, Chinese, punctuation, folders, the root)', async () => {
      const server_ = ready();
      const expected: Expected[] = [
        { url: '/', title: "Power's Wiki" },
        { url: '/数字电路基础知识', title: '数字电路基础知识' },
        { url: '/OrCAD配置与技巧', title: 'OrCAD 配置与技巧' },
        { url: '/DockerCompose-更优雅的打开方式', title: 'Docker Compose - 更优雅的打开方式' },
        { url: '/Hack.init()黑客马拉松', title: 'Hack.init( ) 黑客马拉松' },
        { url: '/Node.js和npm的安装与卸载（MacOS）', title: 'Node.js 和 npm 的安装与卸载（MacOS）' },
        { url: '/电源拓扑-开关稳压（非隔离型）', title: '电源拓扑 - 开关稳压（非隔离型）' },
        { url: '/3D打印：ABS与PLA的区别', title: '3D 打印：ABS 与 PLA 的区别' },
        { url: '/TinyDVR-小巧身材，满载动力', title: 'TinyDVR - 小巧身材，满载动力' },
        { url: '/archive/Bash基础', title: 'Bash 基础' },
        { url: '/unlist/回归博客', title: '回归博客' },
        { url: '/memo/Box-Grove', title: 'Box-Grove' },
        { url: '/preview/DDR3硬件设计基础', title: '🚧DDR3硬件设计基础' },
        { url: '/preview/平静下的波澜', title: '平静下的波澜' },
        // todo/TODO.md is named like its folder: since 2.0.0-beta.10 the folder's index, at /todo/
        { url: '/todo/', title: 'TODO' },
        // no front matter title and no heading at the top (its first `#` comes after a table): the id
        { url: '/preview/产品PRD模板', title: '产品PRD模板' },
        { url: '/blog/2021/04/08/如何不长痘', title: '如何不长痘' },
        { url: '/blog/2021/06/13/关于新能源行业的一些观点 - 副本', title: '关于新能源行业的一些观点' },
        { url: '/blog/2022/09/23/星夜漫游', title: '星夜漫游' },
        { url: '/blog' },
        { url: '/blog/page/2' },
        { url: '/blog/page/3', status: 404 },
        { url: '/blog/archive' },
        { url: '/blog/rss.xml' },
        { url: '/blog/atom.xml' },
        { url: '/category/基本元器件', title: '基本元器件' },
        { url: '/category/eda-工具', title: 'EDA 工具' },
        { url: '/category/嵌入式-linux', title: '嵌入式 Linux' },
        { url: '/power', title: '电源设计合集' },
        { url: '/stm32-hal', title: 'STM32 HAL 库开发笔记' },
      ];
      assert.deepEqual(await checkPages(server_, SITE_TITLE, expected), []);
    });

    test('every doc (337) and every post answers at its Docusaurus URL with its title', async () => {
      const server_ = ready();
      const posts = listMarkdown(WIKI, 'blog').map((rel): Expected => {
        const doc = readDoc(WIKI, rel);
        const m = /^(\d{4})-(\d{2})-(\d{2})-(.*)\.mdx?$/.exec(path.posix.basename(rel))!;
        return { url: `/blog/${m[1]}/${m[2]}/${m[3]}/${m[4]}`, title: docusaurusTitle(doc, m[4]!) };
      });
      assert.equal(posts.length, 15);
      const all = docs();
      assert.equal(all.length, 337);
      assert.deepEqual(await checkPages(server_, SITE_TITLE, [...all, ...posts]), []);
    });

    test("every category of the manual sidebars has its generated index, at Docusaurus's default slug or its own", async () => {
      const server_ = ready();
      const slugger = new GithubSlugger();
      const expected: Expected[] = [];
      const visit = (items: (typeof WIKI_SIDEBARS)[string]) => {
        for (const item of items) {
          if (typeof item === 'string' || item.link?.type !== 'generated-index') continue;
          expected.push({ url: item.link.slug ?? `/category/${slugger.slug(item.label)}`, title: item.link.title ?? item.label });
          visit(item.items);
        }
      };
      Object.values(WIKI_SIDEBARS).forEach(visit);
      assert.ok(expected.length >= 15);
      assert.deepEqual(await checkPages(server_, SITE_TITLE, expected), []);
    });

    test('math renders as KaTeX, with the stylesheet served by the site', async () => {
      const server_ = ready();
      const problems = [
        ...(await checkKatex(server_, '/ADC与DAC基础知识', { display: true })),
        ...(await checkKatex(server_, '/电源拓扑-开关稳压（非隔离型）', { display: true })),
        ...(await checkKatex(server_, '/基本元器件-电容', { display: false })),
      ];
      assert.deepEqual(problems, []);
    });

    test('the manual sidebar shows its Chinese categories on the docs in it, and not on docs left out of it', async () => {
      const server_ = ready();
      const inSidebar = (await fetchPage(server_, '/基本元器件-电阻')).html;
      assert.ok(sidebarShows(inSidebar, '基本元器件', ['/基本元器件-电容']), 'the category of the page, with its sibling docs');
      assert.ok(sidebarShows(inSidebar, '电源设计', []), 'the other categories of the sidebar');
      assert.ok(sidebarShows(inSidebar, 'EDA 工具', []), 'the other categories of the sidebar');
      const otherSidebar = (await fetchPage(server_, '/HAL库开发笔记-GPIO')).html;
      assert.ok(sidebarShows(otherSidebar, 'STM32 与 HAL 库', ['/HAL库开发笔记-DMA']), 'the 嵌入式与软件 sidebar');
      const outside = (await fetchPage(server_, '/archive/Bash基础')).html;
      assert.ok(
        !navsOf(outside).some((nav) => visibleText(nav).includes('基本元器件')),
        'a doc outside every sidebar shows none',
      );
      // themeConfig.docs.sidebar.autoCollapseCategories: sibling categories are one exclusive group (opening one
      // closes the others), and the page's category is the one open among them (in this large sidebar the others
      // are links to their first page, without their items).
      const sidebar = /<nav class="doc-sidebar[^"]*"[\s\S]*?<\/nav>/.exec(inSidebar)?.[0] ?? '';
      // themeConfig.docs.sidebar.hideable: the sidebar's fold button, in Docusaurus's words of the site's language (en).
      assert.match(
        sidebar,
        /<button type="button" class="sidebar-collapse" title="Collapse sidebar" aria-label="Collapse sidebar">/,
      );
      const top = [
        ...sidebar.matchAll(
          /<li class="sidebar-category-item[^"]*">(?:<a [^>]*>([^<]*)<\/a>)?<details class="sidebar-category"( open)? name="sidebar">/g,
        ),
      ];
      assert.deepEqual(
        top.filter((m) => m[2]).map((m) => m[1]),
        ['基本元器件'],
      );
    });

    test("a relative link written for Docusaurus's URLs still reaches its page (docs/ContactMe.md: `](WeChat)`)", async () => {
      const server_ = ready();
      const { html } = await fetchPage(server_, '/ContactMe');
      const href = [...withoutNavs(html).matchAll(/<a\b[^>]*href="([^"]*WeChat[^"]*)"/g)].map((m) => decode(m[1]!))[0];
      assert.ok(href, 'the link is in the page');
      // Docusaurus served the page at /ContactMe: the link resolved to /WeChat, the WeChat doc.
      const res = await fetch(new URL(href, server_.url('/ContactMe/')));
      assert.equal(res.status, 200, `${href} from /ContactMe/ → ${res.url}`);
      assert.match(titleOf(await res.text()), /^WeChat \|/);
    });

    test('no page shows an admonition fence (`:::`) as text', () => {
      assert.deepEqual(pagesWithFences(outOf(site.prepared)), []);
    });

    test('every table-of-contents link reaches its heading (ids as Docusaurus gives them: `HAL_UART_…`, a trailing no-break space)', () => {
      assert.deepEqual(brokenInPageAnchors(outOf(site.prepared)), []);
    });
  },
);
