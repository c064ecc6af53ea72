/**
 * Validated, normalized metadata of one content file: the single place where front matter becomes
 * typed data. Contentlayer's computed fields call these; a mistake throws a ContentError (file:line, field).
 */
import { siteConfig, type BlogConfig } from '../../config/site';
import { resolveAuthors, type Author } from './authors';
import { ContentError } from './errors';
import { docusaurusExcerpt, hasTruncateMarker } from './excerpt';
import {
  docFrontMatter,
  frontMatterLine,
  pageFrontMatter,
  parseFrontMatter,
  postFrontMatter,
  splitFrontMatter,
  type PageFrontMatter,
} from './frontmatter';
import { markdownContentTitle } from './docusaurus-rules';
import { getCompiledHeadings } from '../mdx/contentlayer-hooks';
import { frontMatterImage } from '../mdx/links';
import { headBlockOf } from '../mdx/head-tags';
import { buildToc, tocOf, type TocEntry } from './headings';
import {
  blogForSourcePath,
  dataFolderOf,
  docDirsFromSource,
  docIdentity,
  docSidebarPosition,
  fileTitle,
  isMdxSource,
  pageSectionForSourcePath,
  pageSlugFromSource,
  postIdentity,
  sectionForSourcePath,
  rules as siteRules,
} from './paths';
import { displayPath } from './display-path';
import { permalinkForSource } from './permalinks';
import { getPostDate } from './post-date';
import { postReadingMinutes } from './reading-time';
import { memoizedBySource } from './source-memo';
import { loadTagsFile, normalizeTags, type TagRef } from './tags-file';

export type { TagRef } from './tags-file';

interface Common {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly tags: TagRef[];
  readonly toc: TocEntry[];
  readonly hideToc: boolean;
  readonly hideTitle: boolean;
  readonly draft: boolean;
  readonly unlisted: boolean;
  readonly keywords: string[];
  readonly image?: string;
  /**
   * True when the body has its own content title (the page then does not print the title above it): an h1 that is
   * its first heading (Docusaurus 3, read from the compiled headings when this process compiled it), else one at
   * the top (Docusaurus 2).
   */
  readonly hasH1: boolean;
  /** The `<title>` of the document's `<head>` block (MDX): the page's `<title>` as written (lib/mdx/head-tags.ts). */
  readonly headTitle?: string;
  /** The page's own head tags its `<head>` block replaces (meta names and properties, `canonical`). */
  readonly headReplaces?: readonly string[];
}

/** Metadata of a doc. */
export interface DocMeta extends Common {
  readonly sectionId: string;
  /** Docusaurus doc id (sidebars, navbar and `pagination_*` refer to docs by it). */
  readonly docId: string;
  /** URL path inside the section. */
  readonly slug: string;
  /** The sidebar shown with the doc: front matter `displayed_sidebar` (null: none), else the one holding it. */
  readonly displayedSidebar?: string | null;
  /** Front matter `custom_edit_url` (null: no edit link). */
  readonly customEditUrl?: string | null;
  /** Raw folder names between the section folder and the file (for sidebar grouping). */
  readonly dirs: string[];
  readonly sidebarLabel?: string;
  readonly sidebarPosition?: number;
  readonly sidebarClassName?: string;
  readonly paginationLabel?: string;
  /** Front matter `pagination_prev` / `pagination_next`: a doc id, or null for none (undefined: the sidebar's neighbour). */
  readonly paginationPrev?: string | null;
  readonly paginationNext?: string | null;
  /** Front matter `last_update.date`, when the author set one. */
  readonly lastUpdate?: string;
  /** Front matter `last_update.author`, when the author set one. */
  readonly lastUpdateAuthor?: string;
}

