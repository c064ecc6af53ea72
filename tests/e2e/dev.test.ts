/**
 * `npm run dev` (scripts/dev.mjs) in an isolated workspace over a temp copy of tests/fixtures/dev-site:
 * an edited or new Markdown file is served without a restart and shows in the open page without a reload;
 * a front-matter or MDX error is reported with file:line in the terminal, in the page and in Next's error
 * overlay while the server keeps running; fixing the file recovers.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { createWorkspace } from '../../scripts/lib/workspace.mjs';
import { launchBrowser, newPage } from '../helpers/browser';
import { tempFolder } from '../helpers/temp';

const FIXTURE = path.resolve('tests/fixtures/dev-site/content');
const INTRO = 'docs/intro.md';

let content: string;
let child: ChildProcess;
let output = '';
let origin: string;

const contentFile = (rel: string) => path.join(content, rel);
/** The fixture's own text of a file. */
const original = (rel: string) => fs.readFileSync(path.join(FIXTURE, rel), 'utf8');
/**
 * Saves a content file the way an editor does, as the fixture's text with one change (or as the fixture's
 * text when `change` is omitted). Every test starts from the fixture's text, so no test depends on another.
 */
function save(rel: string, change?: (text: string) => string) {
  const text = original(rel);
  const changed = change ? change(text) : text;
  if (change) assert.notEqual(changed, text, `the edit changes ${rel}`);
  fs.writeFileSync(contentFile(rel), changed);
}
const INTRO_TEXT = '这是测试站点的导读页';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The start and the end of the dev server's output, for failure messages. */
const excerpt = () => (output.length > 5000 ? `${output.slice(0, 1500)}\n[…]\n${output.slice(-3500)}` : output);

/** Calls `probe` until it returns a value (not undefined), or fails after `timeoutMs` with the last state. */
async function poll<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      assert.fail(`the dev server stopped while waiting for ${what}:\n${excerpt()}`);
    }
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) assert.fail(`timed out after ${timeoutMs} ms waiting for ${what} ${last}\n${excerpt()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function get(route: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${origin}/myblog${route}`);
  return { status: res.status, html: await res.text() };
}

/** Waits until `route` answers 200 with `text` in it; returns how long that took. */
async function served(route: string, text: string, timeoutMs = 30_000): Promise<number> {
  const start = Date.now();
  await poll(`${route} to contain "${text}"`, timeoutMs, async () => {
    const { status, html } = await get(route);
    return status === 200 && html.includes(text) ? true : undefined;
  });
  return Date.now() - start;
}

before(async () => {
  content = tempFolder('myblog-dev');
  fs.cpSync(FIXTURE, content, { recursive: true });
  const workspace = (createWorkspace as (name: string) => string)('dev');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: workspace,
    // Contentlayer takes its project folder from $PWD: dev.mjs must set it for its children. A wrong PWD
    // here (the content folder, which has no config) proves it does, without risking the main checkout.
    env: {
      ...process.env,
      PWD: content,
      NODE_ENV: 'development',
      CONTENT_DIR: content,
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // First start: the content layer, then Next's first compile of the page.
  await served('/docs/intro/', INTRO_TEXT, 180_000);
});

after(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (content) fs.rmSync(content, { recursive: true, force: true });
});

