// Builds the Pagefind search index of the export (argument: the export folder) into <export>/pagefind/, as
// one or more Pagefind indexes in pagefind/<id>/, listed in pagefind/indexes.json. An index holds whole site
// sections (the `section:` meta every indexed article carries: a doc section, a blog, the standalone pages);
// a large site has several, so that an edit indexes again only the one holding its section. The search dialog
// loads the first and merges the others (Pagefind's mergeIndex: one WebAssembly module, one result list).
//
// `--reuse <previous export>`: an index whose pages are all byte for byte the previous export's pages (as after
// a partial build, where they are hard links to them), and as many, is the previous export's, hard-linked: an
// index is a function of its pages, so the result is the one a full build writes.
//
// `--changed <routes.json>` (with `--reuse`, a partial build): starts while Next renders those routes again,
// before the export exists. The sections are the previous export's, and an index holding a changed route gets
// its other pages from the previous export at once; the script then waits for `ready` on its standard input
// (the merged export is written), adds the routes' new pages and writes the index. Its pages are the same, in
// another order (a full build writes the same search, not the same bytes). Without `ready` it writes nothing and
// exits with code 2.
//
// Only article bodies (`data-pagefind-body`) are indexed, each page in its language (its `<html lang>`): Chinese
// as `zh-cn`, so Pagefind's extended binary segments Chinese text into words. A site with several locales gets
// indexes per language, listed under `languages` in indexes.json; the dialog searches its page's language.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withoutCriticalCss } from '../lib/critical-css-markup.mjs';
import { files } from './lib/incremental.mjs';

const INDEX_DIR = 'pagefind';
const LIST_FILE = 'indexes.json';
/** What the site's search uses of Pagefind's bundle; its UI kits are left out of the export. */
const KEEP = /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|.*\.pf_meta|wasm\..*|index|fragment|filter)$/;

const args = process.argv.slice(2);
const root = path.resolve(args[0] ?? 'out');
const reuseAt = args.indexOf('--reuse');
const previous = reuseAt === -1 ? undefined : path.resolve(args[reuseAt + 1]);

/**
 * An index holds whole sections and at least this many pages (`MYBLOG_SEARCH_INDEX_PAGES`, default 500):
 * Pagefind ranks each index's results by that index's statistics (term rarity, page length), which are only
 * as good as the whole site's when an index is large. A site below it has one index, ranked as the whole site.
 */
const MIN_INDEX_PAGES = Number(process.env.MYBLOG_SEARCH_INDEX_PAGES) || 500;

/**
 * The section an export's page is indexed under, as `<language>\0<section label>`, or undefined for a page without
 * an indexed article. The language is the page's `<html lang>`: each locale of a site is indexed on its own, in
 * its language, and searched from its own pages.
 */
function sectionOf(exportDir, sourcePath) {
  const html = fs.readFileSync(path.join(exportDir, sourcePath), 'utf8');
  if (!html.includes(' data-pagefind-body')) return undefined;
  const label = /\sdata-pagefind-meta="section:([^"]*)"/.exec(html)?.[1] ?? '';
  return `${indexLanguage(html.slice(0, 4000))}\0${label}`;
}

/** Pages with an indexed article, by section label (`data-pagefind-meta="section:…"`), in path order. */
function sectionsOf(exportDir) {
  const bySection = new Map();
  // Pages are `index.html` files, or `name.html` ones in a `trailingSlash: false` export.
  for (const sourcePath of files(exportDir).filter((f) => f.endsWith('.html') && !f.startsWith('_next/'))) {
    const label = sectionOf(exportDir, sourcePath);
    if (label === undefined) continue;
    if (!bySection.has(label)) bySection.set(label, []);
    bySection.get(label).push({ sourcePath });
  }
  return bySection;
}

/**
 * The indexes: `{ id, lang, pages: [{ sourcePath }] }`, per language the sections packed largest first until an
 * index reaches MIN_INDEX_PAGES (a remainder below it joins the last index). They depend only on the set of pages,
 * so a rebuild with the same pages has the same indexes; the id names the language and sections an index holds.
 */
function indexesOf(bySection) {
  const byLanguage = new Map();
  for (const [key, pages] of bySection) {
    const [lang, label] = key.split('\0');
    if (!byLanguage.has(lang)) byLanguage.set(lang, new Map());
    byLanguage.get(lang).set(label, pages);
  }
  return [...byLanguage]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .flatMap(([lang, sections]) => packSections(sections).map((group) => ({ ...group, lang, id: indexId(lang, group.labels) })));
}

/** An index's id: from its language and the sections it holds. */
const indexId = (lang, labels) =>
  crypto
    .createHash('sha256')
    .update([lang, ...labels.sort()].join('\0'))
    .digest('hex')
    .slice(0, 12);

