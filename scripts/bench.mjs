// The benchmark (`npm run bench`): for each size N, generates a synthetic Chinese corpus of N pages, builds it
// clean and again unchanged in an isolated workspace (.build/ws/bench, through CONTENT_DIR), and reports the
// build's wall time and its split, peak RSS of the process tree, the export's size and the weight of a doc, a
// post and the home page; then Lighthouse (mobile) on the real site. Prints a table, writes .bench/results.json.
// Flags: --sizes 100,1000 (default) · --5000 (adds 5000) · --no-lighthouse · --lighthouse-out <dir> (test an
// existing export such as out/ instead of building the site) · --seed <n> (corpus seed, default 1).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './bench/generate-corpus.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { KB, exportStats, pageWeight, timedBuild } from './bench/measure.mjs';
import { createWorkspace } from './lib/workspace.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, '.bench');
const BASE_PATH = /baseUrl:\s*'([^']*)'/
  .exec(fs.readFileSync(path.join(ROOT, 'config', 'site.ts'), 'utf8'))[1]
  .replace(/\/$/, '');
const STEPS = ['content layer', 'content checks', 'next build', 'post-processing', 'search index'];
const LIGHTHOUSE_PAGES = [
  { name: 'home', href: '/' },
  { name: 'doc', href: '/docs/tutorial-basics/event-loop/' },
  { name: 'post', href: '/blog/AJAX/' },
];
const MB = 1024 * 1024;

function parseArgs(argv) {
  const value = (flag) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  const sizes = (value('--sizes') ?? '100,1000').split(',').map(Number);
  if (argv.includes('--5000') && !sizes.includes(5000)) sizes.push(5000);
  if (sizes.some((n) => !Number.isInteger(n) || n < 20))
    throw new Error(`--sizes takes page counts of at least 20 (got ${value('--sizes')})`);
  return {
    sizes,
    lighthouse: !argv.includes('--no-lighthouse'),
    lighthouseOut: value('--lighthouse-out') && path.resolve(value('--lighthouse-out')),
    seed: Number(value('--seed') ?? 1),
  };
}

/** Removes everything a build leaves or reuses in the workspace, so that the next build starts cold. */
function cleanWorkspace(ws) {
  for (const entry of ['.contentlayer', '.cache', '.next', 'out', 'out.old', '.build', path.join('public', '_assets')]) {
    fs.rmSync(path.join(ws, entry), { recursive: true, force: true });
  }
}

