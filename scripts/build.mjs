// The production build: content layer → content checks → Next static export → post-processing.
// The export is written to .build/out and swapped into out/ only when every step passed, so a failed
// build never leaves a half-written out/ that could be deployed. When nothing the build reads has changed
// since the last successful build (same fingerprint), out/ is already that build and is kept (`--force`
// or MYBLOG_FORCE_BUILD=1 rebuilds anyway).
import fs from 'node:fs';
import path from 'node:path';
import { summarizeContentErrors } from './lib/content-errors.mjs';
import { buildFingerprint } from './lib/fingerprint.mjs';
import { bin, run, since } from './lib/proc.mjs';

const STAGING = path.resolve('.build', 'out');
const LAST_BUILD = path.resolve('.build', 'last-build.json');
const OUT = path.resolve('out');
const timings = {};

/** The content root as messages name it: relative to the working directory when inside it. */
function contentDirLabel() {
  const dir = path.resolve(process.env.CONTENT_DIR ?? 'content');
  const rel = path.relative(process.cwd(), dir);
  return rel.startsWith('..') ? dir : rel || '.';
}

async function step(name, command, args, options = {}) {
  const start = performance.now();
  let failedInOutput = false;
  let output = '';
  const code = await run(command, args, {
    ...options,
    onOutput: (text) => {
      output += text;
      if (options.failOn?.test(text)) failedInOutput = true;
    },
  });
  timings[name] = (performance.now() - start) / 1000;
  if (code !== 0 || failedInOutput) {
    const details = options.explain?.(output) ?? [];
    if (details.length > 0)
      console.error(`\n${name}: ${details.length} problem(s)\n${details.map((d) => `  ✗ ${d}`).join('\n')}`);
    throw new Error(`${name} failed${code !== 0 ? ` (exit code ${code})` : ''}`);
  }
  console.log(`✓ ${name} (${since(start)})`);
}

async function main() {
  const start = performance.now();
  const fingerprint = buildFingerprint(path.resolve(process.env.CONTENT_DIR ?? 'content'));
  const force = process.argv.includes('--force') || process.env.MYBLOG_FORCE_BUILD === '1';
  const last = fs.existsSync(LAST_BUILD) ? JSON.parse(fs.readFileSync(LAST_BUILD, 'utf8')) : undefined;
  if (!force && last?.fingerprint === fingerprint && fs.existsSync(path.join(OUT, 'index.html'))) {
    fs.writeFileSync(
      path.join('.build', 'timings.json'),
      JSON.stringify({ unchanged: true, total: (performance.now() - start) / 1000 }),
    );
    console.log(
      `✓ Nothing changed since the last build (content, sources, git commit): out/ is up to date (${since(start)}). Use --force to rebuild.`,
    );
    return;
  }
  fs.rmSync(LAST_BUILD, { force: true });
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.rmSync(path.resolve('public', '_assets'), { recursive: true, force: true });

  // Contentlayer logs some document errors without failing: treat its error reports as failures.
  // Documents compile on worker threads, through the persistent cache of compiled documents.
  await step('content layer', bin('contentlayer2'), ['build'], {
    env: { MYBLOG_CONTENT_CACHE: '1' },
    failOn:
      /Error: Found \d+ problems|UnexpectedMDXError|UnexpectedMarkdownError|ComputedFieldError|ContentError|ConfigReadError/,
    explain: (output) => summarizeContentErrors(output, contentDirLabel()),
  });
  await step('mdx modules', bin('tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'scripts/mdx-modules.ts', '--replay']);
  await step('content checks', bin('tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'scripts/check-content.ts'], {
    env: { NODE_ENV: 'production' },
  });
  await step('next build', bin('next'), ['build'], { env: { MYBLOG_EXPORT_DIR: path.relative(process.cwd(), STAGING) } });
  await step('post-processing', bin('tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'scripts/postbuild.ts', STAGING], {
    env: { NODE_ENV: 'production' },
  });
  await step('search index', process.execPath, ['scripts/search-index.mjs', STAGING]);

  // Swap the finished export in.
  const old = `${OUT}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(OUT)) fs.renameSync(OUT, old);
  fs.renameSync(STAGING, OUT);
  fs.rmSync(old, { recursive: true, force: true });
  fs.mkdirSync('.build', { recursive: true });
  fs.writeFileSync(
    path.join('.build', 'timings.json'),
    JSON.stringify({ ...timings, total: (performance.now() - start) / 1000 }, null, 2),
  );
  fs.writeFileSync(LAST_BUILD, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2));
  console.log(`\nBuilt out/ in ${since(start)}`);
}

main().catch((error) => {
  fs.rmSync(STAGING, { recursive: true, force: true });
  console.error(`\n✗ Build failed: ${error.message}. out/ was left as it was.`);
  process.exit(1);
});
