// `npm test`: the whole suite. Builds the site (content layer + Next export + link checks), then
// typecheck, lint, formatting, and the Node test runner over unit and end-to-end tests (browser tests
// use Debian's Chromium, installed with apt when missing and we are root).
import path from 'node:path';
import { listFiles } from '../lib/files.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { bin, run, since } from './lib/proc.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

/** Test files under `dir` (paths from the working directory), fixtures and node_modules left out. */
const findTests = (dir, pattern) =>
  listFiles(
    dir,
    (name) => pattern.test(name),
    (d) => d !== 'fixtures' && d !== 'node_modules',
  ).map((f) => path.join(dir, f));

/**
 * The longest test files start first, longest first, so that the two files running at a time finish together
 * instead of one long file running alone at the end. Their seconds on this machine with every workspace new, as
 * on a fresh clone (2026-11-24 02:18, two files at a time), used only to order them; the other files follow,
 * end-to-end files before the quick unit tests.
 */
const SLOWEST = {
  'tests/e2e/incremental-build.test.ts': 90,
  'tests/e2e/pages.browser.test.ts': 86,
  'tests/e2e/import-zxuqian.test.ts': 76,
  'tests/e2e/content-checks.test.ts': 67,
  'tests/e2e/import-kuizuo.test.ts': 61,
  'tests/e2e/import-wiki.test.ts': 61,
  'tests/e2e/navigation.browser.test.ts': 59,
  'tests/e2e/import-original.browser.test.ts': 46,
  'tests/e2e/dev.test.ts': 39,
  'scripts/import/mdx1.test.ts': 35,
  'tests/e2e/docusaurus-mdx.browser.test.ts': 28,
  'tests/e2e/scaffold.test.ts': 22,
  'tests/content/examples.test.ts': 15,
  'tests/e2e/search.browser.test.ts': 11,
};
const slowestFirst = (files) => {
  const rank = (f) => SLOWEST[f.split(path.sep).join('/')] ?? (f.startsWith(`tests${path.sep}`) ? 0 : -1);
  return files
    .map((f, i) => [rank(f), i, f])
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .map(([, , f]) => f);
};

const only = process.argv.slice(2);
const steps = [
  ['build', process.execPath, ['scripts/build.mjs']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  [
    'tests',
    bin('tsx'),
    [
      '--tsconfig',
      'tsconfig.scripts.json',
      '--test',
      // Two test files at a time (the machine has two cores): builds, browsers and servers of different
      // files never share a folder (each builds in a workspace of its own) or a port.
      '--test-concurrency=2',
      ...slowestFirst([
        ...findTests('lib', /\.test\.tsx?$/),
        ...findTests('components', /\.test\.tsx?$/),
        ...findTests('scripts', /\.test\.tsx?$/),
        ...findTests('tests', /\.test\.tsx?$/),
      ]),
    ],
  ],
];

/**
 * Steps that run side by side, after the build: the test files leave a core idle for about a quarter of their
 * time (they wait on browsers and on held requests), which typecheck, lint and format use. Their output is
 * printed as each one ends; the tests' as it comes.
 */
const TOGETHER = new Set(['typecheck', 'lint', 'format', 'tests']);

/** Runs one step; `buffered` holds its output back and prints it, under its name, when it ends. */
async function runStep(name, command, args, { buffered = false } = {}) {
  const stepStart = performance.now();
  if (!buffered) console.log(`\n▶ ${name}`);
  let output = '';
  // Tests read the content the way the production build does (drafts left out).
  const code = await run(command, args, {
    ...(name === 'tests' ? { env: { NODE_ENV: 'production' } } : {}),
    ...(buffered ? { quiet: true, onOutput: (chunk) => (output += chunk) } : {}),
  });
  if (buffered) process.stdout.write(`\n▶ ${name}\n${output}`);
  console.log(`${code === 0 ? '✓' : '✗'} ${name} (${since(stepStart)})`);
  return code;
}

const start = performance.now();
ensureChromium();
const failed = [];
const selected = steps.filter(([name]) => only.length === 0 || only.includes(name));
for (let i = 0; i < selected.length;) {
  // A step of TOGETHER runs with the ones that follow it in `steps`; any other step runs alone.
  let end = i + 1;
  if (TOGETHER.has(selected[i][0])) while (end < selected.length && TOGETHER.has(selected[end][0])) end++;
  const group = selected.slice(i, end);
  i = end;
  const codes = await Promise.all(
    group.map(([name, command, args]) => runStep(name, command, args, { buffered: group.length > 1 && name !== 'tests' })),
  );
  group.forEach(([name], j) => codes[j] !== 0 && failed.push(name));
  if (failed.includes('build')) break;
}
console.log(`\n${failed.length === 0 ? 'All checks passed' : `Failed: ${failed.join(', ')}`} in ${since(start)}`);
process.exit(failed.length === 0 ? 0 : 1);
