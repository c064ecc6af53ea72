/**
 * The typed collections of the site, read from Contentlayer's generated data: docs, posts and pages
 * (each merged from its `.md` and `.mdx` flavour), drafts left out of production builds, and one
 * document per URL (duplicates are reported by the build checks).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CategoryMeta } from '../navigation/sidebar-builder';
import { parseCategory, readCategoryFiles, type CategoryFile } from './category';
import type { DocMeta, PageMeta, PostMeta } from './describe';
import { displayPath } from './display-path';
import { getLastUpdated, getLastUpdatedBy } from './last-updated';
import { comparePosts } from './post-order.mjs';

/**
 * A document's rendered body: HTML for `.md`, compiled MDX code for `.mdx`; `untilTruncate` when a blog's list shows
 * the MDX post up to its truncate marker.
 */
export type Body =
  | { readonly format: 'html'; readonly html: string }
  | { readonly format: 'mdx'; readonly code: string; readonly untilTruncate?: boolean };

interface Entry {
  /** Path of the source file relative to the content root. */
  readonly sourceFilePath: string;
  readonly body: Body;
  /** ISO date of the last change: front matter `last_update.date`, else git history; none for new files. */
  readonly lastUpdated?: string;
  /** Who made the last change: front matter `last_update.author`, else the last commit's author; none for new files. */
  readonly lastUpdatedBy?: string;
}

export type DocEntry = DocMeta & Entry;
export type PostEntry = PostMeta & Entry;
export type PageEntry = PageMeta & Entry;

interface Generated {
  _raw: { sourceFilePath: string };
  body: { html: string } | { code: string };
  meta: unknown;
}

function toEntry<M extends object>(doc: Generated): M & Entry {
  const body: Body = 'html' in doc.body ? { format: 'html', html: doc.body.html } : { format: 'mdx', code: doc.body.code };
  const meta = doc.meta as M & { lastUpdate?: string; lastUpdateAuthor?: string };
  const file = doc._raw.sourceFilePath;
  return {
    ...meta,
    sourceFilePath: file,
    body,
    lastUpdated: meta.lastUpdate ?? getLastUpdated(file),
    lastUpdatedBy: meta.lastUpdateAuthor ?? getLastUpdatedBy(file),
  };
}

/** Contentlayer's generated collections by document type, as `contentlayer/generated` exports them. */
const EXPORTS: Record<string, string> = {
  Doc: 'allDocs',
  DocMdx: 'allDocMdxes',
  Post: 'allPosts',
  PostMdx: 'allPostMdxes',
  Page: 'allPages',
  PageMdx: 'allPageMdxes',
};

/** Where the collections come from instead of Contentlayer's generated data ({@link readCollectionsFrom}). */
let source: ((type: string) => unknown[]) | undefined;

/**
 * Reads the collections from `read` (a document type of {@link EXPORTS} → its documents, as Contentlayer generates
 * them) instead of Contentlayer's generated data. The importer lists an imported folder's routes before any
 * Contentlayer run (lib/content/source-collections.ts); call it before anything reads a collection.
 */
export function readCollectionsFrom(read: (type: string) => unknown[]): void {
  source = read;
}

/**
 * One generated collection. A build reads it from disk when pages render instead of importing it: the content
 * is then not bundled into the server code (a smaller, faster compile), and rendering pages again after a
 * content edit needs no new compile. `next dev` imports it, so Contentlayer's rewrites reach the page by HMR
 * (NODE_ENV is a compile-time constant: builds drop that branch).
 */
function readGenerated<T>(type: string): T[] {
  if (source) return source(type) as T[];
  if (process.env.NODE_ENV === 'development') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the generated module, in development only
    return (require('contentlayer/generated') as Record<string, T[]>)[EXPORTS[type]!]!;
  }
  const dir = path.join(/* turbopackIgnore: true */ process.cwd(), '.contentlayer', 'generated', type);
  return JSON.parse(fs.readFileSync(path.join(/* turbopackIgnore: true */ dir, '_index.json'), 'utf8')) as T[];
}

const isProduction = process.env.NODE_ENV === 'production';
const published = <T extends { draft: boolean }>(entries: T[]): T[] => (isProduction ? entries.filter((e) => !e.draft) : entries);
const bySource = <T extends Pick<Entry, 'sourceFilePath'>>(a: T, b: T): number => a.sourceFilePath.localeCompare(b.sourceFilePath);

let docs: DocEntry[] | undefined;
let posts: PostEntry[] | undefined;
let pages: PageEntry[] | undefined;

