// What a build can reuse from the previous one. The state of a build (.build/incremental/) holds the
// fingerprint of the code, per content file the hash of its text and of its front matter (and, for Markdown,
// its dates in git), a stamp of the content layer's cache, and a copy of the content layer's generated data. A
// build whose code and content are unchanged keeps out/; one where only Markdown bodies changed renders only the
// routes that show them (scripts/build.mjs); anything else renders every page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from '../../lib/content-root.mjs';
import { readGitHistory } from '../../lib/content/git-history.mjs';
import { comparePosts } from '../../lib/content/post-order.mjs';
import { listFiles } from '../../lib/files.mjs';
import { MDX_MODULES } from './build-dirs.mjs';
import { PROJECT_FILES } from './workspace.mjs';

export const STATE_DIR = path.resolve('.build', 'incremental');
const STATE_FILE = path.join(STATE_DIR, 'state.json');
const SNAPSHOT = path.join(STATE_DIR, 'generated');
const GENERATED = path.resolve('.contentlayer', 'generated');
const SKIP = new Set(['_assets', 'node_modules', '.git']);

/** The SHA-256 of a text or a file's bytes, as hex. */
export const sha = (data) => crypto.createHash('sha256').update(data).digest('hex');

/** Every file under a folder (sorted relative POSIX paths), leaving out `SKIP`; a file lists itself as ''. */
export function files(root) {
  if (fs.existsSync(root) && fs.statSync(root).isFile()) return [''];
  return listFiles(
    root,
    (name) => !SKIP.has(name),
    (dir) => !SKIP.has(dir),
  );
}

/**
 * The fingerprint of what Next compiles: the project's sources and lockfile, the generated MDX modules (the
 * author's code is bundled), the content folder's site config (its values are inlined into the client code),
 * and the Node and Next versions. It names the build (Next's build id): a build whose compile fingerprint is
 * the one in .next/ renders on that compile instead of compiling again, and pages rendered by a later partial
 * build belong to the same build (and load the same client chunks) as the ones kept.
 */
