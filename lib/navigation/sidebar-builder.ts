/**
 * Builds a doc section's sidebars, the Docusaurus way, from plain data (no content queries: scenario tests
 * give it small trees). A section either has manual sidebars (its sidebars.js, normalised into the site
 * config) or one sidebar generated from its folder tree: order from `sidebar_position` and `_category_.json`
 * `position`, labels from `sidebar_label` / `_category_.json` `label`; a folder's `index.md` (or `README.md`,
 * or a doc named like the folder) is the folder's own page; a category with a `generated-index` link gets a
 * page listing its items. Unlisted docs stay in the sidebar, marked: a page shows them only when they are the page
 * itself (`visibleSidebar`), and previous/next skip them, as Docusaurus does.
 */
import GithubSlugger from 'github-slugger';
import type { DocSectionConfig, DocSectionId } from '../../config/site';
import type { SidebarItemConfig } from '../../config/schema';
import { isCategoryIndex, parseNumberPrefix, stripNumberPrefix } from '../content/docusaurus-rules';
import { hasProtocol } from '../external-links';
import { route } from '../routes';

/** What the builder needs to know of a doc. */
export interface SidebarDocInput {
  readonly sourceFilePath: string;
  readonly docId: string;
  readonly permalink: string;
  readonly title: string;
  readonly sidebarLabel?: string;
  /** Front matter `sidebar_position`, else the file's number prefix (Docusaurus's `sidebarPosition`: `docSidebarPosition`). */
  readonly sidebarPosition?: number;
  /** Front matter `sidebar_class_name`: classes of the doc's item in the sidebar. */
  readonly sidebarClassName?: string;
  /** Raw folder names between the section folder and the file. */
  readonly dirs: string[];
  readonly unlisted: boolean;
}

/** A folder's `_category_.json`, by its content-relative folder path. */
export interface CategoryMeta {
  readonly label?: string;
  readonly position?: number;
  readonly collapsed?: boolean;
  readonly collapsible?: boolean;
  readonly className?: string;
  readonly link?: unknown;
}

/** A link to a doc in a sidebar. */
export interface SidebarDoc {
  readonly type: 'doc';
  readonly label: string;
  readonly href: string;
  readonly docId: string;
  /** A `ref` item: a link to a doc that belongs to another sidebar (not in previous/next, not its page's sidebar). */
  readonly ref?: true;
  /** The doc's `sidebar_class_name`, on its item. */
  readonly className?: string;
  /** An unlisted doc: shown only on its own page, never in previous/next. */
  readonly unlisted?: true;
}

/** A link to another URL in a sidebar. */
export interface SidebarLinkItem {
  readonly type: 'link';
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
}

/** Raw HTML in a sidebar (Docusaurus's `html` item: a heading, a divider, a badge), sanitised where it is rendered. */
export interface SidebarHtmlItem {
  readonly type: 'html';
  readonly value: string;
  /** Styled like a link item (Docusaurus's `defaultStyle`). */
  readonly defaultStyle?: boolean;
  readonly className?: string;
  readonly href?: undefined;
}

/** A folder in a sidebar. */
export interface SidebarCategory {
  readonly type: 'category';
  readonly label: string;
  /** The category's own page (its index doc or generated index), if any. */
  readonly href?: string;
  /** Doc id of the category's index doc, if it has one. */
  readonly linkDocId?: string;
  /** Its own page is an unlisted doc (Docusaurus's `linkUnlisted`). */
  readonly linkUnlisted?: true;
  readonly collapsed: boolean;
  readonly collapsible: boolean;
  /** `className` of its `_category_` file or sidebars.js item, on its item. */
  readonly className?: string;
  readonly items: SidebarItem[];
}

export type SidebarItem = SidebarDoc | SidebarLinkItem | SidebarHtmlItem | SidebarCategory;

/** A category page generated from a `generated-index` link. */
export interface GeneratedIndex {
  readonly sectionId: DocSectionId;
  /** URL path of the page inside its section (`category/<slug>`). */
  readonly slug: string;
  readonly title: string;
  readonly description?: string;
  /** The page's social card and keywords (`link.image`, `link.keywords`), as Docusaurus's generated index uses them. */
  readonly image?: string;
  readonly keywords?: readonly string[];
  readonly category: SidebarCategory;
}

