/**
 * The sidebars of each doc section, the Docusaurus way. A section either has manual sidebars (its
 * sidebars.js, normalised into the site config) or one sidebar generated from its folder tree: order from
 * `sidebar_position` and `_category_.json` `position`, labels from `sidebar_label` / `_category_.json`
 * `label`; a folder's `index.md` (or `README.md`, or a doc named like the folder) is the folder's own page;
 * a category with a `generated-index` link gets a page listing its items. A doc shows the sidebar that holds
 * it (or its `displayed_sidebar`); a doc in no sidebar shows none.
 */
import kebabCase from 'lodash.kebabcase';
import type { DocSectionId } from '../../config/site';
import type { SidebarItemConfig } from '../../config/schema';
import { getAllCategories, type DocEntry } from '../content/collections';
import { stripNumberPrefix } from '../content/docusaurus-rules';
import { getSectionDocs } from '../content/queries';
import { docHref, getSection } from '../routes';

/** A link to a doc in a sidebar. */
export interface SidebarDoc {
  readonly type: 'doc';
  readonly label: string;
  readonly href: string;
  readonly docId: string;
}

/** A link to another URL, or raw HTML, in a sidebar. */
export interface SidebarLinkItem {
  readonly type: 'link';
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
}

/** A folder in a sidebar. */
export interface SidebarCategory {
  readonly type: 'category';
  readonly label: string;
  /** The category's own page (its index doc or generated index), if any. */
  readonly href?: string;
  /** Doc id of the category's index doc, if it has one. */
  readonly linkDocId?: string;
  readonly collapsed: boolean;
  readonly collapsible: boolean;
  readonly items: SidebarItem[];
}

export type SidebarItem = SidebarDoc | SidebarLinkItem | SidebarCategory;

/** A category page generated from a `generated-index` link. */
export interface GeneratedIndex {
  readonly sectionId: DocSectionId;
  /** URL path of the page inside its section (`category/<slug>`). */
  readonly slug: string;
  readonly title: string;
  readonly description?: string;
  readonly category: SidebarCategory;
}

interface CategoryLink {
  type?: string;
  id?: string;
  slug?: string;
  title?: string;
  description?: string;
}

interface Node {
  readonly dir: string;
  /** Content-relative folder path. */
  readonly path: string;
  readonly docs: DocEntry[];
  readonly children: Map<string, Node>;
}

const INDEX_NAMES = new Set(['index', 'readme']);

function fileName(doc: DocEntry): string {
  return stripNumberPrefix(
    doc.sourceFilePath
      .split('/')
      .at(-1)!
      .replace(/\.mdx?$/, ''),
  ).toLowerCase();
}

function buildTree(sectionFolder: string, docs: DocEntry[]): Node {
  const root: Node = { dir: '', path: sectionFolder, docs: [], children: new Map() };
  for (const doc of docs) {
    let node = root;
    for (const dir of doc.dirs) {
      let child = node.children.get(dir);
      if (!child) {
        child = { dir, path: `${node.path}/${dir}`, docs: [], children: new Map() };
        node.children.set(dir, child);
      }
      node = child;
    }
    node.docs.push(doc);
  }
  return root;
}

interface Ordered {
  readonly item: SidebarItem;
  readonly position: number;
  readonly name: string;
}

const byPosition = (a: Ordered, b: Ordered): number =>
  a.position - b.position || a.name.localeCompare(b.name, 'en', { numeric: true });

/** The sidebars of a section, by id, and its generated index pages. */
interface Built {
  readonly sidebars: Map<string, SidebarItem[]>;
  readonly generated: GeneratedIndex[];
}

function generatedSlug(link: CategoryLink, label: string): string {
  const slug = (link.slug ?? `/category/${kebabCase(label) || label}`).replace(/^\/+|\/+$/g, '');
  return slug;
}

