// The benchmark (`npm run bench`): for each size N, generates a synthetic Chinese corpus of N pages, builds it
// in an isolated workspace (.build/ws/bench, through CONTENT_DIR) clean, again unchanged, and again after
// editing one post (one dated in its front matter, then one without a date in the blog's bench/ subfolder, whose
// date must not move with the edit), and reports the build's wall time and its split, peak RSS of the process tree, the
// export's size and the weight of a doc, a post and the home page. Beside each figure: the same build of the
// same corpus by Docusaurus 3.10 with `future.faster` (installed outside the repository, see
// scripts/bench/docusaurus.ts), measured the same way in the same run, and the ratio. Then Lighthouse (mobile)
// on the real site, and beside it on the bare Next app of the first-load JS floor (scripts/bench/next-floor.ts);
// then the original site's heaviest post, imported and built: its bytes for a phone and a desktop reader
// beside the figures before images were encoded, and its Lighthouse LCP and CLS (scripts/bench/original-post.ts).
// Prints a table with each budget ✓/✗ (printed, never asserted), writes .bench/results.json.
// Flags: --sizes 100,1000 (default) · --5000, --10000 (add that size; the table shows time and memory per
// 1,000 pages to show linear growth) · --no-docusaurus (skip the reference) · --docusaurus-sizes 100,1000
// (the sizes the reference builds; default all) · --no-lighthouse · --lighthouse-out <dir> (test an existing
// export such as out/ instead of building the site) · --seed <n> (corpus seed, default 1) · --runs <k> (k clean
// builds of each, this project and Docusaurus in turn; the clean build's ratio is then the median of the k
// ratios of builds run one after the other, default 1) · --no-variants (skip the versioned, translated site) ·
// --variants-size 1000 (its corpus before versions and locales) · --only variants (that case alone).
// The versioned, translated site (scripts/bench/variants.ts): the corpus of N=1000 as the current version of every doc
// section, two released versions and a second locale; both builds of it clean, their pages, time per 1,000 pages
// beside the same figure at N=1000 from the same run, and the two URL lists compared.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteConfig } from '../config/site';
import { basePath } from '../lib/routes';
import {
  DOCUSAURUS_VERSION,
  buildDocusaurus,
  cleanDocusaurus,
  docusaurusDir,
  ensureDocusaurus,
  prepareSite,
  prepareVariantSite,
  type DocusaurusInstall,
} from './bench/docusaurus';
import { generateCorpus, type Corpus, type CorpusPlan } from './bench/generate-corpus.mjs';
import type { LighthouseResult } from './bench/lighthouse.mjs';
import { buildNextFloor, nextFloorOut } from './bench/next-floor';
import { BYTES_BEFORE, importOriginalSite, ORIGINAL_POST, originalPostReport } from './bench/original-post';
import { discard, emptyTrash } from './bench/trash';
import { pageUrls } from './bench/page-urls';
import {
  compareUrls,
  generateVariantCorpus,
  VARIANT_LOCALE,
  VARIANT_VERSIONS,
  type UrlComparison,
  type VariantCorpus,
} from './bench/variants';
import { KB, exportStats, pageWeight, timedBuild, type ExportStats, type PageWeight, type TimedBuild } from './bench/measure.mjs';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { createWorkspace as createWorkspaceUntyped } from './lib/workspace.mjs';

const createWorkspace = createWorkspaceUntyped as (name: string, root: string) => string;

const ROOT = process.cwd();
const RESULTS_DIR = path.join(ROOT, '.bench');
const LOGS_DIR = path.join(RESULTS_DIR, 'logs');
const REFERENCE = `Docusaurus ${DOCUSAURUS_VERSION} Faster`;
const STEPS = ['content layer', 'content checks', 'next build', 'post-processing', 'search index'];
const LIGHTHOUSE_PAGES = [
  { name: 'home', href: '/' },
  { name: 'doc', href: '/docs/tutorial-basics/event-loop/' },
  { name: 'post', href: '/blog/AJAX/' },
];
const MB = 1024 * 1024;
const SAMPLE_PAGES = ['doc', 'post', 'home'] as const;

type SampleName = (typeof SAMPLE_PAGES)[number];
type Build = TimedBuild & { log: string };
/** A rebuild after appending a paragraph to one post; `visible`: the paragraph is in the rebuilt post's HTML. */
type Rebuild = Build & { editedFile: string; visible: boolean };
/** Which post a rebuild edits: one dated in its front matter, or one in the blog's subfolder without `date`. */
type EditedKind = 'dated' | 'undated';

interface Options {
  sizes: number[];
  docusaurus: boolean;
  docusaurusSizes: number[];
  lighthouse: boolean;
  lighthouseOut?: string;
  seed: number;
  /** Clean builds of each (`--runs`), in turn with the reference's. */
  runs: number;
  /** The versioned, translated site (`--no-variants` skips it). */
  variants: boolean;
  /** Its corpus size before versions and locales (`--variants-size`). */
  variantsSize: number;
}

/** A clean build's cost: wall time, peak memory, pages (HTML files of the export). */
interface PageCost {
  seconds: number;
  peakRssBytes: number;
  htmlPages: number;
  log: string;
  loadAverageBefore: number;
}

/** The versioned, translated site: both clean builds, and the same size's clean builds without versions and locales. */
interface VariantResult {
  corpus: Omit<VariantCorpus, 'site'> & { dir: string; seed: number };
  clean?: PageCost;
  /** This project's build failed: the end of its log. */
  error?: string;
  reference?: PageCost;
  referenceError?: string;
  /** The N=`variantsSize` corpus without versions and locales, built in the same run (by the sizes, or for this case). */
  baseline: { pages: number; from: 'sizes' | 'own build'; clean?: PageCost; reference?: PageCost };
  urls?: Omit<UrlComparison, 'onlyOurs' | 'onlyReference'> & { list: string };
}

interface ReferenceResult {
  clean: Build;
  rebuild: Rebuild;
  export: ExportStats;
  pageWeights: Partial<Record<SampleName, PageWeight>>;
  pageWeightErrors?: string[];
  /** Relative Markdown links Docusaurus could not resolve (it resolves none across plugins: doc sections, blog). */
  unresolvedMarkdownLinks: number;
}

