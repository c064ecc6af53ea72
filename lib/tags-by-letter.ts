/**
 * The tags of a tags index (a blog's or a doc section's) grouped under their first letter, as Docusaurus lists them
 * (theme-common tagsUtils.ts `listTagsByLetters`, the same from 2.0.0-beta.9 to 3.10; theme-classic TagsListByLetter).
 */

/** The tags whose label starts with one letter. */
export interface LetterGroup<T> {
  readonly letter: string;
  readonly tags: readonly T[];
}

/**
 * Groups tags by `label[0].toUpperCase()`: the first UTF-16 unit, so a Chinese label's first character is a group of
 * its own (`前端` under 前). Letters, then each letter's tags, are ordered by `localeCompare` without a locale (the
 * build's default, as in Docusaurus's server render); tags that compare equal keep the order they came in.
 */
export function listTagsByLetters<T extends { readonly label: string }>(tags: readonly T[]): LetterGroup<T>[] {
  // A plain object, as Docusaurus groups them: its key order (integer-like keys first) is the order ties keep.
  const groups: Record<string, T[]> = {};
  for (const tag of tags) (groups[tag.label[0]!.toUpperCase()] ??= []).push(tag);
  return Object.entries(groups)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, letterTags]) => ({ letter, tags: letterTags.sort((a, b) => a.label.localeCompare(b.label)) }));
}