describe('npm run dev', () => {
  test('listens on 127.0.0.1 only', () => {
    const port = Number(new URL(origin).port);
    assert.match(output, new RegExp(`http://127\\.0\\.0\\.1:${port}`));
    // The kernel's table of listening TCP sockets (hex local address:port, state 0A = LISTEN): every socket
    // on the port is bound to 127.0.0.1 (0100007F), none to 0.0.0.0 or another interface.
    const listening = ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((file) => fs.existsSync(file))
      .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && Number.parseInt(cols[1]?.split(':')[1] ?? '', 16) === port)
      .map((cols) => cols[1]!.split(':')[0]!);
    assert.ok(listening.length > 0, `a socket listens on port ${port}`);
    assert.deepEqual([...new Set(listening)], ['0100007F'], `bound addresses of port ${port}: ${listening.join(', ')}`);
  });

  test('an edited Markdown file is served without a restart', async (t) => {
    save(INTRO, (s) => s.replace('这是测试站点的导读页，内容很短。', '修改后的导读段落（第一次编辑）。'));
    const ms = await served('/docs/intro/', '修改后的导读段落（第一次编辑）');
    t.diagnostic(`edit served after ${ms} ms`);
  });

  test('a new Markdown file becomes a page', async () => {
    fs.writeFileSync(
      contentFile('docs/fresh.md'),
      '---\ntitle: 新建的文档\ndescription: 开发服务器运行时新建的文档。\nsidebar_position: 2\n---\n\n新建文档的第一段。\n\n## 小节\n\n文字。\n',
    );
    await served('/docs/fresh/', '新建文档的第一段');
  });

  test('a front-matter error is shown with file:line in the terminal and the page; fixing it recovers', async () => {
    const seen = output.length;
    save(INTRO, (s) => s.replace('sidebar_position: 1', 'sidebar_position: first'));
    const location = `${INTRO}:4`;
    await poll('the error in the terminal', 30_000, async () =>
      output.slice(seen).includes('✗ Content error') && output.slice(seen).includes(location) ? true : undefined,
    );
    assert.match(output.slice(seen), /docs\/intro\.md:4: field "sidebar_position": .*expected number/);
    const page = await poll('the error in the page', 30_000, async () => {
      const res = await get('/docs/intro/');
      return res.status === 500 && res.html.includes(location) ? res : undefined;
    });
    assert.ok(page.html.includes('sidebar_position'), 'the page names the field');
    assert.equal(child.exitCode, null, 'the dev server keeps running');

    save(INTRO);
    await served('/docs/intro/', INTRO_TEXT);
    assert.ok(output.slice(seen).includes('✓ Content error fixed'));
  });

  test('an MDX error is shown with file:line:column; removing the file recovers', async () => {
    save(INTRO);
    await served('/docs/intro/', INTRO_TEXT);
    const seen = output.length;
    const file = 'docs/broken.mdx';
    fs.writeFileSync(contentFile(file), '---\ntitle: 坏掉的 MDX\n---\n\n## 小节\n\n正常的一行。\n\n表达式 {1 +} 没写完。\n');
    const location = `${file}:9:`;
    await poll('the MDX error in the terminal', 30_000, async () => (output.slice(seen).includes(location) ? true : undefined));
    await poll('the MDX error in the page', 30_000, async () => {
      const res = await get('/docs/intro/');
      return res.status === 500 && res.html.includes(location) ? true : undefined;
    });
    fs.rmSync(contentFile(file));
    await served('/docs/intro/', INTRO_TEXT);
    assert.ok(output.slice(seen).includes('✓ Content error fixed'));
  });
});

describe('npm run dev in the browser', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await page.goto(`${origin}/myblog/docs/intro/`);
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router), null, {
      timeout: 120_000,
    });
  });
  after(() => browser?.close());

  const overlayText = () => page.evaluate(() => document.querySelector('nextjs-portal')?.shadowRoot?.textContent ?? '');
  const articleShows = (text: string) =>
    page.waitForFunction((expected) => document.querySelector('article')?.textContent?.includes(expected), text, {
      timeout: 30_000,
      polling: 50,
    });

  // How fast an edit shows is a figure for the benchmark; here only that it shows without a reload.
  test('an edit shows in the open page without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const text = '浏览器里实时出现的段落。';
    save(INTRO, (s) => s.replace('这是测试站点的导读页，内容很短。', text));
    await articleShows(text);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'same document: no reload');
  });

  test("a front-matter error opens Next's error overlay with file:line; fixing it closes it", async () => {
    save(INTRO);
    await articleShows(INTRO_TEXT);
    save(INTRO, (s) => s.replace('sidebar_position: 1', 'sidebar_position: second'));
    await page.waitForFunction(
      (location) => (document.querySelector('nextjs-portal')?.shadowRoot?.textContent ?? '').includes(location),
      `${INTRO}:4`,
      { timeout: 30_000, polling: 100 },
    );
    assert.match(await overlayText(), /field "sidebar_position"/);
    save(INTRO);
    await page.waitForFunction(
      (text) =>
        document.querySelector('article')?.textContent?.includes(text) &&
        !(document.querySelector('nextjs-portal')?.shadowRoot?.textContent ?? '').includes('sidebar_position'),
      INTRO_TEXT,
      { timeout: 30_000, polling: 100 },
    );
  });
});