interface SizeResult {
  pages: number;
  corpus: Omit<Corpus, 'plan'> & { dir: string; seed: number; generateSeconds: number };
  clean: Build;
  repeat: Build;
  /** After editing a post dated in its front matter. */
  rebuild: Rebuild;
  /** After editing a post without `date` in its front matter, in the blog's subfolder (its date must not move). */
  rebuildUndated: Rebuild;
  repeatSpeedup: number;
  export: ExportStats;
  pageWeights: Record<SampleName, PageWeight>;
  docusaurus?: ReferenceResult;
  /**
   * `--runs` above 1: every clean build's wall time, this project's and the reference's in turn (the first of
   * each is `clean`), and the ratio of each pair; `ratios.cleanBuild` is then their median.
   */
  cleanRuns?: { seconds: number[]; referenceSeconds: number[]; ratios: number[] };
  /** This project ÷ Docusaurus Faster. */
  ratios?: { cleanBuild: number; peakRss: number; rebuild: number; rebuildPeakRss: number; exportBytes: number };
  /** Per 1,000 pages: at this N, and between the previous N and this one (the marginal cost). */
  perThousandPages?: { cleanSeconds: number; peakRssMB: number; marginalCleanSeconds?: number; marginalPeakRssMB?: number };
  budgets?: Record<string, { budget: string; ok: boolean }>;
}

function parseArgs(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  const list = (text: string) => text.split(',').map(Number);
  const sizes = list(value('--sizes') ?? '100,1000');
  for (const extra of [5000, 10000]) if (argv.includes(`--${extra}`) && !sizes.includes(extra)) sizes.push(extra);
  if (sizes.some((n) => !Number.isInteger(n) || n < 20))
    throw new Error(`--sizes takes page counts of at least 20 (got ${value('--sizes')})`);
  const runs = value('--runs');
  if (runs !== undefined && !(Number.isInteger(Number(runs)) && Number(runs) >= 1))
    throw new Error(`--runs takes a number of clean builds, at least 1 (got ${runs})`);
  const docusaurusSizes = value('--docusaurus-sizes') === undefined ? sizes : list(value('--docusaurus-sizes') ?? '');
  const lighthouseOut = value('--lighthouse-out');
  const only = value('--only');
  if (only !== undefined && only !== 'variants') throw new Error(`--only takes "variants" (got ${only})`);
  const variantsSize = Number(value('--variants-size') ?? 1000);
  if (!Number.isInteger(variantsSize) || variantsSize < 20)
    throw new Error(`--variants-size takes a page count of at least 20 (got ${value('--variants-size')})`);
  return {
    sizes: only ? [] : sizes,
    docusaurus: !argv.includes('--no-docusaurus'),
    docusaurusSizes,
    lighthouse: !only && !argv.includes('--no-lighthouse'),
    lighthouseOut: lighthouseOut ? path.resolve(lighthouseOut) : undefined,
    seed: Number(value('--seed') ?? 1),
    runs: Number(runs ?? 1),
    variants: Boolean(only) || !argv.includes('--no-variants'),
    variantsSize,
  };
}

/** Moves away everything a build leaves or reuses in the workspace, so that the next build starts cold. */
function cleanWorkspace(ws: string): void {
  for (const entry of ['.contentlayer', '.cache', '.next', 'out', '.build', path.join('public', '_assets')]) {
    discard(path.join(ws, entry));
  }
}

