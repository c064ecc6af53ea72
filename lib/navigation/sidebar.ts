/**
 * The sidebars of each doc section (built by lib/navigation/sidebar-builder.ts from the section's docs and
 * `_category_.json` files) and what pages read from them: the sidebar a doc shows (the one that holds it, or
 * its `displayed_sidebar`; none when no sidebar holds it), prev/next, breadcrumbs, category cards.
 */
import type { DocSectionId } from '../../config/site';
import { CURRENT_VERSION, docsTranslationFile } from '../../config/variants';
import { getAllCategories, getDraftDocIds, type CategoryEntry, type DocEntry } from '../content/collections';
import { rules } from '../content/paths';
import { translationFile } from '../i18n/site-translations';
import { getDoc, getSectionDocs } from '../content/queries';
import { getSection, route } from '../routes';
import { t } from '../i18n';
import { cardsOf, type DocCard, type DocusaurusSidebarItem } from './doc-cards';
import {
  breadcrumbsIn,
  buildSidebars,
  firstDocIdOf,
  flattenSidebar,
  pruneSidebar,
  sidebarNameOfPage,
  visibleSidebar,
  type Breadcrumb,
  type Built,
  type GeneratedIndex,
  type SidebarCategory,
  type SidebarItem,
  type SidebarLink,
} from './sidebar-builder';

export type { Breadcrumb, GeneratedIndex, SidebarCategory, SidebarItem, SidebarLink } from './sidebar-builder';
export { containsHref, flattenSidebar } from './sidebar-builder';

/**
 * `version-<name>/` when a doc of the section may also be named by its versioned id (`version-1.0/intro`): Docusaurus
 * 2's released versions (`versionedDocIdsInSidebars`), whose sidebars and `pagination_prev`/`pagination_next` both look
 * ids up in `createDocsByIdIndex`, which holds both ids.
 */
function versionedIdPrefix(sectionId: DocSectionId): string | undefined {
  const { name } = getSection(sectionId).version;
  return rules.versionedDocIdsInSidebars && name !== CURRENT_VERSION ? `version-${name}/` : undefined;
}

/** The doc an id of the section's front matter names: by its id, or by its versioned id where Docusaurus 2 takes one. */
function docNamed(sectionId: DocSectionId, id: string): DocEntry | undefined {
  const prefix = versionedIdPrefix(sectionId);
  return getDoc(sectionId, id) ?? (prefix && id.startsWith(prefix) ? getDoc(sectionId, id.slice(prefix.length)) : undefined);
}

/** Each section's sidebars, with the category files they were built from (a new read builds them again). */
const cache = new Map<string, { built: Built; from: CategoryEntry[] }>();

function built(sectionId: DocSectionId): Built {
  const all = getAllCategories();
  let value = cache.get(sectionId)?.from === all ? cache.get(sectionId)!.built : undefined;
  if (!value) {
    const categories = new Map(all.map((c) => [c._raw.sourceFileDir, c]));
    // A translation's docs keep the default locale's folders, whose _category_.json files Docusaurus reads.
    const section = getSection(sectionId);
    const messages = translationFile(section.locale, docsTranslationFile(section.pluginId, section.version.name));
    value = buildSidebars({ ...section, folder: section.sourceFolder }, getSectionDocs(sectionId), categories, messages, {
      categoryLabelFromLinkedDoc: rules.categoryLabelFromLinkedDoc,
      emptyCategoryAsDoc: rules.emptyCategoryAsDoc,
      versionedIdPrefix: versionedIdPrefix(sectionId),
      dropEmptyGeneratedIndex: rules.docDrafts,
      draftIds: getDraftDocIds(sectionId),
    });
    cache.set(sectionId, { built: value, from: all });
  }
  return value;
}

/** Every sidebar of one section, by id. */
export const getSidebars = (sectionId: DocSectionId): Map<string, SidebarItem[]> => built(sectionId).sidebars;

