/**
 * Where a link to a Markdown file points, as Docusaurus resolves it (packages/docusaurus-utils/src/markdownLinks.ts
 * `resolveMarkdownLinkPathname`): `@site/x.md` from the site root; `./x.md` and `../x.md` from the linking
 * file's folder; `/x.md` from the content folders of the plugin instance that owns the file, then the site
 * root; a bare `x.md` from the file's folder, then those same folders. The first file that is a page wins.
 */
import path from 'node:path';
import { getContentRoot, ownerOfSource } from './paths';
import { permalinkForFile } from './permalinks';

/**
 * The content folders (absolute) of the plugin instance that owns a content-relative file: a doc section's,
 * a blog's or the pages' folder. Docusaurus lists the localized folder first, then the default locale's
 * folder of the same version.
 */
export function contentFoldersOf(sourceFilePath: string): string[] {
  const owner = ownerOfSource(sourceFilePath);
  if (!owner) return [];
  const folders = owner.folder === owner.sourceFolder ? [owner.folder] : [owner.folder, owner.sourceFolder];
  return folders.map((folder) => path.join(getContentRoot(), folder));
}

/** The files (absolute) a Markdown link's path may name, in the order Docusaurus tries them. */
export function markdownLinkCandidates(linkPath: string, sourceFilePath: string): string[] {
  const root = getContentRoot();
  if (linkPath.startsWith('@site/')) return [path.join(root, linkPath.slice('@site/'.length))];
  const own = path.dirname(path.join(root, sourceFilePath));
  const shared = [...contentFoldersOf(sourceFilePath), root];
  const dirs = linkPath.startsWith('/') ? shared : /^\.\.?\//.test(linkPath) ? [own] : [own, ...shared];
  return dirs.map((dir) => path.join(dir, linkPath));
}

/** The href (without base path) of the page a Markdown link names, or undefined when no candidate is a page. */
export function resolveMarkdownLink(linkPath: string, sourceFilePath: string): string | undefined {
  for (const candidate of markdownLinkCandidates(linkPath, sourceFilePath)) {
    const href = permalinkForFile(candidate);
    if (href) return href;
  }
  return undefined;
}
