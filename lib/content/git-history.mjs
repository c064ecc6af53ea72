// What git knows of the content files, read with ONE `git log` for the whole content root (a thousand files
// would otherwise take a thousand git processes): per file, the commit that last touched it (last-updated
// dates, and its author's name for `showLastUpdateAuthor`) and the commit that added it, following renames (the date of an undated blog post). Files git does
// not know (new and uncommitted, or no repository at all) are in neither map. Plain ESM: the content layer reads
// it for the pages' dates, and the build (scripts/lib/incremental.mjs) for what changed since the last build.
import { execFileSync } from 'node:child_process';
import { contentRoot } from '../content-root.mjs';

const EMPTY = { lastCommit: new Map(), lastAuthor: new Map(), added: new Map() };

/** Marks a commit's time and author in the log's output (a byte no path holds). */
const COMMIT = '\x01';

/**
 * Reads the output of `git log -z --name-status -M --format=%x01%ct,%an` (newest commit first): each commit is
 * its time and its author's name (after the first comma: a name may hold commas, as Docusaurus reads
 * `%ct,%an`), then NUL-separated status letters and paths (two paths after a rename or copy).
 */
export function parseGitLog(output) {
  const commits = [];
  const tokens = output.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i].replace(/^\n/, '');
    if (token.startsWith(COMMIT)) {
      const comma = token.indexOf(',');
      const time = Number(comma === -1 ? token.slice(1) : token.slice(1, comma)) * 1000;
      commits.push({ time, author: comma === -1 ? '' : token.slice(comma + 1), changes: [] });
    } else if (token && commits.length > 0) {
      const status = token[0];
      const paths = status === 'R' || status === 'C' ? 2 : 1;
      commits.at(-1).changes.push([status, ...tokens.slice(i + 1, i + 1 + paths)]);
      i += paths;
    }
  }
  const lastCommit = new Map();
  const lastAuthor = new Map();
  const added = new Map();
  /** The commit that touched `file` last so far (the newest, once every commit is replayed). */
  const touched = (file, time, author) => {
    lastCommit.set(file, time);
    if (author) lastAuthor.set(file, author);
    else lastAuthor.delete(file);
  };
  // Oldest first: an addition starts a file's life, a rename carries it over to the new name, a deletion ends it.
  for (const { time, author, changes } of commits.reverse()) {
    for (const [status, from, to] of changes) {
      if (status === 'D') {
        added.delete(from);
      } else if (status === 'R') {
        added.set(to, added.get(from) ?? time);
        added.delete(from);
        touched(to, time, author);
      } else {
        const file = status === 'C' ? to : from;
        if (status === 'A' || status === 'C' || !added.has(file)) added.set(file, time);
        touched(file, time, author);
      }
    }
  }
  return { lastCommit, lastAuthor, added };
}

/** The git history of the files under `root` (paths relative to it); empty outside a repository or without git. */
export function readGitHistory(root) {
  try {
    const log = execFileSync(
      'git',
      ['-c', 'log.showSignature=false', 'log', '-z', '--name-status', '-M', '--relative', `--format=${COMMIT}%ct,%an`, '--', '.'],
      { cwd: root, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return parseGitLog(log);
  } catch {
    // Not a git checkout, or git is missing.
    return EMPTY;
  }
}

let cache;

/** The content root's git history, read once per process. */
export const getGitHistory = () => (cache ??= readGitHistory(contentRoot()));
