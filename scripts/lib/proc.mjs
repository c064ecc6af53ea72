// Small process helpers shared by the build, dev, serve and test scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Absolute path of a binary installed in node_modules/.bin. */
export const bin = (name) => path.resolve('node_modules', '.bin', name);

/**
 * Runs a command, streaming its output; resolves with its exit code (or rejects when it cannot start).
 * `onOutput(text, stream)` sees every chunk and which stream (`'stdout'`, `'stderr'`) it came on (used to spot
 * errors that a tool prints but does not exit with; the two streams' chunks interleave anywhere, mid-line too). `input`: a promise
 * of the text its standard input gets, then ends (otherwise it has none). `signal`: aborting it ends the command
 * (SIGTERM), which then rejects once the command has exited.
 */
export function run(command, args, { env = {}, onOutput, quiet = false, input, signal } = {}) {
  return new Promise((resolve, reject) => {
    // PWD follows the working directory: Contentlayer takes its project folder from $PWD, not from cwd().
    const child = spawn(command, args, {
      env: { ...process.env, PWD: process.cwd(), ...env },
      stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    const stop = () => child.kill('SIGTERM');
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
    if (input) {
      child.stdin.on('error', () => {}); // it may have ended without reading
      void input.then((text) => child.stdin.end(text));
    }
    const forward = (name, target) =>
      child[name].on('data', (chunk) => {
        onOutput?.(chunk.toString(), name);
        if (!quiet) target.write(chunk);
      });
    forward('stdout', process.stdout);
    forward('stderr', process.stderr);
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', stop);
      if (signal?.aborted) reject(new Error('stopped'));
      else resolve(code ?? (killedBy ? 1 : 0));
    });
  });
}

/** Milliseconds since `start`, formatted. */
export const since = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
