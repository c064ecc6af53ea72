/**
 * Compiles documents on worker threads, one per core (fewer on a small site, see `workerCount`), so the content
 * layer uses every core (scripts/lib/contentlayer-cli.mjs keeps three documents per core in flight). The
 * worker's code is bundled once per process with esbuild.
 * When the build knows only a few documents need compiling (`MYBLOG_COMPILE_IN_PLACE=1`: an incremental build
 * after editing a few Markdown bodies), or the site is small (IN_PLACE_DOCUMENTS), they compile on this thread
 * instead, one at a time: bundling and starting the workers would take longer than the compiles.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { listFiles } from '../files.mjs';
import { getContentRoot } from '../content/paths';
import { knownUrlFrontMatter } from '../content/permalinks';
import { compileDocument, type Compiled, type RawDocumentData } from './compile';

interface Pending {
  readonly resolve: (value: Compiled) => void;
  readonly reject: (error: Error) => void;
}

let workers: Promise<{ worker: Worker; busy: number }[]> | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;
let keepAlive: ReturnType<typeof setInterval> | undefined;
let inFlight = 0;

/**
 * One thread per DOCUMENTS_PER_WORKER Markdown documents of the content root, one per core at most. Each loads
 * Shiki and compiles the regular expressions of every language it meets, 1.5 to 5 s of CPU on a site with much
 * code. On two cores (2026-11-24): this site (38 documents) took 9.4 s on one thread as on two, with 3 s less
 * CPU; a real site of 93 documents 13.0 s against 13.8 s, 5 s less CPU; one of 352 documents 13.4 s against
 * 12.9 s, 2.5 s less CPU.
 */
const DOCUMENTS_PER_WORKER = 300;

/**
 * A site of up to this many Markdown documents compiles them on the content layer's own thread. A compile thread
 * costs ~0.5 s of wall and CPU to start (its bundle, the pipeline's modules loaded again), which only the overlap
 * of its compiles with Contentlayer's own work per document wins back. On two cores (2026-11-24, the content layer
 * alone, alternated): a fixture of 8 documents took 2.32–2.43 s in place against 2.82–2.92 s with a thread; this
 * site (38 documents, much code) 9.1–9.7 s against 9.8–11.5 s.
 */
const IN_PLACE_DOCUMENTS = 40;

/** The Markdown documents of the content root (read once). */
let documentCount: number | undefined;
const documents = (): number =>
  (documentCount ??= listFiles(
    getContentRoot(),
    (name) => /\.mdx?$/.test(name),
    (dir) => dir !== 'node_modules',
  ).length);

const workerCount = (): number => Math.max(1, Math.min(os.availableParallelism(), Math.ceil(documents() / DOCUMENTS_PER_WORKER)));

async function startWorkers(): Promise<{ worker: Worker; busy: number }[]> {
  const outfile = path.resolve('.build', 'compile-worker', `worker-${process.pid}.mjs`);
  await build({
    entryPoints: [path.resolve('lib/mdx/compile-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  const slots = Array.from({ length: workerCount() }, () => {
    const worker = new Worker(outfile, { env: process.env, workerData: { urlFrontMatter: knownUrlFrontMatter() } });
    worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: Compiled; error?: { name: string; message: string; stack?: string } }) => {
        const job = pending.get(id);
        pending.delete(id);
        const slot = slots.find((w) => w.worker === worker);
        if (slot) slot.busy--;
        if (!job) return;
        if (result) job.resolve(result);
        else job.reject(Object.assign(new Error(error?.message), { name: error?.name ?? 'Error', stack: error?.stack }));
      },
    );
    // After the listener: adding a 'message' listener refs the worker's port again.
    worker.unref();
    return { worker, busy: 0 };
  });
  return slots;
}

const compilesInPlace = (): boolean => process.env.MYBLOG_COMPILE_IN_PLACE === '1' || documents() <= IN_PLACE_DOCUMENTS;
let inPlaceQueue: Promise<unknown> = Promise.resolve();

/** Compiles a document on the least busy worker (or on this thread, see above). */
export async function compileOnWorker(
  kind: 'md' | 'mdx',
  text: string,
  raw: RawDocumentData,
  entryDir: string,
): Promise<Compiled> {
  if (compilesInPlace()) {
    // compileDocument collects the warnings it prints: one compile at a time.
    const compiled = inPlaceQueue.then(() => compileDocument(kind, text, raw, entryDir));
    inPlaceQueue = compiled.catch(() => undefined);
    return compiled;
  }
  // Workers never keep the process alive (they are unref'd); a timer does while any compile is under way.
  inFlight++;
  keepAlive ??= setInterval(() => undefined, 60_000);
  try {
    workers ??= startWorkers();
    const slots = await workers;
    const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    const id = nextId++;
    return await new Promise<Compiled>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, kind, text, raw, entryDir });
    });
  } finally {
    if (--inFlight === 0 && keepAlive) {
      clearInterval(keepAlive);
      keepAlive = undefined;
    }
  }
}
