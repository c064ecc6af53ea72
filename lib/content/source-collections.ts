/**
 * The collections of a content folder as Contentlayer generates them (contentlayer.config.ts), read from the
 * sources without rendering any body: each document's `meta` from the same describe function as its computed field,
 * each `_category_` file's data. Enough for everything but the pages' bodies: the route table, tags, authors,
 * sidebars. The importer lists an imported site's routes with it (scripts/import/route-paths.ts), before any
 * Contentlayer run; `readCollectionsFrom(collectionsFromSource())` (lib/content/collections.ts) puts it in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { blogSections, docSections, pageSections } from '../../config/site';
import { describeDoc, describePage, describePost } from './describe';
import { ContentError } from './errors';
import { getContentRoot } from './paths';
import { readYaml } from './yaml';

/**
 * The files under a folder of the content root whose name matches `pattern`, as Contentlayer's globs find them
 * (contentlayer.config.ts `contentDirExclude`: no file or folder whose name starts with `_`, but `_category_`
 * files); content-relative, `/`-separated, sorted.
 */
function filesUnder(folder: string, pattern: RegExp): string[] {
  const root = path.join(getContentRoot(), folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => pattern.test(rel.split('/').at(-1)!) && !rel.split('/').slice(0, -1).some((part) => part.startsWith('_')))
    .map((rel) => `${folder}/${rel}`)
    .sort();
}

/** A document left out: its front matter is not valid (the build stops on it, with the same message). */
export interface SourceProblem {
  /** Content-relative path. */
  readonly file: string;
  readonly message: string;
}

/** A content error as a problem of `file`. */
export const sourceProblem = (file: string, { line, field, detail }: ContentError): SourceProblem => ({
  file,
  message: `${line ? `line ${line}: ` : ''}${field ? `field "${field}": ` : ''}${detail}`,
});

function documentsIn(
  folders: string[],
  extension: string,
  describe: (sourceFilePath: string) => object,
  onProblem: (problem: SourceProblem) => void,
): object[] {
  return [...new Set(folders)]
    .flatMap((folder) => filesUnder(folder, new RegExp(`^[^_].*\\.${extension}$`)))
    .flatMap((sourceFilePath) => {
      try {
        return [{ _raw: { sourceFilePath }, body: { html: '' }, meta: describe(sourceFilePath) }];
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        onProblem(sourceProblem(sourceFilePath, error));
        return [];
      }
    });
}

function categories(): object[] {
  return [...new Set(docSections.map((s) => s.folder))]
    .flatMap((folder) => filesUnder(folder, /^_category_\.(json|ya?ml)$/))
    .map((sourceFilePath) => {
      const data = readYaml(fs.readFileSync(path.join(getContentRoot(), sourceFilePath), 'utf8'));
      return { ...(typeof data === 'object' && data !== null ? data : {}), _raw: { sourceFilePath, sourceFileDir: path.posix.dirname(sourceFilePath) } };
    });
}

/**
 * A reader of the collections by Contentlayer document type (lib/content/collections.ts `readCollectionsFrom`).
 * A document whose front matter is not valid is left out and given to `onProblem`.
 */
export function collectionsFromSource(onProblem: (problem: SourceProblem) => void): (type: string) => unknown[] {
  const docs = docSections.map((s) => s.folder);
  const blogs = blogSections.map((b) => b.folder);
  const pages = pageSections.map((p) => p.folder);
  const readers: Record<string, () => unknown[]> = {
    Doc: () => documentsIn(docs, 'md', describeDoc, onProblem),
    DocMdx: () => documentsIn(docs, 'mdx', describeDoc, onProblem),
    Post: () => documentsIn(blogs, 'md', describePost, onProblem),
    PostMdx: () => documentsIn(blogs, 'mdx', describePost, onProblem),
    Page: () => documentsIn(pages, 'md', describePage, onProblem),
    PageMdx: () => documentsIn(pages, 'mdx', describePage, onProblem),
    Category: categories,
  };
  return (type) => readers[type]?.() ?? [];
}
