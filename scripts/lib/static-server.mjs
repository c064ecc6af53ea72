// A static server for out/ that behaves like GitHub Pages: the site under its base path, folder →
// trailing-slash redirects, index.html, UTF-8 and %20 paths, 404.html with status 404, long caching for
// hashed assets. Serving is done by `serve-handler`, configured; this file only maps the base path.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

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

function isDirectory(p) {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function sendNotFound(res, root) {
  const page = path.join(root, '404.html');
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(fs.existsSync(page) ? fs.readFileSync(page) : 'Not Found');
}

/**
 * Creates (not starts) a server for `root` at `basePath` (e.g. `/myblog`). `basePath` '' serves at the
 * host root, which is how tests reproduce a site copied to the wrong place.
 */
export function createStaticServer({ root, basePath }) {
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
    let file = rel;
    let decoded;
    try {
      decoded = decodeURIComponent(rel);
    } catch {
      decoded = rel;
    }
    const onDisk = path.join(root, decoded);
    if (rel.endsWith('/')) {
      file = `${rel}index.html`;
    } else if (isDirectory(onDisk)) {
      // GitHub Pages: a folder without its trailing slash redirects to it.
      res.writeHead(301, { Location: `${basePath}${rel}/${url.search}` });
      res.end();
      return;
    } else if (!path.extname(decoded) && fs.existsSync(`${onDisk}.html`)) {
      file = `${rel}.html`;
    }
    req.url = `${file}${url.search}`;
    handler(req, res, options).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
}