/** The generated category index pages of one section. */
export const getGeneratedIndexes = (sectionId: DocSectionId): GeneratedIndex[] => built(sectionId).generated;

/**
 * The sidebar a page of a section shows: the one named by `displayed` (a doc's `displayed_sidebar`; null for
 * none), else the last that holds the page (Docusaurus's `docIdToSidebarName` keeps the last sidebar naming a doc);
 * undefined when none does.
 */
export function getSidebarOf(sectionId: DocSectionId, href: string, displayed?: string | null): SidebarItem[] | undefined {
  const name = getSidebarNameOf(sectionId, href, displayed);
  return name === undefined ? undefined : getSidebars(sectionId).get(name);
}

/** The name of the sidebar a page of a section shows ({@link getSidebarOf}), for the navbar's sidebar links. */
export const getSidebarNameOf = (sectionId: DocSectionId, href: string, displayed?: string | null): string | undefined =>
  sidebarNameOfPage(getSidebars(sectionId), href, displayed);

/** The first page of a sidebar of a section (Docusaurus's `getFirstLink`: a doc, or a category's own page). */
export function getSidebarFirstPage(sectionId: DocSectionId, sidebarId: string): string | undefined {
  const items = getSidebars(sectionId).get(sidebarId);
  return items ? flattenSidebar(items)[0]?.href : undefined;
}

/** The first page of a section's first sidebar (its entry page when the config names none). */
export function getSidebarEntry(sectionId: DocSectionId): string | undefined {
  const [first] = getSidebars(sectionId).values();
  return first ? flattenSidebar(first)[0]?.href : undefined;
}

/**
 * The main doc of a section (a version in a locale), as Docusaurus's `getMainDocId` picks it (plugin-content-docs
 * docs.ts): the doc at the version's root (`slug: /`), else the first doc of the first sidebar (never a generated
 * index: {@link firstDocIdOf}), else the first doc. This site's own config may name it (`navbarDocId`). The version
 * menu, the version banner and the navbar's `docsVersion` item open it when the page has no counterpart there.
 */
export function getMainDoc(sectionId: DocSectionId): DocEntry | undefined {
  const section = getSection(sectionId);
  const named = section.navbarDocId === undefined ? undefined : getDoc(sectionId, section.navbarDocId);
  if (named) return named;
  const docs = getSectionDocs(sectionId);
  const root = route(section.routeBasePath);
  const home = docs.find((d) => d.permalink === root);
  if (home) return home;
  const [first] = getSidebars(sectionId).values();
  const firstId = first && firstDocIdOf(first);
  return (firstId === undefined ? undefined : getDoc(sectionId, firstId)) ?? docs[0];
}

/** The href of a section's main doc ({@link getMainDoc}); the version's root when it has no doc. */
export const mainDocHref = (sectionId: DocSectionId): string =>
  getMainDoc(sectionId)?.permalink ?? route(getSection(sectionId).routeBasePath);

/**
 * The previous and next pages of a page, as Docusaurus's `getDocNavigation` gives them: the doc's
 * `pagination_prev`/`pagination_next` (a doc id; null for none) when it sets them, else its neighbours in its
 * sidebar's order. A doc is labelled by its `pagination_label`, else its `sidebar_label`, else its sidebar item's
 * label (a category's own doc: its title); a generated index by its category's label (`toDocNavigationLink`).
 */
