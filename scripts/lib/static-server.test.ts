/**
 * The preview server (static-server.mjs) on a small export of its own, with a secret file beside it:
 * HTTP semantics as on GitHub Pages (HEAD, ETag / If-None-Match, If-Modified-Since, Range, GET and HEAD only),
 * then a property test (fast-check) throwing hostile paths at it for a few seconds: it goes on serving,
 * answers each with 200, 301, 400 or 404 (206/304/416 only when asked for), and never sends a byte from
 * outside the export, whether by dot segments, encodings, backslashes or symlinks.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { createStaticServer } from './static-server.mjs';
import { resolveExportPath } from '../../lib/static-host.mjs';

const BASE = '/myblog';
const SECRET = 'SECRET-4f1c9e-never-served';
const NOT_FOUND = '<p>NOT-FOUND-PAGE</p>';

/** The export: a few pages and assets, in folders with awkward names. */
const FILES: Record<string, string> = {
  '404.html': NOT_FOUND,
  'index.html': `<script src="${BASE}/_next/static/app.js"></script>home`,
  'docs/intro/index.html': 'intro page',
  'page.html': 'page without extension',
  '中文 x/index.html': 'chinese folder',
  'a b.txt': 'a text with a space in its name',
  '_next/static/app.js': 'console.log(1)',
  '.well-known/x.txt': 'a dotfile folder',
};

let site: string;
let root: string;
let server: http.Server;
let port: number;

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-static-'));
  root = path.join(site, 'out');
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  // Beside the export: a secret, and a folder whose name starts with the export's (a prefix check's trap).
  fs.writeFileSync(path.join(site, 'secret.txt'), SECRET);
  fs.mkdirSync(path.join(site, 'out2'));
  fs.writeFileSync(path.join(site, 'out2', 'index.html'), SECRET);
  // Inside it: symlinks out of it, and a loop.
  fs.symlinkSync('../secret.txt', path.join(root, 'leak.txt'));
  fs.symlinkSync('..', path.join(root, 'up'));
  fs.symlinkSync('loop', path.join(root, 'loop'));
  server = createStaticServer({ root, basePath: BASE }) as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(site, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole response as bytes read as latin1: what a leak check searches. */
  text: string;
}

/** Sends one request exactly as given (no client-side normalization or validation) and reads the answer. */
function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const hs: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        hs[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status, headers: hs, body: rest.join('\r\n\r\n'), text });
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        Buffer.from(target, 'utf8'),
        Buffer.from(` HTTP/1.1\r\nHost: x\r\n${extra.join('')}Connection: close\r\n\r\n`),
      ]),
    );
  });
}

