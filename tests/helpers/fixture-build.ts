/**
 * Builds a fixture content tree the way `npm run build` does, in an isolated workspace (the main
 * checkout's out/ and .contentlayer/ are untouched). A case folder holds only the files it adds or
 * replaces; it is laid over tests/fixtures/base/content.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { createWorkspace } from '../../scripts/lib/workspace.mjs';

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `myblog-${names.join('+') || 'base'}-`));
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
