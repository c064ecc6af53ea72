// `npm run dev`: the content layer in watch mode and the Next dev server (Turbopack) side by side.
// Saving a Markdown file regenerates .contentlayer/generated, which Next hot-reloads into the open page.
// When the content layer rejects a file (front matter, MDX) it prints the error and keeps the last good
// data; this script turns that report into .contentlayer/dev-status.json, which the root layout throws
// from in development only, so Next's error overlay shows it too. Fixing the file clears it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_BULLET, describeProblem } from './lib/content-errors.mjs';
import { bin } from './lib/proc.mjs';
import { contentRoot } from '../lib/content-root.mjs';
import { displayPath } from '../lib/display-path.mjs';
import { symlinkLoops } from '../lib/files.mjs';

const port = process.env.PORT ?? '3000';
const host = '127.0.0.1';
const STATUS = path.resolve('.contentlayer', 'dev-status.json');
const RED = process.stdout.isTTY ? (s) => `\x1b[31m${s}\x1b[39m` : (s) => s;
const GREEN = process.stdout.isTTY ? (s) => `\x1b[32m${s}\x1b[39m` : (s) => s;

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

let current;
/** Writes the current content error (or null) for the layout, only when it changed. */
function setStatus(error) {
  if (error === current) return;
  const wasBroken = Boolean(current);
  current = error;
  fs.mkdirSync(path.dirname(STATUS), { recursive: true });
  const tmp = `${STATUS}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify({ error }, null, 2)}\n`);
  fs.renameSync(tmp, STATUS);
  if (error)
    console.error(RED(`\n✗ Content error (shown in the browser until the file is fixed):\n${error.replace(/^/gm, '  ')}\n`));
  else if (wasBroken) console.log(GREEN('✓ Content error fixed'));
}

/** A content-relative path as the author sees it (relative to the working directory when inside it). */
function display(rel) {
  return displayPath(path.join(contentRoot(), rel));
}

// Reading the content layer's report. A cycle starts with "File updated|deleted: <file>" (only that file
// is processed again) or a config change (everything is), and ends with "Generated N documents" or with
// "Error: Found N problems" and one bullet per rejected document, closed by "SourceFetchDataError". The
// last good data of a rejected file stays generated, so errors are kept per file until that file passes.
const errors = new Map(); // content-relative file ('' for errors not tied to a file) → summary line
let cycle = { files: new Set(), full: true };
let outcome; // 'ok' | 'error' | undefined while the cycle runs
let reported = [];
let unattributed = [];
let capturing;
let inWarning = false;
let partial = {}; // each stream's unfinished last line
let settle;

function endCycle() {
  if (!outcome) return;
  if (cycle.full) errors.clear();
  for (const file of cycle.files) errors.delete(file);
  if (outcome === 'ok') errors.delete('');
  for (const entry of reported) errors.set(entry.file, describeProblem(display(entry.file), entry.text.join('\n')));
  if (outcome === 'error' && reported.length === 0)
    errors.set('', unattributed.join('\n') || 'The content layer failed (see above).');
  setStatus(errors.size > 0 ? [...errors.values()].join('\n') : null);
  firstResult();
  cycle = { files: new Set(), full: false };
  outcome = undefined;
  reported = [];
  unattributed = [];
  capturing = undefined;
  inWarning = false;
}

/**
 * The content layer's watcher follows symlinks: a symlink to a folder that contains it would have it walk (and
 * regenerate) forever. Such a loop stops the dev server, naming it: true when there is one.
 */
function refuseSymlinkLoops() {
  const loops = symlinkLoops(contentRoot());
  if (loops.length === 0) return false;
  console.error(
    RED(
      `\n✗ ${loops.map((l) => display(l)).join(', ')}: a symlink to a folder that contains it (a loop); the content layer would follow it forever. Remove it and start again.\n`,
    ),
  );
  return true;
}
let loopCheck;

