/**
 * The compile threads: one per core (fewer on a small site, see `workerCount`), so the content layer uses every
 * core (scripts/lib/contentlayer-cli.mjs keeps three documents per core in flight). Their code
 * (lib/mdx/compile-worker.ts) is bundled once per process with esbuild. lib/mdx/compile-pool.ts decides between
 * them and the content layer's own thread; this module does not load the Markdown pipeline.
 *
 * A build also hands the threads every document before Contentlayer asks for them (`compileAhead`, from
 * lib/mdx/compile-ahead.ts, which scripts/lib/contentlayer-cli.mjs runs before Contentlayer loads): the threads
 * then compile from the start of the process, and a document Contentlayer asks for before its turn goes to a
 * thread at once. The pool lives on `globalThis`, so the CLI's copy of this module and the one bundled into
 * Contentlayer's config share it.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { listFiles } from '../files.mjs';
import { NODE_BUNDLE } from '../node-bundle.mjs';
import { getContentRoot } from '../content/paths';
import { knownUrlFrontMatter } from '../content/permalinks';
import type { Compiled, RawDocumentData } from './compile';

interface Pending {
  readonly resolve: (value: Compiled) => void;
  readonly reject: (error: Error) => void;
}

/** What a thread is sent to compile (lib/mdx/compile-worker.ts). */
export interface Job {
  readonly id: number;
  readonly kind: 'md' | 'mdx';
  readonly text: string;
  readonly raw: RawDocumentData;
  readonly entryDir: string;
  /** The document's key in the compile cache (lib/mdx/compile-cache.ts): the thread stores its compile there. */
  readonly cacheKey?: string;
}

interface Slot {
  readonly worker: Worker;
  /** Jobs sent and not answered yet. */
  busy: number;
  /** Whether the thread has been given what this thread read of URL front matter (before its first job). */
  seeded: boolean;
}

/** A document compiled ahead: its job and its result. */
interface Ahead {
  readonly job: Job;
  readonly result: Promise<Compiled>;
}

interface Pool {
  workers?: Promise<Slot[]>;
  readonly pending: Map<number, Pending>;
  nextId: number;
  keepAlive?: ReturnType<typeof setInterval>;
  /** Compiles awaited by the content layer: while any is, a timer keeps the process alive (workers do not). */
  awaited: number;
  /** Jobs compiled ahead that no worker has yet, in order. */
  readonly queue: Job[];
  /** Documents compiled ahead, by cache key, until the content layer takes them. */
  readonly ahead: Map<string, Ahead>;
}

const POOL = Symbol.for('myblog.compile-pool');
const pool: Pool = ((globalThis as typeof globalThis & { [POOL]?: Pool })[POOL] ??= {
  pending: new Map(),
  nextId: 0,
  awaited: 0,
  queue: [],
  ahead: new Map(),
});

/**
 * Jobs compiled ahead that a worker holds at most: one compiling and one waiting in its port, so that it never
 * waits for this thread between two, and a document the content layer asks for waits behind at most two.
 */
const HELD = 2;

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

/** The Markdown documents of the content root (listed once). */
let documentList: string[] | undefined;
export const markdownFiles = (): string[] =>
  (documentList ??= listFiles(
    getContentRoot(),
    (name) => /\.mdx?$/.test(name),
    (dir) => dir !== 'node_modules',
  ));

const workerCount = (): number =>
  Math.max(1, Math.min(os.availableParallelism(), Math.ceil(markdownFiles().length / DOCUMENTS_PER_WORKER)));

/** The least busy worker (undefined when none is left). */
const leastBusy = (slots: Slot[]): Slot | undefined =>
  slots.length === 0 ? undefined : slots.reduce((a, b) => (b.busy < a.busy ? b : a));

/** Sends a job to the least busy thread; it fails when every thread has failed. */
function dispatch(slots: Slot[], job: Job): void {
  const slot = leastBusy(slots);
  if (slot) return send(slot, job);
  const pending = pool.pending.get(job.id);
  pool.pending.delete(job.id);
  pending?.reject(new Error('the compile threads failed'));
}

function send(slot: Slot, job: Job): void {
  if (!slot.seeded) {
    // By then this thread has read what it needs of URL front matter (in a build, every document's, for the keys).
    slot.seeded = true;
    slot.worker.postMessage({ urlFrontMatter: knownUrlFrontMatter() });
  }
  slot.busy++;
  slot.worker.postMessage(job);
}

/** Hands jobs compiled ahead to the workers that hold fewer than HELD. */
function feed(slots: Slot[]): void {
  for (let slot = leastBusy(slots); slot && pool.queue.length > 0 && slot.busy < HELD; slot = leastBusy(slots))
    send(slot, pool.queue.shift()!);
  if (slots.length === 0) for (const job of pool.queue.splice(0)) dispatch(slots, job);
}