interface CategoryLink {
  type?: string;
  id?: string;
  slug?: string;
  title?: string;
  description?: string;
  image?: string;
  keywords?: string[];
}

interface Node {
  readonly dir: string;
  /** Content-relative folder path. */
  readonly path: string;
  readonly docs: SidebarDocInput[];
  readonly children: Map<string, Node>;
}

/** A doc's file name as written, without its extension (Docusaurus's `toCategoryIndexMatcherParam`). */
function rawFileName(doc: SidebarDocInput): string {
  return doc.sourceFilePath
    .split('/')
    .at(-1)!
    .replace(/\.mdx?$/, '');
}

function buildTree(sectionFolder: string, docs: readonly SidebarDocInput[]): Node {
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

/**
 * Docusaurus's order of a generated sidebar slice (sidebars/generator.ts `sortItems`, lodash `sortBy` over
 * `position` then `source`): by position, items without one last, then by file or folder name in code-unit order.
 */
const byPosition = (a: Ordered, b: Ordered): number =>
  a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The sidebars of a section, by id, and its generated index pages. */
export interface Built {
  readonly sidebars: Map<string, SidebarItem[]>;
  readonly generated: GeneratedIndex[];
}

/**
 * A generated index's URL path inside its section: the link's `slug`, else `category/<label>` slugged as Docusaurus
 * does (sidebars/postProcessor.ts: one github-slugger per version's sidebars, so a repeated label gets `-1`, `-2`).
 */
function generatedSlug(link: CategoryLink, label: string, slugger: GithubSlugger): string {
  return (link.slug ?? `/category/${slugger.slug(label)}`).replace(/^\/+|\/+$/g, '');
}

/** A section's sidebars from its docs and `_category_.json` files; throws naming the config field of a manual sidebar that names no doc. */
export function buildSidebars(
  section: Pick<DocSectionConfig, 'id' | 'folder' | 'routeBasePath' | 'sidebarId' | 'sidebars'> &
    Partial<Pick<DocSectionConfig, 'sidebarCollapsible' | 'sidebarCollapsed' | 'numberPrefixes'>>,
  docs: readonly SidebarDocInput[],
  categories: ReadonlyMap<string, CategoryMeta>,
  messages: Readonly<Record<string, string>> = {},
  {
    categoryLabelFromLinkedDoc = true,
    emptyCategoryAsDoc = true,
    dropEmptyGeneratedIndex = true,
    versionedIdPrefix,
    draftIds = new Set<string>(),
  }: {
    categoryLabelFromLinkedDoc?: boolean;
    /** A category without items but with a doc of its own is that doc's item (Docusaurus 2.0.0-beta.16+). */
    emptyCategoryAsDoc?: boolean;
    /** A category without items whose page is a generated index goes, page and all (Docusaurus 2.0.0-beta.19+). */
    dropEmptyGeneratedIndex?: boolean;
    /** `version-<name>/` when the sidebars may also name a doc by its versioned id (Docusaurus 2's released versions). */
    versionedIdPrefix?: string;
    /**
     * Ids of the docs a production build leaves out as drafts: an item naming one is dropped, as Docusaurus's
     * sidebars postProcessor drops it (2.0.0-beta.19 on), where any other unknown id fails the build.
     */
    draftIds?: ReadonlySet<string>;
  } = {},
): Built {
  const sectionId: DocSectionId = section.id;
  // A translation's labels (Docusaurus's `<current|version-X>.json` keys), by the sidebar being built.
  let sidebarId = '';
  const translate = (key: string, label: string): string => messages[`sidebar.${sidebarId}.${key}`] ?? label;
  const byId = new Map(docs.map((d) => [d.docId, d]));
  if (versionedIdPrefix) for (const d of docs) byId.set(`${versionedIdPrefix}${d.docId}`, d);
  const generated: GeneratedIndex[] = [];
  const slugger = new GithubSlugger();
  // A doc's `sidebar_label` and `sidebar_class_name` before the item's label (translated) and className, then its
  // title, as Docusaurus's toSidebarDocItemLinkProp ("Front Matter data takes precedence over sidebars.json").
  const docItem = (doc: SidebarDocInput, label?: string, className?: string): SidebarDoc => ({
    type: 'doc',
    label: doc.sidebarLabel ?? (label === undefined ? doc.title : translate(`doc.${label}`, label)),
    href: doc.permalink,
    docId: doc.docId,
    ...((doc.sidebarClassName ?? className) ? { className: doc.sidebarClassName ?? className } : {}),
    ...(doc.unlisted ? { unlisted: true as const } : {}),
  });
  const withGeneratedIndex = (category: SidebarCategory, link: CategoryLink | undefined): SidebarCategory => {
    if (category.href || link?.type !== 'generated-index') return category;
    const slug = generatedSlug(link, category.label, slugger);
    const item = { ...category, href: route(section.routeBasePath, slug) };
    const key = `category.${category.label}.link.generated-index`;
    const title = translate(`${key}.title`, link.title ?? translate(`category.${category.label}`, category.label));
    const description = link.description === undefined ? undefined : translate(`${key}.description`, link.description);
    generated.push({
      sectionId,
      slug,
      title,
      description,
      ...(typeof link.image === 'string' ? { image: link.image } : {}),
      ...(Array.isArray(link.keywords) ? { keywords: link.keywords.map(String) } : {}),
      category: { ...item, label: translate(`category.${category.label}`, item.label) },
    });
    return generated.at(-1)!.category;
  };

  /** A category with its translated label (after its generated index, whose slug comes from the label as written). */
  const translated = (category: SidebarCategory, original: string): SidebarCategory =>
    category.label === original ? { ...category, label: translate(`category.${original}`, original) } : category;

  /**
   * A category's item, from the category as written (its label untranslated) and its `generated-index` link. One
   * without items (none given, or all drafts) is, as Docusaurus's sidebars postProcessor makes it, its doc's item
   * ("we render a normal link instead", the label being the category's unless the doc has a `sidebar_label`, and
   * translated as a doc item's, since Docusaurus translates the processed sidebars); with a generated index for
   * a page it goes, page and all ("doesn't make sense to render an empty generated index page"); with no page at
   * all, when its items were drafts, it goes too.
   */
  const categoryItem = (
    category: SidebarCategory,
    generatedIndex: CategoryLink | undefined,
    hadItems: boolean,
  ): SidebarItem[] => {
    if (emptyCategoryAsDoc && category.items.length === 0) {
      const doc = category.linkDocId === undefined ? undefined : byId.get(category.linkDocId);
      if (doc) return [docItem(doc, category.label, category.className)];
      if ((generatedIndex && dropEmptyGeneratedIndex) || (!generatedIndex && hadItems)) return [];
    }
    return [translated(withGeneratedIndex(category, generatedIndex), category.label)];
  };

  /**
   * A category's folding: its own, else the section's `sidebarCollapsible`/`sidebarCollapsed`; one that cannot fold
   * is open (Docusaurus's sidebars postProcessor and DocSidebarItemCategory).
   */
  const folding = (collapsible: boolean | undefined, collapsed: boolean | undefined) => {
    const foldable = collapsible ?? section.sidebarCollapsible ?? true;
    return { collapsible: foldable, collapsed: foldable && (collapsed ?? section.sidebarCollapsed ?? true) };
  };

  const walk = (node: Node): SidebarItem[] => {
    const ordered: Ordered[] = [];
    for (const child of node.children.values()) {
      const meta = categories.get(child.path);
      const link = (meta?.link ?? undefined) as CategoryLink | undefined;
      // The index convention (index, README or the folder's name, as written) only when the category file gives no link or a doc
      // link: a generated index or `link: null` keeps such a doc as one of the items (Docusaurus's generator).
      const indexDoc =
        link?.type === 'doc'
          ? child.docs.find((d) => d.docId === link.id || d.docId.endsWith(`/${link.id}`))
          : meta?.link !== undefined
            ? undefined
            : child.docs.find((d) => isCategoryIndex({ fileName: rawFileName(d), directories: [child.dir] }));
      // Docusaurus 2.0.0-beta.17+: the linked doc's sidebar_label or title before the folder's name.
      const docLabel = categoryLabelFromLinkedDoc && indexDoc ? (indexDoc.sidebarLabel ?? indexDoc.title) : undefined;
      const label = meta?.label ?? docLabel ?? stripNumberPrefix(child.dir);
      const rest = { ...child, docs: child.docs.filter((d) => d !== indexDoc) };
      const category: SidebarCategory = {
        type: 'category',
        label,
        href: indexDoc?.permalink,
        linkDocId: indexDoc?.docId,
        ...(indexDoc?.unlisted ? { linkUnlisted: true as const } : {}),
        ...folding(meta?.collapsible, meta?.collapsed),
        ...(meta?.className ? { className: meta.className } : {}),
        items: walk(rest),
      };
      // The folder's number prefix last (`02-java/`), as Docusaurus's generator (its linked doc's position before it).
      const folderPrefix = section.numberPrefixes === false ? undefined : parseNumberPrefix(child.dir).numberPrefix;
      for (const item of categoryItem(category, indexDoc ? undefined : link, false))
        ordered.push({
          item,
          position: meta?.position ?? indexDoc?.sidebarPosition ?? folderPrefix ?? Infinity,
          name: child.dir,
        });
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
        case 'doc':
        case 'ref': {
          const doc = byId.get(item.id);
          if (!doc && draftIds.has(item.id)) return [];
          if (!doc) throw new Error(`Invalid sidebar ${field}: no doc with id "${item.id}" in section "${sectionId}"`);
          return [
            item.type === 'ref' ? { ...docItem(doc, item.label), ref: true as const } : docItem(doc, item.label, item.className),
          ];
        }
        case 'link':
          return [
            {
              type: 'link',
              label: translate(`link.${item.label}`, item.label),
              href: item.href,
              external: hasProtocol(item.href),
            },
          ];
        case 'html':
          return [
            {
              type: 'html',
              value: item.value,
              ...(item.defaultStyle ? { defaultStyle: true } : {}),
              ...(item.className ? { className: item.className } : {}),
            },
          ];
        case 'autogenerated':
          return autogenerated(item.dirName);
        case 'category': {
          const linkDoc = item.link?.type === 'doc' ? byId.get(item.link.id) : undefined;
          const draftLink = item.link?.type === 'doc' && !linkDoc && draftIds.has(item.link.id);
          if (item.link?.type === 'doc' && !linkDoc && !draftLink)
            throw new Error(`Invalid sidebar ${field}.link: no doc with id "${item.link.id}" in section "${sectionId}"`);
          const category: SidebarCategory = {
            type: 'category',
            label: item.label,
            href: linkDoc?.permalink,
            linkDocId: linkDoc?.docId,
            ...(linkDoc?.unlisted ? { linkUnlisted: true as const } : {}),
            ...folding(item.collapsible, item.collapsed),
            ...(item.className ? { className: item.className } : {}),
            items: manual(item.items, `${field}.items`),
          };
          return categoryItem(category, item.link?.type === 'generated-index' ? item.link : undefined, item.items.length > 0);
        }
      }
    });

  const sidebars = new Map<string, SidebarItem[]>();
  if (section.sidebars) {
    for (const [id, items] of Object.entries(section.sidebars)) {
      sidebarId = id;
      sidebars.set(id, manual(items, `docs.${sectionId}.sidebars.${id}`));
    }
  } else {
    sidebarId = section.sidebarId;
    sidebars.set(section.sidebarId, autogenerated('.'));
  }
  return { sidebars, generated };
}