/** One language's sections packed into indexes of at least MIN_INDEX_PAGES pages (`{ labels, pages }`). */
function packSections(bySection) {
  const sections = [...bySection].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const groups = [];
  let open;
  for (const [label, pages] of sections) {
    if (!open || open.pages.length >= MIN_INDEX_PAGES) groups.push((open = { labels: [], pages: [] }));
    open.labels.push(label);
    open.pages.push(...pages);
  }
  const last = groups.at(-1);
  if (groups.length > 1 && last.pages.length < MIN_INDEX_PAGES) {
    groups.pop();
    groups.at(-1).labels.push(...last.labels);
    groups.at(-1).pages.push(...last.pages);
  }
  return groups.map(({ labels, pages }) => ({ labels, pages: pages.sort((a, b) => a.sourcePath.localeCompare(b.sourcePath)) }));
}

/** A path Pagefind's glob takes literally (letters, digits, `_`, `-`, `.`, `/`). */
const plainPath = (file) => /^[\p{L}\p{N}_\-./]+$/u.test(file);

/**
 * How an index's pages are added: the whole site when it is the only index, else the top-level folders that
 * hold only its pages (both by glob, fast), else the pages one by one: by glob where the path is plain, the
 * others as files (Pagefind's IPC makes that 3.6x slower than its own reading). `skip`: pages left out.
 */
function sourcesOf(group, all, skip = new Set()) {
  if (all.length === 1 && skip.size === 0) return { globs: ['**/*.html'], files: [] };
  const top = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : undefined);
  const folders = [...new Set(group.pages.map((p) => top(p.sourcePath)))];
  const others = new Set(all.filter((s) => s !== group).flatMap((s) => s.pages.map((p) => top(p.sourcePath))));
  if (skip.size === 0 && folders.every((f) => f !== undefined && plainPath(f) && !others.has(f)))
    return { globs: folders.map((f) => `${f}/**/*.html`), files: [] };
  const pages = group.pages.map((p) => p.sourcePath).filter((f) => !skip.has(f));
  const plain = pages.filter(plainPath);
  return {
    globs: plain.length > 0 ? [`{${plain.join(',')}}`] : [],
    files: pages.filter((f) => !plainPath(f)),
  };
}

/** Adds pages of `exportDir` to a Pagefind index by globs and files (`sourcesOf`); throws Pagefind's errors. */
async function addPages(index, exportDir, { globs, files: single }) {
  const results = [];
  for (const glob of globs) results.push(await index.addDirectory({ path: exportDir, glob }));
  for (const sourcePath of single)
    results.push(await index.addHTMLFile({ sourcePath, content: fs.readFileSync(path.join(exportDir, sourcePath), 'utf8') }));
  const problems = results.flatMap((r) => r.errors);
  if (problems.length > 0) throw new Error(`pagefind: ${problems.join('; ')}`);
}

/** The language a page declares (its `<html lang>`); Chinese is indexed as `zh-cn`. */
function indexLanguage(html) {
  const lang = /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1]?.toLowerCase() ?? 'en';
  return /^zh(?:-|$)/.test(lang) ? 'zh-cn' : lang;
}

/**
 * Pagefind's services. A copy of Pagefind's module runs one backend process, which handles one request at a time:
 * two indexes of one copy take the sum of their times. So each index being written has a copy of its own (the
 * module imported again under a query string), as many at once as there are cores. At N=1000 the two indexes
 * took 3.0–3.2 s together instead of 4.1 s one after the other.
 */
const services = new Map();
const service = (slot) => {
  if (!services.has(slot)) services.set(slot, import(`${import.meta.resolve('pagefind')}?service=${slot}`));
  return services.get(slot);
};
const closeServices = () => Promise.all([...services.values()].map(async (loaded) => (await loaded).close()));

/**
 * Runs `job(item, slot)` for each item, at most one per core at a time; `slot` names the Pagefind service
 * the job uses, which no other job uses meanwhile.
 */
async function eachOnItsService(items, job) {
  const queue = [...items];
  const slots = Math.max(1, Math.min(os.availableParallelism(), queue.length));
  await Promise.all(
    Array.from({ length: slots }, async (_, slot) => {
      while (queue.length > 0) await job(queue.shift(), slot);
    }),
  );
}

/** A Pagefind index of pages in one language (Chinese as `zh-cn`: Pagefind's extended binary segments it). */
async function newIndex(lang, slot) {
  const pagefind = await service(slot);
  const { index, errors } = await pagefind.createIndex({ forceLanguage: lang });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  return index;
}

/** Writes `index` as `group`'s folder of the export, without the files the site does not use. */
async function writeFiles(index, group) {
  const outputPath = path.join(root, INDEX_DIR, group.id);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  for (const name of fs.readdirSync(outputPath))
    if (!KEEP.test(name)) fs.rmSync(path.join(outputPath, name), { recursive: true });
}

async function writeIndex(group, all, slot) {
  const index = await newIndex(group.lang, slot);
  await addPages(index, root, sourcesOf(group, all));
  await writeFiles(index, group);
}

