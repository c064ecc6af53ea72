/** Commit times (ms since the epoch, committer date as Docusaurus reads it: `%ct`) by content-relative POSIX path. */
export interface GitHistory {
  /** The last commit that added, changed or renamed the file (Docusaurus `getFileCommitDate(…, {age: 'newest'})`). */
  readonly lastCommit: ReadonlyMap<string, number>;
  /**
   * The author's name (`%an`, not mailmapped) of that last commit, as Docusaurus's `getFileCommitDate(…, {age:
   * 'newest', includeAuthor: true})` reads it for `showLastUpdateAuthor`.
   */
  readonly lastAuthor: ReadonlyMap<string, string>;
  /**
   * The commit that added the file, following renames: `git log --follow --diff-filter=A --max-count=1 -- file`
   * (Docusaurus `getFileCommitDate(…, {age: 'oldest'})`), for every file at once. A file deleted and added again
   * counts from its last addition, as that command finds it.
   */
  readonly added: ReadonlyMap<string, number>;
}
/** Reads the output of `git log -z --name-status -M --format=%x01%ct,%an` (newest commit first). */
export function parseGitLog(output: string): GitHistory;
/** The git history of the files under `root` (paths relative to it); empty outside a repository or without git. */
export function readGitHistory(root: string): GitHistory;
/** The content root's git history, read once per process. */
export function getGitHistory(): GitHistory;
