/**
 * Route builders: every URL of the site is formatted here and nowhere else.
 * Hrefs are without the base path (for `next/link`, which adds it); `withBase` and `absoluteUrl` add it
 * for plain anchors, assets, metadata and feeds.
 */
import kebabCase from 'lodash.kebabcase';
import { docSections, siteConfig, type DocSectionConfig, type DocSectionId } from '../config/site';

/** The base path without its trailing slash (`/myblog`), as Next's `basePath` wants it. */
export const basePath = siteConfig.baseUrl.replace(/\/$/, '');

/** Adds the trailing slash every route ends with (`trailingSlash: true`). */
function route(...parts: string[]): string {
  const joined = parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');
  return joined === '' ? '/' : `/${joined}/`;
}

/** The home page. */
export const homeHref = (): string => '/';

/** A doc section's config by id. */
export function getSection(id: DocSectionId | string): DocSectionConfig {
  const section = docSections.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown doc section "${id}"`);
  return section;
}

/** A doc page. */
export const docHref = (sectionId: string, docId: string): string => route(getSection(sectionId).routeBasePath, docId);

/** The entry page of a doc section (its navbar target). */
export const sectionHref = (sectionId: string): string => docHref(sectionId, getSection(sectionId).navbarDocId);

/** The tag list of a doc section. */
export const docTagsHref = (sectionId: string): string => route(getSection(sectionId).routeBasePath, 'tags');

/** One tag of a doc section. */
export const docTagHref = (sectionId: string, tagSlug: string): string =>
  route(getSection(sectionId).routeBasePath, 'tags', tagSlug);

/** The blog list, page `page` (1-based). */
export const blogHref = (page = 1): string => (page <= 1 ? route('blog') : route('blog', 'page', String(page)));

/** A blog post. */
export const postHref = (slug: string): string => route('blog', slug);

/** The blog archive. */
export const blogArchiveHref = (): string => route('blog', 'archive');

/** All blog tags. */
export const blogTagsHref = (): string => route('blog', 'tags');

/** One blog tag, page `page` (1-based). */
export const blogTagHref = (tagSlug: string, page = 1): string =>
  page <= 1 ? route('blog', 'tags', tagSlug) : route('blog', 'tags', tagSlug, 'page', String(page));

/** The blog feeds: RSS 2.0, Atom and JSON Feed. */
export const feedHref = (format: 'rss' | 'atom' | 'json'): string =>
  `/blog/${format === 'rss' ? 'rss.xml' : format === 'atom' ? 'atom.xml' : 'feed.json'}`;

/** A standalone Markdown page. */
export const pageHref = (slug: string): string => route(slug);

/** The about-the-author page. */
export const personalBrandHref = (): string => route('personal_brand');

/** The URL segment of a tag label: Docusaurus's kebab-case rule (`JavaScript` → `java-script`, Chinese kept). */
export const tagSlug = (label: string): string => kebabCase(label) || label;

/** Prefixes the base path to a root-relative href or public asset path (`img/x.svg` → `/myblog/img/x.svg`). */
export function withBase(href: string): string {
  if (/^[a-z]+:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return href;
  if (href === basePath || href.startsWith(`${basePath}/`)) return href;
  return `${basePath}/${href.replace(/^\//, '')}`;
}

/** The absolute URL of an href (for canonical links, feeds and the sitemap). */
export const absoluteUrl = (href: string): string => `${siteConfig.url}${encodeURI(withBase(href))}`;

/** The repository's edit URL of a content file (path relative to the repo root). */
export const editHref = (repoPath: string): string =>
  `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/edit/${siteConfig.editBranch}/${repoPath}`;