/** A sidebar link in reading order. */
export interface SidebarLink {
  readonly label: string;
  readonly href: string;
  /** The page of a category (its linked doc or generated index), not a doc item. */
  readonly category?: true;
}

/**
 * Every page of a sidebar in reading order, as Docusaurus's previous/next walk it (`collectSidebarNavigation`):
 * categories with a page come before their items; links, html and `ref` items are not pages of the sidebar.
 * With `listedOnly`, unlisted docs (and categories whose page is one) are left out, as `getDocNavigation` leaves them.
 */
export function flattenSidebar(items: readonly SidebarItem[], { listedOnly = false } = {}): SidebarLink[] {
  return items.flatMap((item): SidebarLink[] => {
    switch (item.type) {
      case 'doc':
        return item.ref || (listedOnly && item.unlisted) ? [] : [{ label: item.label, href: item.href }];
      case 'category':
        return [
          ...(item.href && !(listedOnly && item.linkUnlisted)
            ? [{ label: item.label, href: item.href, category: true as const }]
            : []),
          ...flattenSidebar(item.items, { listedOnly }),
        ];
      default:
        return [];
    }
  });
}

/**
 * The first doc id of a sidebar, as Docusaurus's `getFirstDocIdOfFirstSidebar` reads it (sidebars/utils.ts
 * `collectSidebarDocIds`): depth first, a category before its items; a doc item, or a category's own doc. Generated
 * indexes, links and `ref` items are not docs of the sidebar.
 */
