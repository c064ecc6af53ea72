/** Lookups over the collections: docs of a section, posts of a blog, pages, tags and archives. */
import type { BlogId, DocSectionId } from '../../config/site';
import { paginate, type Page } from '../pagination';
import { localizeWords } from '../mdx/localize-words';
import { blogHref, blogTagHref, docHref, localizeLinks, getBlog, getPageSection, getSection, pageHref, postHref } from '../routes';
import { comparePosts, inBlogOrder } from './post-order.mjs';
import { pathInSection, rules } from './paths';
import { getAllDocs, getAllPages, getAllPosts, groupByPermalink, type Body, type DocEntry, type PageEntry, type PostEntry } from './collections';
import type { TagRef } from './describe';
import { docTagsIn, postDataIn } from './locale-data';
import { siteLocale } from '../i18n/locale';
import { htmlUpToMarker, truncateMarkerOf } from './excerpt';
import { CLIENT_MARKER } from '../mdx/code-markers';
import { codeUpToTruncate } from '../mdx/excerpt-code';

/** A query computed once per key: the content does not change while pages render. */
function memo<A extends string, R>(compute: (key: A) => R): (key: A) => R {
  const cache = new Map<A, R>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
}

/**
 * The entries of a section (a doc section, blog or pages in one locale; `entriesIn` lists a section's own files).
 * A translated section is, as Docusaurus builds a locale, the default locale's files, each replaced by its
 * translation (the same path in the translation folder) when there is one, else `rehome`d to the translated
 * section's URL. A file only in the translation folder is not served.
 */
function entriesOf<T extends { sourceFilePath: string }, S extends { id: string; sourceId: string; folder: string }>(
  section: S,
  sectionNamed: (id: string) => S,
  entriesIn: (id: string) => T[],
  rehome: (entry: T) => T,
): T[] {
  const own = entriesIn(section.id);
  if (section.sourceId === section.id) return own;
  const source = sectionNamed(section.sourceId);
  const translations = new Map(own.map((e) => [pathInSection(section, e.sourceFilePath), e]));
  return entriesIn(source.id).map((e) => translations.get(pathInSection(source, e.sourceFilePath)) ?? rehome(e));
}

/**
 * A default-locale body served in another locale: the words its compile wrote, in that locale's language
 * ({@link localizeWords}); the links of rendered Markdown, to that locale's pages ({@link localizeLinks}). Compiled
 * MDX keeps its code: its Markdown links are rendered in the page's locale (`anchorsIn`, components/content/body.tsx).
 */
const localizedBody = (body: Body, locale: string): Body =>
  body.format === 'html'
    ? { format: 'html', html: localizeWords(localizeLinks(body.html, locale), 'html', siteLocale.locale, locale) }
    : { format: 'mdx', code: localizeWords(body.code, 'mdx', siteLocale.locale, locale) };

/** The docs of one section (a locale and version of a config section), one per URL. */
export const getSectionDocs = memo((sectionId: DocSectionId): DocEntry[] => {
  const section = getSection(sectionId);
  const docs = entriesOf(
    section,
    getSection,
    (id) => getAllDocs().filter((d) => d.sectionId === id),
    (d) => ({
      ...d,
      sectionId,
      permalink: docHref(sectionId, d.slug),
      body: localizedBody(d.body, section.locale),
      tags: docTagsIn(d.sourceFilePath, section),
    }),
  );
  return [...groupByPermalink(docs).values()].map((group) => group[0]!);
});

const docsById = memo((sectionId: DocSectionId) => new Map(getSectionDocs(sectionId).map((d) => [d.docId, d])));

/** A doc by section and Docusaurus id. */
export const getDoc = (sectionId: DocSectionId, docId: string): DocEntry | undefined => docsById(sectionId).get(docId);

