// The production build: content layer → MDX modules → content checks → Next static export → post-processing
// and search index. The export is written to .build/out and swapped into out/ only when every step passed,
// so a failed build never leaves a half-written out/ that could be deployed.
//
// Builds are incremental (scripts/lib/incremental.mjs). When neither the code nor the content changed since
// the last successful build, out/ is already that build and is kept. When only the bodies of existing
// Markdown files changed, only the routes that show them are rendered again (`next build` in generate mode,
// on the previous compile) and merged into a copy of out/; post-processing runs on the whole merged export as
// in a full build, and the search index starts with the render, on out/'s unchanged pages, and takes the new
// ones once merged. Anything else renders every page. Either way, a search index whose pages are all unchanged
// is kept. `--force` (or MYBLOG_FORCE_BUILD=1) forgets the previous build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build as esbuild, stop as stopEsbuild, version as esbuildVersion } from 'esbuild';
import { explainOutOfMemory, summarizeContentErrors } from './lib/content-errors.mjs';
import { symlinkLoops } from '../lib/files.mjs';
import {
  MAX_PARTIAL_ROUTES,
  affectedRoutes,
  clearContentlayerCache,
  clearState,
  buildIdOf,
  codeFingerprint,
  compileFingerprint,
  contentChange,
  contentState,
  contentlayerCacheStamp,
  readState,
  saveState,
  sha,
} from './lib/incremental.mjs';
import { writeHtmlLanguages } from './lib/html-lang.mjs';
import { linkPreviousExport, mergeExport } from './lib/merge-export.mjs';
import { bin, run, since } from './lib/proc.mjs';
import { exportBasePath } from './lib/static-server.mjs';
import { contentRoot } from '../lib/content-root.mjs';
import { displayPath } from '../lib/display-path.mjs';
import { NODE_BUNDLE } from '../lib/node-bundle.mjs';

const STAGING = path.resolve('.build', 'out');
const PARTIAL = path.resolve('.build', 'out-partial');
const ONLY_ROUTES = path.resolve('.build', 'only-routes.json');
const OUT = path.resolve('out');
/** Previous exports waiting to be deleted: `.build/out-old-<pid>`. */
const OLD_OUT_PREFIX = path.resolve('.build', 'out-old-');
const NEXT_DIR = path.resolve('.next');
/** Contentlayer's CLI, run without Effect-TS tracing (see the file). */
const CONTENTLAYER = path.join('scripts', 'lib', 'contentlayer-cli.mjs');
/**
 * V8 flags of the build's long-running JavaScript (the content layer with its compile threads, `next build` with
 * its render workers). V8 hands a function to its optimizing compiler once it has run about `--interrupt-budget`
 * bytes of bytecode, 66 KB by default, tuned for code that runs briefly in a browser. A build runs large
 * libraries (micromark, Shiki, Effect-TS, React's server renderer) in several isolates at once, and optimizing
 * their many functions that are only warm took the content layer's V8 helper threads about 6 s of CPU at N=1000
 * (perf: TurboFan, most of those threads' time). Four times the budget keeps optimization for the functions that
 * stay hot. At N=1000 on two cores (2026-11-24, alternated): the content layer took 12.1–14.4 s instead of
 * 13.6–16.1 s (seven runs each), static generation 8.7–10.3 s instead of 9.0–10.8 s (six runs each).
 */
const JIT_FLAGS = ['--interrupt-budget=270336'];
/**
 * V8 flags of the content layer's process and its compile threads, besides JIT_FLAGS: young collections of a 64 MB semi-space
 * instead of 16 MB. The Markdown pipeline allocates trees that die young; at N=1000 (2026-11-24, seven runs
 * against nine, alternated) the content layer took 28.6–35.7 s of CPU instead of 32.7–40.2 s, about 1 s less wall,
 * and 1.07–1.14 GB of memory at its peak instead of 0.85–0.95 GB (the build's peak is Next's).
 */
const CONTENTLAYER_FLAGS = ['--max-semi-space-size=64', ...JIT_FLAGS];
/**
 * `next build`'s environment: JIT_FLAGS reach it and its render workers through a preload, and its export moves the
 * prerendered files instead of copying them (another preload; each file says why).
 */
