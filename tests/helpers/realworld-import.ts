/**
 * What the tests of the real Docusaurus sites share (tests/e2e/import-*.test.ts, one file a site so that the test
 * runner can run them beside other files): importing and building a site before its tests, reading the original
 * content by Docusaurus's rules, and reading the built site.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import kebabCase from 'lodash.kebabcase';
import { parse } from 'yaml';
import type { FixtureBuild } from './fixture-build';
import { WRITTEN_APART } from './html';
import { hasRealworld, importSite } from './realworld';
import { KUIZUO, WIKI, ZXUQIAN } from './realworld-sites';
import { startServer, type TestServer } from './server';

// ---------------------------------------------------------------------------------------------------
// Import and build
// ---------------------------------------------------------------------------------------------------

export interface Prepared {
  readonly importStatus: number | null;
  readonly report: string;
  readonly built?: FixtureBuild;
  readonly timings: string;
}

export async function prepare(
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

/**
 * A real site imported and built before its tests (`prepare`), its export served while they run. `ready()`
 * gives the server, or fails the test naming the step that failed (import or build).
 */
export function importedSite(...args: Parameters<typeof prepare>): { readonly prepared: Prepared; ready(): TestServer } {
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

export function outOf(prepared: Prepared): string {
  assert.equal(prepared.importStatus, 0, `the import failed:\n${prepared.report}`);
  assert.ok(prepared.built, 'no build');
  const failed = /✗ Build failed: ([^\n]*)/.exec(prepared.built.output)?.[1];
  assert.equal(prepared.built.code, 0, `the build failed (${failed ?? 'see the first test'})`);
  return prepared.built.out;
}

export function assertImportedAndBuilt(prepared: Prepared): void {
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

export interface SourceDoc {
  /** Path relative to the content folder (`docs/x/y.md`), POSIX separators. */
  readonly rel: string;
  readonly data: Record<string, unknown>;
  readonly body: string;
}

export function listMarkdown(root: string, dir: string): string[] {
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

export function readDoc(root: string, rel: string): SourceDoc {
  const text = fs
    .readFileSync(path.join(root, rel), 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const fm = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  const data = (fm ? (parse(fm[1]!) ?? {}) : {}) as Record<string, unknown>;
  return { rel, data, body: fm ? text.slice(fm[0].length) : text };
}

export const str = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));

/**
 * Docusaurus's title: front matter `title`, else a heading that opens the content (`# Title`, or `Title` over `===`,
 * after any imports; a `#` further down does not count), else the fallback (the doc's id).
 */
export function docusaurusTitle(doc: SourceDoc, fallback: string): string {
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
export function stripNumberPrefix(segment: string): string {
  if (/^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$|^(\d+[-_.]\d+)(.*)$/.test(segment)) return segment;
  return /^\d+\s*[-_.]+\s*(.*)$/.exec(segment)?.[1] ?? segment;
}

/** A relative slug resolved against a folder URL the way `resolve-pathname` does (`../x` from `/a/b/` → `/a/x`). */
export function resolveSlug(slug: string, folderUrl: string): string {
  return decodeURIComponent(new URL(encodeURI(slug), `http://x${encodeURI(folderUrl)}`).pathname);
}

/**
 * The URL of a doc under `routeBasePath` (Docusaurus 2: `id`/`slug` front matter, folders with number prefixes
 * stripped). With `categoryIndex` (2.0.0-beta.10 and later) a doc named `index`, `README` or like its folder
 * (`todo/TODO.md`) and without a slug is served at its folder's URL.
 */
export function docUrl(
  doc: SourceDoc,
  docsDir: string,
  routeBase: string,
  { categoryIndex }: { categoryIndex: boolean },
): string {
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

export function decode(text: string): string {
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

export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
export const titleOf = (html: string): string => squash(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''));

/** The text a reader sees, code left out (code may show `:::` or `$$` on purpose). */
export function visibleText(html: string): string {
  return decode(html.replace(/<(script|style|pre|code|template|annotation)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '));
}

/** The `<nav>` blocks of a page (sidebars, navbar, pagination). */
export const navsOf = (html: string): string[] => [...html.matchAll(/<nav\b[\s\S]*?<\/nav>/g)].map((m) => m[0]);
/** The page without its navigation (what the document itself renders). */
export const withoutNavs = (html: string): string =>
  html.replace(/<nav\b[\s\S]*?<\/nav>/g, '').replace(/<footer\b[\s\S]*?<\/footer>/g, '');
/** The href of every link of a fragment, decoded, without trailing slash. */
export const hrefsOf = (html: string): string[] =>
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

export function htmlFiles(dir: string): string[] {
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
export interface Expected {
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

export async function fetchPage(server: TestServer, url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(server.url(url));
  return { status: res.status, html: await res.text() };
}

export async function checkPages(server: TestServer, siteTitle: string, expected: readonly Expected[]): Promise<string[]> {
  const problems: string[] = [];
  for (const e of expected) {
    const { status, html } = await fetchPage(server, e.url);
    const want = e.status ?? 200;
    if (status !== want) {
      problems.push(`${e.url}: HTTP ${status}, expected ${want}`);
      continue;
    }
    if (want !== 200) continue;
    if (WRITTEN_APART.test(html)) problems.push(`${e.url}: a part of the page is written apart, for a script to move in`);
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
export function pagesWithFences(out: string): string[] {
  return htmlFiles(out).flatMap((file) => {
    const text = visibleText(fs.readFileSync(file, 'utf8'));
    const at = text.indexOf(':::');
    return at === -1 ? [] : [`${path.relative(out, file)}: "…${squash(text.slice(Math.max(0, at - 40), at + 40))}…"`];
  });
}

/** Every in-page link (`href="#x"`: the table of contents, heading anchors) that targets no id of its page. */
export function brokenInPageAnchors(out: string): string[] {
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
export async function checkKatex(server: TestServer, url: string, { display }: { display: boolean }): Promise<string[]> {
  const { status, html } = await fetchPage(server, url);
  if (status !== 200) return [`${url}: HTTP ${status}`];
  const problems: string[] = [];
  if (!/class="katex"/.test(html)) problems.push(`${url}: no KaTeX output (class="katex")`);
  if (display && !/class="katex-display"/.test(html)) problems.push(`${url}: no display math (class="katex-display")`);
  // rehype-katex's default for Docusaurus: MathML beside the HTML, which screen readers read.
  if (!/<math\b/.test(html)) problems.push(`${url}: no MathML`);
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
export async function stylesheetsOf(server: TestServer, html: string): Promise<string> {
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
export function sidebarShows(html: string, label: string, hrefs: string[]): boolean {
  return navsOf(html).some((nav) => visibleText(nav).includes(label) && hrefs.every((h) => hrefsOf(nav).includes(h)));
}

export const SKIP = !hasRealworld() || ![KUIZUO, WIKI, ZXUQIAN].every((dir) => fs.existsSync(path.join(dir, 'SOURCE.md')));
