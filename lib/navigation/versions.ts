/**
 * A doc section's versions as its pages show them, by Docusaurus's rules (theme-classic `DocsVersionDropdownNavbarItem`,
 * `DocVersionBanner`, `DocVersionBadge`; theme-common `useDocsVersionCandidates`, `useDocVersionSuggestions`):
 * - the version menu lists the plugin's versions in Docusaurus's order; each entry opens the same page in that
 *   version when it has it (a doc by its id, a generated index by its slug), else that version's main doc
 *   (`getMainDoc`); it shows when the navbar has a `docsVersionDropdown`/`docsVersion` item for the plugin, or the
 *   plugin has more than one version;
 * - the banner of an unreleased or unmaintained version links to the same page in the last version, else to the
 *   last version's main doc;
 * - the badge names the version when the version has `badge`.
 */
import { docSections, siteConfig, type DocSectionId, type DocVersion } from '../../config/site';
import { isNavbarLink, type NavbarVersionItemConfig, type SiteConfig } from '../../config/schema';
import { rules } from '../content/paths';
import { getDoc } from '../content/queries';
import { resolveHref } from '../route-table';
import { getSection, getVersionSections } from '../routes';
import { docsSearchTag, type VersionedPlugin } from '../search-versions';
import { menuLinksOf, sectionIn, type MenuLink } from './navbar';
import { getGeneratedIndexes, mainDocHref } from './sidebar';

/** One entry of the version menu: a version and where it takes the reader from this page. */
export interface VersionLink {
  /** The version's name (what localStorage keeps as the preferred version). */
  readonly name: string;
  readonly label: string;
  readonly href: string;
}

/**
 * A version menu: the plugin (for localStorage), the version it is labelled with, the version being read (none on a
 * page outside the plugin), the entries.
 */
export interface VersionMenu {
  readonly pluginId: string;
  readonly label: string;
  readonly current?: string;
  readonly versions: readonly VersionLink[];
  /** The navbar item's own links before and after the versions, when it has some. */
  readonly before?: readonly MenuLink[];
  readonly after?: readonly MenuLink[];
}

/** The banner of an unreleased or unmaintained version, with the link to the last version. */
export interface VersionBanner {
  readonly kind: 'unreleased' | 'unmaintained';
  readonly pluginId: string;
  readonly versionLabel: string;
  /** The last version: its name, label, and the same doc there (or its entry page). */
  readonly latest: VersionLink;
}

/** What a docs page shows of its version. */
export interface VersionView {
  readonly version: DocVersion;
  readonly menu?: VersionMenu;
  readonly banner?: VersionBanner;
  /** The version badge is shown (`versions.<name>.badge`). */
  readonly badge: boolean;
  /** Docusaurus's search tag of the page's version (`data-pagefind-filter`), when the plugin has several versions. */
  readonly searchTag?: string;
}

/**
 * Where each version takes the reader (Docusaurus `getVersionTargetDoc`): the page with the same id in that
 * version (`alternateDocVersions`), else the version's main doc. `pageId` is the page's id in Docusaurus's global
 * data ({@link versionedPageId}); `pageHrefIn` gives the page of an id in a section, `mainOf` a section's main doc.
 */
export function versionLinks(
  sections: readonly { readonly id: string; readonly version: Pick<DocVersion, 'name' | 'label'> }[],
  pageId: string | undefined,
  pageHrefIn: (sectionId: string, pageId: string) => string | undefined,
  mainOf: (sectionId: string) => string,
): VersionLink[] {
  return sections.map(({ id, version }) => ({
    name: version.name,
    label: version.label,
    href: (pageId === undefined ? undefined : pageHrefIn(id, pageId)) ?? mainOf(id),
  }));
}

/**
 * A page's id across the versions of its plugin, as Docusaurus's global data names the pages of a version
 * (plugin-content-docs globalData.ts): a doc by its id, a generated category index by its slug (`/category/guides`,
 * with the leading slash no doc id has). A version that has a page of the same id shows it in the version menu.
 */
