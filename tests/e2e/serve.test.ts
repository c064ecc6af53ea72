/**
 * The preview server of `npm start` / `npm run serve` (scripts/lib/static-server.mjs) behaves like GitHub
 * Pages: the base path and its redirect, folder → trailing-slash redirects that keep the query, 404.html
 * with status 404 inside and outside the base path, percent-encoded UTF-8 and space paths, Next's route
 * payloads whose names hold `$`, content types and caching. Complements routes.test.ts (every page, its
 * bare and index.html forms, unknown pages).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { basePath as BASE } from '../../lib/routes';
import { startServer, type TestServer } from '../helpers/server';
import { tempFolder } from '../helpers/temp';

const OUT = path.resolve('out');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files of the export (relative, POSIX), found once. */
function listFiles(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, rel) : [rel];
  });
}
const files = listFiles(OUT);
const find = (pattern: RegExp, what: string): string => {
  const file = files.find((f) => pattern.test(f));
  assert.ok(file, `out/ has ${what}`);
  return file;
};

/** A raw GET (no URL normalization by the client), for paths fetch() would rewrite. */
function rawGet(origin: string, requestPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: requestPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const location = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
};

describe('the built site (out/)', () => {
  let server: TestServer;
  let notFoundHtml: string;
  before(async () => {
    server = await startServer();
    notFoundHtml = fs.readFileSync(path.join(OUT, '404.html'), 'utf8');
  });
  after(() => server.close());

  test('the base path without its slash redirects to it, keeping the query', async () => {
    assert.deepEqual(await location(`${server.origin}${BASE}`), { status: 301, location: `${BASE}/` });
    assert.deepEqual(await location(`${server.origin}${BASE}?from=test`), { status: 301, location: `${BASE}/?from=test` });
  });

  test('a folder without its slash redirects under the base path, keeping the query and the encoding', async () => {
    assert.deepEqual(await location(`${server.origin}${BASE}/docs/intro?x=1`), {
      status: 301,
      location: `${BASE}/docs/intro/?x=1`,
    });
    const page = files.find((f) => f.endsWith('/index.html') && /[^ -~]/.test(f));
    assert.ok(page, 'out/ has a page in a folder with a non-ASCII name');
    const dir = path.posix.dirname(page);
    const encoded = `${BASE}/${dir.split('/').map(encodeURIComponent).join('/')}`;
    assert.deepEqual(await location(`${server.origin}${encoded}`), { status: 301, location: `${encoded}/` });
    const res = await fetch(`${server.origin}${encoded}/`);
    assert.equal(res.status, 200, `${encoded}/`);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
  });

  test('paths outside the base path get 404.html with status 404', async () => {
    for (const p of ['/', '/index.html', '/docs/intro/', `${BASE}x/`, '/_next/static/x.js', '/favicon.ico']) {
      const res = await fetch(`${server.origin}${p}`);
      assert.equal(res.status, 404, p);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/, p);
      assert.equal(await res.text(), notFoundHtml, `${p} shows 404.html`);
    }
  });

  test('unknown files under the base path get 404.html with status 404', async () => {
    for (const p of ['/no-such-file.js', '/_next/static/chunks/no-such-chunk.js', '/img/no-such.png', '/blog/no-such-post']) {
      const res = await fetch(server.url(p));
      assert.equal(res.status, 404, p);
      assert.ok((await res.text()).includes('找不到页面'), `${p} shows the not-found page`);
    }
  });

  test('a file named as a folder gets 404.html with status 404, and the server goes on serving', async () => {
    for (const p of ['/docs/intro/index.html/', '/docs/intro/index.html/more', '/sitemap.xml/']) {
      const res = await fetch(server.url(p));
      assert.equal(res.status, 404, p);
      assert.ok((await res.text()).includes('找不到页面'), `${p} shows the not-found page`);
    }
    assert.equal((await fetch(server.url('/docs/intro/'))).status, 200);
  });

  test('dot segments cannot leave out/', async () => {
    for (const p of [
      `${BASE}/../package.json`,
      `${BASE}/%2e%2e/package.json`,
      `${BASE}/..%2fpackage.json`,
      `${BASE}/..%2f..%2fetc/passwd`,
    ]) {
      const { status, body } = await rawGet(server.origin, p);
      assert.ok(status === 404 || status === 400, `${p} → ${status}`);
      assert.ok(!body.includes('"devDependencies"') && !body.includes('root:'), `${p} leaks no file`);
    }
  });

  test("Next's route payloads with `$` in their names are served, raw and percent-encoded", async () => {
    const payload = find(/(^|\/)__next\.[^/]*\$[^/]*\.txt$/, 'a route payload with "$" in its name');
    const expected = fs.readFileSync(path.join(OUT, payload), 'utf8');
    const raw = `${BASE}/${payload
      .split('/')
      .map((s) => encodeURIComponent(s).replace(/%24/g, '$'))
      .join('/')}`;
    const encoded = `${BASE}/${payload.split('/').map(encodeURIComponent).join('/')}`;
    assert.ok(raw.includes('$') && encoded.includes('%24'));
    for (const p of [raw, encoded]) {
      const res = await fetch(`${server.origin}${p}`);
      assert.equal(res.status, 200, p);
      assert.match(res.headers.get('content-type') ?? '', /^text\/plain; charset=utf-8/, p);
      assert.equal(await res.text(), expected, p);
    }
  });

  test('content types of every kind of file in the export', async () => {
    const cases: [string, RegExp][] = [
      ['index.html', /^text\/html; charset=utf-8$/],
      [find(/^_next\/static\/.*\.css$/, 'a stylesheet'), /^text\/css; charset=utf-8$/],
      [find(/^_next\/static\/.*\.js$/, 'a script'), /^(application|text)\/javascript; charset=utf-8$/],
      ['index.txt', /^text\/plain; charset=utf-8$/],
      ['sitemap.xml', /^(application|text)\/xml\b/],
      ['blog/rss.xml', /^(application|text)\/(rss\+)?xml\b/],
      ['blog/feed.json', /^application\/json; charset=utf-8$/],
      ['manifest.webmanifest', /^application\/manifest\+json\b/],
      [find(/\.svg$/, 'an SVG'), /^image\/svg\+xml\b/],
      [find(/\.png$/, 'a PNG'), /^image\/png$/],
    ];
    for (const [file, type] of cases) {
      const res = await fetch(server.url(`/${file}`));
      assert.equal(res.status, 200, file);
      assert.match(res.headers.get('content-type') ?? '', type, file);
      assert.equal(Buffer.from(await res.arrayBuffer()).length, fs.statSync(path.join(OUT, file)).size, `${file} is complete`);
    }
  });

  test('hashed assets under /_next/static/ are cached for a year; pages and payloads only briefly', async () => {
    for (const file of [find(/^_next\/static\/.*\.js$/, 'a script'), find(/^_next\/static\/.*\.css$/, 'a stylesheet')]) {
      const res = await fetch(server.url(`/${file}`));
      assert.equal(res.headers.get('cache-control'), IMMUTABLE, file);
    }
    for (const p of ['/', '/docs/intro/', '/index.txt', '/sitemap.xml', '/blog/feed.json']) {
      const cache = (await fetch(server.url(p))).headers.get('cache-control') ?? '';
      assert.ok(!cache.includes('immutable'), `${p} is not immutable (${cache})`);
      assert.match(cache, /max-age=600/, p);
    }
  });

  test('an unchanged file answers a conditional request with 304', async () => {
    const first = await fetch(server.url('/docs/intro/'));
    const etag = first.headers.get('etag');
    assert.ok(etag, 'ETag header');
    const again = await fetch(server.url('/docs/intro/'), { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });
});

describe('file names (a small tree of awkward names)', () => {
  let root: string;
  let server: TestServer;
  before(async () => {
    root = tempFolder('myblog-serve');
    const files: Record<string, string> = {
      '404.html': '<p>not found</p>',
      'index.html': '<p>home</p>',
      'with space.txt': 'space',
      '中文.txt': '中文内容',
      'a!b.txt': 'bang',
      '__next.$c$path.__PAGE__.txt': 'payload',
      '目录 x/index.html': '<p>folder</p>',
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    }
    server = await startServer({ root, basePath: BASE });
  });
  after(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const body = async (p: string) => {
    const res = await fetch(`${server.origin}${BASE}${p}`);
    return `${res.status} ${await res.text()}`;
  };

  test('%20 and percent-encoded UTF-8 names', async () => {
    assert.equal(await body('/with%20space.txt'), '200 space');
    assert.equal(await body('/%E4%B8%AD%E6%96%87.txt'), '200 中文内容');
    assert.equal(await body('/%E7%9B%AE%E5%BD%95%20x/'), '200 <p>folder</p>');
    assert.deepEqual(await location(`${server.origin}${BASE}/%E7%9B%AE%E5%BD%95%20x?q=1`), {
      status: 301,
      location: `${BASE}/%E7%9B%AE%E5%BD%95%20x/?q=1`,
    });
  });

  test('`!` and `$` in names, raw and percent-encoded', async () => {
    assert.equal(await body('/a!b.txt'), '200 bang');
    assert.equal(await body('/a%21b.txt'), '200 bang');
    assert.equal(await body('/__next.$c$path.__PAGE__.txt'), '200 payload');
    assert.equal(await body('/__next.%24c%24path.__PAGE__.txt'), '200 payload');
  });

  test('a malformed escape is rejected, not served', async () => {
    const { status } = await rawGet(server.origin, `${BASE}/%E4%B8`);
    assert.ok(status === 400 || status === 404, `status ${status}`);
  });
});

describe('npm run serve', () => {
  const serveScript = path.resolve('scripts/serve.mjs');

  test('serves out/ on 127.0.0.1 at PORT and prints its URL', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const child = spawn(process.execPath, [serveScript], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const printed = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('\n')) resolve(out);
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      assert.match(printed, new RegExp(`http://localhost:${port}${BASE}/`));
      const res = await fetch(`http://127.0.0.1:${port}${BASE}/`);
      assert.equal(res.status, 200);
    } finally {
      child.kill();
    }
  });

  test('a port in use or a PORT that is no port: a clear message and exit code 1, no stack trace', async () => {
    const busy = http.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      for (const [value, message] of [
        [String(port), new RegExp(`Port ${port} is in use`)],
        ['abc', /PORT=abc is not a port number/],
      ] as const) {
        const child = spawn(process.execPath, [serveScript], {
          env: { ...process.env, PORT: value },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let err = '';
        child.stderr.on('data', (c: Buffer) => (err += c.toString()));
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        assert.equal(code, 1, value);
        assert.match(err, message);
        assert.doesNotMatch(err, /\n\s+at /, 'no stack trace');
      }
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });

  test('refuses to start without a build, saying what to run', async () => {
    const child = spawn(process.execPath, [serveScript], {
      env: { ...process.env, OUT_DIR: path.join(os.tmpdir(), 'myblog-no-such-out') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(err, /npm run build/);
  });
});
