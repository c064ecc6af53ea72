/**
 * Links of the navbar, the footer and the home page's cards, resolved from the site config's link targets
 * (a doc section or one of its docs, a blog, an internal path or an external URL).
 */
import path from 'node:path';
import { blogSections, docSections, siteConfig, siteLocales, type BlogId, type DocSectionId } from '../../config/site';
import {
  isNavbarLink,
  type FooterItemConfig,
  type LinkTarget,
  type NavbarItemConfig,
  type NavbarLocaleItemConfig,
  type NavbarVersionItemConfig,
} from '../../config/schema';
import { localeInfo, localeTranslator, pageLocale, t } from '../i18n';
import {
  footerLabel,
  footerLogoAlt,
  footerTitle,
  navbarLabel,
  navbarLogoAlt,
  navbarTitle,
  siteTitle,
} from '../i18n/site-translations';
import { localeAlternates, noPageAt, resolveHref } from '../route-table';
import { getContentRoot } from '../content/paths';
import { blogPagesOf, getDoc, getSectionDocs } from '../content/queries';
import { hasProtocol } from '../external-links';
import { imageFileSize } from '../image-size';
import {
  blogArchiveHref,
  blogHref,
  blogTagsHref,
  externalLinkHref,
  getBlog,
  getSection,
  homeHref,
  linkPathHref,
  route,
  withBase,
  writtenLinkHref,
} from '../routes';
import { getSidebarEntry, getSidebarFirstPage, getSidebarNameOf, mainDocHref } from './sidebar';

/** Whether a route is a page of the site (lib/routes.ts `linkPathHref` links it at its route). */
const isSitePage = (href: string): boolean => !noPageAt(href);

