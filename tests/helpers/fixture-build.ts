/**
 * Builds a fixture content tree the way `npm run build` does, in an isolated workspace (the main
 * checkout's out/ and .contentlayer/ are untouched). A case folder holds only the files it adds or
 * replaces; it is laid over tests/fixtures/base/content. A workspace holds one build at a time: a test file's
 * own (`buildFixture`, `buildInWorkspace`), or one that test files take in turn (`buildSharingCompile`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { siteConfig, SITE_CONFIG_FILE } from '../../config/site';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { createWorkspace } from '../../scripts/lib/workspace.mjs';
import { removeAtExit, tempFolder } from './temp';

const FIXTURES = path.resolve('tests', 'fixtures');

/** The outcome of a fixture build. */
export interface FixtureBuild {
  readonly code: number;
  /** stdout and stderr, interleaved. */
  readonly output: string;
  /** The workspace's out/ (present only when the build succeeded). */
  readonly out: string;
  readonly contentDir: string;
}

/**
 * Composes base + case content into a temp folder; `remove` deletes paths of the base first. Several cases
 * (whose files do not overlap) can be laid over the base together.
 */
export function composeContent(
  cases: string | readonly string[] | undefined,
  { remove = [] as string[], base = true } = {},
): string {
  const names = cases === undefined ? [] : typeof cases === 'string' ? [cases] : cases;
  const dir = tempFolder(`myblog-${names.join('+') || 'base'}`);
  if (base) fs.cpSync(path.join(FIXTURES, 'base', 'content'), dir, { recursive: true });
  for (const rel of remove) fs.rmSync(path.join(dir, rel), { recursive: true, force: true });
  for (const name of names) fs.cpSync(path.join(FIXTURES, name, 'content'), dir, { recursive: true });
  return dir;
}

/**
 * The environment a build runs with in `workspace` on `contentDir`, as `npm run build` there: NODE_ENV is left
 * out (the build sets it per step), and PWD is the workspace (Contentlayer takes its project folder from it).
 */
export function buildEnv(workspace: string, contentDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV'));
  Object.assign(env, { CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1', PWD: workspace });
  return env as NodeJS.ProcessEnv;
}

/**
 * Runs `scripts/build.mjs` (the production build, as `npm run build` does) on `contentDir` in the workspace
 * `name`. `clean` removes the workspace's previous export and content layer first (a from-scratch build);
 * without it, the build may reuse them incrementally.
 */
export async function buildInWorkspace(
  name: string,
  contentDir: string,
  { args = [] as string[], clean = true } = {},
): Promise<FixtureBuild & { workspace: string }> {
  const workspace = (createWorkspace as (n: string) => string)(name);
  if (clean) {
    for (const dir of ['.contentlayer', 'out']) fs.rmSync(path.join(workspace, dir), { recursive: true, force: true });
  }
  const child = spawn(process.execPath, ['scripts/build.mjs', ...args], {
    cwd: workspace,
    env: buildEnv(workspace, contentDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  return { code, output, out: path.join(workspace, 'out'), contentDir, workspace };
}

/**
 * The fixtures workspace of the running test file (`fixtures-<file>`): test files run side by side, each
 * builds in its own workspace; the builds of one file share it (and, code unchanged, its compile).
 */
const fixtureWorkspace = () => `fixtures-${path.basename(process.argv[1] ?? 'tests').replace(/\..*$/, '')}`;

/** Runs the production build of `contentDir` in the test file's fixtures workspace. */
export function buildFixture(contentDir: string): Promise<FixtureBuild> {
  return buildInWorkspace(fixtureWorkspace(), contentDir);
}

let exportsMoved = 0;

/**
 * Runs the production build of `contentDir` in the workspace that every build of a site with the same base path
 * shares, one build at a time, and moves its export out of the workspace for the caller's tests. Turbopack's
 * cache stays in the workspace's `.next/`, so a site compiles incrementally after another site with the same
 * base path (which is in every client module): the real sites' compiles took 3.3 s after another one instead of
 * 9.7 s from nothing (2026-11-24). Used by the test files that build a site with code of its own (the real sites
 * and the MDX fixture), whose builds would otherwise each compile from nothing.
 */
export async function buildSharingCompile(contentDir: string): Promise<FixtureBuild> {
  const configFile = path.join(contentDir, SITE_CONFIG_FILE);
  const baseUrl = fs.existsSync(configFile)
    ? (JSON.parse(fs.readFileSync(configFile, 'utf8')) as { baseUrl?: string }).baseUrl
    : siteConfig.baseUrl;
  const name = `shared${(baseUrl ?? '/').replace(/[^\w]+/g, '-').replace(/-$/, '')}`;
  return withLock(path.resolve('.build', 'ws', `${name}.lock`), async () => {
    const built = await buildInWorkspace(name, contentDir);
    // Exports moved out by processes that have ended (a run that was stopped) are removed.
    const parent = path.dirname(built.workspace);
    for (const entry of fs.readdirSync(parent)) {
      const owner = new RegExp(`^${name}-out-(\\d+)-`).exec(entry)?.[1];
      if (owner && !alive(Number(owner))) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
    const out = path.join(parent, `${name}-out-${process.pid}-${exportsMoved++}`);
    if (fs.existsSync(built.out)) fs.renameSync(built.out, out);
    removeAtExit(out);
    return { ...built, out };
  });
}

/**
 * Runs `fn` holding the lock folder `lock` (see `acquire`): one process at a time. Waiting longer than `waitMs`
 * for a live holder fails, naming it, instead of stopping the suite.
 */
export async function withLock<T>(lock: string, fn: () => Promise<T>, { waitMs = 15 * 60_000 } = {}): Promise<T> {
  await acquire(lock, waitMs);
  try {
    return await fn();
  } finally {
    if (holderOf(lock) === process.pid) fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Takes the lock folder `lock`, waiting while a live process holds it; one left by a process that died is taken
 * over. The folder appears with its holder's pid in it (renamed into place), so a holder is always known.
 */
async function acquire(lock: string, waitMs: number): Promise<void> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const start = Date.now();
  for (;;) {
    const mine = `${lock}.${process.pid}`;
    fs.mkdirSync(mine, { recursive: true });
    fs.writeFileSync(path.join(mine, 'pid'), String(process.pid));
    try {
      fs.renameSync(mine, lock);
      return;
    } catch (error) {
      fs.rmSync(mine, { recursive: true, force: true });
      if (!['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
    const holder = holderOf(lock);
    if (holder === undefined) continue; // released meanwhile
    if (!alive(holder)) fs.rmSync(lock, { recursive: true, force: true });
    else if (Date.now() - start > waitMs) throw new Error(`${lock}: still held by process ${holder} after ${waitMs / 1000} s`);
    else await delay(200);
  }
}

function holderOf(lock: string): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return undefined;
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