/** Every post of one blog (in one locale), newest first unless its `sortPosts` is ascending (both posts of a duplicated URL included, as the blog lists them). */
export const getBlogPosts = memo((blogId: BlogId): PostEntry[] => {
  const blog = getBlog(blogId);
  const posts = entriesOf(
    blog,
    getBlog,
    (id) => getAllPosts().filter((p) => p.blogId === id),
    (p) => ({
      ...p,
      ...postDataIn(p.sourceFilePath, blog),
      blogId,
      permalink: postHref(blogId, p.slug),
      body: localizedBody(p.body, blog.locale),
    }),
  );
  // A translation's own dates may order its posts otherwise.
  const newestFirst = blog.sourceId === blog.id ? posts : posts.sort(comparePosts);
  // `sortPosts: 'ascending'` turns that order round (its lists, sidebar, prev/next, archive and feeds follow it).
  return inBlogOrder(newestFirst, blog.sortPosts);
});

/** Posts of one blog shown in lists (unlisted ones are built but not listed). */
export const getListedPosts = memo((blogId: BlogId): PostEntry[] => getBlogPosts(blogId).filter((p) => !p.unlisted));

/**
 * Which of a blog's own pages exist, as Docusaurus creates them: the list pages when it has posts (from 3.10, also
 * without: one empty page), the archive when it lists posts (and `archiveBasePath` is not null; from 2.0.0-beta.6), the tags page when its listed posts have tags, the
 * feeds (and the pages' links to them) when the config asks for them and it has posts.
 */
export function blogPagesOf(blogId: BlogId): { list: boolean; archive: boolean; tags: boolean; feeds: boolean } {
  const posts = getBlogPosts(blogId).length > 0;
  return {
    list: posts || rules.blogListWithoutPosts,
    archive: rules.blogArchivePage && getListedPosts(blogId).length > 0 && getBlog(blogId).archiveBasePath !== null,
    tags: getBlogTags(blogId).length > 0,
    feeds: posts && getBlog(blogId).feed,
  };
}

/** The post served at each URL of a blog (the first by source path when two claim one). */
export function getServedPosts(blogId: BlogId): PostEntry[] {
  return [...groupByPermalink(getBlogPosts(blogId)).values()].map((group) => group[0]!);
}

/** The posts before and after one in its blog's order (newest first): `newer` and `older`. */
export function getAdjacentPosts(post: PostEntry): { newer?: PostEntry; older?: PostEntry } {
  const list = getListedPosts(post.blogId);
  const i = list.findIndex((p) => p.sourceFilePath === post.sourceFilePath);
  if (i === -1) return {};
  return { newer: list[i - 1], older: list[i + 1] };
}

const perPage = (blogId: BlogId, count: number): number => {
  const value = getBlog(blogId).postsPerPage;
  return value === 'ALL' ? Math.max(1, count) : value;
};

/** The pages of a blog's list. */
export function getBlogPages(blogId: BlogId): Page<PostEntry>[] {
  const posts = getListedPosts(blogId);
  return paginate(posts, perPage(blogId, posts.length), (n) => blogHref(blogId, n));
}

/** A tag with the documents that carry it. */
export interface Tag<T> extends TagRef {
  readonly items: T[];
}

