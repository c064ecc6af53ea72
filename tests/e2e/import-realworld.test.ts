/**
 * Three more real Docusaurus sites move over with one command: kuizuo/blog (3.10.1, TS config, the blog through
 * a local wrapper plugin), linyuxuanlin/Wiki_Docusaurus (2.2.0, docs at the site root with Chinese ids, math) and
 * zxuqian/zxuqian.cn (2.0.0-beta.3, MDX 1, the blog at the root, a second blog, math, many components). Each is
 * made by tests/helpers/realworld-sites.ts, imported with `npm run import -- <site> --out <dir> --install` and
 * fully built, then served at the host root (all three use `baseUrl: '/'`).
 *
 * The expected URLs and titles are derived here from Docusaurus's rules for each version and from the content
 * itself (front matter `id`/`slug`/`title`, file names, number prefixes, lodash `kebabCase` tag slugs,
 * github-slugger category slugs), never from this project's code: every URL the old site served must answer 200
 * with that document's title in <title>.
 *
 * Timings on 2 CPUs (each suite prints its own): wiki import ≈ 4–10 s + full build ≈ 62–78 s; kuizuo ≈ 1–2 s + ≈ 40 s
 * (≈ 27 s to the content-layer failure today); zxuqian ≈ 6–10 s (+ npm install of styled-components the first time)
 * + ≈ 38 s (≈ 20 s to today's first failure). The whole file runs in ≈ 2–3 min.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import GithubSlugger from 'github-slugger';
import kebabCase from 'lodash.kebabcase';
import { parse } from 'yaml';
import { buildFixture, buildInWorkspace, type FixtureBuild } from '../helpers/fixture-build';
import { hasRealworld, importSite } from '../helpers/realworld';
import {
  KUIZUO,
  KUIZUO_SIDEBAR_ITEMS,
  makeKuizuoSite,
  makeWikiSite,
  makeZxuqianSite,
  WIKI,
  WIKI_SIDEBARS,
  ZXUQIAN,
  ZXUQIAN_VIDEO_CATEGORIES,
} from '../helpers/realworld-sites';
import { startServer, type TestServer } from '../helpers/server';

// ---------------------------------------------------------------------------------------------------
// Import and build
// ---------------------------------------------------------------------------------------------------

interface Prepared {
  readonly importStatus: number | null;
  readonly report: string;
  readonly built?: FixtureBuild;
  readonly timings: string;
}

async function prepare(
  name: string,
  makeSite: () => string,
  build: (contentDir: string) => Promise<FixtureBuild>,
): Promise<Prepared> {
  const site = makeSite();
  let start = performance.now();
  const imported = importSite(site, name);
  const importSeconds = (performance.now() - start) / 1000;
  if (imported.status !== 0) {
    return { importStatus: imported.status, report: imported.report, timings: `import ${importSeconds.toFixed(1)} s` };
  }
  start = performance.now();
  const built = await build(imported.contentDir);
  const buildSeconds = (performance.now() - start) / 1000;
  return {
    importStatus: imported.status,
    report: imported.report,
    built,
    timings: `import ${importSeconds.toFixed(1)} s, build ${buildSeconds.toFixed(1)} s`,
  };
}

/** The build's output, or a failure naming the step that failed (the first test shows the whole log). */
/**
 * A real site imported and built before its tests (`prepare`), its export served while they run. `ready()`
 * gives the server, or fails the test naming the step that failed (import or build).
 */
function importedSite(...args: Parameters<typeof prepare>): { readonly prepared: Prepared; ready(): TestServer } {
  let prepared: Prepared | undefined;
  let server: TestServer | undefined;
  before(async () => {
    prepared = await prepare(...args);
    if (prepared.built?.code === 0) server = await startServer({ root: prepared.built.out, basePath: '' });
  });
  after(async () => {
    await server?.close();
  });
  const get = (): Prepared => {
    assert.ok(prepared, 'the site was not prepared');
    return prepared;
  };
  return {
    get prepared() {
      return get();
    },
    ready: () => {
      outOf(get());
      assert.ok(server);
      return server;
    },
  };
}

function outOf(prepared: Prepared): string {
  assert.equal(prepared.importStatus, 0, `the import failed:\n${prepared.report}`);
  assert.ok(prepared.built, 'no build');
  const failed = /✗ Build failed: ([^\n]*)/.exec(prepared.built.output)?.[1];
  assert.equal(prepared.built.code, 0, `the build failed (${failed ?? 'see the first test'})`);
  return prepared.built.out;
}