function onLine(line) {
  const update = /^File (updated|deleted): (.+)$/.exec(line);
  if (update && !loopCheck)
    loopCheck = setTimeout(() => {
      loopCheck = undefined;
      if (!stopping && refuseSymlinkLoops()) stop(1);
    }, 50);
  if (update || line.startsWith('Contentlayer config change detected')) {
    endCycle();
    if (update) cycle.files.add(update[2].trim());
    else cycle.full = true;
    return;
  }
  if (/^Generated \d+ documents?/.test(line)) {
    outcome = 'ok';
    endCycle();
    return;
  }
  if (/^Warning: Found \d+ problems/.test(line)) {
    inWarning = true;
    return;
  }
  const bullet = DOCUMENT_BULLET.exec(line);
  if (bullet && !inWarning) {
    capturing = { file: bullet[1], text: [bullet[2]] };
    reported.push(capturing);
    outcome = 'error';
  } else if (/^SourceFetchDataError\b/.test(line)) {
    outcome = 'error';
    endCycle();
  } else if (/^(Error: Found \d+ problems|[A-Z]\w*Error\b)/.test(line)) {
    outcome = 'error';
    inWarning = false;
    capturing = undefined;
    if (!line.startsWith('Error: Found')) unattributed.push(line);
  } else if (capturing && line.trim()) {
    capturing.text.push(line);
  } else if (outcome === 'error' && line.trim() && !/^\s*[└{}"]/.test(line)) {
    unattributed.push(line.trim());
  }
}

// Each stream is cut into lines on its own: a chunk of stderr (esbuild's own error print) may arrive in the
// middle of a line of the report on stdout.
function onContentOutput(text, stream) {
  const lines = ((partial[stream] ?? '') + text).split(/\r?\n/);
  partial[stream] = lines.pop() ?? '';
  for (const line of lines) onLine(line.replace(/\x1b\[[0-9;]*m/g, ''));
  // A report without its closing line (e.g. a config error) is taken as complete after a quiet moment.
  clearTimeout(settle);
  settle = setTimeout(() => {
    for (const rest of Object.values(partial)) if (rest) onLine(rest.replace(/\x1b\[[0-9;]*m/g, ''));
    partial = {};
    endCycle();
  }, 300);
}

const children = [];
function start(command, args, { onOutput } = {}) {
  // Contentlayer finds its config and output folder from $PWD, not the process's working directory.
  const child = spawn(command, args, {
    env: { ...process.env, PWD: process.cwd() },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
  });
  if (onOutput) {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      onOutput(chunk.toString(), 'stdout');
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      onOutput(chunk.toString(), 'stderr');
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${path.basename(command)} stopped (${signal ?? `exit code ${code}`}); stopping the dev server.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (current) fs.writeFileSync(STATUS, `${JSON.stringify({ error: null }, null, 2)}\n`); // no stale error for a later `next dev`
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

// Next starts once the content layer has generated (or rejected) the content, so its first compile finds
// .contentlayer/generated; the status file must exist before the layout is compiled.
let nextStarted = false;
function firstResult() {
  if (nextStarted) return;
  nextStarted = true;
  // The modules MDX imports (npm packages, the author's components) must exist before Next compiles a page;
  // an import added while the server runs needs a restart.
  spawnSync(bin('tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'scripts/mdx-modules.ts'], { stdio: 'inherit' });
  // The base path the site is configured with (lib/routes.ts, from the content folder's site config).
  const basePath = spawnSync(bin('tsx'), ['--tsconfig', 'tsconfig.scripts.json', '-'], {
    input: "process.stdout.write(require('./lib/routes.ts').basePath)",
    encoding: 'utf8',
  }).stdout;
  console.log(`\n▶ next dev on http://${host}:${port}${basePath}/\n`);
  start(bin('next'), ['dev', '--turbopack', '--hostname', host, '--port', port]);
}

if (refuseSymlinkLoops()) process.exit(1);
setStatus(null);
console.log(`▶ contentlayer2 dev (content: ${display('')})`);
// Contentlayer's CLI without Effect-TS tracing (see scripts/lib/contentlayer-cli.mjs).
start(process.execPath, [path.join('scripts', 'lib', 'contentlayer-cli.mjs'), 'dev'], { onOutput: onContentOutput });
setTimeout(firstResult, 120_000).unref();
