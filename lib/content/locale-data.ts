/**
 * The tags and authors of a document as a section of another locale serves it (one not translated there). Docusaurus
 * builds each locale reading its data files (`tags.yml`, `authors.yml`) from the localized folder first
 * (`getDataFilePath`), for every document of the locale, translated or not: an untranslated post served in that
 * locale takes the translation folder's labels, permalinks and authors, not the default locale's.
 */
import { resolveAuthors, type Author } from './authors';
import { displayPath } from './display-path';
import { docFrontMatter, frontMatterLine, parseFrontMatter, postFrontMatter } from './frontmatter';
import { dataFolderOf } from './paths';
import { memoizedBySource } from './source-memo';
import { loadTagsFile, normalizeTags, type TagRef } from './tags-file';

type Section = { folder: string; sourceFolder?: string };

/** A post's tags and authors in a blog (of any locale): with that blog's tags.yml and authors.yml, else the default's. */
export function postDataIn(sourceFilePath: string, blog: Section): { tags: TagRef[]; authors: Author[] } {
  const tagsFolder = dataFolderOf(blog, 'tags.yml');
  const authorsFolder = dataFolderOf(blog, 'authors.yml');
  return memoizedBySource(`locale-post\0${tagsFolder}\0${authorsFolder}`, sourceFilePath, (source) => {
    const file = displayPath(sourceFilePath);
    const fm = parseFrontMatter(postFrontMatter, source, file);
    return {
      tags: normalizeTags(fm.tags, loadTagsFile(tagsFolder)),
      authors: resolveAuthors(fm, authorsFolder, file, frontMatterLine(source, 'authors')),
    };
  });
}

/** A doc's tags in a docs section (of any locale): with that section's tags.yml, else the default's. */
export function docTagsIn(sourceFilePath: string, section: Section): TagRef[] {
  const tagsFolder = dataFolderOf(section, 'tags.yml');
  return memoizedBySource(`locale-doc\0${tagsFolder}`, sourceFilePath, (source) =>
    normalizeTags(parseFrontMatter(docFrontMatter, source, displayPath(sourceFilePath)).tags, loadTagsFile(tagsFolder)),
  );
}