/** Throws with the tail of the build log when a build failed; else returns it with its log's path. */
function checked(result: TimedBuild, logFile: string, what: string): Build {
  if (result.code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${what} failed (exit code ${result.code}); log: ${path.relative(ROOT, logFile)}\n${tail}`);
  }
  return { ...result, log: path.relative(ROOT, logFile) };
}

/** Builds the workspace (`node scripts/build.mjs`). */
async function build(ws: string, contentDir: string, label: string): Promise<Build> {
  const logFile = path.join(LOGS_DIR, `${label}.log`);
  const result = await timedBuild({ cwd: ws, env: { CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1' }, logFile });
  return checked(result, logFile, `build ${label}`);
}

/** A build of this project that starts cold (`cleanWorkspace`). */
async function cleanBuild(ws: string, contentDir: string, label: string): Promise<Build> {
  cleanWorkspace(ws);
  return build(ws, contentDir, label);
}

/** A clean build of the reference at N=`pages` (`run`: which of the `--runs` builds, after the first). */
async function referenceCleanBuild(dir: string, pages: number, run?: number): Promise<Build> {
  cleanDocusaurus(dir);
  const logFile = path.join(LOGS_DIR, `${pages}-docusaurus-clean${run ? `-${run}` : ''}.log`);
  return checked(await buildDocusaurus(dir, logFile), logFile, `${REFERENCE} clean build${run ? ` ${run}` : ''} at N=${pages}`);
}

/** The pages whose weight is reported: a nested doc of the largest section, a post, the home page. */
function samplePages(plan: CorpusPlan): Record<SampleName, string> {
  const doc =
    plan.docs.find((d) => d.section === 'docs' && d.file.split('/').length >= 4) ?? plan.docs.find((d) => d.section === 'docs');
  const post = plan.posts[Math.floor(plan.posts.length / 2)];
  if (!doc || !post) throw new Error('the corpus has no doc in docs/ or no post');
  return { doc: `/${doc.file.replace(/\.md$/, '')}/`, post: `/blog/${post.slug}/`, home: '/' };
}

/** The post a rebuild edits: the sampled one, or the middle one of the posts without a front-matter date. */
function editedPost(plan: CorpusPlan, kind: EditedKind = 'dated'): CorpusPlan['posts'][number] {
  const posts = kind === 'dated' ? plan.posts : plan.posts.filter((p) => p.undated);
  const post = posts[Math.floor(posts.length / 2)];
  if (!post) throw new Error(`the corpus has no ${kind === 'dated' ? '' : 'undated '}post`);
  return post;
}

/** A paragraph of CJK only (no digits: CJK autospacing would change it), different on every run. */
function editParagraph(): string {
  const digits = '〇一二三四五六七八九';
  const stamp = [...String(Date.now())].map((d) => digits[Number(d)]).join('');
  return `基准测试追加的段落，用来衡量修改一篇文章之后的重新构建：${stamp}。`;
}

/**
 * Appends a paragraph to `file`, runs `rebuild`, restores the file and tells whether the paragraph reached the
 * rebuilt page `html` (read before restoring anything).
 */
async function withEditedPost(file: string, html: () => string, rebuild: () => Promise<Build>): Promise<Rebuild> {
  const original = fs.readFileSync(file);
  const paragraph = editParagraph();
  fs.writeFileSync(file, `${original.toString('utf8').trimEnd()}\n\n${paragraph}\n`);
  try {
    const result = await rebuild();
    const visible = fs.existsSync(html()) && fs.readFileSync(html(), 'utf8').includes(paragraph);
    const relative = path.relative(ROOT, file);
    return { ...result, editedFile: relative.startsWith('..') ? file : relative, visible };
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** The HTML file of `href` in an export. */
const htmlFile = (root: string, href: string) => path.join(root, decodeURI(href), 'index.html');

function weighPages(
  root: string,
  pages: Record<SampleName, string>,
): { weights: Partial<Record<SampleName, PageWeight>>; errors: string[] } {
  const cache = new Map<string, { bytes: number; gzip: number }>();
  const weights: Partial<Record<SampleName, PageWeight>> = {};
  const errors: string[] = [];
  for (const name of SAMPLE_PAGES) {
    try {
      weights[name] = pageWeight(root, basePath, pages[name], cache);
    } catch (error) {
      errors.push(`${name}: ${(error as Error).message}`);
    }
  }
  return { weights, errors };
}

/** Docusaurus Faster on the same corpus: clean build, then a warm rebuild (its caches kept) after editing the same post. */
async function benchReference(dir: string, pages: number, corpusDir: string, plan: CorpusPlan): Promise<ReferenceResult> {
  prepareSite(dir, siteConfig, corpusDir);
  process.stdout.write(`  ${REFERENCE}: clean build… `);
  const clean = await referenceCleanBuild(dir, pages);
  process.stdout.write(`${clean.wallSeconds.toFixed(1)} s; `);
  const out = path.join(dir, 'build');
  const stats = exportStats(out);
  const { weights, errors } = weighPages(out, samplePages(plan));
  process.stdout.write('rebuild after editing a post… ');
  const post = editedPost(plan);
  const logFile = path.join(LOGS_DIR, `${pages}-docusaurus-rebuild.log`);
  const rebuild = await withEditedPost(
    path.join(dir, 'content', post.file),
    () => htmlFile(out, `/blog/${post.slug}/`),
    async () => checked(await buildDocusaurus(dir, logFile), logFile, `${REFERENCE} rebuild at N=${pages}`),
  );
  console.log(`${rebuild.wallSeconds.toFixed(1)} s${rebuild.visible ? '' : ' (✗ the edit is not in the rebuilt page)'}`);
  const unresolvedMarkdownLinks = (fs.readFileSync(path.join(ROOT, clean.log), 'utf8').match(/couldn't be resolved/g) ?? [])
    .length;
  return {
    clean,
    rebuild,
    export: stats,
    unresolvedMarkdownLinks,
    pageWeights: weights,
    ...(errors.length > 0 ? { pageWeightErrors: errors } : {}),
  };
}

async function benchSize(pages: number, ws: string, options: Options, reference?: string): Promise<SizeResult> {
  const corpusDir = path.join(ROOT, '.build', 'bench-content', String(pages));
  let start = performance.now();
  discard(corpusDir);
  const { plan, ...counts } = generateCorpus({ pages, dir: corpusDir, seed: options.seed });
  const generateSeconds = (performance.now() - start) / 1000;
  console.log(`N=${pages}: corpus ${generateSeconds.toFixed(1)} s`);
  process.stdout.write('  this project: clean build… ');

  const clean = await cleanBuild(ws, corpusDir, `${pages}-clean`);
  process.stdout.write(`${clean.wallSeconds.toFixed(1)} s; `);
  start = performance.now();
  const out = path.join(ws, 'out');
  const stats = exportStats(out);
  const { weights, errors } = weighPages(out, samplePages(plan));
  if (errors.length > 0) throw new Error(`the export lacks sampled pages:\n${errors.join('\n')}`);
  process.stdout.write(`measured in ${((performance.now() - start) / 1000).toFixed(1)} s; repeat build… `);
  const repeat = await build(ws, corpusDir, `${pages}-repeat`);
  process.stdout.write(`${repeat.wallSeconds.toFixed(1)} s; rebuild after editing a post… `);
  const rebuildAfter = async (kind: EditedKind): Promise<Rebuild> => {
    const post = editedPost(plan, kind);
    const rebuilt = await withEditedPost(
      path.join(corpusDir, post.file),
      () => htmlFile(out, `/blog/${post.slug}/`),
      () => build(ws, corpusDir, `${pages}-rebuild${kind === 'dated' ? '' : '-undated'}`),
    );
    process.stdout.write(
      `${rebuilt.wallSeconds.toFixed(1)} s${rebuilt.visible ? '' : ' (✗ the edit is not in the rebuilt page)'}`,
    );
    return rebuilt;
  };
  const rebuild = await rebuildAfter('dated');
  process.stdout.write('; after editing an undated post in a subfolder… ');
  const rebuildUndated = await rebuildAfter('undated');
  console.log();

  const result: SizeResult = {
    pages,
    corpus: { dir: path.relative(ROOT, corpusDir), seed: options.seed, generateSeconds, ...counts },
    clean,
    repeat,
    rebuild,
    rebuildUndated,
    repeatSpeedup: clean.wallSeconds / repeat.wallSeconds,
    export: stats,
    pageWeights: weights as Record<SampleName, PageWeight>,
  };
  if (reference && options.docusaurusSizes.includes(pages)) {
    const docusaurus = await benchReference(reference, pages, corpusDir, plan);
    result.docusaurus = docusaurus;
    result.ratios = {
      cleanBuild: clean.wallSeconds / docusaurus.clean.wallSeconds,
      peakRss: clean.peakRssBytes / docusaurus.clean.peakRssBytes,
      rebuild: rebuild.wallSeconds / docusaurus.rebuild.wallSeconds,
      rebuildPeakRss: rebuild.peakRssBytes / docusaurus.rebuild.peakRssBytes,
      exportBytes: stats.bytes / docusaurus.export.bytes,
    };
    if (options.runs > 1) {
      result.cleanRuns = await cleanRuns(pages, ws, corpusDir, reference, options.runs, [clean, docusaurus.clean]);
      result.ratios.cleanBuild = median(result.cleanRuns.ratios);
    }
  }
  return result;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * More clean builds of this project and of the reference, one after the other (`--runs`): on a shared machine
 * the same build varies by ±15% from minute to minute, and the two builds of a pair meet nearly the same moment.
 */
async function cleanRuns(
  pages: number,
  ws: string,
  corpusDir: string,
  reference: string,
  runs: number,
  [first, firstReference]: [Build, Build],
): Promise<NonNullable<SizeResult['cleanRuns']>> {
  const seconds = [first.wallSeconds];
  const referenceSeconds = [firstReference.wallSeconds];
  for (let run = 2; run <= runs; run++) {
    process.stdout.write(`  clean builds, run ${run} of ${runs}: this project… `);
    seconds.push((await cleanBuild(ws, corpusDir, `${pages}-clean-${run}`)).wallSeconds);
    process.stdout.write(`${seconds.at(-1)!.toFixed(1)} s; ${REFERENCE}… `);
    const again = await referenceCleanBuild(reference, pages, run);
    referenceSeconds.push(again.wallSeconds);
    console.log(`${again.wallSeconds.toFixed(1)} s`);
  }
  return { seconds, referenceSeconds, ratios: seconds.map((s, i) => s / referenceSeconds[i]!) };
}

// Budgets: of the issue "Performance: a benchmark, budgets, and a build that scales to thousands of pages" and
// of the issue comparing with Docusaurus Faster. Each check gives true/false where it applies, undefined elsewhere.
type Check = (r: SizeResult, all: SizeResult[]) => boolean | undefined;
const BUDGETS: Record<string, { text: string; check: Check }> = {
  cleanBuild: {
    text: '≤ 60 s @1000; above: linear (≤ 1.1 × N/1000 × the 1000 time)',
    check: (r, all) => (r.pages === 1000 ? r.clean.wallSeconds <= 60 : linear(r, all, (x) => x.clean.wallSeconds)),
  },
  cleanRatio: {
    text: `≤ 1.0× ${REFERENCE} @1000 (aim 0.5×)`,
    check: (r) => (r.pages === 1000 && r.ratios ? r.ratios.cleanBuild <= 1 : undefined),
  },
  speedup: { text: '≥ 2×', check: (r) => r.repeatSpeedup >= 2 },
  rebuild: { text: '≤ 10 s @1000', check: (r) => (r.pages === 1000 ? r.rebuild.wallSeconds <= 10 : undefined) },
  rebuildUndated: {
    text: '≤ 10 s @1000',
    check: (r) => (r.pages === 1000 ? r.rebuildUndated.wallSeconds <= 10 : undefined),
  },
  rss: {
    text: '≤ 1024 MB @1000; above: linear',
    check: (r, all) => (r.pages <= 1000 ? r.clean.peakRssBytes <= 1024 * MB : linear(r, all, (x) => x.clean.peakRssBytes)),
  },
  rssRatio: { text: `≤ 0.6× ${REFERENCE}`, check: (r) => (r.ratios ? r.ratios.peakRss <= 0.6 : undefined) },
  editVisible: { text: 'the edit is in the page', check: (r) => r.rebuild.visible && r.rebuildUndated.visible },
};
const PAGE_BUDGETS = {
  js: { text: '≤ 132 KB', check: (w: PageWeight) => w.jsGzip <= 132 * KB },
  docHtml: {
    text: '≤ 13 KB @1000',
    check: (w: PageWeight, r: SizeResult) => (r.pages <= 1000 ? w.htmlGzip <= 13 * KB : undefined),
  },
};

/** Above 1000 pages a figure may grow at most linearly (10 % slack) from its value at 1000 pages. */
function linear(r: SizeResult, all: SizeResult[], figure: (x: SizeResult) => number): boolean | undefined {
  const base = all.find((x) => x.pages === 1000);
  return r.pages > 1000 && base ? figure(r) <= 1.1 * (r.pages / 1000) * figure(base) : undefined;
}

/** Adds the per-1,000-pages figures and the budget outcomes to each result. */
function evaluate(results: SizeResult[]): void {
  const sorted = [...results].sort((a, b) => a.pages - b.pages);
  sorted.forEach((r, i) => {
    const previous = sorted[i - 1];
    const perThousand = (value: number, pages: number) => (value / pages) * 1000;
    r.perThousandPages = {
      cleanSeconds: perThousand(r.clean.wallSeconds, r.pages),
      peakRssMB: perThousand(r.clean.peakRssBytes / MB, r.pages),
      ...(previous
        ? {
            marginalCleanSeconds: perThousand(r.clean.wallSeconds - previous.clean.wallSeconds, r.pages - previous.pages),
            marginalPeakRssMB: perThousand((r.clean.peakRssBytes - previous.clean.peakRssBytes) / MB, r.pages - previous.pages),
          }
        : {}),
    };
    const budgets: Record<string, { budget: string; ok: boolean }> = {};
    for (const [name, { text, check }] of Object.entries(BUDGETS)) {
      const ok = check(r, results);
      if (ok !== undefined) budgets[name] = { budget: text, ok };
    }
    for (const page of SAMPLE_PAGES) {
      const w = r.pageWeights[page];
      if (page !== 'home') budgets[`${page}Js`] = { budget: PAGE_BUDGETS.js.text, ok: PAGE_BUDGETS.js.check(w) };
      const html = page === 'doc' ? PAGE_BUDGETS.docHtml.check(w, r) : undefined;
      if (html !== undefined) budgets.docHtml = { budget: PAGE_BUDGETS.docHtml.text, ok: html };
    }
    r.budgets = budgets;
  });
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗');
const secs = (s: number | boolean | undefined) => (typeof s === 'number' ? s.toFixed(1) : '–');
const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / KB).toFixed(1));
const mb = (bytes: number) => String(Math.round(bytes / MB));
const ratio = (x: number | undefined) => (x === undefined ? '–' : `${x.toFixed(2)}×`);

type NextFloor = ReturnType<typeof buildNextFloor>;

/** The results as rows of a text table: metric, one column per size, budget. */
function buildTable(results: SizeResult[], floor?: NextFloor): string[][] {
  const rows: string[][] = [];
  const hasReference = results.some((r) => r.docusaurus);
  const row = (label: string, cell: (r: SizeResult) => string, budget = '') => rows.push([label, ...results.map(cell), budget]);
  const ref = (cell: (r: SizeResult, d: ReferenceResult) => string) => (r: SizeResult) =>
    r.docusaurus ? cell(r, r.docusaurus) : '–';
  const check = (name: string, r: SizeResult) => mark(BUDGETS[name]?.check(r, results));

  row('pages (docs/posts/other)', (r) => `${r.pages} (${r.corpus.docs}/${r.corpus.posts}/${r.corpus.standalone})`);
  row('clean build, s', (r) => secs(r.clean.wallSeconds) + check('cleanBuild', r), '≤ 60 s @1000, linear above');
  if (hasReference) {
    row(
      `  ${REFERENCE}, s`,
      ref((r, d) => secs(d.clean.wallSeconds)),
    );
    const runs = results.some((r) => r.cleanRuns);
    if (runs) {
      row('  clean builds in turn, this / Docusaurus, s', (r) =>
        r.cleanRuns ? r.cleanRuns.seconds.map((s, i) => `${secs(s)}/${secs(r.cleanRuns!.referenceSeconds[i])}`).join(' ') : '–',
      );
      row('  their ratios', (r) => (r.cleanRuns ? r.cleanRuns.ratios.map((x) => ratio(x)).join(' ') : '–'));
    }
    row(
      runs ? '  ratio (this ÷ Docusaurus; median of the runs)' : '  ratio (this ÷ Docusaurus)',
      (r) => ratio(r.ratios?.cleanBuild) + check('cleanRatio', r),
      '≤ 1.0× @1000 (aim 0.5×)',
    );
  }
  row('  per 1,000 pages; marginal, s', (r) => {
    const p = r.perThousandPages;
    return p ? `${secs(p.cleanSeconds)}; ${secs(p.marginalCleanSeconds)}` : '–';
  });
  // Every timed step of either build (timings.json also holds flags such as `partial`: numbers only).
  const timedSteps = (t: Record<string, unknown> | undefined) =>
    Object.entries(t ?? {})
      .filter(([, v]) => typeof v === 'number')
      .map(([k]) => k);
  const steps = [
    ...new Set([...STEPS, ...results.flatMap((r) => [...timedSteps(r.clean.timings), ...timedSteps(r.rebuild.timings)])]),
  ].filter((s) => s !== 'total' && s !== 'routes');
  for (const step of steps)
    row(`  ${step}, clean / rebuild`, (r) => `${secs(r.clean.timings?.[step])} / ${secs(r.rebuild.timings?.[step])}`);
  row('repeat build (unchanged), s', (r) => secs(r.repeat.wallSeconds));
  row('  speed-up (clean ÷ repeat)', (r) => `${r.repeatSpeedup.toFixed(2)}×${check('speedup', r)}`, BUDGETS.speedup?.text);
  row(
    'rebuild after editing one post (dated), s',
    (r) => secs(r.rebuild.wallSeconds) + check('rebuild', r) + (r.rebuild.visible ? '' : ' (edit missing ✗)'),
    BUDGETS.rebuild?.text,
  );
  const rendered = (b: Rebuild) =>
    b.timings?.partial ? String(b.timings.routes) : b.timings?.compiled ? 'all (no compile)' : 'all';
  row('  pages rendered again', (r) => rendered(r.rebuild));
  row(
    'rebuild after editing an undated post (blog/bench/, no date), s',
    (r) =>
      secs(r.rebuildUndated.wallSeconds) + check('rebuildUndated', r) + (r.rebuildUndated.visible ? '' : ' (edit missing ✗)'),
    BUDGETS.rebuildUndated?.text,
  );
  row('  pages rendered again', (r) => rendered(r.rebuildUndated));
  if (hasReference) {
    row(
      `  ${REFERENCE} warm rebuild, s`,
      ref((r, d) => secs(d.rebuild.wallSeconds) + (d.rebuild.visible ? '' : ' (edit missing ✗)')),
    );
    row('  ratio (this ÷ Docusaurus)', (r) => ratio(r.ratios?.rebuild));
  }
  row(
    'peak RSS clean / repeat / rebuild, MB',
    (r) => `${mb(r.clean.peakRssBytes)} / ${mb(r.repeat.peakRssBytes)} / ${mb(r.rebuild.peakRssBytes)}${check('rss', r)}`,
    '≤ 1024 MB @1000, linear above',
  );
  if (hasReference) {
    row(
      `  ${REFERENCE} clean / rebuild, MB`,
      ref((r, d) => `${mb(d.clean.peakRssBytes)} / ${mb(d.rebuild.peakRssBytes)}`),
    );
    row(
      '  ratio clean (rebuild)',
      (r) => (r.ratios ? `${ratio(r.ratios.peakRss)}${check('rssRatio', r)} (${ratio(r.ratios.rebuildPeakRss)})` : '–'),
      '≤ 0.6×',
    );
  }
  row('  per 1,000 pages; marginal, MB', (r) => {
    const p = r.perThousandPages;
    return p ? `${Math.round(p.peakRssMB)}; ${p.marginalPeakRssMB === undefined ? '–' : Math.round(p.marginalPeakRssMB)}` : '–';
  });
  row('load average at start, clean / repeat / rebuild / undated', (r) =>
    [r.clean, r.repeat, r.rebuild, r.rebuildUndated].map((b) => b.loadAverageBefore.toFixed(1)).join(' / '),
  );
  row('out/ size, MB (files)', (r) => `${(r.export.bytes / MB).toFixed(1)} (${r.export.files})`);
  row('  html/rsc/pagefind/_next/other, MB', (r) =>
    (['html', 'rscPayload', 'pagefind', 'nextStatic', 'other'] as const)
      .map((k) => (r.export.bytesByKind[k] / MB).toFixed(1))
      .join(' / '),
  );
  if (hasReference)
    row(
      `  ${REFERENCE} build/, MB (files)`,
      ref((r, d) => `${(d.export.bytes / MB).toFixed(1)} (${d.export.files})`),
    );
  row('HTML files', (r) => String(r.export.htmlFiles) + (r.docusaurus ? ` (Docusaurus ${r.docusaurus.export.htmlFiles})` : ''));
  row('HTML gz median / p95 / max, KB', (r) =>
    (['median', 'p95', 'max'] as const).map((k) => kb(r.export.htmlGzip?.[k])).join(' / '),
  );
  for (const name of SAMPLE_PAGES) {
    row(
      `${name}: HTML gz, KB`,
      (r) => kb(r.pageWeights[name].htmlGzip) + (name === 'doc' ? mark(PAGE_BUDGETS.docHtml.check(r.pageWeights.doc, r)) : ''),
      name === 'doc' ? PAGE_BUDGETS.docHtml.text : '',
    );
    row(
      `${name}: inline scripts gz, KB; links`,
      (r) => `${kb(r.pageWeights[name].inlineScriptGzip)}; ${r.pageWeights[name].links}`,
    );
    row(
      `${name}: first-load JS gz, KB (files)`,
      (r) =>
        `${kb(r.pageWeights[name].jsGzip)} (${r.pageWeights[name].scripts})${name === 'home' ? '' : mark(PAGE_BUDGETS.js.check(r.pageWeights[name]))}`,
      name === 'home' ? '' : PAGE_BUDGETS.js.text,
    );
    if (hasReference)
      row(
        `  Docusaurus: HTML gz; entry JS gz, KB`,
        ref((r, d) => {
          const w = d.pageWeights[name];
          return w ? `${kb(w.htmlGzip)}; ${kb(w.jsGzip)} (${w.scripts})` : '–';
        }),
      );
  }
  if (floor)
    row(
      `floor: bare Next ${floor.version} app (one static page), first-load JS gz, KB (files)`,
      () => `${kb(floor.jsGzip)} (${floor.scripts})`,
    );
  return [['', ...results.map((r) => `N=${r.pages}`), 'budget'], ...rows];
}

/** Formats rows as aligned columns (first left-aligned, the rest right-aligned). */
function formatTable(rows: (string | number)[][]): string {
  const header = rows[0] ?? [];
  const widths = header.map((_, c) => Math.max(...rows.map((r) => [...String(r[c] ?? '')].length)));
  return rows
    .map((r) =>
      r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c] ?? 0) : String(cell).padStart(widths[c] ?? 0))).join('  '),
    )
    .join('\n');
}

/** How far the site's LCP may be from the bare Next app's, measured in the same run (issue 38). */
const LCP_OVER_FLOOR_MS = 200;

/**
 * Lighthouse's figures of each page, and beside them, when the bare Next app was measured in the same run, how
 * far its LCP and TBT are from the app's (the machine's load moves both, so only figures of one run compare).
 */
function lighthouseTable(results: LighthouseResult[], floor?: LighthouseResult): string {
  const rows: (string | number)[][] = [
    ['page', 'score', 'LCP, ms', 'LCP − floor', 'CLS', 'TBT, ms', 'TBT − floor', 'FCP, ms', 'total, KB', 'CPU index'],
  ];
  const overFloor = (value: number | undefined, floorValue: number | undefined, budget: number, page: LighthouseResult) => {
    if (page === floor || value === undefined || floorValue === undefined) return '';
    const diff = Math.round(value - floorValue);
    return `${diff >= 0 ? '+' : ''}${diff}${mark(diff <= budget)}`;
  };
  for (const r of [...results, ...(floor ? [floor] : [])]) {
    rows.push([
      `${r.name} ${r.href}`,
      `${r.score ?? '–'}${mark(r.score === null ? undefined : r.score === 100)}`,
      Math.round(r.lcpMs ?? NaN),
      overFloor(r.lcpMs, floor?.lcpMs, LCP_OVER_FLOOR_MS, r),
      `${(r.cls ?? NaN).toFixed(3)}${mark(r.cls === undefined ? undefined : r.cls === 0)}`,
      `${Math.round(r.tbtMs ?? NaN)}${mark(r.tbtMs === undefined ? undefined : r.tbtMs < 50)}`,
      overFloor(r.tbtMs, floor?.tbtMs, 0, r),
      Math.round(r.fcpMs ?? NaN),
      kb(r.totalBytes ?? NaN),
      Math.round(r.benchmarkIndex ?? NaN),
    ]);
  }
  rows.push(['budget', '100', '', `≤ +${LCP_OVER_FLOOR_MS}`, '0', '< 50', '≤ 0', '', '', '']);
  return formatTable(rows);
}

/** The original site's heaviest post: imported, built, weighed for a phone and a desktop, run through Lighthouse. */
async function benchOriginalPost(ws: string, floor?: LighthouseResult) {
  process.stdout.write('Original site: importing and building… ');
  const contentDir = importOriginalSite();
  if (!contentDir) {
    console.log('skipped (../shared/realworld is not beside the checkout)');
    return undefined;
  }
  const site = await cleanBuild(ws, contentDir, 'original-site');
  console.log(`${site.wallSeconds.toFixed(1)} s`);
  const root = path.join(ws, 'out');
  const { measurePageWeight } = await import('./bench/page-weight.mjs');
  const weights = await measurePageWeight({ root, basePath, href: ORIGINAL_POST.href });
  const { runLighthouse } = await import('./bench/lighthouse.mjs');
  const [lighthouse] = await runLighthouse({
    root,
    basePath,
    pages: [ORIGINAL_POST],
    reportDir: path.join(RESULTS_DIR, 'lighthouse'),
  });
  console.log(`\n${originalPostReport(weights, lighthouse, floor)}\n`);
  return { build: site, weights, bytesBefore: BYTES_BEFORE, lighthouse };
}

/** A clean build's cost; `htmlPages`: the HTML files of its export. */
const cost = (b: Build, htmlPages: number): PageCost => ({
  seconds: b.wallSeconds,
  peakRssBytes: b.peakRssBytes,
  htmlPages,
  log: b.log,
  loadAverageBefore: b.loadAverageBefore,
});

/** The end of a failed build's error (its log's tail is in the message). */
const failure = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 12).join('\n');

/**
 * The versioned, translated site: generated, built clean by this project and by the reference, both exports'
 * page URLs compared; beside it the clean builds of the same N without versions and locales, from the sizes of this
 * run or built here (`sized`: the sizes' results).
 */
async function benchVariants(ws: string, options: Options, sized: SizeResult[], reference?: string): Promise<VariantResult> {
  const pages = options.variantsSize;
  const corpusDir = path.join(ROOT, '.build', 'bench-content', `variants-${pages}`);
  discard(corpusDir);
  const { site, ...corpus } = generateVariantCorpus(pages, corpusDir, options.seed);
  console.log(
    `Versions and locales: N=${pages} in ${corpus.variants.versions} versions (current, ${VARIANT_VERSIONS.join(', ')}) ` +
      `and ${corpus.variants.locales} locales (${site.i18n.defaultLocale}, ${VARIANT_LOCALE}): ${corpus.variants.pages} pages ` +
      `(${corpus.variants.translatedDocs + corpus.variants.translatedPosts + corpus.variants.translatedPages} translated); ` +
      `corpus ${corpus.generateSeconds.toFixed(1)} s`,
  );
  const result: VariantResult = {
    corpus: { dir: path.relative(ROOT, corpusDir), seed: options.seed, ...corpus },
    baseline: { pages, from: 'sizes' },
  };
  let ourUrls: string[] | undefined;
  process.stdout.write('  this project: clean build… ');
  try {
    const clean = await cleanBuild(ws, corpusDir, `variants-${pages}-clean`);
    ourUrls = pageUrls(path.join(ws, 'out'));
    result.clean = cost(clean, exportStats(path.join(ws, 'out')).htmlFiles);
    console.log(`${secs(clean.wallSeconds)} s, ${result.clean.htmlPages} pages`);
  } catch (error) {
    result.error = failure(error);
    console.log(`✗ failed:\n${result.error}`);
  }
  if (reference) {
    process.stdout.write(`  ${REFERENCE}: clean build… `);
    const siteDir = prepareVariantSite(reference, site, corpusDir);
    cleanDocusaurus(siteDir);
    const logFile = path.join(LOGS_DIR, `variants-${pages}-docusaurus-clean.log`);
    try {
      const clean = checked(
        await buildDocusaurus(siteDir, logFile, reference),
        logFile,
        `${REFERENCE} clean build of the variants`,
      );
      const referenceUrls = pageUrls(path.join(siteDir, 'build'));
      result.reference = cost(clean, exportStats(path.join(siteDir, 'build')).htmlFiles);
      console.log(`${secs(clean.wallSeconds)} s, ${result.reference.htmlPages} pages`);
      if (ourUrls) {
        const { onlyOurs, onlyReference, ...counts } = compareUrls(ourUrls, referenceUrls);
        const list = path.join(RESULTS_DIR, 'variants-urls.json');
        fs.mkdirSync(RESULTS_DIR, { recursive: true });
        fs.writeFileSync(list, `${JSON.stringify({ onlyOurs, onlyReference }, null, 2)}\n`);
        result.urls = { ...counts, list: path.relative(ROOT, list) };
      }
    } catch (error) {
      result.referenceError = failure(error);
      console.log(`✗ failed:\n${result.referenceError}`);
    }
  }

  // The same N without versions and locales, in the same run.
  const sizedResult = sized.find((r) => r.pages === pages);
  if (sizedResult) {
    result.baseline.clean = cost(sizedResult.clean, sizedResult.export.htmlFiles);
    if (sizedResult.docusaurus)
      result.baseline.reference = cost(sizedResult.docusaurus.clean, sizedResult.docusaurus.export.htmlFiles);
  }
  if (!result.baseline.clean || (reference && !result.baseline.reference)) {
    result.baseline.from = 'own build';
    const baseDir = path.join(ROOT, '.build', 'bench-content', String(pages));
    discard(baseDir);
    generateCorpus({ pages, dir: baseDir, seed: options.seed });
    process.stdout.write(`  the same N=${pages} without versions and locales: this project… `);
    const clean = await cleanBuild(ws, baseDir, `variants-${pages}-baseline-clean`);
    result.baseline.clean = cost(clean, exportStats(path.join(ws, 'out')).htmlFiles);
    process.stdout.write(`${secs(clean.wallSeconds)} s, ${result.baseline.clean.htmlPages} pages`);
    if (reference) {
      prepareSite(reference, siteConfig, baseDir);
      process.stdout.write(`; ${REFERENCE}… `);
      const ref = await referenceCleanBuild(reference, pages);
      result.baseline.reference = cost(ref, exportStats(path.join(reference, 'build')).htmlFiles);
      process.stdout.write(`${secs(ref.wallSeconds)} s, ${result.baseline.reference.htmlPages} pages`);
    }
    console.log();
  }
  return result;
}

/** The versioned, translated site beside the same N without them: this project, the reference, ratios. */
function variantsTable(v: VariantResult): string {
  const perThousand = (c?: PageCost) => (c ? (c.seconds / c.htmlPages) * 1000 : undefined);
  const growth = (c?: PageCost, base?: PageCost) => {
    const a = perThousand(c);
    const b = perThousand(base);
    return a !== undefined && b !== undefined ? a / b : undefined;
  };
  const n = v.baseline.pages;
  const cells = (f: (c?: PageCost) => string, ours?: PageCost, theirs?: PageCost, r?: number) => [
    f(ours),
    f(theirs),
    r === undefined ? '–' : ratio(r),
  ];
  const rel = (a?: PageCost, b?: PageCost) => (a && b ? a.seconds / b.seconds : undefined);
  const relPage = (a?: PageCost, b?: PageCost) => {
    const x = perThousand(a);
    const y = perThousand(b);
    return x !== undefined && y !== undefined ? x / y : undefined;
  };
  const rows: string[][] = [
    ['', 'this project', REFERENCE, 'ratio (this ÷ Docusaurus)'],
    [
      `N=${n} × ${v.corpus.variants.versions} versions × ${v.corpus.variants.locales} locales: pages (HTML files)`,
      ...cells((c) => (c ? String(c.htmlPages) : v.error && !c ? '✗ build failed' : '–'), v.clean, v.reference),
    ],
    ['  clean build, s', ...cells((c) => secs(c?.seconds), v.clean, v.reference, rel(v.clean, v.reference))],
    ['  per 1,000 pages, s', ...cells((c) => secs(perThousand(c)), v.clean, v.reference, relPage(v.clean, v.reference))],
    ['  peak RSS, MB', ...cells((c) => (c ? mb(c.peakRssBytes) : '–'), v.clean, v.reference)],
    ['  load average at start', ...cells((c) => (c ? c.loadAverageBefore.toFixed(1) : '–'), v.clean, v.reference)],
    [
      `N=${n} (same run, ${v.baseline.from === 'sizes' ? 'its clean build above' : 'built for this case'}): pages (HTML files)`,
      ...cells((c) => (c ? String(c.htmlPages) : '–'), v.baseline.clean, v.baseline.reference),
    ],
    [
      '  clean build, s',
      ...cells((c) => secs(c?.seconds), v.baseline.clean, v.baseline.reference, rel(v.baseline.clean, v.baseline.reference)),
    ],
    [
      '  per 1,000 pages, s',
      ...cells(
        (c) => secs(perThousand(c)),
        v.baseline.clean,
        v.baseline.reference,
        relPage(v.baseline.clean, v.baseline.reference),
      ),
    ],
    [
      'cost per page, versions and locales ÷ N=' + n,
      ratio(growth(v.clean, v.baseline.clean)) +
        mark(growth(v.clean, v.baseline.clean) === undefined ? undefined : growth(v.clean, v.baseline.clean)! <= 1.1),
      ratio(growth(v.reference, v.baseline.reference)),
      '≤ 1.1× (same cost per page)',
    ],
  ];
  const lines = [formatTable(rows)];
  if (v.urls) {
    const u = v.urls;
    const diff = (counts: Record<string, number>) =>
      Object.entries(counts)
        .slice(0, 8)
        .map(([prefix, count]) => `${prefix} ${count}`)
        .join(', ') || 'none';
    lines.push(
      `URLs: ${u.common} in both, ${u.ours - u.common} only here (${diff(u.onlyOursByPrefix)}), ` +
        `${u.reference - u.common} only in Docusaurus's (${diff(u.onlyReferenceByPrefix)}); lists: ${u.list}`,
    );
  }
  if (v.error) lines.push(`✗ this project's build failed: ${v.error.split('\n')[0]}`);
  if (v.referenceError) lines.push(`✗ ${REFERENCE} failed: ${v.referenceError.split('\n')[0]}`);
  return lines.join('\n');
}