export function getPrevNext(
  sectionId: DocSectionId,
  href: string,
  displayed?: string | null,
): { prev?: SidebarLink; next?: SidebarLink } {
  const docs = getSectionDocs(sectionId);
  const self = docs.find((d) => d.permalink === href);
  const flat = flattenSidebar(getSidebarOf(sectionId, href, displayed) ?? [], { listedOnly: true });
  const i = flat.findIndex((l) => l.href === href);
  const labelled = (link?: SidebarLink): SidebarLink | undefined => {
    const doc = link && docs.find((d) => d.permalink === link.href);
    if (!link || !doc) return link;
    // A doc item's own label counts from Docusaurus 3.3 (sidebars/utils toDocNavigationLink); a category's link never.
    const itemLabel = link.category || !rules.paginationSidebarItemLabel ? doc.title : link.label;
    return { label: doc.paginationLabel ?? doc.sidebarLabel ?? itemLabel, href: link.href };
  };
  const chosen = (id: string | null | undefined, neighbour: SidebarLink | undefined): SidebarLink | undefined => {
    if (id === undefined) return labelled(neighbour);
    const doc = id === null ? undefined : docNamed(sectionId, id);
    return doc && !doc.unlisted ? labelled({ label: doc.title, href: doc.permalink, category: true }) : undefined;
  };
  if (i === -1 && self?.paginationPrev === undefined && self?.paginationNext === undefined) return {};
  return {
    prev: chosen(self?.paginationPrev, i > 0 ? flat[i - 1] : undefined),
    next: chosen(self?.paginationNext, i === -1 ? undefined : flat[i + 1]),
  };
}

/** The cards of a category's items (lib/navigation/doc-cards.ts). */
export function getCategoryCards(sectionId: DocSectionId, category: SidebarCategory): DocCard[] {
  return cardsOf(docusaurusSidebarCategory(sectionId, category).items ?? []);
}

/** A category of a section's sidebar as {@link DocusaurusSidebarItem}, its items too. */
export function docusaurusSidebarCategory(sectionId: DocSectionId, category: SidebarCategory): DocusaurusSidebarItem {
  const docs = new Map(getSectionDocs(sectionId).map((d) => [d.permalink, d]));
  const classes = (item: { className?: string }) => (item.className ? { className: item.className } : {});
  const convert = (item: SidebarItem): DocusaurusSidebarItem => {
    switch (item.type) {
      case 'doc':
        return {
          type: 'link',
          label: item.label,
          href: item.href,
          docId: item.docId,
          description: docs.get(item.href)?.description,
          ...(item.unlisted ? { unlisted: true } : {}),
          ...classes(item),
        };
      case 'link':
        return { type: 'link', label: item.label, href: item.href };
      case 'html':
        return { type: 'html', value: item.value, ...classes(item) };
      case 'category':
        return {
          type: 'category',
          label: item.label,
          // A category whose page is an unlisted doc: its card opens its first listed page.
          href: item.linkUnlisted ? undefined : item.href,
          description: t.plural('theme.docs.DocCard.categoryDescription.plurals', item.items.length),
          collapsed: item.collapsed,
          collapsible: item.collapsible,
          items: item.items.map(convert),
          ...classes(item),
        };
    }
  };
  return convert(category);
}

/** The category a page belongs to: the one whose own page it is, else the innermost one holding it. */
export function getCategoryOf(sectionId: DocSectionId, href: string, displayed?: string | null): SidebarCategory | undefined {
  let found: SidebarCategory | undefined;
  const search = (items: readonly SidebarItem[]): boolean => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === href) {
        found = item;
        return true;
      }
      if (search(item.items)) return true;
      if (item.items.some((i) => i.type !== 'category' && i.href !== undefined && i.href === href)) {
        found = item;
        return true;
      }
    }
    return false;
  };
  search(getSidebarOf(sectionId, href, displayed) ?? []);
  return found;
}

/** A page's breadcrumbs in the sidebar it shows (`breadcrumbsIn`); empty when no sidebar holds the page. */
export const getBreadcrumbs = (sectionId: DocSectionId, href: string, displayed?: string | null): Breadcrumb[] =>
  breadcrumbsIn(getSidebarOf(sectionId, href, displayed) ?? [], href);

/** The sidebar one page shows (pruned in large sections: lib/navigation/sidebar-builder.ts). */
export function getPageSidebar(sectionId: DocSectionId, current: string, displayed?: string | null): SidebarItem[] {
  return pruneSidebar(visibleSidebar(getSidebarOf(sectionId, current, displayed) ?? [], current), current);
}
