/**
 * Last-updated dates of content files: the last commit that touched each file, from the one `git log` the
 * content root is read with (lib/content/git-history.mjs). Files git does not know (new, or no repository at
 * all) have no date, as in Docusaurus.
 */
import { getGitHistory } from './git-history.mjs';

/** The ISO date of the last commit touching a content file (path relative to the content root). */
export function getLastUpdated(sourceFilePath: string): string | undefined {
  const time = getGitHistory().lastCommit.get(sourceFilePath.split('\\').join('/'));
  return time === undefined ? undefined : new Date(time).toISOString();
}
