/**
 * Last-updated dates of content files from git history, read with one `git log` for the whole content
 * root. Files git does not know (new, or no repository at all) simply have no date.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { getContentRoot } from './paths';

let cache: Map<string, string> | undefined;

function readGitDates(): Map<string, string> {
  const dates = new Map<string, string>();
  const root = getContentRoot();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && date) {
        const absolute = path.join(top, line);
        if (!dates.has(absolute)) dates.set(absolute, date);
      }
    }
  } catch {
    // Not a git checkout, or git is missing: no dates.
  }
  return dates;
}

/** The ISO date of the last commit touching a content file (path relative to the content root). */
export function getLastUpdated(sourceFilePath: string): string | undefined {
  cache ??= readGitDates();
  return cache.get(path.join(getContentRoot(), sourceFilePath));
}
