/**
 * An imported blog post that Docusaurus dates by its file (no front-matter `date`, no date in its path) gets that
 * date written into its front matter: the copy has neither the site's git history (the commit that added the
 * file, since 2.0.0-beta.16) nor the birth times of its files, and would otherwise be dated by the import.
 */
import fs from 'node:fs';
import { blogPostSlug, type DocusaurusRules } from '../../lib/content/docusaurus-rules';
import { readGitHistory } from '../../lib/content/git-history.mjs';
import { blogPostDate } from '../../lib/content/post-date';
import { isSourceOf, MARKDOWN_INCLUDE, type SourceGlobs } from '../../lib/content/source-globs';

/** A date pinned into a copied post, for the report. */
export interface PinnedDate {
  readonly text: string;
  /** The line of the `date:` added. */
  readonly line: number;
  readonly iso: string;
  /** Where Docusaurus took the date from. */
  readonly source: 'git' | 'birth time';
}

/** `text` with `date: <iso>` first in its front matter (a front matter is added when it has none). */
export function withFrontMatterDate(text: string, iso: string): string {
  if (!/^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.test(text)) return `---\ndate: ${iso}\n---\n\n${text}`;
  return text.replace(/^---\r?\n/, (open) => `${open}date: ${iso}\n`);
}

/**
 * The pinning of one blog folder of the site (`blogDir`, absolute): its git history is read once. For a post at
 * `relativePath` (inside the blog folder, as Docusaurus sees it) with front matter `frontMatter`, the text to write,
 * or undefined when Docusaurus dated it by its front matter or path, or does not read it (the blog's `include` and
 * `exclude`, `globs`: `_draft.md` is no post, whatever its date).
 */
export function blogDatePinner(
  blogDir: string,
  rules: DocusaurusRules,
  globs: SourceGlobs = {},
): (relativePath: string, text: string, frontMatter: Record<string, unknown>) => PinnedDate | undefined {
  let history: ReturnType<typeof readGitHistory> | undefined;
  const posts: SourceGlobs = { include: globs.include ?? MARKDOWN_INCLUDE, exclude: globs.exclude };
  return (relativePath, text, frontMatter) => {
    if (!isSourceOf(posts, relativePath)) return undefined;
    // A `date` key, even an empty one, is the author's to fix (a second key would make the YAML invalid).
    if ('date' in frontMatter) return undefined;
    if (blogPostSlug({ relativePath, rules }).dateFromPath) return undefined;
    let source: PinnedDate['source'] = 'birth time';
    const iso = blogPostDate({
      file: {
        gitAdded: () => {
          history ??= readGitHistory(blogDir);
          const added = history.added.get(relativePath);
          if (added !== undefined) source = 'git';
          return added;
        },
        birthTime: () => {
          const stat = fs.statSync(`${blogDir}/${relativePath}`);
          return stat.birthtimeMs > 0 ? stat.birthtimeMs : stat.mtimeMs;
        },
      },
      rules,
    });
    return { text: withFrontMatterDate(text, iso), line: 2, iso, source };
  };
}