function assertImportedAndBuilt(prepared: Prepared): void {
  assert.equal(prepared.importStatus, 0, `the import failed:\n${prepared.report}`);
  assert.ok(prepared.built);
  const problems = prepared.built.output
    .split('\n')
    .filter((l) => /✗|Error|error occurred|\[onBroken(Links|MarkdownLinks)\]/.test(l))
    .slice(0, 40);
  assert.equal(prepared.built.code, 0, `the build failed (${prepared.timings}):\n${problems.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------------
// Reading the original content (Docusaurus's rules)
// ---------------------------------------------------------------------------------------------------

interface SourceDoc {
  /** Path relative to the content folder (`docs/x/y.md`), POSIX separators. */
  readonly rel: string;
  readonly data: Record<string, unknown>;
  readonly body: string;
}

function listMarkdown(root: string, dir: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (/\.mdx?$/.test(entry.name)) out.push(child);
    }
  };
  visit(dir);
  return out.sort();
}

function readDoc(root: string, rel: string): SourceDoc {
  const text = fs
    .readFileSync(path.join(root, rel), 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const fm = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  const data = (fm ? (parse(fm[1]!) ?? {}) : {}) as Record<string, unknown>;
  return { rel, data, body: fm ? text.slice(fm[0].length) : text };
}

const str = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));

/**
 * Docusaurus's title: front matter `title`, else a heading that opens the content (`# Title`, or `Title` over `===`,
 * after any imports; a `#` further down does not count), else the fallback (the doc's id).
 */
function docusaurusTitle(doc: SourceDoc, fallback: string): string {
  const title = str(doc.data.title);
  if (title !== undefined && title.trim() !== '') return title.trim();
  const content = doc.body
    .trim()
    .replace(/^(?:import\s(?:.|\n(?!\n))*\n{2,})*/, '')
    .trim();
  const atx = /^#[ \t]+([^ \t].*)(?:\n|$)/
    .exec(content)?.[1]
    ?.trim()
    .replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '');
  const setext = /^(.*)\n=+(?:\n|$)/.exec(content)?.[1]?.trim();
  return atx ?? setext ?? fallback;
}

/** Docusaurus's number-prefix parser (`01-intro` → `intro`), with its exceptions for date- and version-like names (`03-5-tips` stays). */
function stripNumberPrefix(segment: string): string {
  if (/^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$|^(\d+[-_.]\d+)(.*)$/.test(segment)) return segment;
  return /^\d+\s*[-_.]+\s*(.*)$/.exec(segment)?.[1] ?? segment;
}

/** A relative slug resolved against a folder URL the way `resolve-pathname` does (`../x` from `/a/b/` → `/a/x`). */
function resolveSlug(slug: string, folderUrl: string): string {
  return decodeURIComponent(new URL(encodeURI(slug), `http://x${encodeURI(folderUrl)}`).pathname);
}

/**
 * The URL of a doc under `routeBasePath` (Docusaurus 2: `id`/`slug` front matter, folders with number prefixes
 * stripped). With `categoryIndex` (2.0.0-beta.10 and later) a doc named `index`, `README` or like its folder
 * (`todo/TODO.md`) and without a slug is served at its folder's URL.
 */
function docUrl(doc: SourceDoc, docsDir: string, routeBase: string, { categoryIndex }: { categoryIndex: boolean }): string {
  const inDocs = path.posix.relative(docsDir, doc.rel);
  const dir = path.posix.dirname(inDocs);
  const fileName = path.posix.basename(inDocs).replace(/\.mdx?$/, '');
  const baseId = str(doc.data.id) ?? stripNumberPrefix(fileName);
  const folder = dir === '.' ? '/' : `/${dir.split('/').map(stripNumberPrefix).join('/')}/`;
  const frontSlug = str(doc.data.slug);
  const isIndex =
    categoryIndex && dir !== '.' && ['index', 'readme', path.posix.basename(dir).toLowerCase()].includes(fileName.toLowerCase());
  const url =
    frontSlug === undefined && isIndex
      ? folder
      : (frontSlug ?? baseId).startsWith('/')
        ? (frontSlug ?? baseId)
        : resolveSlug(frontSlug ?? baseId, folder);
  return path.posix.join(routeBase, url);
}

// ---------------------------------------------------------------------------------------------------
// Reading the built site
// ---------------------------------------------------------------------------------------------------

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
const titleOf = (html: string): string => squash(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''));