/** Bundles the threads' code (scripts/lib/contentlayer-cli.mjs bundles it itself when it compiles ahead). */
async function bundleWorker(): Promise<string> {
  const outfile = path.resolve('.build', 'compile-worker', `worker-${process.pid}.mjs`);
  await build({ ...NODE_BUNDLE, entryPoints: [path.resolve('lib/mdx/compile-worker.ts')], outfile });
  return outfile;
}

function startWorkers(bundle: string): Slot[] {
  const slots: Slot[] = Array.from({ length: workerCount() }, () => {
    const slot: Slot = { worker: new Worker(bundle, { env: process.env }), busy: 0, seeded: false };
    slot.worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: Compiled; error?: { name: string; message: string; stack?: string } }) => {
        const job = pool.pending.get(id);
        pool.pending.delete(id);
        slot.busy--;
        feed(slots);
        if (!job) return;
        if (result) job.resolve(result);
        else job.reject(Object.assign(new Error(error?.message), { name: error?.name ?? 'Error', stack: error?.stack }));
      },
    );
    // A thread that fails outside a compile (its code does not load) answers nothing more: it gets no more jobs,
    // every compile still waiting fails, and the content layer compiles it again on its own thread or reports it.
    slot.worker.on('error', (error) => {
      slots.splice(slots.indexOf(slot), 1);
      for (const [id, job] of pool.pending) {
        pool.pending.delete(id);
        job.reject(error);
      }
    });
    // After the listeners: adding a 'message' listener refs the worker's port again.
    slot.worker.unref();
    return slot;
  });
  return slots;
}

/** A job and the promise of its result (answered through `pool.pending`). */
function newJob(fields: Omit<Job, 'id'>): { job: Job; result: Promise<Compiled> } {
  const id = pool.nextId++;
  const result = new Promise<Compiled>((resolve, reject) => pool.pending.set(id, { resolve, reject }));
  return { job: { id, ...fields }, result };
}

/** Awaits a compile on the workers, keeping the process alive meanwhile (the workers are unref'd). */
async function awaitCompile(result: Promise<Compiled>): Promise<Compiled> {
  pool.awaited++;
  pool.keepAlive ??= setInterval(() => undefined, 60_000);
  try {
    return await result;
  } finally {
    if (--pool.awaited === 0 && pool.keepAlive) {
      clearInterval(pool.keepAlive);
      pool.keepAlive = undefined;
    }
  }
}

export const compilesInPlace = (): boolean =>
  process.env.MYBLOG_COMPILE_IN_PLACE === '1' || markdownFiles().length <= IN_PLACE_DOCUMENTS;

/** Compiles a document on the least busy thread, which stores it in the compile cache under `cacheKey` if given. */
export function compileOnThreads(fields: Omit<Job, 'id'>): Promise<Compiled> {
  const { job, result } = newJob(fields);
  void startCompileWorkers().then((slots) => dispatch(slots, job));
  return awaitCompile(result);
}

/**
 * Hands the workers documents to compile before the content layer asks for them (`key`: the document's cache
 * key, lib/mdx/compile-cache.ts, where the thread stores it). Their results wait in the pool until
 * `takeCompiledAhead` takes them.
 */
export function compileAhead(
  documents: readonly { key: string; kind: 'md' | 'mdx'; text: string; raw: RawDocumentData }[],
  entryDir: string,
): void {
  for (const { key, kind, text, raw } of documents) {
    if (pool.ahead.has(key)) continue;
    const { job, result } = newJob({ kind, text, raw, entryDir, cacheKey: key });
    // A document nobody asks for (or one that fails, which the content layer compiles again) is no error here.
    result.catch(() => undefined);
    pool.queue.push(job);
    pool.ahead.set(key, { job, result });
  }
  void startCompileWorkers().then(feed);
}

/** Starts the threads, once: on their code bundled already (`bundle`), else once it is. */
export function startCompileWorkers(bundle?: string): Promise<Slot[]> {
  return (pool.workers ??= bundle ? Promise.resolve(startWorkers(bundle)) : bundleWorker().then(startWorkers));
}

/**
 * The compile of a document handed over by `compileAhead`, or undefined. A document still waiting for a worker
 * goes to one now, ahead of the others.
 */
export function takeCompiledAhead(key: string): Promise<Compiled> | undefined {
  const ahead = pool.ahead.get(key);
  if (!ahead) return undefined;
  pool.ahead.delete(key);
  const queued = pool.queue.indexOf(ahead.job);
  if (queued !== -1) {
    pool.queue.splice(queued, 1);
    void startCompileWorkers().then((slots) => dispatch(slots, ahead.job));
  }
  return awaitCompile(ahead.result);
}
