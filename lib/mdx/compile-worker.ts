/** A worker thread that compiles documents for lib/mdx/compile-threads.ts, one at a time. */
import { parentPort } from 'node:worker_threads';
import { addKnownUrlFrontMatter } from '../content/permalinks';
import { compileDocument } from './compile';
import { writeCached } from './compile-cache';
import type { Job } from './compile-threads';

/** The front matter that decides linked documents' URLs, as the content layer's thread read it, before the first job. */
interface Seed {
  readonly urlFrontMatter: Parameters<typeof addKnownUrlFrontMatter>[0];
}

let queue = Promise.resolve();

parentPort?.on('message', (message: Job | Seed) => {
  if ('urlFrontMatter' in message) return addKnownUrlFrontMatter(message.urlFrontMatter);
  const job = message;
  queue = queue.then(async () => {
    try {
      const result = await compileDocument(job.kind, job.text, job.raw, job.entryDir);
      if (job.cacheKey) writeCached(job.cacheKey, result);
      parentPort?.postMessage({ id: job.id, result });
    } catch (error) {
      const e = error as Error;
      parentPort?.postMessage({ id: job.id, error: { name: e.name, message: e.message, stack: e.stack } });
    }
  });
});
