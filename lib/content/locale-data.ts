/**
 * The tags and authors of a document as a section of another locale serves it (one not translated there). Docusaurus
 * builds each locale reading its data files (`tags.yml`, `authors.yml`) from the localized folder first
 * (`getDataFilePath`), for every document of the locale, translated or not: an untranslated post served in that
 * locale takes the translation folder's labels, permalinks and authors, not the default locale's.
 */
import { resolveAuthors, type Author } from './authors';
import { displayPath } from './display-path';
import { docFrontMatter, parseFrontMatter, postFrontMatter } from './frontmatter';
import { dataFolderOf, readSource } from './paths';
import { loadTagsFile, normalizeTags, type TagRef } from './tags-file';

type Section = { folder: string; sourceFolder?: string };

const memo = new Map<string, { source: string; value: unknown }>();

/** `build(source)` once per file, folders and source text. */
function memoized<T>(key: string, sourceFilePath: string, build: (source: string) => T): T {
  const source = readSource(sourceFilePath);
  const hit = memo.get(`${key}\0${sourceFilePath}`);
  if (hit && hit.source === source) return hit.value as T;
  const value = build(source);
  memo.set(`${key}\0${sourceFilePath}`, { source, value });
  return value;
}

/** A post's tags and authors in a blog (of any locale): with that blog's tags.yml and authors.yml, else the default's. */
export function postDataIn(sourceFilePath: string, blog: Section): { tags: TagRef[]; authors: Author[] } {
  const tagsFolder = dataFolderOf(blog, 'tags.yml');
  const authorsFolder = dataFolderOf(blog, 'authors.yml');
  return memoized(`post\0${tagsFolder}\0${authorsFolder}`, sourceFilePath, (source) => {
    const file = displayPath(sourceFilePath);
    const fm = parseFrontMatter(postFrontMatter, source, file);
    const yaml = source.startsWith('---') ? source.slice(0, source.indexOf('\n---', 3)) : '';
    const index = yaml.split('\n').findIndex((l) => l.startsWith('authors:'));
    return {
      tags: normalizeTags(fm.tags, loadTagsFile(tagsFolder)),
      authors: resolveAuthors(fm, authorsFolder, file, index === -1 ? undefined : index + 1),
    };
  });
}

/** A doc's tags in a docs section (of any locale): with that section's tags.yml, else the default's. */
export function docTagsIn(sourceFilePath: string, section: Section): TagRef[] {
  const tagsFolder = dataFolderOf(section, 'tags.yml');
  return memoized(`doc\0${tagsFolder}`, sourceFilePath, (source) =>
    normalizeTags(parseFrontMatter(docFrontMatter, source, displayPath(sourceFilePath)).tags, loadTagsFile(tagsFolder)),
  );
}
