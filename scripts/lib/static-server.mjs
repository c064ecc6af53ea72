// A static server for out/ that behaves like GitHub Pages: the site under its base path, folder →
// trailing-slash redirects, index.html, UTF-8 and %20 paths, 404.html with status 404, long caching for
// hashed assets, GET and HEAD only. Which file a path names is lib/static-host.mjs's rule (shared with the link
// check); sending it is `send`'s (ETag / If-None-Match, If-Modified-Since, Range and If-Range, HEAD, types).
// No request can stop the server: what cannot be decoded is a 400, what names no file a 404, both with the
// site's not-found page, and an unexpected failure a 500 for that request alone.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import send from 'send';
import { resolveExportPath } from '../../lib/static-host.mjs';

/**
 * The base path an export was built for (`/myblog`, or '' at the root), read from the URLs its home page
 * loads its scripts from: the export itself says where it must be served.
 */
export function exportBasePath(root) {
  const home = path.join(root, 'index.html');
  const match = /(?:src|href)="((?:\/[^"/]+)*)\/_next\/static\//.exec(fs.readFileSync(home, 'utf8'));
  if (!match) throw new Error(`${home} loads nothing from _next/static/: not a Next export`);
  return match[1] ?? '';
}

const METHODS = 'GET, HEAD';
const YEAR_MS = 365 * 24 * 3600 * 1000;
/** GitHub Pages' caching: ten minutes for everything; a year for Next's hashed assets, which never change. */
const cacheOf = (file) => (file.startsWith('_next/static/') ? { maxAge: YEAR_MS, immutable: true } : { maxAge: 600_000 });

/** Percent-encodes a decoded path segment by segment (`目录 x/` → `%E7%9B%AE%E5%BD%95%20x/`). */
const encodePath = (p) => p.split('/').map(encodeURIComponent).join('/');

/** A query string as it may stand in a Location header: anything but visible ASCII percent-encoded. */
const safeSearch = (search) =>
  search.replace(/[^\x21-\x7e]/g, (c) =>
    c.charCodeAt(0) < 0x100 ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : '',
  );

/**
 * The path and query of a request target, as sent (still percent-encoded), or undefined when it is not a
 * path: `*`, or garbage. An absolute-form target (`http://host/path`, as sent to proxies) gives its path.
 * Deliberately not `new URL(target, base)`: it would read `//host/x` as another host and fold `..`, `\`.
 */
function splitTarget(target) {
  let t = target;
  if (/^https?:\/\//i.test(t)) {
    try {
      const url = new URL(t);
      t = `${url.pathname}${url.search}`;
    } catch {
      return undefined;
    }
  }
  if (!t.startsWith('/')) return undefined;
  const q = t.indexOf('?');
  return q === -1 ? { pathname: t, search: '' } : { pathname: t.slice(0, q), search: t.slice(q) };
}

/** Decodes a path; undefined when it is not valid percent-encoded UTF-8 or holds a NUL byte. */
function decodePath(raw) {
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return decoded.includes('\0') ? undefined : decoded;
}

/** Answers with the site's 404.html (as GitHub Pages does), under `status` (404, or 400 for an unreadable path). */
function sendPage(req, res, root, status) {
  let body;
  try {
    body = fs.readFileSync(path.join(root, '404.html'));
  } catch {
    body = Buffer.from('Not Found');
  }
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function redirect(res, location) {
  res.writeHead(301, { Location: location, 'Content-Length': 0 });
  res.end();
}

/** One request: the whole of the server's behaviour. Throws only on a bug; the caller answers 500 then. */
function answer(req, res, root, basePath) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  const target = splitTarget(req.url ?? '');
  if (!target) return sendPage(req, res, root, 400);
  const { pathname, search } = target;
  if (basePath && pathname === basePath) return redirect(res, `${basePath}/${safeSearch(search)}`);
  if (basePath && !pathname.startsWith(`${basePath}/`)) return sendPage(req, res, root, 404);
  const rel = decodePath(pathname.slice(basePath.length) || '/');
  if (rel === undefined) return sendPage(req, res, root, 400);
  const found = resolveExportPath(root, rel);
  if (!found) return sendPage(req, res, root, 404);
  // GitHub Pages: a folder without its trailing slash redirects to it.
  if ('redirect' in found) return redirect(res, `${basePath}/${encodePath(found.redirect)}${safeSearch(search)}`);
  // Validators alone decide a conditional request, as at GitHub Pages' origin: `send` (through `fresh`) would
  // read a request's `Cache-Control: no-cache`, which fetch() adds to every conditional request, as "send it all".
  delete req.headers['cache-control'];
  send(req, `/${encodePath(found.file)}`, { root, dotfiles: 'allow', index: false, redirect: false, ...cacheOf(found.file) })
    .on('error', (error) => {
      if (res.headersSent) return void res.destroy();
      // The file went away between the look-up and the send (a rebuild): the host's answer is then a 404.
      if (error.status === 404) return sendPage(req, res, root, 404);
      // 412 (a failed If-Match / If-Unmodified-Since), 416 (a range past the end, with its Content-Range).
      const body = error.expose ? error.message : 'Internal Server Error';
      res.writeHead(error.status ?? 500, {
        ...error.headers,
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    })
    .pipe(res);
}

/**
 * Creates (not starts) a server for `root` at `basePath` (default: the export's own, see exportBasePath).
 * `basePath` '' serves at the host root, which is how tests reproduce a site copied to the wrong place.
 */
export function createStaticServer({ root, basePath = exportBasePath(root) }) {
  const absRoot = path.resolve(root);
  return http.createServer((req, res) => {
    try {
      answer(req, res, absRoot, basePath);
    } catch (error) {
      console.error(`static server: ${req.method} ${req.url}: ${error?.stack ?? error}`);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    }
  });
}
