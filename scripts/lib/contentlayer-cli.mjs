// Contentlayer's CLI (`contentlayer2 build|dev`) as the build and the dev server run it, with three changes to how
// it runs (its output is the same) and one to what it declares:
// - Loaded from one bundled module (scripts/lib/contentlayer-bundle.mjs): Node's loader took ~1 CPU-second of every
//   run (each test fixture's build, the N=1000 build's first seconds) to load its ~2,000 module files. The CLI's
//   `contentlayer2/source-files` is handed to contentlayer.config.ts (lib/content/contentlayer-api.ts).
// - Effect-TS's execution tracing off. The CLI imports `Tracing/Enable` first thing, so every fiber it forks
//   copies its parent's trace ring buffers: at 10,000 documents that copying was three quarters of the content
//   layer's main thread and made it grow faster than the document count. The runtime's default platform reads
//   the flag once, when its module loads: loaded here before the CLI, it keeps tracing off (error messages are
//   unchanged).
// - More documents in flight. Contentlayer processes `os.cpus().length` documents at a time (fetchAllDocuments,
//   the only reader of os.cpus in this process). Each spends part of its turn on this thread (front matter,
//   computed fields) and part on a compile thread (lib/mdx/compile-threads.ts); with one document per core, a
//   compile thread waits while its document is on this thread. On two cores, the content layer of the
//   benchmark's 1,000 pages with 2 documents in flight took 17.4–18.0 s; with 4, 16.2–16.9 s; with 6 (three
//   per core), 15.8–16.5 s; with 8, 17.2–17.7 s and more CPU (2026-11-24).
// - Documents compiled ahead in a build (lib/mdx/compile-ahead.ts): first thing, this process hands the
//   documents to the compile threads, which would otherwise wait ~2 s for Contentlayer to load and to compile its
//   config. At N=1000 on two cores (2026-11-25, the content layer alone, alternated): 11.7–14.6 s (mean 13.0)
//   against 12.8–15.1 s (mean 14.0), eight runs each; the generated documents are the same.
// - Front-matter keys declared under `dev` only (MYBLOG_CONTENTLAYER_DEV, read by contentlayer.config.ts'
//   `fieldsOf`): there Contentlayer reuses its cache on each save; a build is faster without them.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOURCE_FILES_KEY } from '../../lib/contentlayer-api-key.mjs';
import { NODE_BUNDLE } from '../../lib/node-bundle.mjs';
import { contentlayerBundle } from './contentlayer-bundle.mjs';

/**
 * Starts compiling the documents of a build (MYBLOG_CONTENT_CACHE=1, set by scripts/build.mjs) on the compile
 * threads: one esbuild call bundles their code and lib/mdx/compile-ahead.ts, which starts them.
 */
async function compileAhead() {
  const { build } = await import('esbuild');
  const outdir = path.resolve('.build', 'compile-worker');
  const [worker, ahead] = ['worker', 'ahead'].map((name) => `${name}-${process.pid}`);
  await build({
    ...NODE_BUNDLE,
    entryPoints: { [worker]: path.resolve('lib/mdx/compile-worker.ts'), [ahead]: path.resolve('lib/mdx/compile-ahead.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
  });
  const aheadFile = path.join(outdir, `${ahead}.mjs`);
  try {
    const { compileDocumentsAhead } = await import(pathToFileURL(aheadFile).href);
    compileDocumentsAhead(path.join(outdir, `${worker}.mjs`));
  } finally {
    fs.rmSync(aheadFile, { force: true });
  }
}

// Whatever goes wrong here, the documents compile when Contentlayer asks for them, and it reports their errors.
if (process.argv[2] === 'build' && process.env.MYBLOG_CONTENT_CACHE === '1') await compileAhead().catch(() => {});

// The CLI bundled into one module (scripts/lib/contentlayer-bundle.mjs), which loads Effect-TS before the CLI:
// tracing stays off (above). Should bundling fail, the packages themselves, in that order.
const bundle = await contentlayerBundle().catch((error) => {
  console.warn(`warn  [content layer] Contentlayer's CLI not bundled (${error.message}): loaded from node_modules`);
  return undefined;
});
if (!bundle) {
  await import('@effect-ts/system/Effect');
  globalThis[Symbol.for(SOURCE_FILES_KEY)] = await import('contentlayer2/source-files');
}

const DOCUMENTS_PER_CORE = 3;
const cpus = os.cpus.bind(os);
os.cpus = () => {
  const list = cpus();
  return Array.from({ length: list.length * DOCUMENTS_PER_CORE }, (_, i) => list[i % list.length]);
};
// Contentlayer imports `* as os`: the namespace's bindings follow the patched object only once synced.
syncBuiltinESMExports();

if (process.argv[2] === 'dev') process.env.MYBLOG_CONTENTLAYER_DEV = '1';

const { run } = bundle ? await import(pathToFileURL(bundle).href) : await import('@contentlayer2/cli');
await run();