/** Every doc of every section, in source-path order. */
export function getAllDocs(): DocEntry[] {
  docs ??= published([...readGenerated<Generated>('Doc'), ...readGenerated<Generated>('DocMdx')].map((d) => toEntry<DocMeta>(d))).sort(bySource);
  return docs;
}

let draftDocIds: Map<string, Set<string>> | undefined;

/**
 * The ids of a section's docs that a production build leaves out as drafts (none in development, where drafts are
 * built): a sidebar item naming one is dropped, as Docusaurus drops it (lib/navigation/sidebar-builder.ts). Per
 * section, as Docusaurus's postProcessor takes the drafts of the version whose sidebars it processes.
 */
export function getDraftDocIds(sectionId: string): ReadonlySet<string> {
  if (!draftDocIds) {
    draftDocIds = new Map();
    if (isProduction)
      for (const doc of [...readGenerated<Generated>('Doc'), ...readGenerated<Generated>('DocMdx')].map((d) => toEntry<DocMeta>(d)))
        if (doc.draft) draftDocIds.set(doc.sectionId, (draftDocIds.get(doc.sectionId) ?? new Set()).add(doc.docId));
  }
  return draftDocIds.get(sectionId) ?? new Set();
}

/** Every post, newest first (both posts of a duplicated URL included, as the blog lists them). */
export function getAllPosts(): PostEntry[] {
  posts ??= published([...readGenerated<Generated>('Post'), ...readGenerated<Generated>('PostMdx')].map((d) => toEntry<PostMeta>(d))).sort(
    comparePosts,
  );
  return posts;
}

/** Every standalone page. */
export function getAllPages(): PageEntry[] {
  pages ??= published([...readGenerated<Generated>('Page'), ...readGenerated<Generated>('PageMdx')].map((d) => toEntry<PageMeta>(d))).sort(bySource);
  return pages;
}

/** A `_category_` file's folder metadata, typed and converted (lib/content/category.ts), with where it was read. */
export type CategoryEntry = CategoryMeta & { readonly _raw: CategoryFile['_raw'] };

let categories: { entries: CategoryEntry[]; files: string; readAt: number } | undefined;

/**
 * Every `_category_.json` (or `.yml`/`.yaml`), read from the content folder as Docusaurus reads it (not by
 * Contentlayer, whose JSON.parse rejects YAML in a `.json` file). Read once; under `next dev`, again when a second has
 * passed, so that an edited file shows: the same array while nothing changed (the sidebars are built again for a new one).
 */
export function getAllCategories(): CategoryEntry[] {
  const now = Date.now();
  if (categories && (process.env.NODE_ENV !== 'development' || now - categories.readAt < 1000)) return categories.entries;
  const read = readCategoryFiles();
  const files = JSON.stringify(read);
  if (categories?.files === files) categories.readAt = now;
  else
    categories = {
      entries: read.map((c) => ({ ...parseCategory(c.data, c._raw.sourceFilePath), _raw: c._raw })),
      files,
      readAt: now,
    };
  return categories.entries;
}

/** Groups entries by permalink; the first in source-path order is the one served. */
export function groupByPermalink<T extends Pick<Entry, 'sourceFilePath'> & { permalink: string }>(entries: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const entry of [...entries].sort(bySource)) {
    groups.set(entry.permalink, [...(groups.get(entry.permalink) ?? []), entry]);
  }
  return groups;
}

/** The documents that share a URL with another of their kind (the `onDuplicateRoutes` check reports them). */
export function getDuplicateRoutes(): { permalink: string; files: string[] }[] {
  return sameKindDuplicates<DocEntry | PostEntry | PageEntry>([getAllDocs(), getAllPosts(), getAllPages()]).map(([permalink, group]) => ({
    permalink,
    files: group.map((e) => displayPath(e.sourceFilePath)),
  }));
}

/**
 * The URLs that two entries of one kind (docs, posts or pages) claim, the served one first. A URL that two kinds
 * claim (a page at a doc's `/`) is not one: the route table serves the one Docusaurus's router would and reports
 * it (lib/route-table.ts getRouteCollisions), where a group of all kinds would name the wrong one as served.
 */
export function sameKindDuplicates<T extends Pick<Entry, 'sourceFilePath'> & { permalink: string }>(
  kinds: T[][],
): [string, T[]][] {
  return kinds.flatMap((entries) => [...groupByPermalink(entries)].filter(([, group]) => group.length > 1));
}