export const versionedPageId = (page: { docId: string } | { generatedSlug: string }): string =>
  'docId' in page ? page.docId : `/${page.generatedSlug}`;

/** The page of a {@link versionedPageId} in a section. */
function pageHrefIn(sectionId: string, pageId: string): string | undefined {
  if (!pageId.startsWith('/')) return getDoc(sectionId, pageId)?.permalink;
  return getGeneratedIndexes(sectionId).find((index) => versionedPageId({ generatedSlug: index.slug }) === pageId)?.category.href;
}

/**
 * Where a version menu's own link leads (its label, the whole item when it lists one version): the displayed
 * version's entry, the page being read there, as Docusaurus links it since 3.5.0; before (`keepsPage` false), that
 * version's main doc, its entry among `mains` ({@link versionLinks} without a page).
 */
export const versionItemLink = (displayed: VersionLink, mains: readonly VersionLink[], keepsPage: boolean): VersionLink =>
  keepsPage ? displayed : (mains.find((m) => m.name === displayed.name) ?? displayed);

/** A plugin's `docsVersionDropdown` item among the navbar's items, when it has one. */
const versionMenuItemOf = (
  pluginId: string,
  navbarItems: SiteConfig['navbar']['items'] = siteConfig.navbar.items,
): NavbarVersionItemConfig | undefined =>
  navbarItems.find(
    (i): i is NavbarVersionItemConfig =>
      !isNavbarLink(i) && 'docsId' in i && i.type === 'docsVersionDropdown' && i.docsId === pluginId,
  );

/** Whether the navbar has a `docsVersionDropdown` item for the plugin: its version menu is there, on every page. */
export const navbarHasVersionMenu = (navbarItems: SiteConfig['navbar']['items'], pluginId: string): boolean =>
  versionMenuItemOf(pluginId, navbarItems) !== undefined;

/**
 * Whether a plugin's pages show the version menu beside their breadcrumbs: their section asks for it
 * (`pageVersionMenu`, this site's own layout), or the plugin has more than one version and no navbar menu (where
 * Docusaurus would show the badge alone, and a reader no way to the other versions).
 */
export function showsVersionMenu(
  navbarItems: SiteConfig['navbar']['items'],
  section: { readonly pluginId: string; readonly pageVersionMenu: boolean },
  versionCount: number,
): boolean {
  return section.pageVersionMenu || (versionCount > 1 && !navbarHasVersionMenu(navbarItems, section.pluginId));
}

/** The links a `docsVersionDropdown` item lists around the versions ({@link menuLinksOf}), when there is one. */
const versionMenuLinks = (item: NavbarVersionItemConfig | undefined, locale: string): Pick<VersionMenu, 'before' | 'after'> =>
  item ? menuLinksOf(item, 'navbar docsVersionDropdown', locale) : {};

/**
 * The versions a `docsVersionDropdown` lists (Docusaurus's `getVersionItems`): its `versions` in their order, by name,
 * with their own label where given; else every version. A name that is no version fails the build, as it fails
 * Docusaurus's, naming the versions there are.
 */
export function listedVersions<T extends { readonly name: string; readonly label: string }>(
  versions: readonly T[],
  configs: NavbarVersionItemConfig['versions'],
  field: string,
): (T & { readonly label: string })[] {
  if (!configs) return [...versions];
  const entries = Array.isArray(configs)
    ? configs.map((name) => [name, undefined] as const)
    : Object.entries(configs).map(([name, config]) => [name, config.label] as const);
  return entries.map(([name, label]) => {
    const version = versions.find((v) => v.name === name);
    if (!version)
      throw new Error(`${field}: no docs version "${name}"; the versions are ${versions.map((v) => `"${v.name}"`).join(', ')}`);
    return label === undefined ? version : { ...version, label };
  });
}

/**
 * The version menu, banner and badge of a page of `sectionId`: a doc or a generated index (`page`, whose counterpart
 * each version links); other pages (tags) link each version's main doc.
 */