const preload = (name) => `--require ${JSON.stringify(path.resolve('scripts', 'lib', name))}`;
const NEXT_ENV = {
  NODE_OPTIONS: [process.env.NODE_OPTIONS, preload('v8-flags.cjs'), preload('export-moves.cjs')].filter(Boolean).join(' '),
  MYBLOG_V8_FLAGS: JIT_FLAGS.join(' '),
};
/** `--force`: build everything from scratch, the compile included. */
const FORCE = process.argv.includes('--force') || process.env.MYBLOG_FORCE_BUILD === '1';
const timings = {};
/** The content checks, run beside the render; aborting `stopRender` stops Next when they fail. */
let contentChecks;
const stopRender = new AbortController();
/** Up to this many edited documents compile on the content layer's own thread (lib/mdx/compile-pool.ts). */
const FEW_DOCUMENTS = 4;

/** The content root as messages name it: relative to the working directory when inside it. */
function contentDirLabel() {
  return displayPath(contentRoot());
}

async function step(name, command, args, options = {}) {
  const start = performance.now();
  // Each stream whole: a chunk of one may arrive in the middle of a line of the other, or a report be cut in two.
  const streams = { stdout: '', stderr: '' };
  const code = await run(command, args, { ...options, onOutput: (text, stream) => (streams[stream] += text) });
  timings[name] = (performance.now() - start) / 1000;
  const output = `${streams.stdout}\n${streams.stderr}`;
  if (code !== 0 || options.failOn?.test(output)) {
    const details = options.explain?.(output) ?? [];
    if (details.length > 0)
      console.error(`\n${name}: ${details.length} problem(s)\n${details.map((d) => `  ✗ ${d}`).join('\n')}`);
    throw new Error(`${name} failed${code !== 0 ? ` (exit code ${code})` : ''}`);
  }
  console.log(`✓ ${name} (${since(start)})`);
}

/**
 * Waits for steps run side by side and throws the first one's failure, only once all have finished (so
 * nothing still writes into the staging folder when a failed build removes it).
 */
async function settle(steps) {
  const failure = (await Promise.allSettled(steps)).find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
}

function timed(name, fn) {
  const start = performance.now();
  const result = fn();
  timings[name] = (performance.now() - start) / 1000;
  console.log(`✓ ${name} (${since(start)})`);
  return result;
}

const writeTimings = (start, extra = {}) => {
  fs.mkdirSync('.build', { recursive: true });
  fs.writeFileSync(
    path.join('.build', 'timings.json'),
    JSON.stringify({ ...extra, ...timings, total: (performance.now() - start) / 1000 }, null, 2),
  );
};

/** What this build can reuse: `{ unchanged }`, `{ markdownBodies }` (a partial render may do) or `{ reason }` for a full one. */
function plan(previous, code, content) {
  if (FORCE) return { reason: '--force' };
  if (!previous) return { reason: 'no previous build' };
  if (!fs.existsSync(path.join(OUT, 'index.html'))) return { reason: 'out/ is missing' };
  if (previous.code !== code) return { reason: 'the sources or dependencies changed' };
  if (previous.contentlayerCache !== contentlayerCacheStamp())
    return { reason: "the content layer's cache was written by another process" };
  const change = contentChange(previous.content, content);
  // A partial render merges pages that are folders (`docs/intro/index.html`), not a `trailingSlash: false` export's files.
  if (change.markdownBodies && pagesAreFiles()) return { reason: 'pages are files (trailingSlash: false)' };
  // A default-locale document is also served, untranslated, at each other locale's URL: which pages show it is
  // not worked out, so every page is rendered.
  if (change.markdownBodies && hasLocales()) return { reason: 'the site has several locales' };
  return change;
}