export function firstDocIdOf(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' && !item.ref) return item.docId;
    if (item.type !== 'category') continue;
    const found = item.linkDocId ?? firstDocIdOf(item.items);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The name of the sidebar a page shows among a section's: the one named by `displayed` (null: none), else the last
 * that holds the page, as Docusaurus's `docIdToSidebarName` keeps the last sidebar naming a doc.
 */
export function sidebarNameOfPage(
  sidebars: ReadonlyMap<string, SidebarItem[]>,
  href: string,
  displayed?: string | null,
): string | undefined {
  if (displayed === null) return undefined;
  if (displayed !== undefined && sidebars.has(displayed)) return displayed;
  return [...sidebars].findLast(([, items]) => items.some((i) => containsHref(i, href)))?.[0];
}

/** A breadcrumb: a category (linked when it has a listed page of its own) or the page itself. */
export interface Breadcrumb {
  readonly label: string;
  readonly href?: string;
}

/**
 * A page's breadcrumbs in a sidebar, as Docusaurus's `useSidebarBreadcrumbs` gives them: the categories leading to
 * it, outermost first, then its own item (a doc, a `ref` too, found by its path; or the category whose page it is);
 * a category whose page is unlisted is not linked. Empty when the sidebar does not hold the page.
 */
export function breadcrumbsIn(items: readonly SidebarItem[], href: string): Breadcrumb[] {
  const search = (list: readonly SidebarItem[]): Breadcrumb[] | undefined => {
    for (const item of list) {
      if (item.type === 'doc' && item.href === href) return [{ label: item.label, href: item.href }];
      if (item.type === 'category') {
        const own = { label: item.label, href: item.linkUnlisted ? undefined : item.href };
        if (item.href === href) return [own];
        const found = search(item.items);
        if (found) return [own, ...found];
      }
    }
    return undefined;
  };
  return search(items) ?? [];
}

/** True when a sidebar item is, or contains, the page at `href`. */
export function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type === 'doc' && item.ref) return false;
  return item.href === href || (item.type === 'category' && item.items.some((i) => containsHref(i, href)));
}