/** A resolved link. */
export interface ResolvedLink {
  readonly label: string;
  /** Internal href (without base path), or, when `external`, the href as written (lib/routes.ts `externalLinkHref`). */
  readonly href: string;
  /** A link with a scheme (lib/external-links.ts): a plain anchor opened in a new tab, as Docusaurus's Link renders it. */
  readonly external: boolean;
  /**
   * The link is current on this path and the paths under it (without base path; internal links only), as React
   * Router's NavLink matches Docusaurus's navbar `to` links.
   */
  readonly activePrefix?: string;
  /**
   * A navbar `to` link's `activeBasePath` (Docusaurus's NavbarNavLink `isActive`): current where the path, without
   * base path, starts with it, in place of `activePrefix`.
   */
  readonly activeBase?: string;
  /** A navbar `to` link's `activeBaseRegex`: current where the path with the base path matches it (flags gi); first. */
  readonly activeRegex?: string;
  /** What the link opens: a doc section, a blog, a doc version (navbar `docsVersion`), or anything else. */
  readonly kind?: 'docs' | 'blog' | 'version';
  /**
   * The sidebar the link belongs to (a `sidebarId` link, or a doc held by a sidebar): inside its section, it is
   * current only on the pages of that sidebar, as Docusaurus's docSidebar and doc items are.
   */
  readonly sidebar?: string;
  /** A navbar item's className (Docusaurus's): `header-github-link` shows it as the GitHub mark. */
  readonly className?: string;
  /**
   * `false`: no page of the site at that URL (a `to` into static/, `/try/` of a hand-written page). Docusaurus's Link
   * preloads only a route it knows (`preload` matches the path against the routes), so such a link fetches nothing
   * ahead; Next's router would prefetch its payload, a 404 in the console of every page the link is on.
   */
  readonly page?: false;
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

/** The section of a config doc section (plugin id) read in a locale: its last version. */
export function sectionIn(pluginId: string, locale: string): DocSectionId | undefined {
  const sections = docSections.filter((s) => s.pluginId === pluginId && s.version.isLast);
  return (sections.find((s) => s.locale === locale) ?? sections[0])?.id;
}

/** The blog of a config blog id in a locale. */
function blogIn(blogId: string, locale: string): BlogId {
  return blogSections.find((b) => b.pluginId === blogId && b.locale === locale)?.id ?? getBlog(blogId).id;
}

/** The locale of the page being rendered (the default outside a render). */
const currentLocale = (): string => pageLocale().locale;

/** The first of `sections` where `find` finds something, with what it found. */
function firstFound<T>(
  sections: readonly DocSectionId[],
  find: (section: DocSectionId) => T | undefined,
): [DocSectionId, T] | undefined {
  for (const section of sections) {
    const found = find(section);
    if (found !== undefined) return [section, found];
  }
  return undefined;
}

/**
 * The URL a config link target leaves the site for, if it does: one with a scheme, written as `href` or as `to`
 * (Docusaurus's Link decides by the URL alone, lib/external-links.ts).
 */
export function externalUrlOf(target: LinkTarget): string | undefined {
  const url = target.href ?? target.to;
  return url !== undefined && hasProtocol(url) ? url : undefined;
}

/**
 * Resolves a config link target in a locale (default: the page's); throws naming `field` when it points at nothing.
 * `within`: the doc section (version) of the page being rendered. A link into that plugin then goes into the version
 * being read when it has the doc or sidebar, else into the last version, as Docusaurus's navbar items pick the
 * active, then the latest version (`useLayoutDoc`, `useLayoutDocsSidebar`).
 */
export function resolveLink(
  target: LinkTarget,
  field: string,
  locale: string = currentLocale(),
  within?: DocSectionId,
): ResolvedLink {
  const { label } = target;
  const url = externalUrlOf(target);
  if (url !== undefined) return { label, href: externalLinkHref(url, locale), external: true };
  if (target.href) {
    const href = writtenLinkHref(target.href);
    return { label, href, external: false, ...(noPageAt(href) ? { page: false as const } : {}) };
  }
  if (target.docsId !== undefined || target.docId !== undefined || target.sidebarId !== undefined) {
    const pluginId = target.docsId ?? docSections[0]?.pluginId ?? '';
    const last = sectionIn(pluginId, locale);
    if (!last) throw new Error(`${field}.docsId: no doc section "${target.docsId ?? ''}"`);
    const active =
      within !== undefined && getSection(within).pluginId === pluginId && getSection(within).locale === locale
        ? within
        : undefined;
    const candidates = active && active !== last ? [active, last] : [last];
    let sectionId = candidates[0]!;
    let href = sectionHref(sectionId);
    let sidebar: string | undefined;
    if (target.sidebarId !== undefined) {
      // Docusaurus's docSidebar item: the sidebar's first page (a version without that sidebar keeps the entry page).
      const id = target.sidebarId;
      const found = firstFound(candidates, (c) => getSidebarFirstPage(c, id));
      if (found) [sectionId, href, sidebar] = [...found, id];
    }
    if (target.docId !== undefined) {
      const id = target.docId;
      const found = firstFound(candidates, (c) => getDoc(c, id));
      if (!found) throw new Error(`${field}.docId: no doc "${id}" in section "${last}"`);
      const [holder, doc] = found;
      [sectionId, href] = [holder, doc.permalink];
      sidebar = getSidebarNameOf(holder, doc.permalink, doc.displayedSidebar);
    }
    const base = route(getSection(sectionId).routeBasePath);
    return {
      label,
      href,
      external: false,
      activePrefix: base === '/' ? href : base,
      kind: 'docs',
      ...(sidebar ? { sidebar } : {}),
    };
  }
  if (target.blogId !== undefined) {
    const href = blogHref(blogIn(target.blogId, locale));
    return { label, href, external: false, activePrefix: href === '/' ? '/\0' : href, kind: 'blog' };
  }
  if (target.to !== undefined) {
    // As in Docusaurus, where each locale is a site of its own base URL, `to` is a path inside the locale; a path with
    // no page keeps the form Docusaurus gives it (lib/routes.ts `formatLinkPath`).
    const href = linkPathHref(target.to, locale, isSitePage);
    const page = noPageAt(href) ? { page: false as const } : {};
    // Docusaurus's NavbarNavLink renders a `to` as React Router's NavLink: current on that path and those under it,
    // not on the rest of the doc section or blog it points into (`/docs/category/api` is not current on /docs/intro).
    return { label, href, external: false, activePrefix: href, ...page };
  }
  throw new Error(`${field}: a link needs one of to, href, docsId/docId or blogId`);
}

/**
 * A navbar `docsVersion` item: the version being read when the page is one of the plugin's (`within`), else the
 * plugin's last version in the locale, labelled with that version and linking its main doc (`getMainDoc`), as
 * Docusaurus's `DocsVersionNavbarItem` takes the first of `useDocsVersionCandidates` (the active version, else the
 * last: the preferred one is known only in the browser).
 */
function versionItemLink(item: NavbarVersionItemConfig, field: string, locale: string, within?: DocSectionId): ResolvedLink {
  const last = sectionIn(item.docsId, locale);
  if (!last) throw new Error(`${field}.docsId: no doc section "${item.docsId}"`);
  const active =
    within !== undefined && getSection(within).pluginId === getSection(last).pluginId && getSection(within).locale === locale;
  const section = getSection(active ? within : last);
  const label = item.label === undefined ? section.version.label : navbarLabel(locale, item.label);
  return { label, href: mainDocHref(section.id), external: false, activePrefix: route(section.routeBasePath), kind: 'version' };
}

/** The name of the sidebar the page at `href` shows (a doc or a generated category page), for sidebar links. */
export function pageSidebarName(href: string | undefined): string | undefined {
  const page = href === undefined ? undefined : resolveHref(href);
  if (page?.kind === 'doc') return getSidebarNameOf(page.sectionId, page.doc.permalink, page.doc.displayedSidebar);
  if (page?.kind === 'category-index') return getSidebarNameOf(page.sectionId, page.index.category.href!);
  return undefined;
}

/** The doc section (version) of the page at `href`, when it is a doc or a generated category page. */
export function pageSectionOf(href: string | undefined): DocSectionId | undefined {
  const page = href === undefined ? undefined : resolveHref(href);
  return page?.kind === 'doc' || page?.kind === 'category-index' ? page.sectionId : undefined;
}

/** An entry of a navbar menu: a link, or inline HTML (Docusaurus's `html` item in a dropdown) shown once sanitised. */
export type NavbarMenuEntry = ResolvedLink | { readonly html: string; readonly className?: string };

/** A navbar menu of links (Docusaurus's `dropdown` item), its label and links in the locale's words. */
export interface NavbarMenu {
  readonly label: string;
  readonly entries: readonly NavbarMenuEntry[];
}

/**
 * An item of the navbar: a link, a menu of links, the language menu (`localeDropdown`) or a docs plugin's version
 * menu (`versionDropdown`), both of which depend on the page (components/layout/locale-menu.tsx), the place of the
 * search button (`search`) or inline HTML (`html`).
 */
export type NavbarEntry =
  | { readonly type: 'link'; readonly link: ResolvedLink }
  | { readonly type: 'menu'; readonly menu: NavbarMenu }
  | { readonly type: 'localeDropdown' }
  | { readonly type: 'versionDropdown'; readonly pluginId: string }
  | { readonly type: 'search' }
  | { readonly type: 'html'; readonly html: string; readonly className?: string };

/**
 * The navbar's items by side, each side in the config's order (Docusaurus's `splitNavbarItems`), and all of them in
 * the config's order with their side (`inOrder`: the drawer's list, as Docusaurus's `NavbarMobilePrimaryMenu`).
 */
export interface NavbarSides {
  readonly left: readonly NavbarEntry[];
  readonly right: readonly NavbarEntry[];
  readonly inOrder: readonly { readonly position: 'left' | 'right'; readonly entry: NavbarEntry }[];
}

const navbars = new Map<string, NavbarSides>();

/**
 * A navbar link's own rule for being current (Docusaurus's NavbarNavLink `isActive`): `activeBaseRegex` tested on the
 * path with the base URL, else `activeBasePath` under the base URL (`useBaseUrl`: with or without its leading slash).
 */
function activeMatchOf(item: NavbarItemConfig): Pick<ResolvedLink, 'activeBase' | 'activeRegex'> {
  if (item.activeBaseRegex !== undefined) return { activeRegex: item.activeBaseRegex };
  if (item.activeBasePath !== undefined) return { activeBase: `/${item.activeBasePath.replace(/^\//, '')}` };
  return {};
}

/**
 * The navbar's items in the page's locale (resolved once per locale and doc version), labels from its navbar.json;
 * `within`: the doc section (version) of the page, whose doc links stay in that version. A `docsVersionDropdown` is
 * the place of its version menu, whose links depend on the page (lib/navigation/versions.ts `getNavbarVersionMenu`).
 */
export function getNavbarItems(locale: string = currentLocale(), within?: DocSectionId): NavbarSides {
  const key = `${locale}\0${within ?? ''}`;
  let navbar = navbars.get(key);
  if (navbar) return navbar;
  const entries = siteConfig.navbar.items.flatMap((item, i): NavbarSides['inOrder'][number][] => {
    const field = `navbar.items[${i}]`;
    const { position } = item;
    if (isNavbarLink(item)) {
      const className = item.className ? { className: item.className } : {};
      const link = {
        ...resolveLink(item, field, locale, within),
        label: navbarLabel(locale, item.label),
        ...className,
        ...activeMatchOf(item),
      };
      return [{ position, entry: { type: 'link', link } }];
    }
    switch (item.type) {
      case 'docsVersion':
        return [{ position, entry: { type: 'link', link: versionItemLink(item, field, locale, within) } }];
      case 'docsVersionDropdown':
        if (!sectionIn(item.docsId, locale)) throw new Error(`${field}.docsId: no doc section "${item.docsId}"`);
        return [{ position, entry: { type: 'versionDropdown', pluginId: item.docsId } }];
      case 'dropdown': {
        const entries = item.items.map((entry, j) =>
          'html' in entry
            ? entry
            : { ...resolveLink(entry, `${field}.items[${j}]`, locale, within), label: navbarLabel(locale, entry.label) },
        );
        return [{ position, entry: { type: 'menu', menu: { label: navbarLabel(locale, item.label), entries } } }];
      }
      case 'localeDropdown':
      case 'search':
        return [{ position, entry: { type: item.type } }];
      case 'html':
        return [
          { position, entry: { type: 'html', html: item.value, ...(item.className ? { className: item.className } : {}) } },
        ];
      default:
        return [];
    }
  });
  navbar = {
    left: entries.filter((e) => e.position === 'left').map((e) => e.entry),
    right: entries.filter((e) => e.position === 'right').map((e) => e.entry),
    inOrder: entries,
  };
  navbars.set(key, navbar);
  return navbar;
}

/** The navbar's links (no menus) in the page's locale, left and right ({@link getNavbarItems}). */
export function getNavbarLinks(
  locale: string = currentLocale(),
  within?: DocSectionId,
): { left: ResolvedLink[]; right: ResolvedLink[] } {
  const { left, right } = getNavbarItems(locale, within);
  const links = (side: readonly NavbarEntry[]) => side.flatMap((e) => (e.type === 'link' ? [e.link] : []));
  return { left: links(left), right: links(right) };
}

/** A footer entry: a link, or inline HTML (Docusaurus's `html` item) shown as written once sanitised. */
export type FooterEntry = ResolvedLink | { readonly html: string };

/** A footer item of the config resolved in a locale: its label from the locale's footer.json. */
function footerEntry(item: FooterItemConfig, field: string, locale: string): FooterEntry {
  if ('html' in item) return { html: item.html };
  return { ...resolveLink(item, field, locale), label: footerLabel(locale, item.label) };
}

/** The footer's link columns: configured, else the doc sections, the blogs and the navbar's external links. */
export function getFooterColumns(locale: string = currentLocale()): { title?: string; links: FooterEntry[] }[] {
  const { left, right } = getNavbarLinks(locale);
  const docs = left.filter(
    (l) => l.kind === 'docs' || (!l.external && l.kind === undefined && !blogSections.some((b) => blogHref(b.id) === l.href)),
  );
  // Docusaurus's simple footer: one row of links, no columns.
  if (siteConfig.footer.simpleLinks) return [];
  if (siteConfig.footer.links) {
    return siteConfig.footer.links.map((column, c) => ({
      title: column.title === undefined ? undefined : footerTitle(locale, column.title),
      links: [
        ...(column.navbarDocs ? docs : []),
        ...column.items.map((item, i) => footerEntry(item, `footer.links[${c}].items[${i}]`, locale)),
      ],
    }));
  }
  const columns: { title: string; links: ResolvedLink[] }[] = [];
  if (docs.length > 0) columns.push({ title: t('site.footer.docs'), links: docs });
  for (const blog of blogSections.filter((b) => b.locale === locale)) {
    const pages = blogPagesOf(blog.id);
    const links: ResolvedLink[] = [
      ...(pages.archive ? [{ label: t('theme.blog.archive.title'), href: blogArchiveHref(blog.id), external: false }] : []),
      ...(pages.tags ? [{ label: t('theme.tags.tagsPageTitle'), href: blogTagsHref(blog.id), external: false }] : []),
    ];
    if (links.length > 0) columns.push({ title: blog.title, links });
  }
  const more = [...left, ...right].filter((l) => l.external);
  if (more.length > 0) columns.push({ title: t('site.footer.more'), links: more });
  return columns;
}

/** The links of a simple footer (Docusaurus's `links` without columns) in a locale; none for a footer of columns. */
export function getFooterSimpleLinks(locale: string = currentLocale()): FooterEntry[] {
  return (siteConfig.footer.simpleLinks ?? []).map((item, i) => footerEntry(item, `footer.simpleLinks[${i}]`, locale));
}

/** The footer's logo in a locale (alt text from its footer.json), its sources and a root-relative link under the base path. */
export function getFooterLogo(locale: string = currentLocale()):
  | {
      src: string;
      srcDark: string;
      alt: string;
      href?: string;
      external: boolean;
      width?: string | number;
      height?: string | number;
    }
  | undefined {
  const logo = siteConfig.footer.logo;
  if (!logo) return undefined;
  const external = logo.href !== undefined && hasProtocol(logo.href);
  return {
    src: withBase(logo.src),
    srcDark: withBase(logo.srcDark ?? logo.src),
    alt: footerLogoAlt(locale),
    href: logo.href === undefined ? undefined : external ? externalLinkHref(logo.href, locale) : withBase(logo.href),
    external,
    width: logo.width,
    height: logo.height,
  };
}

/**
 * The label of a doc section: its configured label, else the navbar label that opens it, else its id, except the
 * default instance's id (`default`, which is no name a reader knows): "Docs" in the section's language.
 */
export function sectionLabel(sectionId: DocSectionId): string {
  const section = getSection(sectionId);
  if (section.label) return section.label;
  const base = route(section.routeBasePath);
  const item = siteConfig.navbar.items
    .filter(isNavbarLink)
    .find(
      (i) =>
        i.docsId === section.pluginId ||
        (i.docsId === undefined && i.docId !== undefined && section.pluginId === docSections[0]?.pluginId) ||
        (i.to !== undefined && base !== '/' && route(i.to).startsWith(base)),
    );
  if (item) return navbarLabel(section.locale, item.label);
  return section.pluginId === 'default' ? localeTranslator(section.locale)('site.footer.docs') : section.pluginId;
}

/** The navbar's image (Docusaurus's `navbar.logo`, theme-classic `Logo`) as a page of a locale shows it. */
export interface NavbarLogo {
  readonly src: string;
  /** The dark mode's image; the same as `src` when the config names none. */
  readonly srcDark: string;
  readonly alt: string;
  /** Attributes of each image: its own size, whose proportions give it its width before it loads; else the config's. */
  readonly sizes: readonly [ImageAttributes, ImageAttributes];
  readonly className?: string;
  /** The config's `style`, after its `width` (the image's width attribute in Docusaurus, which 2rem of height keep). */
  readonly style?: Readonly<Record<string, string | number>>;
}

/** Width and height attributes of an image. */
interface ImageAttributes {
  readonly width?: number | string;
  readonly height?: number | string;
}

const imageSizes = new Map<string, ImageAttributes | undefined>();

/** The size of an image of the content's static/ folder (`img/logo.svg`), when it can be read. */
function staticImageSize(src: string): ImageAttributes | undefined {
  if (hasProtocol(src)) return undefined;
  if (!imageSizes.has(src)) {
    let file: string | undefined;
    try {
      file = path.join(getContentRoot(), 'static', decodeURI(src.replace(/[?#].*$/, '')));
    } catch {
      // A malformed %-escape names no file.
    }
    imageSizes.set(src, file === undefined ? undefined : imageFileSize(file));
  }
  return imageSizes.get(src);
}

/** A CSS length from a config size: a number, or digits alone, are pixels (as the attribute reads them). */
const cssLength = (value: string | number): string | number =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/** The navbar's image with its alt text (given by getBrand), or undefined when the config names none. */
function navbarLogo(alt: string): NavbarLogo | undefined {
  const logo = siteConfig.navbar.logo;
  if (!logo) return undefined;
  const own = {
    ...(logo.width !== undefined ? { width: logo.width } : {}),
    ...(logo.height !== undefined ? { height: logo.height } : {}),
  };
  const attributes = (src: string): ImageAttributes => staticImageSize(src) ?? own;
  const style = { ...(logo.width !== undefined ? { width: cssLength(logo.width) } : {}), ...logo.style };
  return {
    src: withBase(logo.src),
    srcDark: withBase(logo.srcDark ?? logo.src),
    alt,
    sizes: [attributes(logo.src), attributes(logo.srcDark ?? logo.src)],
    ...(logo.className ? { className: logo.className } : {}),
    ...(Object.keys(style).length > 0 ? { style } : {}),
  };
}

/**
 * The brand of the navbar in the page's locale, as Docusaurus's Logo renders it: the logo, and beside it the navbar's
 * title only when the config sets one. The logo's alt is its own, else the site's title when no title stands beside it,
 * else empty (decorative). `label` names a link that would otherwise have no accessible name (a logo with an empty alt
 * and no title); a brand with neither logo nor title is none (`undefined`: Docusaurus renders an empty link). It links
 * the logo's `href` (an external one in a new tab unless its `target` says otherwise), else the locale's home.
 */
export function getBrand(locale: string = currentLocale()):
  | {
      title: string | undefined;
      logo: NavbarLogo | undefined;
      label: string | undefined;
      href: string;
      external: boolean;
      target?: string;
    }
  | undefined {
  const { logo } = siteConfig.navbar;
  const title = navbarTitle(locale);
  if (!logo && title === undefined) return undefined;
  const alt = navbarLogoAlt(locale) ?? (title ? '' : siteTitle(locale));
  const href = logo?.href;
  const external = href !== undefined && hasProtocol(href);
  return {
    title,
    logo: navbarLogo(alt),
    label: title || (logo && alt) ? undefined : siteTitle(locale),
    // Docusaurus's Logo links `useBaseUrl(logo.href || '/')` with its Link, as an item's `to` (lib/routes.ts `formatLinkPath`).
    href:
      href === undefined ? homeHref(locale) : external ? externalLinkHref(href, locale) : linkPathHref(href, locale, isSitePage),
    external,
    ...(logo?.target ? { target: logo.target } : {}),
  };
}

/** A link a version or language menu lists around its entries: another page, or a site opened in a new tab. */
export interface MenuLink {
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
}

/**
 * The links a version or language menu's navbar item lists before and after its entries (Docusaurus's
 * `dropdownItemsBefore`/`dropdownItemsAfter`: a page of every version, one on helping to translate), resolved in the
 * locale as the navbar's links are; none are left out.
 */
export function menuLinksOf(
  item: { readonly dropdownItemsBefore: readonly LinkTarget[]; readonly dropdownItemsAfter: readonly LinkTarget[] },
  field: string,
  locale: string,
): { before?: MenuLink[]; after?: MenuLink[] } {
  const resolve = (option: 'dropdownItemsBefore' | 'dropdownItemsAfter') =>
    item[option].map((target, i) => {
      const { label, href, external } = resolveLink(target, `${field}.${option}[${i}]`, locale);
      return { label, href, external };
    });
  const [before, after] = [resolve('dropdownItemsBefore'), resolve('dropdownItemsAfter')];
  return { ...(before.length > 0 ? { before } : {}), ...(after.length > 0 ? { after } : {}) };
}

/** The language menu (Docusaurus's `localeDropdown` navbar item): the page in each locale, and the item's own links. */
export interface LocaleMenu {
  /** The page's language, as the menu's button shows it. */
  readonly label: string;
  readonly items: readonly { label: string; href: string; lang: string; current: boolean }[];
  readonly before?: readonly MenuLink[];
  readonly after?: readonly MenuLink[];
}

/** The language menu of the page at `href` (undefined when the navbar has no `localeDropdown`). */
export function getLocaleMenu(href: string | undefined): LocaleMenu | undefined {
  const item = siteConfig.navbar.items.find((i): i is NavbarLocaleItemConfig => 'type' in i && i.type === 'localeDropdown');
  if (!item) return undefined;
  const locale = currentLocale();
  const alternates = href
    ? localeAlternates(href, locale)
    : siteLocales.map((l) => ({ locale: l.locale, href: homeHref(l.locale) }));
  const items = alternates.map((a) => {
    const info = localeInfo(a.locale);
    return { label: info.label, href: a.href, lang: info.htmlLang, current: a.locale === locale };
  });
  return { label: items.find((i) => i.current)?.label ?? locale, items, ...menuLinksOf(item, 'navbar localeDropdown', locale) };
}
