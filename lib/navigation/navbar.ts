/**
 * Links of the navbar, the footer and the home page's cards, resolved from the site config's link targets
 * (a doc section or one of its docs, a blog, an internal path or an external URL).
 */
import { blogSections, docSections, siteConfig, type DocSectionId } from '../../config/site';
import { isNavbarLink, type LinkTarget, type NavbarVersionItemConfig } from '../../config/schema';
import { t } from '../i18n';
import { getDoc, getSectionDocs } from '../content/queries';
import {
  blogArchiveHref,
  blogHref,
  blogTagsHref,
  getBlog,
  getSection,
  getVersionSections,
  homeHref,
  route,
  withBase,
} from '../routes';
import { getSidebarEntry } from './sidebar';

/** A resolved link. */
export interface ResolvedLink {
  readonly label: string;
  /** Internal href (without base path) or external URL. */
  readonly href: string;
  readonly external: boolean;
  /** The link is current when the pathname (without base path) starts with this (internal links only). */
  readonly activePrefix?: string;
  /** What the link opens: a doc section, a blog, or anything else. */
  readonly kind?: 'docs' | 'blog';
}

/** The entry page of a doc section: its `navbarDocId`, else the first page of its sidebar, else its first doc. */
export function sectionHref(sectionId: DocSectionId): string {
  const section = getSection(sectionId);
  if (section.navbarDocId) {
    const doc = getDoc(sectionId, section.navbarDocId);
    if (doc) return doc.permalink;
  }
  return getSidebarEntry(sectionId) ?? getSectionDocs(sectionId)[0]?.permalink ?? route(section.routeBasePath);
}

/** The doc section or blog whose URL space holds an internal path, for "current" highlighting. */
function prefixOf(href: string): string {
  const owners = [...docSections.map((s) => route(s.routeBasePath)), ...blogSections.map((b) => route(b.routeBasePath))]
    .filter((base) => base !== '/' && href.startsWith(base))
    .sort((a, b) => b.length - a.length);
  return owners[0] ?? href;
}

/** Resolves a config link target; throws naming `field` when it points at nothing. */
export function resolveLink(target: LinkTarget, field: string): ResolvedLink {
  const { label } = target;
  if (target.href) return { label, href: target.href, external: /^[a-z]+:/i.test(target.href) };
  if (target.docsId !== undefined || target.docId !== undefined) {
    const sectionId = target.docsId ?? docSections[0]?.id;
    if (!sectionId || !docSections.some((s) => s.id === sectionId))
      throw new Error(`${field}.docsId: no doc section "${target.docsId ?? ''}"`);
    let href = sectionHref(sectionId);
    if (target.docId !== undefined) {
      const doc = getDoc(sectionId, target.docId);
      if (!doc) throw new Error(`${field}.docId: no doc "${target.docId}" in section "${sectionId}"`);
      href = doc.permalink;
    }
    const base = route(getSection(sectionId).routeBasePath);
    return { label, href, external: false, activePrefix: base === '/' ? href : base, kind: 'docs' };
  }
  if (target.blogId !== undefined) {
    getBlog(target.blogId);
    const href = blogHref(target.blogId);
    return { label, href, external: false, activePrefix: href === '/' ? '/\0' : href, kind: 'blog' };
  }
  if (target.to !== undefined) {
    const href = route(target.to);
    return { label, href, external: false, activePrefix: prefixOf(href) };
  }
  throw new Error(`${field}: a link needs one of to, href, docsId/docId or blogId`);
}

/**
 * A navbar `docsVersion` item: a link to the entry page of the plugin's last version, labelled with the version
 * (Docusaurus's `DocsVersionNavbarItem` outside a docs page).
 */
function versionItemLink(item: NavbarVersionItemConfig, field: string): ResolvedLink {
  const section = docSections.find((s) => s.pluginId === item.docsId && s.id === s.sourceId);
  if (!section) throw new Error(`${field}.docsId: no doc section "${item.docsId}"`);
  const last = getVersionSections(section.id).find((s) => s.version.isLast)!;
  const base = route(last.routeBasePath);
  return {
    label: item.label ?? last.version.label,
    href: sectionHref(last.id),
    external: false,
    activePrefix: base,
    kind: 'docs',
  };
}

let navbar: { left: ResolvedLink[]; right: ResolvedLink[] } | undefined;

/** The navbar's links, left and right (resolved once: the same on every page). */
export function getNavbarLinks(): { left: ResolvedLink[]; right: ResolvedLink[] } {
  if (navbar) return navbar;
  const links = siteConfig.navbar.items.flatMap((item, i): { item: { position: string }; link: ResolvedLink }[] =>
    isNavbarLink(item)
      ? [{ item, link: resolveLink(item, `navbar.items[${i}]`) }]
      : item.type === 'docsVersion'
        ? [{ item, link: versionItemLink(item, `navbar.items[${i}]`) }]
        : [],
  );
  navbar = {
    left: links.filter((l) => l.item.position === 'left').map((l) => l.link),
    right: links.filter((l) => l.item.position === 'right').map((l) => l.link),
  };
  return navbar;
}

/** The footer's link columns: configured, else the doc sections, the blogs and the navbar's external links. */
export function getFooterColumns(): { title: string; links: ResolvedLink[] }[] {
  const { left, right } = getNavbarLinks();
  const docs = left.filter(
    (l) => l.kind === 'docs' || (!l.external && l.kind !== 'blog' && !blogSections.some((b) => blogHref(b.id) === l.href)),
  );
  if (siteConfig.footer.links) {
    return siteConfig.footer.links.map((column, c) => ({
      title: column.title,
      links: [
        ...(column.navbarDocs ? docs : []),
        ...column.items.map((item, i) => resolveLink(item, `footer.links[${c}].items[${i}]`)),
      ],
    }));
  }
  const columns: { title: string; links: ResolvedLink[] }[] = [];
  if (docs.length > 0) columns.push({ title: t('site.footer.docs'), links: docs });
  for (const blog of blogSections.filter((b) => b.id === b.sourceId)) {
    columns.push({
      title: blog.title,
      links: [
        { label: t('theme.blog.archive.title'), href: blogArchiveHref(blog.id), external: false },
        { label: t('theme.tags.tagsPageTitle'), href: blogTagsHref(blog.id), external: false },
      ],
    });
  }
  const more = [...left, ...right].filter((l) => l.external);
  if (more.length > 0) columns.push({ title: t('site.footer.more'), links: more });
  return columns;
}

/** The label of a doc section: its configured label, else the navbar label that opens it, else its id. */
export function sectionLabel(sectionId: DocSectionId): string {
  const section = getSection(sectionId);
  if (section.label) return section.label;
  // Navbar items name the config's section (the plugin id); a link by path names the default locale's last version.
  const { pluginId } = section;
  const base = route(docSections.find((s) => s.pluginId === pluginId)!.routeBasePath);
  const item = siteConfig.navbar.items
    .filter(isNavbarLink)
    .find(
      (i) =>
        i.docsId === pluginId ||
        (i.docsId === undefined && i.docId !== undefined && pluginId === docSections[0]?.pluginId) ||
        (i.to !== undefined && base !== '/' && route(i.to).startsWith(base)),
    );
  return item?.label ?? pluginId;
}

/** The brand of the navbar: text and image. */
export function getBrand(): { title: string; logo: string; alt: string; href: string } {
  const logo = siteConfig.navbar.logo;
  return {
    title: siteConfig.navbar.title ?? siteConfig.title,
    logo: withBase(logo?.src ?? siteConfig.favicon),
    alt: logo?.alt ?? '',
    href: homeHref(),
  };
}
