/**
 * Which files of a section's folder are its documents: Docusaurus's `include` and `exclude` options of the docs,
 * blog and pages plugins. Docusaurus globs each folder with `Globby(include, { cwd: folder, ignore: exclude })`
 * (plugin-content-docs `readVersionDocs`, the blog's and the pages' loaders alike, for every version and
 * translation of the folder); a file left out gets no page and stays importable by the documents that are in (its
 * MDX loader takes it as a partial). Globby's globs are micromatch's, so this matches with micromatch too.
 */
import micromatch from 'micromatch';

/** Docusaurus's default `include` of the pages plugin, and the default here (only Markdown files are asked of docs and blogs). */
export const DEFAULT_INCLUDE: readonly string[] = ['**/*.{js,jsx,ts,tsx,md,mdx}'];

/** Docusaurus's default `include` of the docs and blog plugins. */
export const MARKDOWN_INCLUDE: readonly string[] = ['**/*.{md,mdx}'];

/** Docusaurus's default `exclude` of the three plugins (`GlobExcludeDefault` of @docusaurus/utils). */
export const DEFAULT_EXCLUDE: readonly string[] = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** A section's own globs (the site config's `include`/`exclude`); unset: Docusaurus's defaults. */
export interface SourceGlobs {
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

const OPTIONS = { dot: false } as const;
const withoutDot = (pattern: string) => pattern.replace(/^\.\//, '');

/** A section's `exclude` as fast-glob's `ignore` reads it: its own or the default, without `./`, negations dropped. */
export const excludePatternsOf = (globs: SourceGlobs): string[] =>
  (globs.exclude ?? DEFAULT_EXCLUDE).map(withoutDot).filter((p) => !p.startsWith('!'));

/**
 * What the sections' `exclude` leave out of a content root holding their folders: each section's patterns under its
 * own folder, as Docusaurus matches them inside the folder only (a `_` folder above it, such as the `_parent/` that a
 * folder outside the site is copied to, leaves nothing out).
 */
export const excludePatternsUnder = (sections: readonly ({ readonly folder: string } & SourceGlobs)[]): string[] =>
  sections.flatMap((section) => excludePatternsOf(section).map((p) => `${section.folder}/${p}`));

/**
 * Whether a path matches one of `patterns`, as `micromatch.isMatch(path, patterns)` says, with each pattern's regular
 * expression made once: `isMatch` makes them on every call, which for a site's files and the folders above them took
 * the content layer's first second at N=1000 (before its compile threads had their first documents).
 */
function anyOf(patterns: readonly string[]): (path: string) => boolean {
  const matchers = patterns.map((pattern) => micromatch.matcher(pattern, OPTIONS));
  return (path) => matchers.some((matches) => matches(path));
}

interface Matcher {
  readonly included: (relativePath: string) => boolean;
  readonly leftOut: (relativePath: string) => boolean;
}

const matchers = new WeakMap<SourceGlobs, Matcher>();

function matcherOf(globs: SourceGlobs): Matcher {
  let matcher = matchers.get(globs);
  if (matcher) return matcher;
  // Globby: `!pattern` among the patterns leaves out what it matches; a pattern naming a folder takes what it holds
  // (`expandDirectories`).
  const include = (globs.include ?? DEFAULT_INCLUDE).map(withoutDot);
  const positive = include
    .filter((p) => !p.startsWith('!'))
    .flatMap((p) => (micromatch.scan(p).isGlob ? [p] : [p, `${p.replace(/\/+$/, '')}/**`]));
  const negative = include.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const exclude = excludePatternsOf(globs);
  const isIncluded = anyOf(positive);
  const isNegated = anyOf(negative);
  const isExcluded = anyOf(exclude);
  // fast-glob's `ignore` leaves out a file a pattern matches and everything in a folder one matches.
  const leftOut = (relativePath: string) => {
    const parts = relativePath.split('/');
    return parts.some((_, i) => isExcluded(parts.slice(0, i + 1).join('/')));
  };
  matcher = { included: (p) => isIncluded(p) && !isNegated(p) && !leftOut(p), leftOut };
  matchers.set(globs, matcher);
  return matcher;
}

/**
 * Whether a file of a section's folder (`relativePath`: inside the folder, `/`-separated) is one of its documents
 * (or, for the pages, one of its React pages).
 */
export const isSourceOf = (globs: SourceGlobs, relativePath: string): boolean => matcherOf(globs).included(relativePath);

/** Whether a file or folder of a section's folder is left out by the section's `exclude` (itself or a folder above it). */
export const isLeftOut = (globs: SourceGlobs, relativePath: string): boolean => matcherOf(globs).leftOut(relativePath);

/**
 * A file path as a glob that matches only it: each glob character in a class of its own (`a(1).md` → `a[(]1[)].md`).
 * Not backslashes: Contentlayer turns `\` in its exclusions into `/` (a Windows separator to it).
 */
export const literalGlob = (file: string): string => file.replace(/[*?[\](){}]/g, (c) => `[${c}]`);