export function compileFingerprint(projectRoot = process.cwd()) {
  const hash = crypto.createHash('sha256');
  const siteConfig = path.join(contentRoot(), 'site.config.json');
  hash.update(`${process.version}\0`);
  hash.update(fs.readFileSync(path.join(projectRoot, 'node_modules', 'next', 'package.json')));
  hash.update(fs.existsSync(siteConfig) ? fs.readFileSync(siteConfig) : 'config/site.ts');
  for (const root of [...PROJECT_FILES, MDX_MODULES]) {
    for (const [file, bytes] of compiledFiles(projectRoot, root)) hash.update(`${root}/${file}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * The files of `root` that can reach the compile, with their bytes (each read once), in path order. The MDX
 * modules' mirror of the content folder (`site/`: its code, but also its images, `_category_.json` and
 * `authors.yml`) only does through a generated module that imports from it: when none does, a change there
 * needs no new compile, and its files are not read.
 */
function compiledFiles(projectRoot, root) {
  const read = (file) => [file, fs.readFileSync(path.join(projectRoot, root, file))];
  const all = files(path.join(projectRoot, root));
  if (root !== MDX_MODULES) return all.map(read);
  const modules = all.filter((file) => !file.startsWith('site/')).map(read);
  if (!modules.some(([, bytes]) => bytes.includes('./site/'))) return modules;
  const byFile = new Map(modules);
  return all.map((file) => [file, byFile.get(file) ?? read(file)[1]]);
}

/**
 * The fingerprint of everything but the content's files that decides the export: the compile fingerprint and
 * the content folder. The git commit is not in it: the dates pages take from history are in each file's
 * content state, so a push that edits one post renders that post's pages, not every page.
 */
export function codeFingerprint(compile = compileFingerprint()) {
  return sha(`${compile}\0${contentRoot()}`);
}

/** The build id Next is given for a compile fingerprint. */
export const buildIdOf = (compile) => `b${compile.slice(0, 20)}`;

/**
 * Per content file: the hash of its text and, for Markdown, of its front matter and what git says of it (the
 * last commit's time and author and the commit that added it: pages show them as "last updated … by …" and as an
 * undated post's date, so a file whose history changed shows differently even where its text did not).
 */
export function contentState(root) {
  const { lastCommit, lastAuthor, added } = readGitHistory(root);
  return Object.fromEntries(
    files(root).map((rel) => {
      const text = fs.readFileSync(path.join(root, rel));
      if (!/\.mdx?$/.test(rel)) return [rel, { text: sha(text) }];
      const frontMatter = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---/.exec(text.toString('utf8'))?.[0] ?? '';
      const git = lastCommit.has(rel) ? `${lastCommit.get(rel)} ${added.get(rel) ?? ''} ${lastAuthor.get(rel) ?? ''}` : '';
      return [rel, { text: sha(text), frontMatter: sha(frontMatter), git }];
    }),
  );
}

/** The previous build's state, if any. */
export const readState = () => (fs.existsSync(STATE_FILE) ? JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) : undefined);

/**
 * Contentlayer caches each document under its file's mtime alone, so a cached document can be stale when
 * another file changed (a slug it links to, the site config, authors). Its cache is kept only across builds
 * where nothing but Markdown bodies changed; `contentlayerCacheStamp` tells whether anything else (`next dev`)
 * wrote to it since.
 */
const CONTENTLAYER_CACHE = path.resolve('.contentlayer', '.cache');

export const contentlayerCacheStamp = () =>
  files(CONTENTLAYER_CACHE)
    .filter((f) => /\/data-[^/]+\.json$/.test(f))
    .map((f) => {
      const { mtimeMs, size } = fs.statSync(path.join(CONTENTLAYER_CACHE, f));
      // Whole seconds: a cache restored from an archive (a deploy's) keeps its files' times to the second.
      return `${f}:${Math.floor(mtimeMs / 1000)}:${size}`;
    })
    .join('\n');

/** Drops Contentlayer's cached documents (its compiled configs stay). */
export function clearContentlayerCache() {
  for (const f of files(CONTENTLAYER_CACHE)) if (/\/data-[^/]+\.json$/.test(f)) fs.rmSync(path.join(CONTENTLAYER_CACHE, f));
}

/** Saves this build's state and a copy of the content layer's generated data. */
export function saveState(state) {
  fs.rmSync(SNAPSHOT, { recursive: true, force: true });
  fs.mkdirSync(SNAPSHOT, { recursive: true });
  for (const type of fs.readdirSync(GENERATED)) {
    const index = path.join(GENERATED, type, '_index.json');
    if (!fs.existsSync(index)) continue;
    fs.mkdirSync(path.join(SNAPSHOT, type));
    fs.copyFileSync(index, path.join(SNAPSHOT, type, '_index.json'));
  }
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}

/**
 * Forgets the previous build, so that a build that fails leaves no state a later one could trust. The copy of
 * the generated data stays until the next save: this build compares its own documents with it.
 */
export const clearState = () => fs.rmSync(STATE_FILE, { force: true });

/**
 * How the content changed since the previous build: `markdownBodies` (only the bodies of existing Markdown
 * files: a partial render may do) and `history` (Markdown files whose text is the same but whose dates in git
 * are not: their own pages are rendered again), or a `reason` why every page must be rendered again — a file
 * added, removed or not Markdown, or a front matter changed (these also change other documents: links, lists,
 * sidebars).
 */
export function contentChange(previous, current) {
  const names = [...new Set([...Object.keys(previous), ...Object.keys(current)])];
  const changed = names.filter((n) => previous[n]?.text !== current[n]?.text);
  const history = names.filter((n) => !changed.includes(n) && (previous[n].git ?? '') !== (current[n].git ?? ''));
  if (changed.length === 0 && history.length === 0) return { unchanged: true };
  const other = changed.find((n) => !previous[n] || !current[n] || current[n].frontMatter === undefined);
  if (other) return { reason: `${other} ${!previous[other] ? 'added' : !current[other] ? 'removed' : 'changed'}` };
  const frontMatter = changed.find((n) => previous[n].frontMatter !== current[n].frontMatter);
  if (frontMatter) return { reason: `the front matter of ${frontMatter} changed` };
  return history.length > 0 ? { markdownBodies: changed, history } : { markdownBodies: changed };
}

const readDocs = (dir) =>
  new Map(
    fs
      .readdirSync(dir)
      .filter((type) => fs.existsSync(path.join(dir, type, '_index.json')))
      .flatMap((type) => JSON.parse(fs.readFileSync(path.join(dir, type, '_index.json'), 'utf8')).map((d) => [d._id, d])),
  );

/** Fields only the document's own page shows. */
const OWN_PAGE_ONLY = new Set(['toc']);
/** Fields shown on the document's page and on pages that list or link to it. */
const SHOWN_WHERE_LINKED = new Set(['title', 'description', 'readingMinutes', 'hasTruncate', 'keywords']);
/**
 * Fields of a post shown where it is listed that also decide its place among the blog's posts (lists, their
 * pages, tag pages, the archive, the recent-posts sidebar, prev/next): no doc and no page outside the blog shows
 * them.
 */
const ORDERS_POSTS = new Set(['date']);
/** Above this many routes a partial render saves nothing. */
export const MAX_PARTIAL_ROUTES = 60;

/** The export's pages that link to one of `hrefs` (lists, tag pages, sidebars, prev/next, the home page). */
function pagesLinkingTo(out, hrefs, basePath) {
  if (hrefs.length === 0) return [];
  const needles = [...new Set(hrefs.flatMap((href) => [`href="${basePath}${href}"`, `href="${basePath}${encodeURI(href)}"`]))];
  return files(out)
    .filter((f) => f.endsWith('index.html') && !f.startsWith('_next/') && !f.startsWith('pagefind/'))
    .filter((f) => {
      const html = fs.readFileSync(path.join(out, f), 'utf8');
      return needles.some((needle) => html.includes(needle));
    })
    .map((f) => `/${f.slice(0, -'index.html'.length)}`.replace(/^\/\/$/, '/'));
}

/** Posts are the documents that belong to a blog (Contentlayer's type field is not `type`: contentlayer.config.ts). */
const isPost = (doc) => doc.meta?.blogId !== undefined;

/** Each blog's published posts in the blog's order (lib/content/post-order.mjs), as permalinks. */
function postOrder(docs) {
  const blogs = new Map();
  for (const doc of docs.values()) {
    if (!isPost(doc) || doc.meta?.draft) continue;
    const post = { date: doc.meta.date, sourceFilePath: doc._raw.sourceFilePath, permalink: doc.meta.permalink };
    blogs.set(doc.meta.blogId, [...(blogs.get(doc.meta.blogId) ?? []), post]);
  }
  return new Map([...blogs].map(([blog, posts]) => [blog, posts.sort(comparePosts).map((p) => p.permalink)]));
}

/**
 * The posts whose place in their blog's order differs between two sets of documents: when a date moves a post,
 * the posts it passes move by one, onto other list pages and beside other neighbours.
 */
function movedPosts(before, after) {
  const old = postOrder(before);
  const moved = [];
  for (const [blog, order] of postOrder(after)) {
    const previous = old.get(blog) ?? [];
    order.forEach((href, i) => previous[i] !== href && moved.push(href));
  }
  return moved;
}

/**
 * The routes that show what changed between the previous build's documents and this one's: a changed body
 * shows on the document's own page; a post's changed excerpt, reading time or description also on every page that
 * links to it; a post's changed date on its page and the blog's pages that list it, or list, or sit beside, the
 * posts it moves past (the pages that linked to them: lists, tag pages, the archive, the recent-posts sidebar,
 * prev/next). Undefined (with a reason) when another field changed: then every page is rendered. The documents
 * of `history` (source paths whose dates in git changed) have their own page rendered again. `previous` and
 * `current` hold the two builds' generated data.
 */
export function affectedRoutes(out, basePath, history = [], { previous = SNAPSHOT, current = GENERATED } = {}) {
  const before = readDocs(previous);
  const after = readDocs(current);
  if (before.size !== after.size || [...after.keys()].some((id) => !before.has(id)))
    return { reason: 'documents added or removed' };
  const routes = new Set();
  const linked = [];
  let reordered = false;
  const historyChanged = new Set(history);
  for (const [id, doc] of after) {
    if (historyChanged.has(doc._raw?.sourceFilePath) && doc.meta && !doc.meta.draft) routes.add(doc.meta.permalink);
    const old = before.get(id);
    if (JSON.stringify(old) === JSON.stringify(doc)) continue;
    if (!doc.meta) return { reason: `${id} changed` };
    const keys = new Set([...Object.keys(old.meta ?? {}), ...Object.keys(doc.meta)]);
    const changed = [...keys].filter((k) => JSON.stringify(old.meta?.[k]) !== JSON.stringify(doc.meta[k]));
    const shownWhereLinked = (k) => SHOWN_WHERE_LINKED.has(k) || (isPost(doc) && ORDERS_POSTS.has(k));
    const structural = changed.filter((k) => !OWN_PAGE_ONLY.has(k) && !shownWhereLinked(k));
    if (structural.length > 0) return { reason: `${id}: ${structural.join(', ')} changed` };
    if (doc.meta.draft) continue;
    routes.add(doc.meta.permalink);
    if (isPost(doc) && changed.some((k) => ORDERS_POSTS.has(k))) reordered = true;
    // The lists show a post up to its truncate marker, or whole (lib/content/queries.ts getPostExcerpt): HTML is
    // compared above the default marker, compiled MDX (rendered up to the marker from its whole code) whole.
    const excerpt = (d) => (d.body.html ?? d.body.code ?? '').split(/<!--\s*truncate\s*-->/)[0];
    if (changed.some(shownWhereLinked) || (isPost(doc) && excerpt(old) !== excerpt(doc))) {
      linked.push(doc.meta.permalink);
    }
  }
  if (reordered) {
    for (const href of movedPosts(before, after)) {
      routes.add(href);
      linked.push(href);
    }
  }
  for (const page of pagesLinkingTo(out, linked, basePath)) routes.add(page);
  return { routes: [...routes] };
}