/** Metadata of a blog post. */
export interface PostMeta extends Common {
  readonly blogId: string;
  /** URL path inside the blog. */
  readonly slug: string;
  /** ISO date. */
  readonly date: string;
  readonly authors: Author[];
  /** The body holds the blog's truncate marker: lists show the post up to it, with a "Read more" link. */
  readonly hasTruncate: boolean;
  /** Minutes to read, by the blog's rule; undefined when the blog's `readingTime` function gives none. */
  readonly readingMinutes?: number;
  /** Front matter `last_update.date`, when the author set one. */
  readonly lastUpdate?: string;
  /** Front matter `last_update.author`, when the author set one. */
  readonly lastUpdateAuthor?: string;
}

/** Metadata of a standalone page. */
export interface PageMeta extends Common {
  readonly slug: string;
  /** The pages of its locale (config/variants.ts). */
  readonly pagesId: string;
  /**
   * A Docusaurus site's React page, which the importer wraps (front matter `react_page`): full width, no typography;
   * `own-main` when the component renders its own `<main>` (the page shell then gives it none).
   */
  readonly reactPage: false | 'plain' | 'own-main';
  /** A React page whose Layout names no title: Docusaurus titles it with the site's title alone. */
  readonly untitled: boolean;
}





/**
 * What every document has. The title is front matter `title`, else the first `# heading`, else
 * `fallbackTitle` (the file name, as Docusaurus does).
 */
function common(fm: PageFrontMatter & { id?: string }, source: string, sourceFilePath: string, fallbackTitle: string, tagsFolder: string): Common {
  const file = displayPath(sourceFilePath);
  const permalink = permalinkForSource(sourceFilePath, {
    id: fm.id,
    slug: fm.slug,
    date: (fm as { date?: string }).date,
    parse_number_prefixes: (fm as { parse_number_prefixes?: boolean }).parse_number_prefixes,
  });
  const { body } = splitFrontMatter(source);
  // The h1 that opens the body, as Docusaurus reads it (one further down is not the title).
  const h1 = markdownContentTitle(body);
  const title = fm.title ?? h1 ?? fallbackTitle;
  if (!permalink) throw new ContentError(file, 1, undefined, 'is not inside a known content folder');
  const min = fm.toc_min_heading_level ?? siteConfig.tableOfContents.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? siteConfig.tableOfContents.maxHeadingLevel;
  const mdx = isMdxSource(sourceFilePath);
  const compiled = getCompiledHeadings(sourceFilePath);
  return {
    title,
    // Docusaurus's: the front matter's, else the first line of text (which may be a heading's).
    description: fm.description ?? docusaurusExcerpt(body) ?? '',
    permalink,
    tags: normalizeTags(fm.tags, loadTagsFile(tagsFolder)),
    // The headings the compiled page has (compiled just before in this process), else read from the source.
    toc: compiled ? tocOf(compiled, min, max) : buildToc(body, min, max, { mdx, math: siteConfig.markdown.math }),
    hideToc: fm.hide_table_of_contents ?? false,
    hideTitle: fm.hide_title ?? false,
    draft: fm.draft ?? false,
    unlisted: fm.unlisted ?? false,
    keywords: fm.keywords ?? [],
    image: frontMatterImage(fm.image, sourceFilePath),
    hasH1: siteRules.contentTitleFromFirstHeading && compiled ? compiled[0]?.depth === 1 : h1 !== undefined,
    ...headFields(mdx ? headBlockOf(body) : undefined),
  };
}

/** The fields a document's `<head>` block gives (none without one). */
const headFields = (head: ReturnType<typeof headBlockOf>): Pick<Common, 'headTitle' | 'headReplaces'> =>
  head ? { headTitle: head.title, ...(head.replaces.length > 0 ? { headReplaces: head.replaces } : {}) } : {};

