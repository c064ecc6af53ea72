// Lighthouse (default config = mobile preset, performance only) on pages of an export, in Debian's Chromium.
// The export is served like GitHub Pages: createStaticServer (send) on 127.0.0.1 behind a gzip
// layer, both in a worker thread so that Lighthouse's own work in this thread never delays a response.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { createStaticServer } from '../lib/static-server.mjs';

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;

const listen = (server) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });

/** Starts the export's static server and a gzip proxy in front of it (both on 127.0.0.1); resolves with the proxy's port. */
export async function startGzipServer({ root, basePath }) {
  const upstreamPort = await listen(createStaticServer({ root, basePath }));
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (response) => {
        const headers = { ...response.headers };
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
          req.method !== 'HEAD' &&
          response.statusCode !== 304;
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(response.statusCode ?? 502, headers);
        (gzip ? response.pipe(zlib.createGzip()) : response).pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.statusCode = 502;
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  return listen(proxy);
}

if (!isMainThread && workerData?.role === 'bench-server') {
  parentPort.postMessage({ port: await startGzipServer(workerData) });
}

/** Imports chrome-launcher as installed for lighthouse (it is lighthouse's dependency, not the project's). */
async function importChromeLauncher() {
  const lighthouseEntry = fileURLToPath(import.meta.resolve('lighthouse'));
  return import(pathToFileURL(createRequire(lighthouseEntry).resolve('chrome-launcher')).href);
}

/** The numbers the benchmark reports from one Lighthouse result. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    speedIndexMs: audit('speed-index'),
    totalBytes: audit('total-byte-weight'),
    // Lighthouse's CPU benchmark of this machine at run time: low values mean a slow or busy machine.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
  };
}

/**
 * Runs Lighthouse on each of `pages` ({ name, href } with href under the base path) of the export at `root`,
 * one fresh Chromium per page; writes each full report to `reportDir`/<name>.json. Resolves with the summaries.
 */
export async function runLighthouse({ root, basePath, pages, reportDir }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await importChromeLauncher();
  const chromePath = ensureChromium();
  const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'bench-server', root, basePath } });
  const results = [];
  try {
    const { port } = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    fs.mkdirSync(reportDir, { recursive: true });
    for (const page of pages) {
      const url = `http://127.0.0.1:${port}${basePath}${page.href}`;
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        fs.writeFileSync(path.join(reportDir, `${page.name}.json`), JSON.stringify(result.lhr, null, 1));
        results.push({ ...page, url, ...summarize(result.lhr) });
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await worker.terminate();
  }
  return results;
}