/** The text a reader sees, code left out (code may show `:::` or `$$` on purpose). */
function visibleText(html: string): string {
  return decode(html.replace(/<(script|style|pre|code|template|annotation)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '));
}

/** The `<nav>` blocks of a page (sidebars, navbar, pagination). */
const navsOf = (html: string): string[] => [...html.matchAll(/<nav\b[\s\S]*?<\/nav>/g)].map((m) => m[0]);
/** The page without its navigation (what the document itself renders). */
const withoutNavs = (html: string): string =>
  html.replace(/<nav\b[\s\S]*?<\/nav>/g, '').replace(/<footer\b[\s\S]*?<\/footer>/g, '');
/** The href of every link of a fragment, decoded, without trailing slash. */
const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => {
    const href = decode(m[1]!);
    let clean = href;
    try {
      clean = decodeURI(href);
    } catch {
      clean = href;
    }
    return clean.length > 1 ? clean.replace(/\/(?=$|#)/, '') : clean;
  });

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!['_next', 'pagefind', '_assets'].includes(entry.name)) visit(full);
      } else if (entry.name.endsWith('.html')) out.push(full);
    }
  };
  visit(dir);
  return out;
}

/** An old URL and what must answer it. */
interface Expected {
  readonly url: string;
  /** The document's title: the page's <title> must read `<title> | <site title>`. */
  readonly title?: string;
  /** For list pages (tags): text the <title> must contain (case-insensitive). */
  readonly titleIncludes?: string;
  /** For tag pages: the tag's permalink slug, which the kebab-cased <title> must contain (labels differ in case between posts). */
  readonly tag?: string;
  /** The status Docusaurus answered with (200 unless said). */
  readonly status?: number;
}

async function fetchPage(server: TestServer, url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(server.url(url));
  return { status: res.status, html: await res.text() };
}

async function checkPages(server: TestServer, siteTitle: string, expected: readonly Expected[]): Promise<string[]> {
  const problems: string[] = [];
  for (const e of expected) {
    const { status, html } = await fetchPage(server, e.url);
    const want = e.status ?? 200;
    if (status !== want) {
      problems.push(`${e.url}: HTTP ${status}, expected ${want}`);
      continue;
    }
    if (want !== 200) continue;
    const title = titleOf(html);
    if (e.title !== undefined && title !== `${squash(e.title)} | ${siteTitle}`)
      problems.push(`${e.url}: <title> "${title}", expected "${squash(e.title)} | ${siteTitle}"`);
    if (e.titleIncludes !== undefined && !title.toLowerCase().includes(e.titleIncludes.toLowerCase()))
      problems.push(`${e.url}: <title> "${title}" does not name "${e.titleIncludes}"`);
    if (e.tag !== undefined && !kebabCase(title).includes(e.tag))
      problems.push(`${e.url}: <title> "${title}" does not name the tag ${e.tag}`);
  }
  return problems;
}

/** Every built page that shows `:::` as text (an admonition fence Markdown did not turn into a box). */
function pagesWithFences(out: string): string[] {
  return htmlFiles(out).flatMap((file) => {
    const text = visibleText(fs.readFileSync(file, 'utf8'));
    const at = text.indexOf(':::');
    return at === -1 ? [] : [`${path.relative(out, file)}: "…${squash(text.slice(Math.max(0, at - 40), at + 40))}…"`];
  });
}

/** Every in-page link (`href="#x"`: the table of contents, heading anchors) that targets no id of its page. */
function brokenInPageAnchors(out: string): string[] {
  return htmlFiles(out).flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)));
    const targets = new Set([...html.matchAll(/<a\b[^>]*\shref="#([^"]+)"/g)].map((m) => decode(m[1]!)));
    return [...targets]
      .filter((id) => {
        let decoded = id;
        try {
          decoded = decodeURIComponent(id);
        } catch {
          decoded = id;
        }
        return !ids.has(decoded);
      })
      .map((id) => `${path.relative(out, file)}: #${id}`);
  });
}