/**
 * The items a page at `current` shows, as Docusaurus's `isVisibleSidebarItem` decides: an unlisted doc only on its
 * own page; a category when it holds the page, has a listed page of its own, or shows any item.
 */
export function visibleSidebar(items: readonly SidebarItem[], current: string): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'doc') return !item.unlisted || item.href === current ? [item] : [];
    if (item.type !== 'category') return [item];
    const shown = visibleSidebar(item.items, current);
    const visible = containsHref(item, current) || (item.href !== undefined && !item.linkUnlisted) || shown.length > 0;
    return visible ? [{ ...item, items: shown }] : [];
  });
}

/** Above this many links, a page's sidebar keeps only the categories on the way to the page open. */
export const FULL_SIDEBAR_MAX_LINKS = 80;

const countLinks = (items: readonly SidebarItem[]): number =>
  items.reduce((n, i) => n + 1 + (i.type === 'category' ? countLinks(i.items) : 0), 0);

/** The first page of a sidebar item: its own, else its first item's; unlisted pages are skipped (`findFirstSidebarItemLink`). */
export function firstHref(item: SidebarItem): string | undefined {
  switch (item.type) {
    case 'doc':
      return item.unlisted ? undefined : item.href;
    case 'category':
      return (item.linkUnlisted ? undefined : item.href) ?? item.items.map(firstHref).find(Boolean);
    default:
      return item.href;
  }
}

/**
 * The sidebar one page shows. Small sidebars show their whole tree. In large ones (thousands of docs),
 * categories that do not hold the page are shown as a link to their first page, without their items,
 * so a page's HTML does not grow with the size of its section.
 */
export function pruneSidebar(items: readonly SidebarItem[], current: string, maxLinks = FULL_SIDEBAR_MAX_LINKS): SidebarItem[] {
  if (countLinks(items) <= maxLinks) return [...items];
  const prune = (list: readonly SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      if (containsHref(item, current)) return { ...item, collapsed: false, items: prune(item.items) };
      return { ...item, href: firstHref(item), collapsed: true, items: [] };
    });
  return prune(items);
}
