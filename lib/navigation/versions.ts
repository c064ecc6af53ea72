/**
 * A doc section's versions as its pages show them, by Docusaurus's rules (theme-classic `DocsVersionDropdownNavbarItem`,
 * `DocVersionBanner`, `DocVersionBadge`; theme-common `useDocsVersionCandidates`, `useDocVersionSuggestions`):
 * - the version menu lists the plugin's versions in Docusaurus's order; each entry opens the same doc (same id)
 *   in that version when it has it, else that version's entry page; it shows when the navbar has a
 *   `docsVersionDropdown`/`docsVersion` item for the plugin, or the plugin has more than one version;
 * - the banner of an unreleased or unmaintained version links to the same doc in the last version, else to the
 *   last version's entry page;
 * - the badge names the version when the version has `badge`.
 */
import { docSections, siteConfig, type DocSectionId, type DocVersion } from '../../config/site';
import { isNavbarLink, type SiteConfig } from '../../config/schema';
import { getDoc } from '../content/queries';
import { getSection, getVersionSections } from '../routes';
import { docsSearchTag, type VersionedPlugin } from '../search-versions';
import { sectionHref } from './navbar';

/** One entry of the version menu: a version and where it takes the reader from this page. */
export interface VersionLink {
  /** The version's name (what localStorage keeps as the preferred version). */
  readonly name: string;
  readonly label: string;
  readonly href: string;
}

/** The version menu of a page: the plugin (for localStorage), the version being read, the entries. */
export interface VersionMenu {
  readonly pluginId: string;
  readonly current: string;
  readonly versions: readonly VersionLink[];
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
 * Where each version takes the reader (Docusaurus `getVersionTargetDoc`): the doc with the same id in that
 * version, else the version's entry page. `docHrefIn` gives a doc's href in a section, `entryOf` a section's entry.
 */
export function versionLinks(
  sections: readonly { readonly id: string; readonly version: Pick<DocVersion, 'name' | 'label'> }[],
  docId: string | undefined,
  docHrefIn: (sectionId: string, docId: string) => string | undefined,
  entryOf: (sectionId: string) => string,
): VersionLink[] {
  return sections.map(({ id, version }) => ({
    name: version.name,
    label: version.label,
    href: (docId === undefined ? undefined : docHrefIn(id, docId)) ?? entryOf(id),
  }));
}

/** Whether a plugin's pages show the version menu: the navbar asks for it, or the plugin has more than one version. */
export function showsVersionMenu(navbarItems: SiteConfig['navbar']['items'], pluginId: string, versionCount: number): boolean {
  return versionCount > 1 || navbarItems.some((item) => !isNavbarLink(item) && 'docsId' in item && item.docsId === pluginId);
}

const docHrefIn = (sectionId: string, docId: string): string | undefined => getDoc(sectionId, docId)?.permalink;

/** The version menu, banner and badge of a page of `sectionId`; `docId` for a doc (other pages link to entries). */
export function getVersionView(sectionId: DocSectionId, docId?: string): VersionView {
  const section = getSection(sectionId);
  const { version, pluginId } = section;
  const sections = getVersionSections(sectionId);
  const links = versionLinks(sections, docId, docHrefIn, sectionHref);
  const latest = links[sections.findIndex((s) => s.version.isLast)]!;
  return {
    version,
    menu: showsVersionMenu(siteConfig.navbar.items, pluginId, sections.length)
      ? { pluginId, current: version.name, versions: links }
      : undefined,
    banner: version.banner ? { kind: version.banner, pluginId, versionLabel: version.label, latest } : undefined,
    badge: version.badge,
    searchTag: sections.length > 1 ? docsSearchTag(pluginId, version.name) : undefined,
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
