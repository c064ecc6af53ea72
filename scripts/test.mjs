// `npm test`: the whole suite. Builds the site (content layer + Next export + link checks), then
// typecheck, lint, formatting, and the Node test runner over unit and end-to-end tests (browser tests
// use Debian's Chromium, installed with apt when missing and we are root).
import { ensureChromium } from './lib/chromium.mjs';
import { bin, run, since } from './lib/proc.mjs';
import { testFiles } from './lib/test-files.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

const only = process.argv.slice(2);
const steps = [
  ['build', process.execPath, ['scripts/build.mjs']],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  [
    'tests',
    bin('tsx'),
    [
      '--tsconfig',
      'tsconfig.scripts.json',
      '--test',
      // Two test files at a time (the machine has two cores): builds, browsers and servers of different
      // files never share a folder at the same time (tests/helpers/fixture-build.ts) or a port. Node 20's
      // runner starts the files in path order, whatever order they are given in.
      '--test-concurrency=2',
      // The unit tests in one process (tests/unit-group.ts), the others in one each.
      'tests/unit-group.ts',
      ...testFiles().own,
    ],
  ],
];

/**
 * Steps that run side by side, in `steps` order. ESLint and Prettier run beside the build, whose outputs they
 * ignore: the build leaves a fifth of the machine idle (a cold build took 30.9 s with them beside it and 28.6 s
 * without, on 2026-11-24), and the test files, which keep both cores busy, then share them with typecheck
 * alone. Typecheck waits for the build (it reads the content layer's generated types). The build's and the
 * tests' output is printed as it comes, the others' under their name when they end.
 */
const GROUPS = [
  ['build', 'lint', 'format'],
  ['typecheck', 'tests'],
];
const STREAMED = new Set(['build', 'tests']);
for (const [name] of steps) if (!GROUPS.flat().includes(name)) throw new Error(`scripts/test.mjs: step ${name} is in no group`);

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
for (const names of GROUPS) {
  const group = selected.filter(([name]) => names.includes(name));
  const codes = await Promise.all(
    group.map(([name, command, args]) => runStep(name, command, args, { buffered: group.length > 1 && !STREAMED.has(name) })),
  );
  group.forEach(([name], j) => codes[j] !== 0 && failed.push(name));
  if (failed.includes('build')) break;
}
console.log(`\n${failed.length === 0 ? 'All checks passed' : `Failed: ${failed.join(', ')}`} in ${since(start)}`);
process.exit(failed.length === 0 ? 0 : 1);