function buildSections(sectionId: DocSectionId): Built {
  const section = getSection(sectionId);
  const docs = getSectionDocs(sectionId);
  const byId = new Map(docs.map((d) => [d.docId, d]));
  const categories = new Map(getAllCategories().map((c) => [c._raw.sourceFileDir, c]));
  const generated: GeneratedIndex[] = [];
  const docItem = (doc: DocEntry, label?: string): SidebarDoc => ({
    type: 'doc',
    label: label ?? doc.sidebarLabel ?? doc.title,
    href: doc.permalink,
    docId: doc.docId,
  });
  const withGeneratedIndex = (category: SidebarCategory, link: CategoryLink | undefined): SidebarCategory => {
    if (category.href || link?.type !== 'generated-index') return category;
    const slug = generatedSlug(link, category.label);
    const item = { ...category, href: docHref(sectionId, slug) };
    generated.push({ sectionId, slug, title: link.title ?? category.label, description: link.description, category: item });
    return item;
  };

  const walk = (node: Node): SidebarItem[] => {
    const ordered: Ordered[] = [];
    for (const child of node.children.values()) {
      const meta = categories.get(child.path);
      const link = (meta?.link ?? undefined) as CategoryLink | undefined;
      const indexDoc =
        link?.type === 'doc'
          ? child.docs.find((d) => d.docId === link.id || d.docId.endsWith(`/${link.id}`))
          : child.docs.find((d) => INDEX_NAMES.has(fileName(d)) || fileName(d) === stripNumberPrefix(child.dir).toLowerCase());
      const label = meta?.label ?? stripNumberPrefix(child.dir);
      const rest = { ...child, docs: child.docs.filter((d) => d !== indexDoc) };
      const category = withGeneratedIndex(
        {
          type: 'category',
          label,
          href: indexDoc?.permalink,
          linkDocId: indexDoc?.docId,
          collapsed: meta?.collapsed ?? true,
          collapsible: meta?.collapsible ?? true,
          items: walk(rest),
        },
        indexDoc ? undefined : link,
      );
      ordered.push({ item: category, position: meta?.position ?? indexDoc?.sidebarPosition ?? Infinity, name: child.dir });
    }
    for (const doc of node.docs.filter((d) => !d.unlisted)) {
      ordered.push({
        item: docItem(doc),
        position: doc.sidebarPosition ?? Infinity,
        name: doc.sourceFilePath.split('/').at(-1)!,
      });
    }
    return ordered.sort(byPosition).map((o) => o.item);
  };

  const tree = buildTree(section.folder, docs);
  const autogenerated = (dirName: string): SidebarItem[] => {
    let node: Node | undefined = tree;
    for (const dir of dirName.split('/').filter((d) => d && d !== '.')) node = node?.children.get(dir);
    return node ? walk(node) : [];
  };

  const manual = (items: SidebarItemConfig[], where: string): SidebarItem[] =>
    items.flatMap((item, i): SidebarItem[] => {
      const field = `${where}[${i}]`;
      switch (item.type) {
        case 'doc': {
          const doc = byId.get(item.id);
          if (!doc) throw new Error(`Invalid sidebar ${field}: no doc with id "${item.id}" in section "${sectionId}"`);
          return [docItem(doc, item.label)];
        }
        case 'link':
          return [{ type: 'link', label: item.label, href: item.href, external: /^[a-z]+:\/\//i.test(item.href) }];
        case 'html':
          return [];
        case 'autogenerated':
          return autogenerated(item.dirName);
        case 'category': {
          const linkDoc = item.link?.type === 'doc' ? byId.get(item.link.id) : undefined;
          if (item.link?.type === 'doc' && !linkDoc)
            throw new Error(`Invalid sidebar ${field}.link: no doc with id "${item.link.id}" in section "${sectionId}"`);
          const category: SidebarCategory = {
            type: 'category',
            label: item.label,
            href: linkDoc?.permalink,
            linkDocId: linkDoc?.docId,
            collapsed: item.collapsed ?? true,
            collapsible: item.collapsible ?? true,
            items: manual(item.items, `${field}.items`),
          };
          return [withGeneratedIndex(category, item.link?.type === 'generated-index' ? item.link : undefined)];
        }
      }
    });

  const sidebars = new Map<string, SidebarItem[]>();
  if (section.sidebars) {
    for (const [id, items] of Object.entries(section.sidebars))
      sidebars.set(id, manual(items, `docs.${sectionId}.sidebars.${id}`));
  } else {
    sidebars.set(section.sidebarId, autogenerated('.'));
  }
  return { sidebars, generated };
}

const cache = new Map<string, Built>();

function built(sectionId: DocSectionId): Built {
  let value = cache.get(sectionId);
  if (!value) {
    value = buildSections(sectionId);
    cache.set(sectionId, value);
  }
  return value;
}

/** Every sidebar of one section, by id. */
export const getSidebars = (sectionId: DocSectionId): Map<string, SidebarItem[]> => built(sectionId).sidebars;

/** The generated category index pages of one section. */
export const getGeneratedIndexes = (sectionId: DocSectionId): GeneratedIndex[] => built(sectionId).generated;

/** A sidebar link in reading order. */
export interface SidebarLink {
  readonly label: string;
  readonly href: string;
}

/** Every page of a sidebar in reading order (categories with a page come before their items). */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [{ label: item.label, href: item.href }]
      : item.type === 'link'
        ? []
        : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.items)],
  );
}

