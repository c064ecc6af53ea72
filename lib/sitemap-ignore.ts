/**
 * The sitemap plugin's `ignorePatterns` (@docusaurus/plugin-sitemap `createSitemap.ts`): globs over each page's route
 * path, base URL included (`/en/beta/setup`), compiled as Docusaurus's `createMatcher` (@docusaurus/utils) compiles
 * them, Micromatch's regular expressions joined; no patterns match nothing.
 */
import micromatch from 'micromatch';

export function sitemapIgnoreMatcher(patterns: readonly string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  const regexp = new RegExp(patterns.map((pattern) => micromatch.makeRe(pattern).source).join('|'));
  return (path) => regexp.test(path);
}
