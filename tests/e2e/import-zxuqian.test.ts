/**
 * zxuqian/zxuqian.cn (Docusaurus 2.0.0-beta.3: MDX 1, the blog at the root, a second blog, math, many
 * components) moves over with one command: made by tests/helpers/realworld-sites.ts, imported with `npm run
 * import -- <site> --out <dir> --install`, fully built, then served at the host root (`baseUrl: '/'`).
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
import { makeZxuqianSite, ZXUQIAN, ZXUQIAN_VIDEO_CATEGORIES } from '../helpers/realworld-sites';
import {
  importedSite,
  outOf,
  assertImportedAndBuilt,
  listMarkdown,
  readDoc,
  docusaurusTitle,
  docUrl,
  decode,
  visibleText,
  withoutNavs,
  hrefsOf,
  type Expected,
  fetchPage,
  checkPages,
  pagesWithFences,
  brokenInPageAnchors,
  checkKatex,
  stylesheetsOf,
  sidebarShows,
  SKIP,
} from '../helpers/realworld-import';

// ---------------------------------------------------------------------------------------------------
// zxuqian/zxuqian.cn (Docusaurus 2.0.0-beta.3)
// ---------------------------------------------------------------------------------------------------

describe(
  '峰华前端工程师 (zxuqian/zxuqian.cn, Docusaurus 2.0.0-beta.3: blog at the root, a second blog, components) moves over',
  { skip: SKIP },
  () => {
    const SITE_TITLE = '峰华前端工程师';
    const site = importedSite('zxuqian', makeZxuqianSite, buildSharingCompile);
    const ready = site.ready;

    test('the import and the full build succeed', (t) => {
      t.diagnostic(site.prepared.timings);
      assertImportedAndBuilt(site.prepared);
    });

    test('the specific old URLs answer with their document (relative slugs, number prefixes, the blogs at / and /lifestyle)', async () => {
      const server_ = ready();
      const expected: Expected[] = [
        { url: '/first-blog', title: '第 N 个第一篇博客' },
        { url: '/React-intro', title: '什么是 React？你为什么应该学React？' },
        { url: '/css-flex-box-layout', title: 'CSS Flexbox 布局最容易理解完全教程' },
        { url: '/css-is-pseudo-class-selector', title: 'CSS :is() 伪类选择器使用指南' },
        { url: '/javascript-collision-physics', title: 'JavaScript 游戏开发 - 物理碰撞引擎实现' },
        { url: '/lifestyle/a-lonely-jorney', title: '前端 UP 主背后的生活是什么样的？这是一段孤独的旅程' },
        { url: '/lifestyle/sit-house-rental', title: 'SIT 留学租房攻略 | Stevents Institute of Technology' },
        { url: '/docs/videos', title: '技术视频栏目简介' },
        // ../css-grid-layout from videos/css/01-grid-layout/ (prefix stripped) → /videos/css/css-grid-layout
        { url: '/docs/videos/css/css-grid-layout', title: 'CSS Grid 布局入门教程' },
        // 010-css-counter-… is a number prefix; 03-5-tips-… is version-like and kept: both resolve one level up
        { url: '/docs/videos/css/css-counter-state-management', title: '利用 CSS Counter 计数器添加章节序号' },
        { url: '/docs/videos/css/5-tips-master-css', title: '5个 CSS 特效实现和发现灵感网站推荐' },
        { url: '/docs/videos/react/5-react-spring-examples', title: '精选 5 个 React Spring 前端动画' },
        { url: '/docs/videos/browser/js-dom-manipulate', title: 'JS HTML DOM 操作入门教程' },
        { url: '/docs/videos/effects/css-glassmorphism', title: '教你使用 2 行代码实现毛玻璃特效 Glassmorphism，附代码生成工具' },
        { url: '/docs/resources', title: '常用资源导航' },
        { url: '/docs/resources/vs-code-themes', title: '自用的 5 款 VS Code 主题推荐' },
        { url: '/docs/tools', title: '小工具介绍' },
        { url: '/docs/tools/glassmorphism-generator', title: 'Glassmorphism 玻璃特效生成器' },
        { url: '/docs/course/react-chat-ui', title: 'React 即时通信 UI 开发实战课程' },
        // ids without front-matter slug: resolved in their folder, number prefixes stripped
        { url: '/docs/css/css-tutorial-intro', title: 'CSS 完全指南简介' },
        { url: '/docs/css/basic/css-intro', title: 'CSS 简介' },
        { url: '/docs/css/advanced/box-model', title: 'CSS 盒子模型' },
        { url: '/tags/java-script', titleIncludes: 'JavaScript' },
        { url: '/tags/web-rtc', titleIncludes: 'WebRTC' },
        { url: '/tags/前端', titleIncludes: '前端' },
        { url: '/lifestyle/tags/日记', titleIncludes: '日记' },
        { url: '/' },
        { url: '/page/2' },
        { url: '/page/3' },
        { url: '/page/4', status: 404 },
        // No archive: Docusaurus added the blog archive in 2.0.0-beta.6 (#5428), after the site's 2.0.0-beta.3.
        { url: '/archive', status: 404 },
        { url: '/lifestyle' },
        { url: '/lifestyle/archive', status: 404 },
        { url: '/rss.xml' },
        { url: '/lifestyle/rss.xml' },
      ];
      assert.deepEqual(await checkPages(server_, SITE_TITLE, expected), []);
    });

    test('every doc, every post of both blogs and every tag page answers at its Docusaurus 2.0.0-beta.3 URL', async () => {
      const server_ = ready();
      const docs = listMarkdown(ZXUQIAN, 'docs').map((rel): Expected => {
        const doc = readDoc(ZXUQIAN, rel);
        return { url: docUrl(doc, 'docs', '/docs', { categoryIndex: false }), title: docusaurusTitle(doc, String(doc.data.id)) };
      });
      assert.equal(docs.length, 60);
      const expected: Expected[] = [...docs];
      for (const [dir, base] of [
        ['blog', '/'],
        ['lifestyle', '/lifestyle/'],
      ] as const) {
        const tags = new Set<string>();
        for (const rel of listMarkdown(ZXUQIAN, dir)) {
          const doc = readDoc(ZXUQIAN, rel);
          expected.push({ url: `${base}${String(doc.data.slug)}`, title: docusaurusTitle(doc, String(doc.data.slug)) });
          for (const tag of (doc.data.tags as string[] | undefined) ?? []) tags.add(kebabCase(tag));
        }
        for (const slug of tags) expected.push({ url: `${base}tags/${slug}`, tag: slug });
      }
      assert.deepEqual(await checkPages(server_, SITE_TITLE, expected), []);
    });

    test('the blog at / lists the newest posts (10 a page, the default of 2.0.0-beta.3)', async () => {
      const server_ = ready();
      const { html } = await fetchPage(server_, '/');
      const links = hrefsOf(html);
      for (const slug of [
        'how-to-learn-a-programming-language-quickly',
        'css-is-pseudo-class-selector',
        'interview-failed-recover',
      ])
        assert.ok(links.includes(`/${slug}`), `the home page links /${slug}`);
      // Blog-only mode (BlogListPage: the list at `/` is titled by the site), formatted as before 3.8 ("Site | Site"); the
      // list shows no heading but its h1, for screen readers.
      assert.match(html, new RegExp(`<title>${SITE_TITLE} \\| ${SITE_TITLE}</title>`));
      assert.match(html, new RegExp(`<h1 class="visually-hidden">${SITE_TITLE}</h1>`));
    });

    test('the stand-in components render where the content uses them', async () => {
      const server_ = ready();
      const problems: string[] = [];
      const page = async (url: string) => withoutNavs((await fetchPage(server_, url)).html);
      // <BVideo src="//player.bilibili.com/player.html?…bvid=BV…"> on every doc that uses it: a link to the video's page.
      for (const rel of listMarkdown(ZXUQIAN, 'docs')) {
        const doc = readDoc(ZXUQIAN, rel);
        const src = /<BVideo\s+src="([^"]+)"/.exec(doc.body)?.[1];
        if (!src) continue;
        const bvid = /[?&]bvid=([^&]+)/.exec(src)?.[1];
        const aid = /[?&]aid=(\d+)/.exec(src)?.[1];
        const href = `https://www.bilibili.com/video/${bvid ?? `av${aid}`}`;
        const url = docUrl(doc, 'docs', '/docs', { categoryIndex: false });
        if (!(await page(url)).includes(`href="${href}"`)) problems.push(`${url}: no BVideo link ${href}`);
      }
      const pseudo = await page('/css-is-pseudo-class-selector');
      for (const hash of ['qBrjgpN', 'gOmRqGo'])
        if (!pseudo.includes(`href="https://codepen.io/zxuqian/pen/${hash}"`)) problems.push(`Codepen ${hash} missing`);
      const spring = await page('/docs/videos/react/5-react-spring-examples');
      for (const slug of ['r5qmj8m6lq', 'py912w5k6m', 'j0y0vpz59', 'n9vo1my91p', '26mjowzpr'])
        if (!spring.includes(`href="https://codesandbox.io/s/${slug}"`)) problems.push(`CodeSandBox ${slug} missing`);
      const physics = await page('/javascript-collision-physics');
      const videos = [...physics.matchAll(/<source\b[^>]*src="([^"]+\.mp4)"/g)].map((m) => m[1]!);
      if (videos.length < 8) problems.push(`javascript-collision-physics: ${videos.length} <video> sources, expected 8`);
      for (const src of videos.slice(0, 2)) {
        const res = await fetch(new URL(src, server_.url('/javascript-collision-physics/')));
        if (res.status !== 200) problems.push(`video ${src}: HTTP ${res.status}`);
      }
      if (!/主要按钮/.test(await page('/docs/videos/react/react-props-example'))) problems.push('ButtonDemo missing');
      if (!(await page('/docs/videos/react/react-state-event-exmaple')).includes('linear-gradient(to right, #ff6b81, #1e90ff)'))
        problems.push('GradientDemo missing');
      assert.deepEqual(problems, []);
    });

    test('the glassmorphism generator (colocated, with a CSS module that uses an image next to it) renders styled', async () => {
      const server_ = ready();
      const { html } = await fetchPage(server_, '/docs/tools/glassmorphism-generator');
      assert.match(html, /玻璃特效预览/);
      const className = /<div class="([^"\s]+)"[^>]*>玻璃特效预览/.exec(html)?.[1];
      assert.ok(className, 'the generator has its CSS-module classes');
      const css = await stylesheetsOf(server_, html);
      assert.ok(css.includes(`.${className}`), `the class .${className} is defined in a stylesheet the page links`);
      const background = /url\(([^)]*background[^)]*\.png)\)/.exec(css)?.[1]?.replace(/^["']|["']$/g, '');
      assert.ok(background, 'the stage background (./background.png) is in the stylesheet');
      assert.equal((await fetch(new URL(background, server_.origin))).status, 200);
    });

    test('styled-components demos defined in the MDX render (export const … = styled.div`…`)', async () => {
      const server_ = ready();
      const chat = withoutNavs((await fetchPage(server_, '/docs/course/react-chat-ui')).html);
      assert.match(chat, /href="https:\/\/ke\.qq\.com\/course\/2839093\?tuin=3850fdc6"/);
      const box = visibleText(withoutNavs((await fetchPage(server_, '/docs/css/advanced/box-model')).html));
      assert.match(box, /在里边有一个\s*行内\s*元素/);
      const flex = withoutNavs((await fetchPage(server_, '/css-flex-box-layout')).html);
      assert.ok((flex.match(/<div\b/g) ?? []).length > 50, 'the FlexBox demos render their boxes');
    });

    test('images by useBaseUrl() and require() are served', async () => {
      const server_ = ready();
      const problems: string[] = [];
      for (const [url, pattern] of [
        ['/typescript-intro', /2020-06-09-22-03-40/],
        ['/front-end-learning-path', /frontend/],
        ['/uppervoid-jacket', /D01-|%E9%98%B2|防水/],
      ] as const) {
        const html = withoutNavs((await fetchPage(server_, url)).html);
        const src = [...html.matchAll(/<img\b[^>]*src="([^"]+)"/g)].map((m) => decode(m[1]!)).find((s) => pattern.test(s));
        if (!src) {
          problems.push(`${url}: image ${pattern} missing`);
          continue;
        }
        const res = await fetch(new URL(src, server_.url(`${url}/`)));
        if (res.status !== 200) problems.push(`${url}: ${src} HTTP ${res.status}`);
      }
      assert.deepEqual(problems, []);
    });

    test('links to other docs written as `../02-flex-layout/index.md` reach those docs', async () => {
      const server_ = ready();
      const links = hrefsOf(withoutNavs((await fetchPage(server_, '/docs/videos/css/5-tips-master-css')).html));
      const expected = [
        '/docs/videos/css/css-flex-layout',
        '/docs/videos/css/css-grid-layout',
        '/docs/videos/css/css-position',
        '/docs/videos/effects/effects-glitch',
        '/docs/videos/css/css-hsl-color',
      ];
      assert.deepEqual(
        expected.filter((h) => !links.includes(h)),
        [],
        `links in the page: ${links.filter((l) => /\.md|videos/.test(l)).join(', ')}`,
      );
    });

    test('math renders as KaTeX with the stylesheet served by the site', async () => {
      const server_ = ready();
      assert.deepEqual(await checkKatex(server_, '/javascript-collision-physics', { display: true }), []);
    });

    test('the manual `videos` sidebar shows its Chinese categories; `css_tutorials` its folders by _category_.json label', async () => {
      const server_ = ready();
      const video = (await fetchPage(server_, '/docs/videos/css/css-grid-layout')).html;
      for (const label of Object.keys(ZXUQIAN_VIDEO_CATEGORIES)) assert.ok(sidebarShows(video, label, []), `category "${label}"`);
      assert.ok(sidebarShows(video, 'HTML 与 CSS', ['/docs/videos/css/css-flex-layout', '/docs/videos/css/5-tips-master-css']));
      const css = (await fetchPage(server_, '/docs/css/basic/css-intro')).html;
      assert.ok(sidebarShows(css, 'CSS 基础', ['/docs/css/basic/import-css-to-html']));
      assert.ok(sidebarShows(css, 'CSS 进阶', []));
    });

    test('admonitions (incl. `:::important` inside a list item) leave no `:::` as text on any page', () => {
      assert.deepEqual(pagesWithFences(outOf(site.prepared)), []);
    });

    test('`:::important` is an info admonition, as remark-admonitions made it', async () => {
      const server_ = ready();
      const { html } = await fetchPage(server_, '/learn-react-props-buttons');
      assert.match(
        html,
        /<[^>]+(?:admonition|alert)[^>]*(?:info|important)[^>]*>(?:(?!<\/aside>)[\s\S]){0,400}CSS modules 的作用/,
      );
    });

    test('every table-of-contents link reaches its heading', () => {
      assert.deepEqual(brokenInPageAnchors(outOf(site.prepared)), []);
    });
  },
);