/** Validated metadata of a doc file (content-relative path). */
export function describeDoc(sourceFilePath: string): DocMeta {
  return memoizedBySource('doc', sourceFilePath, (source) => {
    const file = displayPath(sourceFilePath);
    const section = sectionForSourcePath(sourceFilePath);
    if (!section) throw new ContentError(file, undefined, undefined, 'is not inside a doc section folder');
    const fm = parseFrontMatter(docFrontMatter, source, file);
    const { id: docId, slug } = docIdentity(sourceFilePath, fm);
    return {
      ...common(fm, source, sourceFilePath, docId.split('/').at(-1)!, dataFolderOf(section, 'tags.yml')),
      // Docs have `draft` from 2.0.0-beta.19; before, the key was ignored and the doc built (docusaurus-rules.ts).
      draft: siteRules.docDrafts && (fm.draft ?? false),
      sectionId: section.id,
      docId,
      slug,
      displayedSidebar: fm.displayed_sidebar,
      customEditUrl: fm.custom_edit_url,
      dirs: docDirsFromSource(sourceFilePath),
      sidebarLabel: fm.sidebar_label,
      sidebarPosition: docSidebarPosition(sourceFilePath, fm),
      sidebarClassName: fm.sidebar_class_name,
      paginationLabel: fm.pagination_label,
      paginationPrev: fm.pagination_prev,
      paginationNext: fm.pagination_next,
      lastUpdate: fm.last_update?.date,
      lastUpdateAuthor: fm.last_update?.author,
    };
  });
}

/** A post's reading time by its blog's rule; a `readingTime` function of the config that throws names the post. */
function readingMinutesOf(file: string, source: string, body: string, blog: BlogConfig): number | undefined {
  try {
    return postReadingMinutes({ source, body, locale: blog.locale, options: blog.readingTime, segmenter: siteRules.readingTimeBySegmenter });
  } catch (error) {
    throw new ContentError(file, undefined, undefined, `the blog's readingTime function failed: ${(error as { message?: unknown } | null)?.message ?? String(error)}`);
  }
}

/** Validated metadata of a blog post file. */
export function describePost(sourceFilePath: string): PostMeta {
  return memoizedBySource('post', sourceFilePath, (source) => {
    const file = displayPath(sourceFilePath);
    const blog = blogForSourcePath(sourceFilePath);
    if (!blog) throw new ContentError(file, undefined, undefined, 'is not inside a blog folder');
    const fm = parseFrontMatter(postFrontMatter, source, file);
    const { body } = splitFrontMatter(source);
    const { slug, dateFromPath } = postIdentity(sourceFilePath, fm.slug, fm.date);
    const date = getPostDate(sourceFilePath, fm.date, dateFromPath, siteRules);
    const nameTitle = fileTitle(sourceFilePath.replace(/\/index\.mdx?$/, '')).replace(/^\d{4}-\d{2}-\d{2}-?/, '');
    return {
      ...common(fm, source, sourceFilePath, nameTitle, dataFolderOf(blog, 'tags.yml')),
      blogId: blog.id,
      slug,
      date,
      authors: resolveAuthors(fm, dataFolderOf(blog, 'authors.yml'), file, frontMatterLine(source, 'authors')),
      hasTruncate: hasTruncateMarker(body, blog),
      readingMinutes: blog.showReadingTime ? readingMinutesOf(file, source, body, blog) : undefined,
      lastUpdate: fm.last_update?.date,
      lastUpdateAuthor: fm.last_update?.author,
    };
  });
}

/** Validated metadata of a standalone page file. */
export function describePage(sourceFilePath: string): PageMeta {
  return memoizedBySource('page', sourceFilePath, (source) => {
    const file = displayPath(sourceFilePath);
    const fm = parseFrontMatter(pageFrontMatter, source, file);
    const slug = pageSlugFromSource(sourceFilePath, fm.slug);
    const pagesId = pageSectionForSourcePath(sourceFilePath)!.id;
    return {
      // A React page whose Layout names no title is the site's title (Docusaurus's page title then).
      ...common(fm, source, sourceFilePath, fm.react_page ? siteConfig.title : fileTitle(sourceFilePath), sourceFilePath.split('/')[0]!),
      slug,
      pagesId,
      reactPage: fm.react_page === 'own-main' ? 'own-main' : fm.react_page ? 'plain' : false,
      untitled: Boolean(fm.react_page) && fm.title === undefined,
    };
  });
}