/** The page renders KaTeX, and links KaTeX's stylesheet from the site itself (no CDN), which is served. */
async function checkKatex(server: TestServer, url: string, { display }: { display: boolean }): Promise<string[]> {
  const { status, html } = await fetchPage(server, url);
  if (status !== 200) return [`${url}: HTTP ${status}`];
  const problems: string[] = [];
  if (!/class="katex"/.test(html)) problems.push(`${url}: no KaTeX output (class="katex")`);
  if (display && !/class="katex-display"/.test(html)) problems.push(`${url}: no display math (class="katex-display")`);
  if (visibleText(html).includes('$$')) problems.push(`${url}: "$$" left as text`);
  const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((href): href is string => Boolean(href && /katex/i.test(href)));
  if (sheets.length === 0) problems.push(`${url}: no KaTeX stylesheet linked`);
  for (const href of sheets) {
    if (!href.startsWith('/') || href.startsWith('//')) {
      problems.push(`${url}: KaTeX stylesheet ${href} is not served from the site`);
      continue;
    }
    const res = await fetch(`${server.origin}${href}`);
    const css = await res.text();
    if (res.status !== 200 || !css.includes('.katex')) problems.push(`${url}: KaTeX stylesheet ${href}: HTTP ${res.status}`);
  }
  return problems;
}

/** The stylesheets a page links, fetched. */
async function stylesheetsOf(server: TestServer, html: string): Promise<string> {
  const hrefs = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((h): h is string => Boolean(h));
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  // url(…) in a stylesheet is relative to the stylesheet: made absolute here so callers can fetch it.
  const fetched = await Promise.all(
    hrefs.map(async (h) => {
      const base = new URL(h, server.origin);
      const css = await (await fetch(base)).text();
      return css.replace(/url\((["']?)([^)"']+)\1\)/g, (whole, q: string, u: string) =>
        /^(?:data:|[a-z]+:)/i.test(u) ? whole : `url(${q}${new URL(u, base).pathname}${q})`,
      );
    }),
  );
  return [...inline, ...fetched].join('\n');
}

/** The doc sidebar of a page: a <nav> that links to `href` and shows `label`. */
function sidebarShows(html: string, label: string, hrefs: string[]): boolean {
  return navsOf(html).some((nav) => visibleText(nav).includes(label) && hrefs.every((h) => hrefsOf(nav).includes(h)));
}

const SKIP = !hasRealworld() || ![KUIZUO, WIKI, ZXUQIAN].every((dir) => fs.existsSync(path.join(dir, 'SOURCE.md')));

// ---------------------------------------------------------------------------------------------------
// linyuxuanlin/Wiki_Docusaurus (Docusaurus 2.2.0)
// ---------------------------------------------------------------------------------------------------

describe(
  "Power's Wiki (linyuxuanlin/Wiki_Docusaurus, Docusaurus 2.2.0: docs at the root, math) moves over",
  { skip: SKIP },
  () => {
    const SITE_TITLE = "Power's Wiki";
    const site = importedSite('wiki', makeWikiSite, buildFixture);
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

// ---------------------------------------------------------------------------------------------------
// kuizuo/blog (Docusaurus 3.10.1)
// ---------------------------------------------------------------------------------------------------

describe(
  '愧怍的小站 (kuizuo/blog, Docusaurus 3.10.1: TS config, blog through a local wrapper plugin) moves over',
  { skip: SKIP },
  () => {
    const SITE_TITLE = '愧怍的小站';
    const site = importedSite('kuizuo', makeKuizuoSite, (dir) => buildInWorkspace('rw-kuizuo', dir));
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
      // Docusaurus 3 parses only note, tip, info, warning, danger and caution as admonitions: another type
      // (`:::success`) is shown as a note, and the build warns naming file:line.
      const summary = (await fetchPage(server_, '/blog/2023-year-end-summary')).html;
      assert.match(
        summary,
        /<aside class="admonition admonition-note"[^>]*><div class="admonition-heading">补<\/div>/,
        '`:::success[补]` is a note',
      );
      assert.match(site.prepared.built?.output ?? '', /unknown admonition type "success": shown as a note/);
      assert.deepEqual(pagesWithFences(outOf(site.prepared)), []);
    });

    test('every table-of-contents link reaches its heading', () => {
      assert.deepEqual(brokenInPageAnchors(outOf(site.prepared)), []);
    });
  },
);

// ---------------------------------------------------------------------------------------------------
// zxuqian/zxuqian.cn (Docusaurus 2.0.0-beta.3)
// ---------------------------------------------------------------------------------------------------

describe(
  '峰华前端工程师 (zxuqian/zxuqian.cn, Docusaurus 2.0.0-beta.3: blog at the root, a second blog, components) moves over',
  { skip: SKIP },
  () => {
    const SITE_TITLE = '峰华前端工程师';
    const site = importedSite('zxuqian', makeZxuqianSite, (dir) => buildInWorkspace('rw-zxuqian', dir));
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
        { url: '/archive' },
        { url: '/lifestyle' },
        { url: '/lifestyle/archive' },
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
