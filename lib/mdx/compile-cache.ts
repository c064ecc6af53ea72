/**
 * A persistent cache of compiled documents (`.build/cache/content/`), so a build compiles only the documents
 * that changed. A document's key covers everything its output depends on: its path and text, the site config,
 * the pipeline's own source and dependencies, and the URL of every content file (links resolve to them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashParts } from '../hash';
import { siteMdxComponents } from './site-mdx-components';
import { listFiles } from '../files.mjs';
import { SITE_CONFIG_FILE } from '../../config/site';
import { readUrlFrontMatter } from '../content/permalinks';
import { getContentRoot } from '../content/paths';
import type { Compiled } from './compile';

/** Where compiled documents are kept between builds. */
export const CONTENT_CACHE_DIR = path.resolve('.build', 'cache', 'content');

/** The project files whose changes change compiled output. */
const PIPELINE_SOURCES = [
  'lib/mdx',
  'lib/content',
  'lib/checks',
  'lib/i18n',
  'lib/routes.ts',
  'lib/external-links.ts',
  'lib/image-size.ts',
  'lib/config-function.ts',
  'lib/files.mjs',
  'lib/content-root.mjs',
  'config',
  'package-lock.json',
];

/**
 * The version, once per process: on `globalThis`, because the content layer's CLI (which compiles documents
 * ahead, lib/mdx/compile-ahead.ts) and Contentlayer's config bundle each have their own copy of this module.
 */
const VERSION = Symbol.for('myblog.compile-cache.version');
const shared = globalThis as typeof globalThis & { [VERSION]?: string };

/** What every key shares: the pipeline's sources, the content's URLs and the site config (read once per process). */
function buildVersion(): string {
  return (shared[VERSION] ??= computeVersion());
}

function computeVersion(): string {
  const sources = PIPELINE_SOURCES.flatMap((entry) => {
    const full = path.resolve(entry);
    if (!fs.existsSync(full)) return [];
    if (fs.statSync(full).isFile()) return [entry, fs.readFileSync(full)];
    return listFiles(full, (name) => !name.endsWith('.test.ts')).flatMap((rel) => [rel, fs.readFileSync(path.join(full, rel))]);
  });
  const root = getContentRoot();
  // Links resolve to other documents' URLs: any file added, removed or given another id/slug/date (read by the
  // rule links resolve by) changes every key. So does any change of the site config (its base path and Markdown
  // options are in the compiled HTML).
  const urls = listFiles(
    root,
    (name) => /\.mdx?$/.test(name) || name === SITE_CONFIG_FILE,
    (dir) => dir !== 'node_modules',
  ).flatMap((rel) => {
    const file = path.join(root, rel);
    return [rel, rel.endsWith('.json') ? fs.readFileSync(file, 'utf8') : JSON.stringify(readUrlFrontMatter(file))];
  });
  // A swizzled MDXComponents decides which components documents import without saying so.
  const scope = siteMdxComponents(root);
  return hashParts(...sources, ...urls, JSON.stringify(scope?.names ?? null), process.env.CONTENT_DIR ?? '');
}

/** The key of one document. */
export const cacheKey = (kind: string, sourceFilePath: string, text: string): string =>
  hashParts(buildVersion(), kind, sourceFilePath, text);

const cacheFile = (key: string): string => path.join(CONTENT_CACHE_DIR, `${key}.json`);

/** Whether a compile is cached (without reading it). */
export const isCached = (key: string): boolean => fs.existsSync(cacheFile(key));

/** A cached compile, or undefined. */
export function readCached(key: string): Compiled | undefined {
  try {
    return JSON.parse(fs.readFileSync(cacheFile(key), 'utf8')) as Compiled;
  } catch {
    return undefined;
  }
}

/** Stores a compile (written to a temporary name first: a reader never sees half a file). */
export function writeCached(key: string, compiled: Compiled): void {
  fs.mkdirSync(CONTENT_CACHE_DIR, { recursive: true });
  const file = cacheFile(key);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(compiled));
  fs.renameSync(tmp, file);
}