/** The content folder's site config as written (`{}` for this project's own site, config/site.ts). */
function siteConfigJson() {
  try {
    return JSON.parse(fs.readFileSync(path.join(contentRoot(), 'site.config.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** Whether the content folder's site config sets Docusaurus's `trailingSlash: false` (pages written as `name.html`). */
const pagesAreFiles = () => siteConfigJson().trailingSlash === false;

/** Whether the site has more than one locale: its pages then need their `<html lang>` written (scripts/lib/html-lang.mjs). */
const hasLocales = () => (siteConfigJson().i18n?.locales?.length ?? 0) > 1;

/** Writes each page's language into its `<html lang dir>` on a multilingual site. */
function writeLanguages(dir) {
  if (hasLocales()) timed('html lang', () => writeHtmlLanguages(dir));
}

/** The build's TypeScript steps, run with node once bundled (`bundleScripts`). */
const SCRIPTS = ['content-update', 'check-content', 'mdx-modules', 'postbuild'];

/**
 * The build's TypeScript scripts bundled into `.build/scripts/<name>.mjs` as ES modules, their packages imported
 * from node_modules, so that node runs them: like the content layer's code, and unlike tsx, which loads them
 * as CommonJS (several of the Markdown pipeline's packages are ES modules only) and took ~0.6 s to start each
 * of the three that run in every build. One esbuild call, while the content layer runs, or none when every file
 * the last call read is as it was (their hashes, from its metafile, in `.build/scripts/inputs.json`): the call
 * took about 1 s of CPU and 0.5 s of a rebuild's wall time (N=1000, 2026-11-27), in front of the content update.
 */
async function bundleScripts() {
  const outdir = path.resolve('.build', 'scripts');
  const outputs = Object.fromEntries(SCRIPTS.map((name) => [name, path.join(outdir, `${name}.mjs`)]));
  const inputsFile = path.join(outdir, 'inputs.json');
  const hashOf = (file) => sha(fs.readFileSync(file));
  const key = JSON.stringify({ SCRIPTS, NODE_BUNDLE, esbuild: esbuildVersion });
  try {
    const previous = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    if (
      previous.key === key &&
      Object.values(outputs).every((file) => fs.existsSync(file)) &&
      Object.entries(previous.inputs).every(([file, hash]) => fs.existsSync(file) && hashOf(file) === hash)
    )
      return outputs;
  } catch {
    // no previous bundle, or one of another shape: bundle
  }
  // A new bundle replaces the whole folder: the chunks of the previous one would stay beside it.
  fs.rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await esbuild({
    ...NODE_BUNDLE,
    entryPoints: SCRIPTS.map((name) => path.join('scripts', `${name}.ts`)),
    // A dynamic import of the project's code is a chunk of its own, loaded when it runs: without splitting, esbuild
    // hoists the packages that code imports to the top of the entry, so a script loaded the MDX compiler (@mdx-js/mdx,
    // Shiki, KaTeX) on every run even where it compiles nothing (the MDX modules step of a rebuild: 0.8 of its 1.6 s).
    splitting: true,
    tsconfig: 'tsconfig.scripts.json',
    // Read from disk in a build (lib/content/collections.ts); `next dev`'s import of it is not theirs to bundle: it
    // would put the whole generated content (28 MB of JavaScript at N=1000) into every script that reads collections.
    external: ['contentlayer/generated'],
    outdir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
  });
  // esbuild's service process would otherwise stay until the build ends: 26 MB at the build's peak of memory,
  // when Next renders.
  await stopEsbuild();
  // The files it read (relative to the working directory), and the tsconfig that decides how it read them.
  const files = [...Object.keys(metafile.inputs), 'tsconfig.scripts.json', 'tsconfig.json'];
  if (files.every((file) => fs.existsSync(file)))
    fs.writeFileSync(inputsFile, JSON.stringify({ key, inputs: Object.fromEntries(files.map((file) => [file, hashOf(file)])) }));
  return outputs;
}

/**
 * How many workers Next renders `pages` pages on: one per PAGES_PER_WORKER, one per core at most. A worker costs
 * about a second of CPU to start (it loads the whole server bundle), which a site of 81 pages does not win back:
 * on two cores it rendered in the same 3.9 s on one worker as on two, with 1.1 s less CPU (2026-11-24).
 */
const PAGES_PER_WORKER = 300;
const renderWorkers = (pages) => String(Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pages / PAGES_PER_WORKER))));

/** Deletes `dir` in a detached process, so that this one need not wait for it. */
function removeInBackground(dir) {
  const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })';
  spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
}

