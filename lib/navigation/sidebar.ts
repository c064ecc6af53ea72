/**
 * Sidebars generated from each section's folder tree, the Docusaurus way: order from `sidebar_position`
 * and `_category_.json` `position`, labels from `sidebar_label` / `_category_.json` `label`; a folder's
 * `index.md` (or `README.md`, or a doc named like the folder) is the folder's own page; a category with a
 * `generated-index` link gets a page listing its items.
 */
import kebabCase from 'lodash.kebabcase';
import { getAllCategories, type DocEntry } from '../content/collections';
import { stripNumberPrefix } from '../content/paths';
import { getSectionDocs } from '../content/queries';
import { docHref, getSection } from '../routes';

/** A link to a doc in a sidebar. */
export interface SidebarDoc {
  readonly type: 'doc';
  readonly label: string;
  readonly href: string;
  readonly docId: string;
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

export type SidebarItem = SidebarDoc | SidebarCategory;

/** A category page generated from `_category_.json` `link: { type: 'generated-index' }`. */
export interface GeneratedIndex {
  readonly sectionId: string;
  /** Id of the page inside its section (`category/<slug>`). */
  readonly docId: string;
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

interface Built {
  readonly items: SidebarItem[];
  readonly generated: GeneratedIndex[];
}

function buildSidebar(sectionId: string): Built {
  const section = getSection(sectionId);
  const categories = new Map(getAllCategories().map((c) => [c._raw.sourceFileDir, c]));
  const generated: GeneratedIndex[] = [];
  const docItem = (doc: DocEntry): SidebarDoc => ({
    type: 'doc',
    label: doc.sidebarLabel ?? doc.title,
    href: docHref(sectionId, doc.docId),
    docId: doc.docId,
  });

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
      const category: SidebarCategory = {
        type: 'category',
        label,
        href: indexDoc ? docHref(sectionId, indexDoc.docId) : undefined,
        linkDocId: indexDoc?.docId,
        collapsed: meta?.collapsed ?? true,
        collapsible: meta?.collapsible ?? true,
        items: walk(rest),
      };
      let item: SidebarCategory = category;
      if (!indexDoc && link?.type === 'generated-index') {
        const docId = `category/${(link.slug ?? kebabCase(label)).replace(/^\/+|\/+$/g, '').replace(/^category\//, '')}`;
        item = { ...category, href: docHref(sectionId, docId) };
        generated.push({ sectionId, docId, title: link.title ?? label, description: link.description, category: item });
      }
      ordered.push({ item, position: meta?.position ?? indexDoc?.sidebarPosition ?? Infinity, name: child.dir });
    }
    for (const doc of node.docs) {
      ordered.push({
        item: docItem(doc),
        position: doc.sidebarPosition ?? Infinity,
        name: doc.sourceFilePath.split('/').at(-1)!,
      });
    }
    return ordered.sort(byPosition).map((o) => o.item);
  };

  const items = walk(buildTree(section.folder, getSectionDocs(sectionId)));
  return { items, generated };
}

const cache = new Map<string, Built>();

function built(sectionId: string): Built {
  let value = cache.get(sectionId);
  if (!value) {
    value = buildSidebar(sectionId);
    cache.set(sectionId, value);
  }
  return value;
}

/** The sidebar of one section. */
export const getSidebar = (sectionId: string): SidebarItem[] => built(sectionId).items;

/** The generated category index pages of one section. */
export const getGeneratedIndexes = (sectionId: string): GeneratedIndex[] => built(sectionId).generated;

/** A sidebar link in reading order. */
export interface SidebarLink {
  readonly label: string;
  readonly href: string;
}

/** Every page of a sidebar in reading order (categories with a page come before their items). */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [{ label: item.label, href: item.href }]
      : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.items)],
  );
}

/** The previous and next pages of a page in its section's sidebar order. */
export function getPrevNext(sectionId: string, href: string): { prev?: SidebarLink; next?: SidebarLink } {
  const flat = flattenSidebar(getSidebar(sectionId));
  const i = flat.findIndex((l) => l.href === href);
  return i === -1 ? {} : { prev: flat[i - 1], next: flat[i + 1] };
}

/** A breadcrumb: a category, linked when it has a page of its own. */
export interface Breadcrumb {
  readonly label: string;
  readonly href?: string;
}

/** The categories leading to a page (for breadcrumbs), outermost first. */
export function getBreadcrumbs(sectionId: string, href: string): Breadcrumb[] {
  const search = (items: SidebarItem[], trail: SidebarCategory[]): SidebarCategory[] | undefined => {
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
  return (search(getSidebar(sectionId), []) ?? []).map((c) => ({ label: c.label, href: c.href }));
}

/** Above this many links, a page's sidebar keeps only the categories on the way to the page open. */
export const FULL_SIDEBAR_MAX_LINKS = 80;

const countLinks = (items: readonly SidebarItem[]): number =>
  items.reduce((n, i) => n + 1 + (i.type === 'category' ? countLinks(i.items) : 0), 0);

const firstHref = (item: SidebarItem): string | undefined =>
  item.href ?? (item.type === 'category' ? item.items.map(firstHref).find(Boolean) : undefined);

/**
 * The sidebar one page shows. Small sections show their whole tree. In large ones (thousands of docs),
 * categories that do not hold the page are shown as a link to their first page, without their items,
 * so a page's HTML does not grow with the size of its section.
 */
export function getPageSidebar(sectionId: string, current: string): SidebarItem[] {
  const items = getSidebar(sectionId);
  if (countLinks(items) <= FULL_SIDEBAR_MAX_LINKS) return items;
  const prune = (list: readonly SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type === 'doc') return item;
      if (containsHref(item, current)) return { ...item, collapsed: false, items: prune(item.items) };
      return { ...item, href: firstHref(item), collapsed: true, items: [] };
    });
  return prune(items);
}

/** True when a sidebar item is, or contains, the page at `href`. */
export function containsHref(item: SidebarItem, href: string): boolean {
  return item.href === href || (item.type === 'category' && item.items.some((i) => containsHref(i, href)));
}