function collectTags<T extends { tags: TagRef[] }>(items: T[]): Tag<T>[] {
  const tags = new Map<string, Tag<T>>();
  for (const item of items) {
    for (const ref of item.tags) {
      const tag = tags.get(ref.slug) ?? { ...ref, items: [] };
      tag.items.push(item);
      tags.set(ref.slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => a.label.localeCompare(b.label, siteLocale.htmlLang));
}

/** Every tag of a blog with its posts (newest first). */
export const getBlogTags = memo((blogId: BlogId): Tag<PostEntry>[] => collectTags(getListedPosts(blogId)));

/** The pages of one blog tag's list. */
export function getBlogTagPages(blogId: BlogId, slug: string): { tag: Tag<PostEntry>; pages: Page<PostEntry>[] } | undefined {
  const tag = getBlogTags(blogId).find((t) => t.slug === slug);
  return tag && { tag, pages: paginate(tag.items, perPage(blogId, tag.items.length), (n) => blogTagHref(blogId, slug, n)) };
}

/**
 * Every tag of one doc section with its docs (unlisted docs left out), each tag's docs by title as Docusaurus lists
 * them (`toTagDocListProp`, plugin-content-docs props.ts: `localeCompare` of the titles).
 */
export const getDocTags = memo((sectionId: DocSectionId): Tag<DocEntry>[] =>
  collectTags(getSectionDocs(sectionId).filter((d) => !d.unlisted)).map((tag) => ({
    ...tag,
    items: [...tag.items].sort((a, b) => a.title.localeCompare(b.title)),
  })),
);

/**
 * A blog's listed posts grouped by year, as Docusaurus's archive page groups them (`listPostsByYears`): from
 * 3.0 the newest year first and each year's posts oldest first; before, the reverse of both.
 */
export function getBlogArchive(blogId: BlogId): { year: string; posts: PostEntry[] }[] {
  // The listed posts are newest first: grouped in that order, then one of the two orders turned.
  const years = new Map<string, PostEntry[]>();
  for (const post of getListedPosts(blogId)) {
    const year = post.date.slice(0, 4);
    (years.get(year) ?? years.set(year, []).get(year)!).push(post);
  }
  const grouped = [...years].map(([year, posts]) => ({ year, posts }));
  return rules.archiveNewestYearFirst ? grouped.map(({ year, posts }) => ({ year, posts: posts.reverse() })) : grouped.reverse();
}

/**
 * What a blog's lists show of a post, as Docusaurus's do (theme-classic BlogPostItem, plugin-content-blog's
 * `?truncated=true` content): the post rendered up to its truncate marker when it has one (`truncated`: the list
 * then links "Read more"), else the whole post. Compiled MDX is the post's own code, rendered up to the marker
 * (lib/mdx/truncate.ts), and cut there when the browser renders it (lib/mdx/excerpt-code.ts); HTML is cut before
 * the first comment the blog's marker matches, the elements open there closed (lib/content/excerpt.ts).
 */
export function getPostExcerpt(post: PostEntry): { readonly body: Body; readonly truncated: boolean } {
  const { body, hasTruncate: truncated } = post;
  if (!truncated) return { body, truncated };
  if (body.format === 'html') {
    const marker = truncateMarkerOf(getBlog(post.blogId));
    return { body: { format: 'html', html: excerptOf(post.permalink, body.html, (html) => htmlUpToMarker(html, marker)) }, truncated };
  }
  // MDX rendered in the browser travels as code in the page's payload: only the part the list shows.
  const code = body.code.includes(CLIENT_MARKER) ? excerptOf(post.permalink, body.code, codeUpToTruncate) : body.code;
  return { body: { format: 'mdx', code, untilTruncate: true }, truncated };
}

const excerpts = new Map<string, { whole: string; excerpt: string }>();

/** A post's HTML or code cut at its marker by `cut`, by permalink, once per process (and again when it changed). */
function excerptOf(permalink: string, whole: string, cut: (whole: string) => string): string {
  const known = excerpts.get(permalink);
  if (known?.whole === whole) return known.excerpt;
  const excerpt = cut(whole);
  excerpts.set(permalink, { whole, excerpt });
  return excerpt;
}

/** The standalone pages of one locale (`pagesId`, config/variants.ts). */
export const getStandalonePages = memo((pagesId: string): PageEntry[] => {
  const pages = getPageSection(pagesId);
  return entriesOf(
    pages,
    getPageSection,
    (id) => getAllPages().filter((p) => p.pagesId === id),
    (p) => ({ ...p, pagesId, permalink: pageHref(pagesId, p.slug), body: localizedBody(p.body, pages.locale) }),
  );
});