/**
 * The same page in both exports: one inode (a hard link), or the same bytes, or the same once each is taken with
 * its content stylesheets as Next linked them (post-processing, which runs beside this, rewrites them: the
 * previous export's pages are rewritten, this one's may not be yet).
 */
function unchanged(file) {
  const [now, before] = [path.join(root, file), path.join(previous, file)];
  if (!fs.existsSync(before)) return false;
  const [a, b] = [fs.statSync(now), fs.statSync(before)];
  if (a.ino === b.ino && a.dev === b.dev) return true;
  const [x, y] = [fs.readFileSync(now), fs.readFileSync(before)];
  return x.equals(y) || same(x.toString('utf8')) === same(y.toString('utf8'));
}

/** A page as compared: content stylesheets as Next links them. */
const same = (html) => withoutCriticalCss(html);

/** Hard-links the previous export's copy of `index` when its pages are unchanged; false otherwise. */
function reusePrevious(group) {
  const from = path.join(previous, INDEX_DIR, group.id);
  const entry = path.join(from, 'pagefind-entry.json');
  if (!fs.existsSync(entry)) return false;
  const counts = Object.values(JSON.parse(fs.readFileSync(entry, 'utf8')).languages ?? {}).map((l) => l.page_count);
  if (counts.length !== 1 || counts[0] !== group.pages.length) return false;
  if (!group.pages.every((p) => unchanged(p.sourcePath))) return false;
  for (const file of files(from)) {
    const to = path.join(root, INDEX_DIR, group.id, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.linkSync(path.join(from, file), to);
  }
  return true;
}

/** `ready` on standard input: the export is written (false when the input ends without it). */
const exportReady = () =>
  new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text.trim() === 'ready'));
  });

/** The export's page file of a route (`/blog/x/` → `blog/x/index.html`). */
const pageFile = (route) => path.posix.join(route.replace(/^\/+/, ''), 'index.html');

/**
 * A partial build's indexes (`--changed`): those holding a changed page start from the previous export's other
 * pages before the export is ready. Undefined when the export never gets ready (the build failed); `started` is
 * empty when a changed page moved to another section or in or out of the search (every index is then decided
 * as without `--changed`).
 */
async function partialIndexes(changedPages) {
  const sections = sectionsOf(previous);
  const all = indexesOf(sections);
  const started = new Map();
  for (const group of all) {
    const changed = new Set(group.pages.map((p) => p.sourcePath).filter((f) => changedPages.has(f)));
    if (changed.size === 0) continue;
    // Its own service, apart from the numbered ones of the indexes written anew.
    const index = await newIndex(group.lang, `started-${started.size}`);
    await addPages(index, previous, sourcesOf(group, all, changed));
    started.set(group, { index, changed });
  }
  if (!(await exportReady())) return undefined;
  const labelBefore = new Map([...sections].flatMap(([label, pages]) => pages.map((p) => [p.sourcePath, label])));
  const moved = [...changedPages].some(
    (file) => (fs.existsSync(path.join(root, file)) ? sectionOf(root, file) : undefined) !== labelBefore.get(file),
  );
  return moved ? { all: indexesOf(sectionsOf(root)), started: new Map() } : { all, started };
}

const changedAt = args.indexOf('--changed');
const changedPages =
  changedAt === -1 || !previous
    ? undefined
    : new Set(JSON.parse(fs.readFileSync(args[changedAt + 1], 'utf8')).map((route) => pageFile(route)));
const partial = changedPages ? await partialIndexes(changedPages) : undefined;
if (changedPages && !partial) {
  await closeServices();
  console.error('search index: the export was not written (no `ready`); nothing indexed');
  process.exit(2);
}
const all = partial?.all ?? indexesOf(sectionsOf(root));
fs.rmSync(path.join(root, INDEX_DIR), { recursive: true, force: true });
const indexed = all.filter((group) => !(previous && reusePrevious(group)));
await eachOnItsService(indexed, async (group, slot) => {
  const started = partial?.started.get(group);
  if (!started) return writeIndex(group, all, slot);
  await addPages(started.index, root, { globs: [], files: [...started.changed] });
  await writeFiles(started.index, group);
});
await closeServices();
// `languages`: each language's indexes (by the pages' `<html lang>`, as `indexLanguage` names it), for a site with several.
const languages = {};
for (const group of all) (languages[group.lang] ??= []).push(group.id);
fs.writeFileSync(
  path.join(root, INDEX_DIR, LIST_FILE),
  JSON.stringify({ indexes: all.map((s) => s.id), ...(Object.keys(languages).length > 1 ? { languages } : {}) }),
);
const pages = (list) => list.reduce((n, s) => n + s.pages.length, 0);
console.log(
  `indexed ${pages(indexed)} pages for search in ${indexed.length} of ${all.length} index(es)` +
    (indexed.length < all.length ? ` (${pages(all) - pages(indexed)} pages unchanged: their indexes kept)` : ''),
);
