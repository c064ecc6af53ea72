/**
 * Docusaurus's MDX runtime (tests/fixtures/docusaurus-mdx over the base tree): theme components, imports of
 * the author's code, raw text, images and CSS, and Docusaurus 3 syntax, in the static HTML and in Chromium
 * (tabs with groupId, localStorage and queryString, keyboard; BrowserOnly after hydration), and the official
 * plugins: Mermaid diagrams in both colour modes, npm2yarn tabs kept in step, live code blocks that run and update.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { buildSharingCompile, composeContent, type FixtureBuild } from '../helpers/fixture-build';
import { startServer, type TestServer } from '../helpers/server';

describe('Docusaurus MDX: theme components, imports and Docusaurus 3 syntax', () => {
  let built: FixtureBuild;
  let server: TestServer;
  let browser: Browser;
  const html = (page: string) => fs.readFileSync(path.join(built.out, page, 'index.html'), 'utf8');

  before(async () => {
    built = await buildSharingCompile(composeContent('docusaurus-mdx'));
    assert.equal(built.code, 0, built.output.slice(-3000));
    server = await startServer({ root: built.out });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test("useCurrentSidebarCategory (Docusaurus 3's plugin-content-docs/client, Docusaurus 2's theme-common) lists the category's docs as cards", () => {
    const cards = (page: string) =>
      [...html(page).matchAll(/<li class="card"><h2><a href="([^"]*)">([^<]*)<\/a><\/h2>(?:<p>([^<]*)<\/p>)?/g)].map((m) =>
        m.slice(1).join(' | '),
      );
    // An index doc is the category's own page (at /index/ on this site, as Docusaurus 2.0.0-beta.9 routes it).
    assert.deepEqual(cards('docs/mdx/cards/index'), [
      '/myblog/docs/mdx/cards/first/ | 第一张卡片 | 卡片下方显示的是这篇文档的第一段。',
      '/myblog/docs/mdx/cards/second/ | 第二张卡片 | Docusaurus 3 的写法：同一分类的其他文档。',
    ]);
    // Filtered by docId, as Docusaurus's items carry it.
    assert.deepEqual(cards('docs/mdx/cards/second'), [
      '/myblog/docs/mdx/cards/first/ | 第一张卡片 | 卡片下方显示的是这篇文档的第一段。',
    ]);
  });

  test('the static HTML holds every tab panel, the titled raw-loader code, TOCInline, images, components and CSS', () => {
    const page = html('docs/mdx/components');
    assert.equal((page.match(/role="tablist"/g) ?? []).length, 2);
    assert.match(page, /role="tabpanel"[^>]*hidden[^>]*>[\s\S]*?用 pnpm 安装。/, 'the inactive panel is in the HTML, hidden');
    assert.match(page, /<figcaption[^>]*>src\/snippets\/debounce\.js<\/figcaption>/);
    assert.match(page, /data-line-numbers/, 'showLineNumbers');
    assert.match(page, /clearTimeout/, 'the raw-loader text');
    assert.match(page, /class="toc-inline[^"]*"[\s\S]*?href="#package-managers"/, 'TOCInline with the {#id} heading');
    assert.match(page, /<h2 id="package-managers"/);
    // The same bytes as the folder post's cover: encoded once, published under each document's file name.
    assert.equal(
      (
        page.match(
          /<picture><source type="image\/avif"[^>]*>(?:<source[^>]*>)*<img alt="(?:导入的图片|require 的图片)"[^>]*src="\/myblog\/_assets\/figure-[0-9a-f]{10}-\d+\.png"/g,
        ) ?? []
      ).length,
      2,
      'import and require',
    );
    assert.match(page, /<img src="\/myblog\/img\/favicon\.svg" alt="站点图标"/, 'useBaseUrl');
    // Theme components Docusaurus has and sites import, under Docusaurus 2's and 3's names, from MDX and from code.
    assert.match(
      page,
      /<a href="https:\/\/react\.dev\/learn" data-testid="external"[^>]*>React 官方教程<svg viewBox="0 0 24 24" width="13\.5" height="13\.5" aria-hidden="true" class="icon-external-link">/,
      '@theme/IconExternalLink in MDX',
    );
    assert.match(
      page,
      /<a href="https:\/\/docusaurus\.io\/"[^>]*>Docusaurus 官网<svg [^>]*class="icon-external-link"/,
      "@theme/Icon/ExternalLink in the site's component",
    );
    assert.match(page, /<code>npm run build<\/code>/, '@theme/CodeInline');
    assert.match(page, /<span data-testid="site-title">MyBlog（\/myblog\/）<\/span>/, '@generated/docusaurus.config');
    assert.match(
      page,
      /<div class="tags-inline"><b>标签：<\/b><ul class="tag-list"><li><a class="tag" rel="tag" href="\/myblog\/docs\/tags\/shadcn-ui\/">shadcn\/ui<\/a>/,
      '@theme/TagsListInline',
    );
    assert.match(
      page,
      /data-testid="badge"[^>]*><svg [^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/svg><a href="\/myblog\/docs\/intro\/"/,
      'the @site component with its SVG (required) and its Link',
    );
    assert.match(
      page,
      /<svg [^>]*width="24"[^>]*><title>星标<\/title><path /,
      'an SVG imported by MDX is a component, as SVGR makes it',
    );
    assert.match(
      page.replaceAll('<!-- -->', ''),
      /data-testid="front-matter">MDX 组件，排在第 9 位；内容标题：undefined</,
      'frontMatter and contentTitle are in scope, as Docusaurus exports them',
    );
    assert.match(
      page,
      /data-testid="fenced-note" data-mode="light">围栏里导入的组件</,
      'a component imported inside an mdx-code-block fence',
    );
    assert.match(
      page,
      /data-testid="badge"[^>]*><svg [^>]*>[\s\S]*?<\/svg>不用导入的徽章</,
      'a component of the swizzled MDXComponents',
    );
    const themed = [...page.matchAll(/<img [^>]*alt="随主题切换的图"[^>]*>/g)].map((m) => m[0]);
    assert.equal(themed.length, 2, 'ThemedImage: both sources in the page');
    assert.match(themed[0]!, /src="\/myblog\/img\/favicon\.svg"[^>]*class="themed-image themed-image--light"/);
    assert.match(themed[1]!, /src="\/myblog\/_assets\/figure-[0-9a-f]{10}\.png"[^>]*class="themed-image themed-image--dark"/);
    assert.match(page, /<h3 id="组件标题">组件写的标题<a href="#组件标题" class="hash-link" aria-label="组件写的标题的直接链接"/);
    assert.match(page, /<link rel="stylesheet" href="\/myblog\/_assets\/extra-[0-9a-f]{10}\.css"/, 'imported CSS is linked');
    // A CSS module: its scoped class on the element, the rule under that class in its linked stylesheet.
    const moduleClass = /<div class="([^"]+)" data-testid="css-module">/.exec(page)?.[1];
    assert.ok(moduleClass && moduleClass !== 'box' && moduleClass.includes('box'), `scoped class: ${moduleClass}`);
    const moduleSheet = /href="\/myblog(\/_assets\/box-module-[0-9a-f]{10}\.css)"/.exec(page)?.[1];
    assert.ok(moduleSheet, 'the CSS module is linked');
    assert.match(fs.readFileSync(path.join(built.out, moduleSheet), 'utf8'), new RegExp(`\\.${moduleClass} \\{`));
    // Sass (docusaurus-plugin-sass): a Sass module MDX imports, compiled with its partial's variables and published as CSS;
    // a component's Sass module, compiled by Next, its nested rule under the scoped class.
    const sassClass = /<p class="([^"]+)" data-testid="sass-module">/.exec(page)?.[1];
    const sassSheet = /href="\/myblog(\/_assets\/note-module-[0-9a-f]{10}\.css)"/.exec(page)?.[1];
    assert.ok(sassClass && sassClass.includes('note') && sassSheet, `${sassClass} ${sassSheet}`);
    assert.match(fs.readFileSync(path.join(built.out, sassSheet), 'utf8'), new RegExp(`\\.${sassClass} \\{\\s*color: #b4492c;`));
    const calloutClass = /<div class="([^"]+)" data-testid="sass-callout">/.exec(page)?.[1];
    assert.ok(calloutClass && calloutClass.includes('callout'), `scoped class: ${calloutClass}`);
    const nextCss = [...page.matchAll(/<link rel="stylesheet" href="\/myblog(\/_next\/static\/[^"]+\.css)"/g)]
      .map((m) => fs.readFileSync(path.join(built.out, m[1]!), 'utf8'))
      .join('\n');
    assert.ok(nextCss.includes(`.${calloutClass} strong{color:#b4492c}`), 'the nested rule, compiled');
    // Less (docusaurus-plugin-less) the same way: a Less module MDX imports, compiled with the variables it @imports (a
    // JavaScript expression evaluated) and published as CSS; a component's Less module, compiled for Next.
    const lessClass = /<p class="([^"]+)" data-testid="less-module">/.exec(page)?.[1];
    const lessSheet = /href="\/myblog(\/_assets\/tip-module-[0-9a-f]{10}\.css)"/.exec(page)?.[1];
    assert.ok(lessClass && lessClass.includes('tip') && lessSheet, `${lessClass} ${lessSheet}`);
    assert.match(
      fs.readFileSync(path.join(built.out, lessSheet), 'utf8'),
      new RegExp(`\\.${lessClass} \\{\\s*color: #1d5c8a;\\s*margin: 6px 0;`),
    );
    const lessCalloutClass = /<div class="([^"]+)" data-testid="less-callout">/.exec(page)?.[1];
    assert.ok(lessCalloutClass && lessCalloutClass.includes('callout'), `scoped class: ${lessCalloutClass}`);
    assert.ok(nextCss.includes(`.${lessCalloutClass}{padding:6px}`), `the Less module's rule, compiled: ${lessCalloutClass}`);
    assert.ok(nextCss.includes(`.${lessCalloutClass} strong{color:#1d5c8a}`), "the Less module's nested rule, compiled");
    assert.match(page, /admonition-info[\s\S]*?组件写法/);
    assert.match(page, /<details[\s\S]*?<summary[^>]*>展开看看<\/summary>/);
    assert.match(page, /admonition-tip[\s\S]*?新写法的标题/);
    assert.match(page, /admonition-note[\s\S]*?不认识的类型按备注显示/);
    assert.ok(!page.includes(':::'), 'no ::: left as text');
    assert.ok(!page.includes('HTML 注释'), 'an HTML comment in MDX is a comment');
    assert.match(page, /<div class="mdx-fixture-marker">mdx-code-block 里的 JSX<\/div>/);
    assert.match(
      page,
      /<li>[\s\S]*?<div class="mdx-fixture-marker">列表里缩进的 JSX<\/div>/,
      'an indented mdx-code-block in a list item',
    );
    assert.match(built.output, /docs\/mdx\/components\.mdx:\d+: unknown admonition type "custom": shown as a note/);
    const post = html('blog/2024/05/01/folder-post');
    assert.equal(
      (post.match(/<img [^>]*src="\/myblog\/_assets\/cover-[0-9a-f]{10}-\d+\.png"/g) ?? []).length,
      2,
      'a folder post imports beside it',
    );
    // Front matter `image: ./og.png`: the file beside the post is published, and the social card points at it.
    const card = /<meta property="og:image" content="https:\/\/[^/]+\/myblog\/(_assets\/og-[0-9a-f]{10}\.png)"\/>/.exec(
      post,
    )?.[1];
    assert.ok(card && fs.existsSync(path.join(built.out, card)), `og:image ${card}`);
  });

  test("a site with code of its own: every page's stylesheet defines Infima's variables, which its components' CSS reads", () => {
    const sheets = [...html('docs/intro').matchAll(/<link rel="stylesheet" href="\/myblog\/([^"]+)"/g)].map((m) =>
      fs.readFileSync(path.join(built.out, m[1]!), 'utf8'),
    );
    assert.ok(sheets.some((css) => /--ifm-color-primary:/.test(css) && /--ifm-global-radius:/.test(css)));
  });

  test("Docusaurus's rules for files, links and front matter: empty documents, .md links, entities, attachments, React pages", () => {
    // An empty document (0 bytes, only whitespace, only front matter; .md and .mdx; doc, post, page) is a page titled by its file name.
    for (const [page, title] of [
      ['docs/mdx/empty-page', 'empty-page'],
      ['docs/mdx/empty-mdx', 'empty-mdx'],
      ['docs/mdx/blank-page', 'blank-page'],
      ['docs/mdx/front-matter-only', 'front-matter-only'],
      ['blog/2024/06/01/empty-post', 'empty-post'],
      ['empty-page', 'empty-page'],
    ]) {
      assert.match(html(page!), new RegExp(`<title>${title} \\| `), page);
    }
    // A double-quoted description continued on an unindented line (js-yaml folds it); a tag with '/'.
    const fmOnly = html('docs/mdx/front-matter-only');
    assert.match(fmOnly, /<meta name="description" content="只有 front matter 的文档，描述写成双引号 接在没有缩进的下一行"/);
    assert.match(fmOnly, /href="\/myblog\/docs\/tags\/shadcn-ui\/"/);
    // The tag's docs by title, as Docusaurus lists them (browser-only.mdx comes first by its path).
    const tagged = [...html('docs/tags/shadcn-ui').matchAll(/<h2><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);
    assert.deepEqual(tagged, ['front-matter-only', '只在浏览器里']);
    const links = html('docs/mdx/links');
    assert.match(links, /href="\/myblog\/docs\/mdx\/components\/"[^>]*>从文档目录找/, '/x.md from the docs folder');
    assert.match(links, /href="\/myblog\/docs\/intro\/"[^>]*>从站点根目录找/, '/docs/x.md from the site root');
    assert.match(links, /href="\/myblog\/docs\/mdx\/blank-page\/"[^>]*>只写文件名/);
    assert.doesNotMatch(built.output, /links\.md:\d+: Markdown link/, 'no broken Markdown link reported');
    // The page named G1&ZGC is linked as &#x26; and as %26; the link check (onBrokenLinks: throw) passed.
    assert.ok(fs.existsSync(path.join(built.out, 'docs/mdx/G1&ZGC/index.html')));
    assert.match(links, /href="\/myblog\/docs\/mdx\/G1&#x26;ZGC\/"/);
    // Files beside the doc are published and linked.
    for (const [name, ext] of [
      ['collection-postman_collection', 'json'],
      ['samples', 'zip'],
    ]) {
      const href = new RegExp(`href="/myblog(/_assets/${name}-[0-9a-f]{10}\\.${ext})"`).exec(links)?.[1];
      assert.ok(href && fs.existsSync(path.join(built.out, href)), `${name}.${ext} is published`);
    }
    assert.match(links, /admonition-heading">\[T\]_B 的本質</, 'a legacy title starting with [');
    // A React page importing a folder (RepoCard/index.tsx) and an extension-less @site/ module renders.
    assert.equal((html('projects').match(/class="repo-card"/g) ?? []).length, 2);
    // It renders a Markdown partial it imports as a component: compiled as documents are (admonition, emphasis).
    assert.match(html('projects'), /<p>这些项目的源码都在 GitHub 上，<strong>欢迎提交 issue<\/strong>。<\/p>/);
    assert.match(html('projects'), /admonition-tip[\s\S]*?提示[\s\S]*?卡片按仓库名排序。/);
    // Its headings keep their ids and get no anchor link: Docusaurus's come from the theme's Heading, which a React
    // page's partial, outside @theme/MDXContent, does not get.
    assert.match(html('projects'), /<h2 id="参与">参与<\/h2>/);
    assert.doesNotMatch(html('projects'), /<h2 id="参与">参与<a/);
    // A partial wrapped in @theme/MDXContent gets them, as the theme's Heading renders them.
    assert.match(
      html('projects'),
      /<h2 id="如何贡献">如何贡献<a href="#如何贡献" class="hash-link" aria-label="如何贡献的直接链接"[^>]*>#<\/a><\/h2>/,
    );
    assert.equal((html('projects').match(/hash-link/g) ?? []).length, 1);
    // Laid out with @theme/Layout/Provider, @theme/Navbar and @theme/Footer: the site's navbar and footer, once.
    assert.equal((html('projects').match(/<header class="navbar/g) ?? []).length, 1);
    assert.equal((html('projects').match(/<footer class="footer/g) ?? []).length, 1);
  });

  test('tabs: a choice syncs its groupId, is stored and put in the URL, survives a reload; arrows move focus, Enter selects', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(server.url('/docs/mdx/components/'));
    await waitForHydration(page);
    const [first, second] = [page.getByRole('tablist').nth(0), page.getByRole('tablist').nth(1)];
    await first.getByRole('tab', { name: 'pnpm', exact: true }).click();
    assert.equal(
      await second.getByRole('tab', { name: 'pnpm', exact: true }).getAttribute('aria-selected'),
      'true',
      'the same groupId follows',
    );
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm')), 'pnpm');
    assert.match(page.url(), /[?&]pm=pnpm/);
    await page.goto(server.url('/docs/mdx/components/'));
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'pnpm');
    const npm = first.getByRole('tab', { name: 'npm', exact: true });
    await first.getByRole('tab', { name: 'pnpm', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await npm.evaluate((el) => el === document.activeElement), true, 'ArrowLeft moves focus');
    await page.keyboard.press('Enter');
    assert.equal(await npm.getAttribute('aria-selected'), 'true', 'Enter selects');
    assert.equal(await page.getByText('用 npm 安装。').isVisible(), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('plugins in the HTML: diagram sources, npm / Yarn / pnpm tabs, live blocks highlighted; pages without them load neither', () => {
    const page = html('docs/mdx/plugins');
    assert.equal((page.match(/<div class="mermaid-diagram" data-mermaid="">/g) ?? []).length, 2, 'a fence and <Mermaid>');
    assert.match(
      page,
      /<pre class="mermaid-source">graph LR\n {2}草稿 --&gt; 审阅 --&gt; 发布<\/pre>/,
      'the source reads without JS',
    );
    assert.equal((page.match(/role="tablist"/g) ?? []).length, 2);
    for (const command of ['npm install --save left-pad', 'yarn add left-pad', 'pnpm add left-pad', 'yarn add --dev prettier']) {
      const text = page.replace(/<[^>]+>/g, '');
      assert.ok(text.includes(command), command);
    }
    assert.match(page, /role="tab"[^>]*>Yarn</, 'Docusaurus labels Yarn with a capital');
    assert.match(
      page,
      /<div class="live-code" data-live-code="" data-live-position="bottom">[\s\S]*?实时编辑器[\s\S]*?<span[^>]*>setCount<\/span>/,
    );
    const md = html('docs/mdx/diagram-only');
    assert.match(md, /<div class="mermaid-diagram" data-mermaid="">/, 'a .md document too');
    assert.match(md, /data-live-code="" data-live-position="bottom" data-no-inline=""/);
    assert.deepEqual(
      [...md.matchAll(/<figcaption[^>]*>([^<]+)<\/figcaption>/g)].map((m) => m[1]),
      ['npm', 'Yarn', 'pnpm'],
      'npm2yarn in a CommonMark .md: one titled block per package manager',
    );
    assert.ok(md.replace(/<[^>]+>/g, '').includes('yarn global add serve'));
    const plain = html('docs/mdx/browser-only');
    assert.ok(!/LazyMermaidDiagrams|LazyLiveCodeBlocks/.test(plain), 'a page without them does not reference the loaders');
  });

  test('Mermaid draws each diagram, again in the dark colour mode, without requests off the machine', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, external, context } = await newPage(browser, { theme });
      await page.goto(server.url('/docs/mdx/plugins/'));
      await page.waitForFunction(
        (mode) =>
          [...document.querySelectorAll('[data-mermaid]')].every((d) => (d as HTMLElement).dataset.mermaidRendered === mode),
        theme,
      );
      assert.equal(await page.locator('.mermaid-svg svg').count(), 2);
      assert.equal(await page.locator('.mermaid-source').first().isVisible(), false, 'the source steps aside');
      assert.match((await page.locator('.mermaid-svg svg').first().textContent()) ?? '', /审阅/);
      assert.deepEqual(errors, []);
      assert.deepEqual(external, []);
      await context.close();
    }
    const { page, context } = await newPage(browser, { theme: 'light' });
    await page.goto(server.url('/docs/mdx/diagram-only/'));
    await page.waitForFunction(
      () => (document.querySelector('[data-mermaid]') as HTMLElement | null)?.dataset.mermaidRendered === 'light',
    );
    await page.getByRole('button', { name: '切换浅色/暗黑模式' }).click();
    await page.waitForFunction(
      () => (document.querySelector('[data-mermaid]') as HTMLElement | null)?.dataset.mermaidRendered === 'dark',
    );
    await context.close();
  });

  test('npm2yarn: choosing pnpm in one block switches the other and is stored under docusaurus.tab.npm2yarn', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(server.url('/docs/mdx/plugins/'));
    await waitForHydration(page);
    const [first, second] = [page.getByRole('tablist').nth(0), page.getByRole('tablist').nth(1)];
    await first.getByRole('tab', { name: 'pnpm', exact: true }).click();
    assert.equal(await second.getByRole('tab', { name: 'pnpm', exact: true }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn')), 'pnpm');
    assert.equal(await page.getByText('pnpm add --save-dev prettier').isVisible(), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('live code: the example runs, editing it updates the result, the editor is labelled and keyboard-reachable', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(server.url('/docs/mdx/plugins/'));
    const button = page.locator('.live-code-preview button');
    await button.waitFor();
    await button.click();
    assert.equal(await button.textContent(), '点了 1 次', 'useState from the scope');
    const editor = page.getByRole('textbox', { name: /实时编辑器/ });
    await editor.focus();
    assert.equal(await editor.evaluate((el) => el === document.activeElement), true);
    // Real key presses: the editor (use-editable) takes what is typed from key events.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('<strong data-testid="edited">ok</strong>');
    await page.getByTestId('edited').waitFor();
    await page.keyboard.type('<p>{');
    await page.locator('.live-code-error').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
    const md = await newPage(browser);
    await md.page.goto(server.url('/docs/mdx/diagram-only/'));
    await md.page.getByTestId('greeting').waitFor();
    assert.deepEqual(md.errors, []);
    await md.context.close();
  });

  test("ThemedImage shows the colour mode's source; useColorMode reads it", async () => {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext();
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(server.url('/docs/mdx/components/'));
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('img.themed-image')]
          .filter((img) => getComputedStyle(img).display !== 'none')
          .map((img) => img.className),
      );
      assert.deepEqual(shown, [`themed-image themed-image--${theme}`]);
      // useColorMode of @docusaurus/theme-common, in a site component, after hydration.
      await page.waitForFunction(
        (t) => document.querySelector('[data-testid="fenced-note"]')?.getAttribute('data-mode') === t,
        theme,
      );
      await context.close();
    }
  });

  test('site components read their page (useDoc, useBlogPost, useRouteContext) and use theme-common and ErrorBoundary', async () => {
    const text = (page: string, id: string) =>
      new RegExp(`data-testid="${id}">([^<]*(?:<!-- -->[^<]*)*)<`).exec(html(page))?.[1]?.replaceAll('<!-- -->', '');
    // In the HTML, as Docusaurus renders them at build time.
    assert.equal(
      text('docs/mdx/page-hooks', 'doc-facts'),
      '页面钩子 | /myblog/docs/mdx/page-hooks/ | /myblog/docs/tags/钩子/ | 前端组 | 文档信息,折叠与存储,错误边界 | docusaurus-plugin-content-docs',
    );
    assert.equal(
      text('blog/2024/05/01/folder-post', 'post-facts'),
      '全文 | 目录里的文章 | /myblog/blog/2024/05/01/folder-post/ | 2024-05-01',
    );
    assert.equal(text('blog', 'post-facts'), '摘要 | 目录里的文章 | /myblog/blog/2024/05/01/folder-post/ | 2024-05-01');
    // <head> in MDX: its title is the page's <title> as written (og:title keeps the page's), its other tags are in the
    // head, and no <head> element is left in the body.
    const hooksPage = html('docs/mdx/page-hooks');
    const head = hooksPage.slice(0, hooksPage.indexOf('</head>'));
    assert.deepEqual(
      [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
      ['站点组件与页面钩子'],
    );
    assert.match(head, /<meta property="og:title" content="页面钩子 \| MyBlog"\/>/);
    assert.match(head, /<meta name="robots" content="max-image-preview:large"\/>/);
    assert.equal(hooksPage.match(/<head[\s>]/g)?.length, 1);
    // Its description and canonical link replace the page's own (one of each, as react-helmet leaves them); the
    // page's og:description and og:url stay.
    assert.deepEqual(
      [...head.matchAll(/<meta name="description" content="([^"]*)"\/>/g)].map((m) => m[1]),
      ['useDoc、useBlogPost 与 useRouteContext 的用法。'],
    );
    assert.deepEqual(
      [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((m) => m[1]),
      ['https://example.com/first-published/page-hooks/'],
    );
    assert.match(head, /<meta property="og:description" content="站点组件读取页面信息的几种钩子。"\/>/);
    assert.match(head, /<meta property="og:url" content="[^"]*\/docs\/mdx\/page-hooks\/"\/>/);
    // A lazy Collapsible renders nothing before its first expansion; the storage slot and the query string start empty.
    assert.doesNotMatch(html('docs/mdx/page-hooks'), /fold-content/);
    assert.equal(text('docs/mdx/page-hooks', 'remember'), '未记住');
    assert.equal(text('docs/mdx/page-hooks', 'filter'), '全部');

    const { page, context } = await newPage(browser);
    await page.goto(server.url('/docs/mdx/page-hooks/'));
    await waitForHydration(page);
    await page.getByTestId('caught').waitFor();
    assert.equal(await page.getByTestId('caught').textContent(), '已捕获：组件在浏览器里出错了');
    await page.getByRole('button', { name: '展开说明' }).click();
    await page.getByTestId('fold-content').waitFor();
    await page.getByRole('button', { name: '展开说明' }).click();
    await page.getByTestId('fold-content').waitFor({ state: 'hidden' });
    await page.getByTestId('remember').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="remember"]')?.textContent === '记住了');
    assert.equal(await page.evaluate(() => localStorage.getItem('fixture.remember')), '记住了');
    await page.getByTestId('filter').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="filter"]')?.textContent === 'css');
    assert.equal(new URL(page.url()).search, '?filter=css');
    // The doc's facts after hydration are the build's.
    assert.match((await page.getByTestId('doc-facts').textContent()) ?? '', /^页面钩子 \| \/myblog\/docs\/mdx\/page-hooks\/ \|/);
    await context.close();
  });

  test("@theme/SearchBar on a page opens the site's search dialog, as the navbar's button does", async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(server.url('/docs/mdx/components/'));
    await waitForHydration(page);
    const bar = page.locator('article .search-bar');
    assert.equal(await bar.getAttribute('aria-haspopup'), 'dialog');
    await bar.click();
    await page.getByRole('dialog', { name: '搜索文档' }).waitFor();
    await page.keyboard.type('组件');
    await page.locator('.search-result').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("theme parts a page lays out itself: TOC, DocPaginator, ColorModeToggle with Docusaurus 2's useThemeContext; the others stand in", async () => {
    const page = html('docs/mdx/theme-parts');
    const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
    assert.match(
      article,
      /<div class="theme-toc page-toc"><ul class="table-of-contents"><li><a href="#颜色开关">颜色开关<\/a><ul><li><a href="#读颜色的写法">/,
      '@theme/TOC',
    );
    assert.match(
      article,
      /<nav class="pagination-nav" aria-label="文件选项卡"><a class="pagination-link pagination-prev" rel="prev" href="\/myblog\/docs\/mdx\/components\/"><span class="pagination-sub">上一页<\/span><span class="pagination-label">MDX 组件<\/span><\/a><a class="pagination-link pagination-next" rel="next" href="\/myblog\/docs\/mdx\/page-hooks\/">/,
      '@theme/DocPaginator',
    );
    // Docusaurus 2's theme-common internals, which components written for it import.
    assert.match(article, /<p data-testid="formatted-date">主题部件 \| MyBlog：2024年6月1日更新<\/p>/);
    // A theme part this site does not draw (another theme's, or one of Docusaurus's it leaves out) builds, showing
    // only what it wraps, and the build names it with the file and line that import it.
    assert.match(article, /<p data-testid="stand-in-children">别的主题提供的部件/);
    for (const place of [
      '@theme/ApiExplorer (docs/mdx/theme-parts.mdx:9)',
      '@theme/DocBreadcrumbs (docs/mdx/theme-parts.mdx:8)',
      '@theme/Logo (src/components/ThemeSwitch.js:4)',
    ])
      assert.ok(built.output.includes(`warn  [theme] ${place} is a theme component this site does not draw`), place);
    // A swizzled component nothing imports (src/theme/DocItem/Footer) is never bundled: what it imports goes unsaid.
    assert.doesNotMatch(built.output, /DocVersionBanner|DocItem\/Footer/);
    const { page: tab, errors, context } = await newPage(browser);
    await tab.goto(server.url('/docs/mdx/theme-parts/'));
    await waitForHydration(tab);
    assert.equal(await tab.getByTestId('theme-context').textContent(), '亮色');
    const toggle = tab.locator('article .page-toggle button');
    assert.equal(await toggle.getAttribute('aria-label'), '切换浅色/暗黑模式（当前为浅色模式）');
    await toggle.click();
    await tab.waitForFunction(() => document.querySelector('[data-testid="theme-context"]')?.textContent === '暗色');
    assert.equal(await tab.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await toggle.getAttribute('aria-label'), '切换浅色/暗黑模式（当前为暗黑模式）');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("values of the site's modules in a document's text: data, a function, a module's member as a component", () => {
    const page = html('docs/mdx/module-values');
    assert.match(
      page,
      /<span data-testid="feature-count">共 (<!-- -->)?3(<!-- -->)? 项，第一项是(<!-- -->)?「全文搜索」<\/span>/,
    );
    assert.match(page, /<svg data-testid="icon-star"/);
    assert.match(page, /<ul data-testid="feature-list"><li>全文搜索<\/li><li>订阅源<\/li><li>多版本文档<\/li><\/ul>/);
  });

  test('BrowserOnly renders its children in the browser, the fallback in the HTML', async () => {
    assert.match(html('docs/mdx/browser-only'), /加载中/);
    const { page, errors, context } = await newPage(browser);
    await page.goto(server.url('/docs/mdx/browser-only/'));
    await page.getByTestId('browser-only').waitFor();
    assert.match((await page.getByTestId('browser-only').textContent()) ?? '', /\/myblog\/docs\/mdx\/browser-only\//);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