describe('HTTP as on GitHub Pages', () => {
  test('HEAD answers as GET without a body', async () => {
    const get = await raw('GET', `${BASE}/docs/intro/`);
    const head = await raw('HEAD', `${BASE}/docs/intro/`);
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['content-length'], get.headers['content-length']);
    assert.equal(head.headers.etag, get.headers.etag);
    const missing = await raw('HEAD', `${BASE}/nothing`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body, '');
  });

  test('If-None-Match and If-Modified-Since answer 304 while the file is unchanged', async () => {
    const first = await raw('GET', `${BASE}/docs/intro/`);
    const etag = first.headers.etag!;
    const modified = first.headers['last-modified']!;
    assert.ok(etag && modified);
    assert.equal((await raw('GET', `${BASE}/docs/intro/`, { 'If-None-Match': etag })).status, 304);
    assert.equal((await raw('GET', `${BASE}/docs/intro/`, { 'If-None-Match': `"other", ${etag}` })).status, 304);
    assert.equal((await raw('GET', `${BASE}/docs/intro/`, { 'If-Modified-Since': modified })).status, 304);
    // fetch() sends `Cache-Control: no-cache` with every conditional request; the validators still decide.
    assert.equal((await raw('GET', `${BASE}/docs/intro/`, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status, 304);
    assert.equal((await raw('GET', `${BASE}/docs/intro/`, { 'If-None-Match': '"other"' })).status, 200);
    const old = new Date(Date.parse(modified) - 3_600_000).toUTCString();
    assert.equal((await raw('GET', `${BASE}/docs/intro/`, { 'If-Modified-Since': old })).status, 200);
  });

  test('Range answers 206 with the bytes asked for, 416 past the end; If-Range with a stale tag sends it all', async () => {
    const part = await raw('GET', `${BASE}/a%20b.txt`, { Range: 'bytes=2-5' });
    assert.equal(part.status, 206);
    assert.equal(part.body, FILES['a b.txt']!.slice(2, 6));
    assert.equal(part.headers['content-range'], `bytes 2-5/${FILES['a b.txt']!.length}`);
    const past = await raw('GET', `${BASE}/a%20b.txt`, { Range: 'bytes=900-999' });
    assert.equal(past.status, 416);
    assert.equal(past.headers['content-range'], `bytes */${FILES['a b.txt']!.length}`);
    const stale = await raw('GET', `${BASE}/a%20b.txt`, { Range: 'bytes=0-0', 'If-Range': '"stale"' });
    assert.equal(stale.status, 200);
    assert.equal(stale.body, FILES['a b.txt']);
  });

  test('only GET and HEAD: other methods get 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await raw(method, `${BASE}/docs/intro/`);
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.allow, 'GET, HEAD', method);
    }
  });

  test('the reported crashes: a NUL byte is a 400, a 5,000-character segment a 404, both with the site page', async () => {
    const nul = await raw('GET', `${BASE}/%00`);
    assert.equal(nul.status, 400);
    assert.equal(nul.body, NOT_FOUND);
    const long = await raw('GET', `${BASE}/${'a'.repeat(5000)}`);
    assert.equal(long.status, 404);
    assert.equal(long.body, NOT_FOUND);
    assert.equal((await raw('GET', `${BASE}/docs/intro/`)).status, 200);
  });

  test('`//myblog/…` is a path, not another host; an absolute-form target is read by its path', async () => {
    assert.equal((await raw('GET', `/${BASE}/docs/intro/`)).status, 404);
    assert.equal((await raw('GET', `http://x${BASE}/docs/intro/`)).body, 'intro page');
  });

  test('redirects keep the query and percent-encode the folder', async () => {
    const res = await raw('GET', `${BASE}/%E4%B8%AD%E6%96%87%20x?q=1`);
    assert.equal(res.status, 301);
    assert.equal(res.headers.location, `${BASE}/%E4%B8%AD%E6%96%87%20x/?q=1`);
  });

  test('symlinks out of the export and symlink loops are 404', async () => {
    for (const p of ['/leak.txt', '/up/secret.txt', '/up/out2/', '/loop', '/loop/x']) {
      const res = await raw('GET', `${BASE}${p}`);
      assert.equal(res.status, 404, p);
      assert.ok(!res.text.includes(SECRET), p);
    }
  });
});

describe("the host's rule, as the link check uses it (lib/static-host.mjs)", () => {
  test('files, folders, bare names; nothing for paths no file system holds or that leave the export', () => {
    assert.deepEqual(resolveExportPath(root, 'docs/intro/'), { file: 'docs/intro/index.html' });
    assert.deepEqual(resolveExportPath(root, 'docs/intro'), { redirect: 'docs/intro/' });
    assert.deepEqual(resolveExportPath(root, 'page'), { file: 'page.html' });
    assert.deepEqual(resolveExportPath(root, '中文 x/'), { file: '中文 x/index.html' });
    for (const rel of [
      'a\0b',
      'x'.repeat(5000),
      '../secret.txt',
      '../out2/',
      'leak.txt',
      'up/secret.txt',
      'loop',
      'loop/x',
      'page.html/',
    ])
      assert.equal(resolveExportPath(root, rel), undefined, rel.slice(0, 40));
  });
});

// ---- The property test ----

