// Measurements for the benchmark: a timed build with the peak RSS of its whole process tree (polled from
// /proc), and the size of an export: files, bytes, HTML pages, gzipped HTML and first-load JS of a page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** Bytes in a KB as the benchmark reports them. */
export const KB = 1024;

/** Gzipped size of a buffer (level 9, like `gzip -9` and Next.js's own size report). */
export const gzipSize = (data) => zlib.gzipSync(data, { level: 9 }).length;

function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function rssOf(pid) {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Summed RSS in bytes of `root` and all its descendants (a process that exits meanwhile counts 0). */
export function treeRss(root) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const ppid = parentOf(pid);
    if (ppid === undefined) continue;
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop();
    total += rssOf(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a build in `cwd` with `env` (by default `node scripts/build.mjs`; `command` and `args` run another
 * one, such as the Docusaurus reference), output to `logFile`; polls the RSS of the build's process tree
 * every `interval` ms. Resolves with { code, wallSeconds, peakRssBytes, timings, loadAverageBefore }
 * (timings: the build's own `timingsFile`, per step in seconds, when it wrote one — this project's
 * .build/timings.json by default, none with `timingsFile: null`; the 1-minute load average at start tells
 * whether something else was running).
 */
export async function timedBuild({
  cwd,
  env,
  logFile,
  command = process.execPath,
  args = ['scripts/build.mjs'],
  timingsFile = path.join(cwd, '.build', 'timings.json'),
  interval = 200,
}) {
  if (timingsFile) fs.rmSync(timingsFile, { force: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const load = os.loadavg()[0];
  const start = performance.now();
  // Contentlayer takes its project folder from $PWD, not process.cwd(): without PWD it writes the main checkout's .contentlayer/.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env, PWD: cwd },
    stdio: ['ignore', log, log],
  });
  let peak = 0;
  const sample = () => {
    if (child.pid !== undefined) peak = Math.max(peak, treeRss(child.pid));
  };
  const timer = setInterval(sample, interval);
  sample();
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  clearInterval(timer);
  fs.closeSync(log);
  const wallSeconds = (performance.now() - start) / 1000;
  const timings = timingsFile && fs.existsSync(timingsFile) ? JSON.parse(fs.readFileSync(timingsFile, 'utf8')) : undefined;
  return { code, wallSeconds, peakRssBytes: peak, timings, loadAverageBefore: load };
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** What a file of the export is, for the size breakdown. */
function kindOf(rel) {
  if (rel.startsWith(`_next${path.sep}`)) return 'nextStatic';
  if (rel.startsWith(`pagefind${path.sep}`)) return 'pagefind';
  if (rel.endsWith('.html')) return 'html';
  if (/^(?:__next\..*|index)\.txt$/.test(path.basename(rel))) return 'rscPayload';
  return 'other';
}

/**
 * Files, bytes and HTML pages of an export, bytes by kind (HTML, per-route RSC payload .txt files, Pagefind
 * index, _next/ assets, other) and the gzipped size distribution of its HTML.
 */
export function exportStats(root) {
  let files = 0;
  let bytes = 0;
  const bytesByKind = { html: 0, rscPayload: 0, pagefind: 0, nextStatic: 0, other: 0 };
  const html = [];
  for (const file of walk(root)) {
    files++;
    const { size } = fs.statSync(file);
    bytes += size;
    bytesByKind[kindOf(path.relative(root, file))] += size;
    if (file.endsWith('.html')) html.push({ file: path.relative(root, file), gzip: gzipSize(fs.readFileSync(file)) });
  }
  html.sort((a, b) => a.gzip - b.gzip);
  const at = (q) => html[Math.min(html.length - 1, Math.floor(q * html.length))];
  return {
    files,
    bytes,
    bytesByKind,
    htmlFiles: html.length,
    htmlGzip:
      html.length === 0
        ? undefined
        : { median: at(0.5).gzip, p95: at(0.95).gzip, max: html.at(-1).gzip, largest: html.at(-1).file },
  };
}

/**
 * The external scripts an HTML page loads in a module-capable browser (`nomodule` ones are skipped). Attribute
 * values may be unquoted (minified HTML such as Docusaurus's).
 */
export function scriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const m = /\ssrc=(?:"([^"]+)"|'([^']+)'|([^\s"'=<>`]+))/i.exec(tag);
    const src = m?.[1] ?? m?.[2] ?? m?.[3];
    if (src && !/\snomodule\b/i.test(tag) && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

/**
 * Weighs one exported page (`href` such as `/docs/a/b/`, without the base path): its HTML and every
 * script it loads, each file counted once, raw and gzipped. `cache` shares gzip results between pages.
 */
export function pageWeight(root, basePath, href, cache = new Map()) {
  const file = path.join(root, decodeURI(href), href.endsWith('/') ? 'index.html' : '');
  if (!fs.existsSync(file)) throw new Error(`page ${href} is not in the export (${path.relative(process.cwd(), file)})`);
  const html = fs.readFileSync(file);
  const scripts = scriptSources(html.toString('utf8')).map((src) => {
    const local = src.split(/[?#]/)[0];
    if (!local.startsWith(`${basePath}/`)) throw new Error(`${href} loads a script outside the site: ${src}`);
    const target = path.join(root, local.slice(basePath.length));
    if (!cache.has(target)) {
      const data = fs.readFileSync(target);
      cache.set(target, { bytes: data.length, gzip: gzipSize(data) });
    }
    return { src, ...cache.get(target) };
  });
  const sum = (key) => scripts.reduce((total, s) => total + s[key], 0);
  const text = html.toString('utf8');
  // Where the HTML's bytes go: inline scripts (mostly the RSC payload, which repeats the page's content) and links.
  const inline = [...text.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join('');
  return {
    href,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    inlineScriptBytes: Buffer.byteLength(inline),
    inlineScriptGzip: gzipSize(inline),
    links: (text.match(/<a\s[^>]*href=/gi) ?? []).length,
    scripts: scripts.length,
    jsBytes: sum('bytes'),
    jsGzip: sum('gzip'),
    scriptFiles: scripts.map((s) => s.src),
  };
}