export function getVersionView(sectionId: DocSectionId, page?: { docId: string } | { generatedSlug: string }): VersionView {
  const section = getSection(sectionId);
  const { version, pluginId } = section;
  const sections = getVersionSections(sectionId);
  const links = versionLinks(sections, page && versionedPageId(page), pageHrefIn, mainDocHref);
  const latest = links[sections.findIndex((s) => s.version.isLast)]!;
  return {
    version,
    menu: showsVersionMenu(siteConfig.navbar.items, section, sections.length)
      ? {
          pluginId,
          label: version.label,
          current: version.name,
          versions: links,
          ...versionMenuLinks(versionMenuItemOf(pluginId), section.locale),
        }
      : undefined,
    banner: version.banner ? { kind: version.banner, pluginId, versionLabel: version.label, latest } : undefined,
    badge: version.badge,
    searchTag: sections.length > 1 ? docsSearchTag(pluginId, version.name) : undefined,
  };
}

/** The section (version) of the page at `href` and the page's id across versions, for a page of a docs plugin. */
function docsPageAt(href: string): { sectionId: DocSectionId; pageId?: string } | undefined {
  const route = resolveHref(href);
  switch (route?.kind) {
    case 'doc':
      return { sectionId: route.sectionId, pageId: versionedPageId({ docId: route.doc.docId }) };
    case 'category-index':
      return { sectionId: route.sectionId, pageId: versionedPageId({ generatedSlug: route.index.slug }) };
    case 'doc-tags':
    case 'doc-tag':
      return { sectionId: route.sectionId };
    default:
      return undefined;
  }
}

/**
 * The version menu of a navbar `docsVersionDropdown` item on the page at `href` in `locale` (Docusaurus's
 * `DocsVersionDropdownNavbarItem`): on a page of the plugin, labelled with the version being read and each version
 * linking the same page there (else its main doc); on any other page, labelled with the last version (the first
 * of Docusaurus's version candidates that a static page knows) and each version linking its main doc. `link`: where
 * the label itself leads ({@link versionItemLink}), what the item is when the menu would hold one entry.
 */
export function getNavbarVersionMenu(
  pluginId: string,
  locale: string,
  href: string | undefined,
): { menu: VersionMenu; link: VersionLink } | undefined {
  const lastId = sectionIn(pluginId, locale);
  if (lastId === undefined) return undefined;
  const last = getSection(lastId);
  const page = href === undefined ? undefined : docsPageAt(href);
  const active = page && getSection(page.sectionId).pluginId === pluginId ? getSection(page.sectionId) : undefined;
  const item = versionMenuItemOf(pluginId);
  const versionSections = getVersionSections(last.id);
  const all = versionLinks(versionSections, active ? page?.pageId : undefined, pageHrefIn, mainDocHref);
  const links = listedVersions(all, item?.versions, `navbar docsVersionDropdown (${pluginId}).versions`);
  // Docusaurus's version candidates, those a static page knows: the version being read, then the last one.
  const displayed =
    [active?.version.name, last.version.name].flatMap((name) => links.filter((l) => l.name === name))[0] ?? links[0];
  if (!displayed) return undefined;
  return {
    menu: {
      pluginId,
      label: displayed.label,
      ...(active ? { current: active.version.name } : {}),
      versions: links,
      ...versionMenuLinks(item, last.locale),
    },
    // Off a page of the plugin, the versions' links are their main docs already.
    link: versionItemLink(
      displayed,
      active && !rules.versionDropdownLinksPage ? versionLinks(versionSections, undefined, pageHrefIn, mainDocHref) : all,
      rules.versionDropdownLinksPage,
    ),
  };
}

/** The docs plugins with more than one version, for the search dialog (none on a site without versions). */
export function getVersionedPlugins(): VersionedPlugin[] {
  const seen = new Set<string>();
  const plugins: VersionedPlugin[] = [];
  for (const { pluginId, allVersions } of docSections) {
    if (seen.has(pluginId) || allVersions.length < 2) continue;
    seen.add(pluginId);
    plugins.push({ pluginId, versions: allVersions.map((v) => v.name), last: allVersions.find((v) => v.isLast)!.name });
  }
  return plugins;
}