/** True when a sidebar item is, or contains, the page at `href`. */
export function containsHref(item: SidebarItem, href: string): boolean {
  return item.href === href || (item.type === 'category' && item.items.some((i) => containsHref(i, href)));
}

/**
 * The sidebar a page of a section shows: the one named by `displayed` (a doc's `displayed_sidebar`; null for
 * none), else the first that holds the page; undefined when none does.
 */
export function getSidebarOf(sectionId: DocSectionId, href: string, displayed?: string | null): SidebarItem[] | undefined {
  if (displayed === null) return undefined;
  const sidebars = getSidebars(sectionId);
  if (displayed !== undefined && sidebars.has(displayed)) return sidebars.get(displayed);
  for (const items of sidebars.values()) if (items.some((i) => containsHref(i, href))) return items;
  return undefined;
}

/** The first page of a section's first sidebar (its entry page when the config names none). */
export function getSidebarEntry(sectionId: DocSectionId): string | undefined {
  const [first] = getSidebars(sectionId).values();
  return first ? flattenSidebar(first)[0]?.href : undefined;
}

/** The previous and next pages of a page in its sidebar's order, labelled by their `pagination_label` when they have one. */
export function getPrevNext(
  sectionId: DocSectionId,
  href: string,
  displayed?: string | null,
): { prev?: SidebarLink; next?: SidebarLink } {
  const flat = flattenSidebar(getSidebarOf(sectionId, href, displayed) ?? []);
  const i = flat.findIndex((l) => l.href === href);
  if (i === -1) return {};
  const labelled = (link?: SidebarLink): SidebarLink | undefined => {
    const doc = link && getSectionDocs(sectionId).find((d) => d.permalink === link.href);
    return link && doc?.paginationLabel ? { ...link, label: doc.paginationLabel } : link;
  };
  return { prev: labelled(flat[i - 1]), next: labelled(flat[i + 1]) };
}

/** The cards of a category's items: docs with their description, sub-categories with their item count. */
export function getCategoryCards(
  sectionId: DocSectionId,
  category: SidebarCategory,
): { label: string; href?: string; description?: string }[] {
  const docs = new Map(getSectionDocs(sectionId).map((d) => [d.permalink, d]));
  return category.items.map((item) => ({
    label: item.label,
    href: item.type === 'category' ? (item.href ?? firstHref(item)) : item.href,
    description:
      item.type === 'category'
        ? `${item.items.length} 个项目`
        : item.type === 'doc'
          ? docs.get(item.href)?.description
          : undefined,
  }));
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
      if (item.items.some((i) => i.type !== 'category' && i.href === href)) {
        found = item;
        return true;
      }
    }
    return false;
  };
  search(getSidebarOf(sectionId, href, displayed) ?? []);
  return found;
}

/** A breadcrumb: a category, linked when it has a page of its own. */
export interface Breadcrumb {
  readonly label: string;
  readonly href?: string;
}

/** The categories leading to a page (for breadcrumbs), outermost first. */
export function getBreadcrumbs(sectionId: DocSectionId, href: string, displayed?: string | null): Breadcrumb[] {
  const search = (items: readonly SidebarItem[], trail: SidebarCategory[]): SidebarCategory[] | undefined => {
    for (const item of items) {
      if (item.type === 'doc' && item.href === href) return trail;
      if (item.type === 'category') {
        if (item.href === href) return trail;
        const found = search(item.items, [...trail, item]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return (search(getSidebarOf(sectionId, href, displayed) ?? [], []) ?? []).map((c) => ({ label: c.label, href: c.href }));
}

/** Above this many links, a page's sidebar keeps only the categories on the way to the page open. */
export const FULL_SIDEBAR_MAX_LINKS = 80;

const countLinks = (items: readonly SidebarItem[]): number =>
  items.reduce((n, i) => n + 1 + (i.type === 'category' ? countLinks(i.items) : 0), 0);

const firstHref = (item: SidebarItem): string | undefined =>
  item.href ?? (item.type === 'category' ? item.items.map(firstHref).find(Boolean) : undefined);

/**
 * The sidebar one page shows. Small sidebars show their whole tree. In large ones (thousands of docs),
 * categories that do not hold the page are shown as a link to their first page, without their items,
 * so a page's HTML does not grow with the size of its section.
 */
export function getPageSidebar(sectionId: DocSectionId, current: string, displayed?: string | null): SidebarItem[] {
  const items = getSidebarOf(sectionId, current, displayed) ?? [];
  if (countLinks(items) <= FULL_SIDEBAR_MAX_LINKS) return items;
  const prune = (list: readonly SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      if (containsHref(item, current)) return { ...item, collapsed: false, items: prune(item.items) };
      return { ...item, href: firstHref(item), collapsed: true, items: [] };
    });
  return prune(items);
}