/** Builds the workspace; throws with the tail of the build log when the build fails. */
async function build(ws, contentDir, label) {
  const logFile = path.join(RESULTS_DIR, 'logs', `${label}.log`);
  const result = await timedBuild({ cwd: ws, env: { CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1' }, logFile });
  if (result.code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`build ${label} failed (exit code ${result.code}); log: ${path.relative(ROOT, logFile)}\n${tail}`);
  }
  return { ...result, log: path.relative(ROOT, logFile) };
}

/** The pages whose weight is reported: a nested doc of the largest section, a post, the home page. */
function samplePages(plan) {
  const doc =
    plan.docs.find((d) => d.section === 'docs' && d.file.split('/').length >= 4) ?? plan.docs.find((d) => d.section === 'docs');
  const post = plan.posts[Math.floor(plan.posts.length / 2)];
  return { doc: `/${doc.file.replace(/\.md$/, '')}/`, post: `/blog/${post.slug}/`, home: '/' };
}

async function benchSize(pages, ws, seed) {
  const corpusDir = path.join(ROOT, '.build', 'bench-content', String(pages));
  let start = performance.now();
  const { plan, ...corpus } = generateCorpus({ pages, dir: corpusDir, seed });
  const generateSeconds = (performance.now() - start) / 1000;
  process.stdout.write(`N=${pages}: corpus ${generateSeconds.toFixed(1)} s; clean build… `);

  cleanWorkspace(ws);
  const clean = await build(ws, corpusDir, `${pages}-clean`);
  process.stdout.write(`${clean.wallSeconds.toFixed(1)} s; `);
  start = performance.now();
  const out = path.join(ws, 'out');
  const stats = exportStats(out);
  const cache = new Map();
  const weights = Object.fromEntries(
    Object.entries(samplePages(plan)).map(([name, href]) => [name, pageWeight(out, BASE_PATH, href, cache)]),
  );
  process.stdout.write(`measured in ${((performance.now() - start) / 1000).toFixed(1)} s; repeat build… `);
  const repeat = await build(ws, corpusDir, `${pages}-repeat`);
  console.log(`${repeat.wallSeconds.toFixed(1)} s`);
  return {
    pages,
    corpus: { dir: path.relative(ROOT, corpusDir), seed, generateSeconds, ...corpus },
    clean,
    repeat,
    repeatSpeedup: clean.wallSeconds / repeat.wallSeconds,
    export: stats,
    pageWeights: weights,
  };
}

// Budgets of the issue "Performance: a benchmark, budgets, and a build that scales to thousands of pages".
// Each returns true/false where it applies to a result, undefined elsewhere.
const BUDGETS = {
  cleanBuild: { text: '≤ 60 s @1000', check: (r, all) => (r.pages === 1000 ? r.clean.wallSeconds <= 60 : scaling(r, all)) },
  speedup: { text: '≥ 2×', check: (r) => r.repeatSpeedup >= 2 },
  rss: { text: '≤ 1024 MB @1000', check: (r) => (r.pages <= 1000 ? r.clean.peakRssBytes <= 1024 * MB : undefined) },
  js: { text: '≤ 132 KB', check: (w) => w.jsGzip <= 132 * KB },
  docHtml: { text: '≤ 13 KB @1000', check: (w, r) => (r.pages <= 1000 ? w.htmlGzip <= 13 * KB : undefined) },
};

/** 5000 pages may take at most 5.5× the 1000-page time (linear growth). */
function scaling(r, all) {
  const base = all.find((x) => x.pages === 1000);
  return r.pages === 5000 && base ? r.clean.wallSeconds <= 5.5 * base.clean.wallSeconds : undefined;
}

const mark = (ok) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗');
const secs = (s) => (s === undefined ? '–' : s.toFixed(1));
const kb = (bytes) => (bytes / KB).toFixed(1);

/** The results as rows of a text table: metric, one column per size, budget. */
function buildTable(results) {
  const rows = [];
  const row = (label, cell, budget = '') => rows.push([label, ...results.map(cell), budget]);
  row('pages (docs/posts/other)', (r) => `${r.pages} (${r.corpus.docs}/${r.corpus.posts}/${r.corpus.standalone})`);
  row(
    'clean build, s',
    (r) => secs(r.clean.wallSeconds) + mark(BUDGETS.cleanBuild.check(r, results)),
    `${BUDGETS.cleanBuild.text}, ≤ 5.5× @5000`,
  );
  const steps = [...new Set([...STEPS, ...results.flatMap((r) => Object.keys(r.clean.timings ?? {}))])].filter(
    (s) => s !== 'total',
  );
  for (const step of steps)
    row(`  ${step}, clean / repeat`, (r) => `${secs(r.clean.timings?.[step])} / ${secs(r.repeat.timings?.[step])}`);
  row('repeat build, s', (r) => secs(r.repeat.wallSeconds));
  row(
    '  speed-up (clean ÷ repeat)',
    (r) => `${r.repeatSpeedup.toFixed(2)}×${mark(BUDGETS.speedup.check(r))}`,
    BUDGETS.speedup.text,
  );
  row(
    'peak RSS clean / repeat, MB',
    (r) => `${Math.round(r.clean.peakRssBytes / MB)} / ${Math.round(r.repeat.peakRssBytes / MB)}${mark(BUDGETS.rss.check(r))}`,
    BUDGETS.rss.text,
  );
  row(
    'load average at start, clean / repeat',
    (r) => `${r.clean.loadAverageBefore.toFixed(1)} / ${r.repeat.loadAverageBefore.toFixed(1)}`,
  );
  row('out/ size, MB (files)', (r) => `${(r.export.bytes / MB).toFixed(1)} (${r.export.files})`);
  row('  html/rsc/pagefind/_next/other, MB', (r) =>
    ['html', 'rscPayload', 'pagefind', 'nextStatic', 'other'].map((k) => (r.export.bytesByKind[k] / MB).toFixed(1)).join(' / '),
  );
  row('HTML files', (r) => String(r.export.htmlFiles));
  row('HTML gz median / p95 / max, KB', (r) => ['median', 'p95', 'max'].map((k) => kb(r.export.htmlGzip[k])).join(' / '));
  for (const name of ['doc', 'post', 'home']) {
    row(
      `${name}: HTML gz, KB`,
      (r) => kb(r.pageWeights[name].htmlGzip) + (name === 'doc' ? mark(BUDGETS.docHtml.check(r.pageWeights.doc, r)) : ''),
      name === 'doc' ? BUDGETS.docHtml.text : '',
    );
    row(
      `${name}: inline scripts gz, KB; links`,
      (r) => `${kb(r.pageWeights[name].inlineScriptGzip)}; ${r.pageWeights[name].links}`,
    );
    row(
      `${name}: first-load JS gz, KB (files)`,
      (r) =>
        `${kb(r.pageWeights[name].jsGzip)} (${r.pageWeights[name].scripts})${name === 'home' ? '' : mark(BUDGETS.js.check(r.pageWeights[name]))}`,
      name === 'home' ? '' : BUDGETS.js.text,
    );
  }
  return [['', ...results.map((r) => `N=${r.pages}`), 'budget'], ...rows];
}

/** Formats rows as aligned columns (first left-aligned, the rest right-aligned). */
function formatTable(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => [...String(r[c])].length)));
  return rows
    .map((r) => r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  '))
    .join('\n');
}

