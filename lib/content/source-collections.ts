/**
 * The collections of a content folder as Contentlayer generates them (contentlayer.config.ts), read from the
 * sources without rendering any body: each document's `meta` from the same describe function as its computed field.
 * Enough for everything but the pages' bodies: the route table, tags, authors, sidebars (whose `_category_` files are
 * always read from the sources: lib/content/category.ts). The importer lists an imported site's routes with it
 * (scripts/import/route-paths.ts), before any Contentlayer run; `readCollectionsFrom(collectionsFromSource())` (lib/content/collections.ts) puts it in place.
 */
import { blogSections, docSections, pageSections } from '../../config/site';
import { describeDoc, describePage, describePost } from './describe';
import { ContentError } from './errors';
import { pathInSection } from './paths';
import { excludePatternsUnder, isSourceOf, literalGlob } from './source-globs';
import { filesUnder, uniqueFolders, type SourceSection } from './source-files';

/** A section's documents with an extension: the files its globs take (lib/content/source-globs.ts). */
const sectionDocuments = (section: SourceSection, extension: string): string[] =>
  filesUnder(section.folder).filter((file) => file.endsWith(`.${extension}`) && isSourceOf(section, pathInSection(section, file)!));


/**
 * What Contentlayer leaves out (contentlayer.config.ts `contentDirExclude`) so that it takes the documents the
 * sections' globs take: each section's `exclude` (Docusaurus's default: files and folders whose name starts with
 * `_`, tests) under its folder (excludePatternsUnder). And for a section with its own `include` or `exclude`, each
 * Markdown file it leaves out, named (an `include` cannot be written as an exclusion); a file added under
 * `contentlayer dev` is judged by the patterns alone until the next start.
 */
export function contentExclusions(): string[] {
  const sections = uniqueFolders<SourceSection>([...docSections, ...blogSections, ...pageSections]);
  const own = sections.filter((s) => s.include !== undefined || s.exclude !== undefined);
  const patterns = excludePatternsUnder(sections);
  const named = own.flatMap((section) =>
    filesUnder(section.folder)
      .filter((file) => /\.mdx?$/.test(file) && !isSourceOf(section, pathInSection(section, file)!))
      .map(literalGlob),
  );
  return [...patterns, ...named];
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
  sections: readonly SourceSection[],
  extension: string,
  describe: (sourceFilePath: string) => object,
  onProblem: (problem: SourceProblem) => void,
): object[] {
  return uniqueFolders(sections)
    .flatMap((section) => sectionDocuments(section, extension))
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

/**
 * A reader of the collections by Contentlayer document type (lib/content/collections.ts `readCollectionsFrom`).
 * A document whose front matter is not valid is left out and given to `onProblem`.
 */
export function collectionsFromSource(onProblem: (problem: SourceProblem) => void): (type: string) => unknown[] {
  const readers: Record<string, () => unknown[]> = {
    Doc: () => documentsIn(docSections, 'md', describeDoc, onProblem),
    DocMdx: () => documentsIn(docSections, 'mdx', describeDoc, onProblem),
    Post: () => documentsIn(blogSections, 'md', describePost, onProblem),
    PostMdx: () => documentsIn(blogSections, 'mdx', describePost, onProblem),
    Page: () => documentsIn(pageSections, 'md', describePage, onProblem),
    PageMdx: () => documentsIn(pageSections, 'mdx', describePage, onProblem),
  };
  return (type) => readers[type]?.() ?? [];
}
