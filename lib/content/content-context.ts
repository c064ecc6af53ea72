/**
 * What Docusaurus's `useDoc()` (`@docusaurus/plugin-content-docs/client`), `useBlogPost()`
 * (`@docusaurus/plugin-content-blog/client`) and `useRouteContext()` return on a page: the document's metadata as Docusaurus's plugins write
 * it (permalinks with the base path, dates as Docusaurus gives them), its front matter, table of contents and
 * content title. A site's components read it (a byline, a "last updated" line, a list of the doc's tags); the page
 * gives it to them only on a site whose code names one of the hooks (components/content/body.tsx), so other sites'
 * pages carry none of it.
 */
import type { DocEntry, PostEntry } from './collections';
import { frontMatterData } from './frontmatter';
import { readSource } from './paths';
import type { TocEntry } from './headings';
import type { RoutePlugin } from './route-plugin';
import { blogTagHref, docTagHref, getBlog, getSection, routeWithBase } from '../routes';

/** A tag as Docusaurus's metadata gives it. */
export interface ContextTag {
  readonly label: string;
  readonly permalink: string;
  readonly description?: string;
}

/** A heading of the table of contents as Docusaurus's `toc` gives it (`value`: the heading's content as HTML). */
export interface ContextTocItem {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

/** A neighbouring page: `previous`/`next` of a doc, `prevItem`/`nextItem` of a post. */
export interface ContextNavLink {
  readonly title: string;
  readonly permalink: string;
}

/** What the hooks return, with the document's kind and plugin. */
export interface ContentContextValue {
  readonly kind: 'doc' | 'post';
  readonly plugin: RoutePlugin;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly toc: readonly ContextTocItem[];
  readonly contentTitle?: string;
  readonly assets: { readonly image?: string };
  /** A post's: on its own page (true), or in a list of posts (false). */
  readonly isBlogPostPage?: boolean;
}

/** The front matter as the author wrote it (Docusaurus's hooks give it whole, unknown keys included). */
const frontMatterOf = (sourceFilePath: string): Record<string, unknown> => frontMatterData(readSource(sourceFilePath));

const tocOf = (toc: readonly TocEntry[]): ContextTocItem[] => toc.map(({ value, id, depth }) => ({ value, id, level: depth }));

/** Milliseconds since the epoch of an ISO date, as Docusaurus's `lastUpdatedAt`. */
const timeOf = (date: string | undefined): number | undefined => {
  const time = date === undefined ? NaN : Date.parse(date);
  return Number.isNaN(time) ? undefined : time;
};

const navLink = (link: { label: string; href: string } | undefined): ContextNavLink | undefined =>
  link && { title: link.label, permalink: routeWithBase(link.href) };

/** What a doc page's `useDoc()` returns. */
export function docContext(
  doc: DocEntry,
  page: {
    readonly version: string;
    readonly editUrl?: string;
    readonly lastUpdated?: string;
    readonly lastUpdatedBy?: string;
    readonly prev?: { label: string; href: string };
    readonly next?: { label: string; href: string };
  },
): ContentContextValue {
  const frontMatter = frontMatterOf(doc.sourceFilePath);
  return {
    kind: 'doc',
    plugin: { name: 'docusaurus-plugin-content-docs', id: getSection(doc.sectionId).pluginId },
    metadata: {
      id: doc.docId,
      title: doc.title,
      description: doc.description,
      source: `@site/${doc.sourceFilePath}`,
      // The folders between the docs folder (of its version) and the file, as written.
      sourceDirName: doc.dirs.join('/') || '.',
      slug: doc.slug,
      permalink: routeWithBase(doc.permalink),
      draft: doc.draft,
      unlisted: doc.unlisted,
      tags: doc.tags.map(
        (tag): ContextTag => ({ label: tag.label, permalink: routeWithBase(docTagHref(doc.sectionId, tag.slug)), description: tag.description }),
      ),
      version: page.version,
      lastUpdatedAt: timeOf(page.lastUpdated),
      lastUpdatedBy: page.lastUpdatedBy,
      sidebarPosition: doc.sidebarPosition,
      editUrl: page.editUrl,
      sidebar: doc.displayedSidebar ?? undefined,
      previous: navLink(page.prev),
      next: navLink(page.next),
      frontMatter,
    },
    frontMatter,
    toc: tocOf(doc.toc),
    contentTitle: doc.hasH1 ? doc.title : undefined,
    assets: { image: doc.image },
  };
}

/** What `useBlogPost()` returns for a post, on its page (`isBlogPostPage`) or in a list. */
export function postContext(
  post: PostEntry,
  page: {
    readonly isBlogPostPage: boolean;
    readonly editUrl?: string;
    readonly lastUpdated?: string;
    readonly lastUpdatedBy?: string;
    readonly newer?: PostEntry;
    readonly older?: PostEntry;
  },
): ContentContextValue {
  const frontMatter = frontMatterOf(post.sourceFilePath);
  const item = (other: PostEntry | undefined): ContextNavLink | undefined =>
    other && { title: other.title, permalink: routeWithBase(other.permalink) };
  return {
    kind: 'post',
    plugin: { name: 'docusaurus-plugin-content-blog', id: getBlog(post.blogId).pluginId },
    metadata: {
      permalink: routeWithBase(post.permalink),
      source: `@site/${post.sourceFilePath}`,
      title: post.title,
      description: post.description,
      date: post.date,
      tags: post.tags.map(
        (tag): ContextTag => ({ label: tag.label, permalink: routeWithBase(blogTagHref(post.blogId, tag.slug)), description: tag.description }),
      ),
      readingTime: post.readingMinutes,
      hasTruncateMarker: post.hasTruncate,
      authors: post.authors.map(({ key, name, title, url, imageUrl }) => ({ key, name, title, url, imageURL: imageUrl })),
      editUrl: page.editUrl,
      lastUpdatedAt: timeOf(page.lastUpdated),
      lastUpdatedBy: page.lastUpdatedBy,
      unlisted: post.unlisted,
      // Docusaurus: prevItem is the newer post, nextItem the older one.
      prevItem: item(page.newer),
      nextItem: item(page.older),
      frontMatter,
    },
    frontMatter,
    toc: tocOf(post.toc),
    assets: { image: post.image },
    isBlogPostPage: page.isBlogPostPage,
  };
}
