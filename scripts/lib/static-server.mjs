// A static server for out/ that behaves like GitHub Pages: the site under its base path, folder →
// trailing-slash redirects, index.html, UTF-8 and %20 paths, 404.html with status 404, long caching for
// hashed assets. Serving is done by `serve-handler`, configured; this file only maps the base path.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
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

/** serve-handler options for an export folder. */
export function handlerOptions(root) {
  return {
    public: root,
    cleanUrls: false,
    directoryListing: false,
    symlinks: false,
    etag: true,
    headers: [
      { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '**/*.@(html|txt|xml|json)', headers: [{ key: 'Cache-Control', value: 'public, max-age=600' }] },
    ],
  };
}

function sendNotFound(res, root) {
  const page = path.join(root, '404.html');
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(fs.existsSync(page) ? fs.readFileSync(page) : 'Not Found');
}

/**
 * Creates (not starts) a server for `root` at `basePath` (default: the export's own, see exportBasePath).
 * `basePath` '' serves at the host root, which is how tests reproduce a site copied to the wrong place.
 */
export function createStaticServer({ root, basePath = exportBasePath(root) }) {
  const options = handlerOptions(root);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (basePath && url.pathname === basePath) {
      res.writeHead(301, { Location: `${basePath}/${url.search}` });
      res.end();
      return;
    }
    if (basePath && !url.pathname.startsWith(`${basePath}/`)) {
      sendNotFound(res, root);
      return;
    }
    const rel = url.pathname.slice(basePath.length) || '/';
    let decoded;
    try {
      decoded = decodeURIComponent(rel);
    } catch {
      decoded = undefined;
    }
    // The file the host would send (lib/static-host.mjs); unknown paths go on to serve-handler, which answers
    // 404.html with status 404 (and rejects what cannot be decoded).
    const found = decoded === undefined ? undefined : resolveExportPath(root, decoded);
    if (found && 'redirect' in found) {
      // GitHub Pages: a folder without its trailing slash redirects to it.
      res.writeHead(301, { Location: `${basePath}${rel}/${url.search}` });
      res.end();
      return;
    }
    const file = found ? `/${found.file.split('/').map(encodeURIComponent).join('/')}` : rel;
    req.url = `${file}${url.search}`;
    handler(req, res, options).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
}