function lighthouseTable(results) {
  const rows = [['page', 'score', 'LCP, ms', 'CLS', 'TBT, ms', 'FCP, ms', 'total, KB', 'CPU index']];
  for (const r of results) {
    rows.push([
      `${r.name} ${r.href}`,
      `${r.score ?? '–'}${mark(r.score === null ? undefined : r.score === 100)}`,
      Math.round(r.lcpMs ?? NaN),
      `${(r.cls ?? NaN).toFixed(3)}${mark(r.cls === undefined ? undefined : r.cls === 0)}`,
      `${Math.round(r.tbtMs ?? NaN)}${mark(r.tbtMs === undefined ? undefined : r.tbtMs < 50)}`,
      Math.round(r.fcpMs ?? NaN),
      kb(r.totalBytes ?? NaN),
      Math.round(r.benchmarkIndex ?? NaN),
    ]);
  }
  rows.push(['budget', '100', '', '0', '< 50', '', '', '']);
  return formatTable(rows);
}

function machine() {
  const git = (...args) => {
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
  const load = os.loadavg()[0];
  if (load > 0.5)
    console.log(
      `Note: load average ${load.toFixed(1)} on ${os.cpus().length} cores; something else is running, timings will be noisy.`,
    );
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    options,
    units: { time: 's', size: 'bytes', gzip: 'level 9', KB },
    sizes: [],
  };
  const save = () => {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  };
  const ws = createWorkspace('bench', ROOT);
  for (const pages of options.sizes) {
    results.sizes.push(await benchSize(pages, ws, options.seed));
    save();
  }
  if (results.sizes.length > 0) console.log(`\n${formatTable(buildTable(results.sizes))}\n`);

  if (options.lighthouse) {
    let root = options.lighthouseOut;
    if (!root) {
      process.stdout.write('Lighthouse: building the site (content/) in the workspace… ');
      cleanWorkspace(ws);
      const site = await build(ws, path.join(ROOT, 'content'), 'site');
      console.log(`${site.wallSeconds.toFixed(1)} s`);
      results.siteBuild = site;
      root = path.join(ws, 'out');
    }
    console.log(`Lighthouse (mobile, performance) on ${path.relative(ROOT, root) || '.'}, served with gzip…`);
    const pages = await runLighthouse({
      root,
      basePath: BASE_PATH,
      pages: LIGHTHOUSE_PAGES,
      reportDir: path.join(RESULTS_DIR, 'lighthouse'),
    });
    results.lighthouse = { root: path.relative(ROOT, root), pages };
    console.log(`\n${lighthouseTable(pages)}\n`);
  }
  save();
  console.log(`Results: ${path.relative(ROOT, path.join(RESULTS_DIR, 'results.json'))}`);
}

main().catch((error) => {
  console.error(`\n✗ Benchmark failed: ${error.message}`);
  process.exit(1);
});