function machine() {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    commit: git('rev-parse', 'HEAD'),
    dirty: Boolean(git('status', '--porcelain')),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  emptyTrash();
  const load = os.loadavg()[0] ?? 0;
  if (load > 0.5)
    console.log(
      `Note: load average ${load.toFixed(1)} on ${os.cpus().length} cores; something else is running, timings will be noisy.`,
    );
  const results: {
    date: string;
    machine: ReturnType<typeof machine>;
    options: Options;
    units: Record<string, unknown>;
    reference?: DocusaurusInstall & { name: string };
    sizes: SizeResult[];
    nextFloor?: NextFloor;
    siteBuild?: Build;
    lighthouse?: { root: string; pages: LighthouseResult[]; floor?: LighthouseResult };
    originalPost?: Awaited<ReturnType<typeof benchOriginalPost>>;
    variants?: VariantResult;
  } = {
    date: new Date().toISOString(),
    machine: machine(),
    options,
    units: { time: 's', size: 'bytes', gzip: 'level 9', KB, ratios: 'this project ÷ the reference' },
    sizes: [],
  };
  const save = () => {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  };

  let reference: string | undefined;
  if (options.docusaurus && (options.variants || options.sizes.some((n) => options.docusaurusSizes.includes(n)))) {
    const dir = docusaurusDir(ROOT);
    process.stdout.write(`${REFERENCE}: reference in ${dir}… `);
    const install = await ensureDocusaurus(dir, path.join(LOGS_DIR, 'docusaurus-install.log'));
    results.reference = { name: REFERENCE, ...install };
    console.log(
      `${install.installed ? `installed in ${secs(install.installSeconds)} s` : 'installed already'}; ` +
        `${install.packages} packages, node_modules ${mb(install.nodeModulesBytes)} MB; ` +
        Object.entries(install.versions)
          .filter(([name]) => /^@docusaurus\/core$|^@rspack\/core$|^@swc\/core$/.test(name))
          .map(([name, version]) => `${name} ${version}`)
          .join(', '),
    );
    reference = dir;
  }

  if (options.sizes.length > 0) {
    process.stdout.write('Next.js floor: a bare app with the same export settings… ');
    results.nextFloor = buildNextFloor(ROOT, path.join(LOGS_DIR, 'next-floor.log'));
    console.log(`first-load JS ${kb(results.nextFloor.jsGzip)} KB gzipped (${results.nextFloor.scripts} files)`);
  }

  const ws = createWorkspace('bench', ROOT);
  for (const pages of options.sizes) {
    results.sizes.push(await benchSize(pages, ws, options, reference));
    evaluate(results.sizes);
    save();
  }
  if (results.sizes.length > 0) console.log(`\n${formatTable(buildTable(results.sizes, results.nextFloor))}\n`);
  if (options.variants) {
    results.variants = await benchVariants(ws, options, results.sizes, reference);
    save();
    console.log(`\n${variantsTable(results.variants)}\n`);
  }

  if (options.lighthouse) {
    let root = options.lighthouseOut;
    if (!root) {
      process.stdout.write('Lighthouse: building the site (content/) in the workspace… ');
      const site = await cleanBuild(ws, path.join(ROOT, 'content'), 'site');
      console.log(`${site.wallSeconds.toFixed(1)} s`);
      results.siteBuild = site;
      root = path.join(ws, 'out');
    }
    console.log(`Lighthouse (mobile, performance) on ${path.relative(ROOT, root) || '.'}, served with gzip…`);
    // Imported only when used (it loads Lighthouse; and its server worker is plain ESM).
    const { runLighthouse } = await import('./bench/lighthouse.mjs');
    const pages = await runLighthouse({
      root,
      basePath,
      pages: LIGHTHOUSE_PAGES,
      reportDir: path.join(RESULTS_DIR, 'lighthouse'),
    });
    // The same on the bare Next app (the floor of first-load JS above): what the framework alone scores here.
    if (!results.nextFloor) results.nextFloor = buildNextFloor(ROOT, path.join(LOGS_DIR, 'next-floor.log'));
    const [floor] = await runLighthouse({
      root: nextFloorOut(ROOT),
      basePath,
      pages: [{ name: 'floor', href: '/' }],
      reportDir: path.join(RESULTS_DIR, 'lighthouse'),
    });
    results.lighthouse = { root: path.relative(ROOT, root), pages, floor };
    console.log(`\n${lighthouseTable(pages, floor)}\n`);
    if (!options.lighthouseOut) results.originalPost = await benchOriginalPost(ws, floor);
  }
  save();
  console.log(`Results: ${path.relative(ROOT, path.join(RESULTS_DIR, 'results.json'))}`);
}

main()
  .finally(emptyTrash)
  .catch((error: unknown) => {
    console.error(`\n✗ Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
