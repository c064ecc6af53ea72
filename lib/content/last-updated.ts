/**
 * Last-updated dates and authors of content files: the last commit that touched each file, from the one `git log`
 * the content root is read with (lib/content/git-history.mjs). Files git does not know (new, or no repository at
 * all) have neither, as in Docusaurus.
 */
import { getGitHistory } from './git-history.mjs';

const posix = (sourceFilePath: string) => sourceFilePath.split('\\').join('/');

/** The ISO date of the last commit touching a content file (path relative to the content root). */
export function getLastUpdated(sourceFilePath: string): string | undefined {
  const time = getGitHistory().lastCommit.get(posix(sourceFilePath));
  return time === undefined ? undefined : new Date(time).toISOString();
}

/** The author's name (`%an`) of the last commit touching a content file (path relative to the content root). */
export const getLastUpdatedBy = (sourceFilePath: string): string | undefined =>
  getGitHistory().lastAuthor.get(posix(sourceFilePath));
