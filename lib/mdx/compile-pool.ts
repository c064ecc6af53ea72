/**
 * Compiles documents on worker threads, one per core, so the content layer uses every core (it keeps as many
 * documents in flight as there are cores). The worker's code is bundled once per process with esbuild.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { Compiled, RawDocumentData } from './compile';

interface Pending {
  readonly resolve: (value: Compiled) => void;
  readonly reject: (error: Error) => void;
}

let workers: { worker: Worker; busy: number }[] | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorkers(): { worker: Worker; busy: number }[] {
  const outfile = path.resolve('.build', 'compile-worker', `worker-${process.pid}.mjs`);
  buildSync({
    entryPoints: [path.resolve('lib/mdx/compile-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  return Array.from({ length: Math.max(1, os.availableParallelism()) }, () => {
    const worker = new Worker(outfile, { env: process.env });
    worker.unref();
    worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: Compiled; error?: { name: string; message: string; stack?: string } }) => {
        const job = pending.get(id);
        pending.delete(id);
        const slot = workers?.find((w) => w.worker === worker);
        // An idle worker must not keep the process alive; a busy one must (nothing else waits on it).
        if (slot && --slot.busy === 0) worker.unref();
        if (!job) return;
        if (result) job.resolve(result);
        else job.reject(Object.assign(new Error(error?.message), { name: error?.name ?? 'Error', stack: error?.stack }));
      },
    );
    return { worker, busy: 0 };
  });
}

/** Compiles a document on the least busy worker. */
export function compileOnWorker(kind: 'md' | 'mdx', text: string, raw: RawDocumentData, entryDir: string): Promise<Compiled> {
  workers ??= startWorkers();
  const slot = workers.reduce((a, b) => (b.busy < a.busy ? b : a));
  if (slot.busy++ === 0) slot.worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    slot.worker.postMessage({ id, kind, text, raw, entryDir });
  });
}