const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);
/** Path segments a crawler, a scanner or a confused author sends. */
const segment = fc.oneof(
  oneOf('docs', 'intro', 'index.html', 'page', 'a%20b.txt', '%E4%B8%AD%E6%96%87%20x', '_next', 'static', 'app.js', '.well-known'),
  oneOf('..', '.', '%2e%2e', '%2E%2e', '.%2e', '..%2f', '..%5c', '%2e%2e%2f', '..\\', '%252e%252e', '%c0%ae%c0%ae', '..%00'),
  oneOf('secret.txt', 'out2', 'leak.txt', 'up', 'loop', '..%2fsecret.txt', '..%2f..%2fsecret.txt', '%2e%2e%2fout2'),
  oneOf('%00', 'a%00.html', 'index.html%00.txt', '%', '%G1', '%E4%B8', '%FF', '%C3%28', '%ED%A0%80', '%F4%90%80%80', '%%32%65'),
  oneOf(
    '\\',
    'docs\\intro',
    '%5c',
    '%5C..%5C',
    'C:',
    'c:%5cwindows',
    'index.html::$DATA',
    'intro.',
    'intro%20',
    'a?b',
    'a*b',
    'a|b',
  ),
  oneOf('CON', 'nul', 'COM1', 'LPT1.txt', 'aux.html', 'PRN', 'con.html'),
  fc.integer({ min: 200, max: 6000 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 1, max: 300 }).map((n) => Array.from({ length: n }, () => 'a').join('/')),
  fc.string({ unit: 'binary', maxLength: 12 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
  fc.uint8Array({ maxLength: 8 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  // Raw visible ASCII and raw non-ASCII bytes (sent as UTF-8), as a careless client writes them.
  fc.string({ unit: fc.constantFrom(...'!"#$&\'()*+,:;<=>@[]^`{|}~é中\u00ff'.split('')), maxLength: 6 }),
);
const prefix = oneOf(
  `${BASE}/`,
  BASE,
  '/',
  '//',
  `${BASE}//`,
  `${BASE}/./`,
  `${BASE}/../`,
  `http://x${BASE}/`,
  `${BASE}%2f`,
  '/MYBLOG/',
  '',
);
const separator = oneOf('/', '/', '/', '//', '\\', '%2f', '%5c');
const target = fc
  .tuple(prefix, fc.array(fc.tuple(segment, separator), { maxLength: 8 }), oneOf('', '/', '?', '?a=%00&b=é', '#x'))
  .map(([p, parts, end]) => `${p}${parts.map(([s, sep]) => `${s}${sep}`).join('')}${end}`);
/** Headers that make a 206, 304 or 416 a right answer. */
const conditional = fc.option(
  oneOf<Record<string, string>>(
    { Range: 'bytes=0-3' },
    { Range: 'bytes=9999-' },
    { 'If-None-Match': '*' },
    { 'If-Modified-Since': new Date(Date.now() + 86_400_000).toUTCString() },
  ),
  { nil: undefined },
);

const inExport = new Set([...Object.values(FILES), '']);

test('property: any path keeps the server up, answers 200/301/400/404 and serves nothing from outside out/', async () => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(oneOf('GET', 'HEAD'), target, conditional, async (method, t, headers) => {
      runs++;
      const res = await raw(
        method,
        t.replace(/[\r\n ]/g, (c) => encodeURIComponent(c)),
        headers,
      );
      const allowed = [200, 301, 400, 404];
      // Node's HTTP parser answers a request whose head passes 16 KB with 431 before the server sees it.
      if (Buffer.byteLength(t) > 16_000) allowed.push(431);
      if (headers && 'Range' in headers) allowed.push(206, 416);
      if (headers && ('If-None-Match' in headers || 'If-Modified-Since' in headers)) allowed.push(304);
      assert.ok(allowed.includes(res.status), `${method} ${t} ${JSON.stringify(headers)} → ${res.status}`);
      assert.ok(!res.text.includes(SECRET), `${t} leaked the secret file`);
      if (res.status === 200 && method === 'GET')
        assert.ok(inExport.has(res.body), `${t} → a body that is no file of the export`);
      if (res.status === 301)
        assert.match(res.headers.location ?? '', /^\/myblog\/[\x21-\x7e]*$/, `${t} → ${res.headers.location}`);
      // The server goes on serving after every request.
      assert.equal((await raw('GET', `${BASE}/docs/intro/`)).body, 'intro page');
    }),
    { numRuns: 100_000, interruptAfterTimeLimit: 4000 },
  );
  assert.ok(runs >= 200, `only ${runs} paths tried in the time given`);
});