async function main() {
  const start = performance.now();
  // A folder that has built before will compile again: Turbopack keeps its cache there (next.config.ts).
  const builtBefore = fs.existsSync(NEXT_DIR);
  // Previous exports that a build moved aside and whose deletion did not finish (the machine stopped).
  const buildDir = path.dirname(OLD_OUT_PREFIX);
  for (const name of fs.existsSync(buildDir) ? fs.readdirSync(buildDir) : [])
    if (name.startsWith(path.basename(OLD_OUT_PREFIX))) removeInBackground(path.join(buildDir, name));
  const root = contentRoot();
  // The content layer's glob follows symlinks: a loop would have it walk until names grow too long.
  const loops = symlinkLoops(root);
  if (loops.length > 0)
    throw new Error(
      `${loops.map((l) => `${contentDirLabel()}/${l}`).join(', ')}: a symlink to a folder that contains it (a loop): remove it or point it elsewhere`,
    );
  const previous = readState();
  const content = contentState(root);
  let mode = plan(previous, codeFingerprint(), content);
  if (mode.unchanged) {
    writeTimings(start, { unchanged: true });
    console.log(
      `✓ Nothing changed since the last build (content, its dates in git, sources): out/ is up to date (${since(start)}). Use --force to rebuild.`,
    );
    return;
  }
  console.log(
    mode.reason ? `Full build: ${mode.reason}.` : `Changed: ${[...mode.markdownBodies, ...(mode.history ?? [])].join(', ')}.`,
  );
  clearState();
  if (!mode.markdownBodies) clearContentlayerCache();
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.rmSync(path.resolve('public', '_assets'), { recursive: true, force: true });

  // Edited Markdown or MDX bodies, and documents whose dates in git changed (a post's date may be the commit
  // that added it: lib/content/post-date.ts), are updated in the generated data without Contentlayer
  // (scripts/content-update.ts; a few on its one thread, more on the compile threads). Whatever that does not
  // update (a file that is not a document) or cannot (an error, which Contentlayer then words) goes through
  // Contentlayer.
  const toUpdate = [...(mode.markdownBodies ?? []), ...(mode.history ?? [])];
  const bodies = toUpdate.length;
  const few = bodies > 0 && bodies <= FEW_DOCUMENTS;
  const compileEnv = { MYBLOG_CONTENT_CACHE: '1', ...(few ? { MYBLOG_COMPILE_IN_PLACE: '1' } : {}) };
  const scripts = bundleScripts();
  scripts.catch(() => {}); // awaited where used
  const updated =
    bodies > 0 &&
    (await scripts
      .then((bundled) => step('content update', process.execPath, [bundled['content-update'], ...toUpdate], { env: compileEnv }))
      .then(
        () => true,
        () => false,
      ));
  // Contentlayer logs some document errors without failing: treat its error reports as failures.
  // Documents compile on worker threads (a few edited ones on its own thread), through the persistent cache of
  // compiled documents.
  if (!updated)
    await step('content layer', process.execPath, [...CONTENTLAYER_FLAGS, CONTENTLAYER, 'build'], {
      env: compileEnv,
      failOn:
        /Error: Found \d+ problems|UnexpectedMDXError|UnexpectedMarkdownError|ComputedFieldError|ContentError|ConfigReadError/,
      explain: (output) => [
        ...summarizeContentErrors(output, contentDirLabel()),
        ...explainOutOfMemory(output, contentRoot(), contentDirLabel()),
      ],
    });
  const bundled = await scripts;
  // The content checks only read the content layer's output: they run beside the MDX modules and Next's render
  // until post-processing, and their failure stops the render and fails the build with their report (main's
  // catch). At N=1000 they took 0.6 s before a clean build's compile and 1.2 s before a partial render.
  contentChecks = step('content checks', process.execPath, [bundled['check-content']], { env: { NODE_ENV: 'production' } });
  contentChecks.catch(() => stopRender.abort());
  const modules = step('mdx modules', process.execPath, [bundled['mdx-modules'], '--replay']);
  // While that runs: the routes that show the changed bodies, in case the code allows a partial render.
  let affected;
  try {
    if (mode.markdownBodies) affected = timed('affected routes', () => affectedRoutes(OUT, exportBasePath(OUT), mode.history));
  } finally {
    await modules;
  }

  // The build is named after what Next compiles, MDX modules included: a build renders on the compile in
  // .next/ when it is this one, and a partial build must render with the same code as the pages it keeps.
  const compile = compileFingerprint();
  const code = codeFingerprint(compile);
  const buildId = buildIdOf(compile);
  const compiled =
    !FORCE &&
    fs.existsSync(path.join(NEXT_DIR, 'BUILD_ID')) &&
    fs.readFileSync(path.join(NEXT_DIR, 'BUILD_ID'), 'utf8') === buildId;
  let routes;
  if (mode.markdownBodies) {
    if (code !== previous.code) mode = { reason: 'the MDX modules changed (an import was added or removed)' };
    else if (!compiled) mode = { reason: '.next/ holds another build' };
    else {
      if (!affected.routes) mode = { reason: affected.reason };
      else if (affected.routes.length > MAX_PARTIAL_ROUTES) mode = { reason: `${affected.routes.length} pages show the change` };
      else routes = affected.routes;
    }
    if (!routes) console.log(`Rendering every page: ${mode.reason}.`);
  }

  // Pages of a full build: about one per Markdown document (tag and list pages come on top).
  const documents = Object.keys(content).filter((file) => /\.mdx?$/.test(file)).length;
  // Generate mode renders on the compile in .next/; its prerender manifest must go, or Next's export step
  // reads the stale one and copies no page.
  const generate = (exportDir, only) => {
    fs.rmSync(path.join(NEXT_DIR, 'prerender-manifest.json'), { force: true });
    fs.rmSync(exportDir, { recursive: true, force: true });
    return step('next build', bin('next'), ['build', '--experimental-build-mode=generate'], {
      env: {
        ...NEXT_ENV,
        NODE_ENV: 'production',
        MYBLOG_EXPORT_DIR: path.relative(process.cwd(), exportDir),
        MYBLOG_BUILD_ID: buildId,
        ...(only ? { MYBLOG_ONLY_ROUTES: `@${only}` } : {}),
        MYBLOG_RENDER_WORKERS: renderWorkers(only ? routes.length : documents),
      },
      signal: stopRender.signal,
    });
  };
  /** The search index of the staging export; the indexes of out/ whose pages are unchanged are kept. */
  const searchIndex = (options = {}) =>
    step(
      'search index',
      process.execPath,
      ['scripts/search-index.mjs', STAGING, ...(!FORCE && fs.existsSync(OUT) ? ['--reuse', OUT] : []), ...(options.args ?? [])],
      options,
    );
  let searching;
  if (routes) {
    console.log(`Rendering ${routes.length} page(s) again: ${routes.slice(0, 6).join(' ')}${routes.length > 6 ? ' …' : ''}`);
    fs.writeFileSync(ONLY_ROUTES, JSON.stringify(routes));
    // The search index starts on out/'s pages while Next renders, and takes the new ones once merged.
    let merged;
    searching = searchIndex({ args: ['--changed', ONLY_ROUTES], input: new Promise((resolve) => (merged = resolve)) });
    searching.catch(() => {}); // awaited below
    try {
      // While Next renders: the merged export's other files, linked from out/.
      await settle([
        generate(PARTIAL, ONLY_ROUTES).then(() => writeLanguages(PARTIAL)),
        Promise.resolve().then(() => timed('link out/', () => linkPreviousExport(OUT, STAGING, path.resolve('public')))),
      ]);
      timed('merge', () => mergeExport(OUT, PARTIAL, STAGING, routes));
      merged('ready\n');
    } catch (error) {
      merged('');
      await searching.catch(() => {});
      throw error;
    }
    fs.rmSync(PARTIAL, { recursive: true, force: true });
  } else if (compiled) {
    console.log('The code is the one compiled in .next/: every page is rendered on that compile.');
    await generate(STAGING);
    writeLanguages(STAGING);
  } else {
    await step('next build', bin('next'), ['build'], {
      env: {
        ...NEXT_ENV,
        MYBLOG_EXPORT_DIR: path.relative(process.cwd(), STAGING),
        MYBLOG_BUILD_ID: buildId,
        MYBLOG_RENDER_WORKERS: renderWorkers(documents),
        MYBLOG_TURBOPACK_CACHE: builtBefore ? '1' : '0',
      },
      signal: stopRender.signal,
    });
    writeLanguages(STAGING);
  }
  await contentChecks;
  // Post-processing checks the export while the search index is built from its pages.
  await settle([
    step('post-processing', process.execPath, [bundled.postbuild, STAGING], { env: { NODE_ENV: 'production' } }),
    searching ?? searchIndex(),
  ]);

  // Swap the finished export in. The previous one is moved aside and deleted by a detached process that outlives
  // this one: unlinking its ~7,500 files (N=1000) took 0.5 s of a rebuild, 1.9 s of a full build.
  const old = `${OLD_OUT_PREFIX}${process.pid}`;
  if (fs.existsSync(OUT)) fs.renameSync(OUT, old);
  fs.renameSync(STAGING, OUT);
  removeInBackground(old);
  saveState({ code, buildId, content, contentlayerCache: contentlayerCacheStamp() });
  writeTimings(start, { partial: Boolean(routes), routes: routes?.length, compiled: !routes && compiled });
  console.log(`\nBuilt out/ in ${since(start)}${routes ? ` (${routes.length} page(s) rendered again)` : ''}`);
}

main().catch(async (error) => {
  // A render stopped by failed content checks fails with their report (and waits for them to end).
  const checksFailure = await contentChecks?.then(
    () => undefined,
    (failure) => failure,
  );
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.rmSync(PARTIAL, { recursive: true, force: true });
  clearState();
  console.error(`\n✗ Build failed: ${(checksFailure ?? error).message}. out/ was left as it was.`);
  process.exit(1);
});
