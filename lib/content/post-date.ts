/**
 * The date of a blog post, as Docusaurus dates it (plugin-content-blog `blogUtils.ts`, `getDate` /
 * `getBlogPostDate`): front matter `date`; else the date in the post's path (`blogPostSlug` reads it, with the
 * rules of the site's release: `2021-05-12-x.md`, `2021/05/12/x.md`, a dated folder, `team/2021-05-12-x.md`);
 * else when its file was created: since 2.0.0-beta.16 the commit that added it to git (following renames), and
 * its birth time when git does not know it; before, always its birth time. Never when it was last edited:
 * fixing a typo in an old post must not make it the newest one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocusaurusRules } from './docusaurus-rules';
import { getGitHistory } from './git-history.mjs';
import { contentRoot } from '../content-root.mjs';

/** When a file was created, by the sources Docusaurus asks. */
export interface FileCreation {
  /** The time (ms) of the commit that added the file, following renames; undefined when git does not know the file. */
  readonly gitAdded: () => number | undefined;
  /** The file's birth time (ms). */
  readonly birthTime: () => number;
}

/**
 * A validated front-matter date (`YYYY-MM-DD`, optionally with a time and a zone, or an ISO string) as an instant:
 * without a zone it is UTC (Docusaurus `parseFrontMatterDate`: "Always treat dates as UTC by adding the `Z`").
 */
export function parseFrontMatterDate(date: string): Date {
  const value = date.trim().replace(/^(\d{4}-\d{2}-\d{2})[ \t]+(?=\d)/, '$1T');
  if (!value.includes('T')) return new Date(`${value}T00:00:00Z`);
  const hasZone = /(?:z|[+-]\d{1,2}(?::?\d{2})?)$/i.test(value.slice(value.indexOf('T')));
  return new Date(hasZone ? value : `${value}Z`);
}

/** The ISO date of a post: front matter date, else its path's date, else its file's creation (see the file's header). */
export function blogPostDate(args: {
  frontMatterDate?: string;
  /** `YYYY-MM-DD` from the post's path (`blogPostSlug`). */
  dateFromPath?: string;
  file: FileCreation;
  rules: DocusaurusRules;
}): string {
  if (args.frontMatterDate) return parseFrontMatterDate(args.frontMatterDate).toISOString();
  if (args.dateFromPath) return parseFrontMatterDate(args.dateFromPath).toISOString();
  const created = (args.rules.blogDateFromGit ? args.file.gitAdded() : undefined) ?? args.file.birthTime();
  return new Date(created).toISOString();
}

/**
 * Where the file system records no birth time (Node then reports the epoch), the time this project first saw the
 * file stands in for it: its modification time then, kept in this file from then on, so that later edits do not
 * move the post.
 */
export const FIRST_SEEN_FILE = path.resolve('.build', 'cache', 'first-seen.json');

let firstSeen: Record<string, number> | undefined;

function readFirstSeen(store: string): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(store, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** A file's birth time (ms), else the time it was first seen (see {@link FIRST_SEEN_FILE}). */
export function birthTimeOf(absolutePath: string, stat: fs.Stats = fs.statSync(absolutePath), store = FIRST_SEEN_FILE): number {
  if (stat.birthtimeMs > 0) return stat.birthtimeMs;
  firstSeen ??= readFirstSeen(store);
  const seen = firstSeen[absolutePath];
  if (seen !== undefined) return seen;
  firstSeen[absolutePath] = stat.mtimeMs;
  fs.mkdirSync(path.dirname(store), { recursive: true });
  const temporary = `${store}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(firstSeen));
  fs.renameSync(temporary, store);
  return stat.mtimeMs;
}

/** Forgets what {@link birthTimeOf} read of its store (tests). */
export const forgetFirstSeen = (): void => {
  firstSeen = undefined;
};

/** The creation sources of a content file (path relative to the content root). */
export function fileCreation(sourceFilePath: string): FileCreation {
  return {
    gitAdded: () => getGitHistory().added.get(sourceFilePath.split('\\').join('/')),
    birthTime: () => birthTimeOf(path.join(contentRoot(), sourceFilePath)),
  };
}

/** The ISO date of a post file (content-relative path), by `rules` (the site's: `rules` of lib/content/paths.ts). */
export function getPostDate(
  sourceFilePath: string,
  frontMatterDate: string | undefined,
  dateFromPath: string | undefined,
  rules: DocusaurusRules,
): string {
  return blogPostDate({ frontMatterDate, dateFromPath, file: fileCreation(sourceFilePath), rules });
}
