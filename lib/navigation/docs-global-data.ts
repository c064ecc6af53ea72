/**
 * The global data of the docs plugins as Docusaurus's client has it (plugin-content-docs `globalData.ts`
 * `toGlobalDataVersion`, read by `@docusaurus/useGlobalData` and the hooks of `@docusaurus/plugin-content-docs/client`:
 * `useVersions`, `useLatestVersion`, `useActiveVersion`, `useActiveDocContext`…): for each plugin id of a locale, its
 * path, its versions in Docusaurus's order (current first, then newest released), each with its main doc, its docs
 * and generated indexes (a generated index's id is its slug: {@link versionedPageId}) and the first link of each
 * sidebar. Paths carry the base URL as Docusaurus's do; a version's path has no trailing slash, a doc's is its page's
 * URL here. Drafts are never built, so `draftIds` is empty, as in Docusaurus's production build.
 */
import { docSections, type DocSectionId } from '../../config/site';
import { getSectionDocs } from '../content/queries';
import { getSection, getVersionSections, route, routeWithBase } from '../routes';
import { flattenSidebar, getGeneratedIndexes, getMainDoc, getSidebarNameOf, getSidebars } from './sidebar';
import { versionedPageId } from './versions';

export interface GlobalDoc {
  readonly id: string;
  readonly path: string;
  readonly sidebar?: string;
  readonly unlisted?: boolean;
}

export interface GlobalSidebar {
  readonly link?: { readonly label: string; readonly path: string };
}

export interface GlobalVersion {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
  readonly path: string;
  readonly mainDocId: string;
  readonly docs: readonly GlobalDoc[];
  readonly draftIds: readonly string[];
  readonly sidebars: Readonly<Record<string, GlobalSidebar>>;
}

export interface GlobalPluginData {
  readonly path: string;
  readonly versions: readonly GlobalVersion[];
  readonly breadcrumbs: boolean;
}

/** Docusaurus's form of a route as a path: the base URL in front, no trailing slash (the site root keeps its own). */
function versionPath(routeBasePath: string): string {
  const full = routeWithBase(route(routeBasePath));
  return full.length > 1 && full.endsWith('/') && full !== routeWithBase('/') ? full.slice(0, -1) : full;
}

/** One version (a section) as the global data lists it. */
function globalVersion(sectionId: DocSectionId): GlobalVersion {
  const section = getSection(sectionId);
  const sidebars = getSidebars(sectionId);
  const docs: GlobalDoc[] = getSectionDocs(sectionId).map((doc) => {
    const sidebar = getSidebarNameOf(sectionId, doc.permalink, doc.displayedSidebar);
    return {
      id: doc.docId,
      path: routeWithBase(doc.permalink),
      ...(sidebar === undefined ? {} : { sidebar }),
      ...(doc.unlisted ? { unlisted: true } : {}),
    };
  });
  for (const index of getGeneratedIndexes(sectionId)) {
    const sidebar = getSidebarNameOf(sectionId, index.category.href!);
    docs.push({
      id: versionedPageId({ generatedSlug: index.slug }),
      path: routeWithBase(index.category.href!),
      ...(sidebar === undefined ? {} : { sidebar }),
    });
  }
  return {
    name: section.version.name,
    label: section.version.label,
    isLast: section.version.isLast,
    path: versionPath(section.routeBasePath),
    mainDocId: getMainDoc(sectionId)?.docId ?? '',
    docs,
    draftIds: [],
    sidebars: Object.fromEntries(
      [...sidebars].map(([name, items]) => {
        const first = flattenSidebar(items)[0];
        return [name, first ? { link: { label: first.label, path: routeWithBase(first.href) } } : {}];
      }),
    ),
  };
}

/** The docs plugins' global data of a locale: plugin id → its data ({@link GlobalPluginData}). */
export function docsGlobalData(locale: string): Record<string, GlobalPluginData> {
  const data: Record<string, GlobalPluginData> = {};
  for (const section of docSections) {
    if (section.locale !== locale || data[section.pluginId] || !section.version.isLast) continue;
    const versions = getVersionSections(section.id);
    const pathPart = section.version.pathPart;
    const pluginRoute = pathPart ? section.routeBasePath.slice(0, -(pathPart.length + 1)) || '/' : section.routeBasePath;
    data[section.pluginId] = {
      path: versionPath(pluginRoute),
      versions: versions.map((v) => globalVersion(v.id)),
      breadcrumbs: section.breadcrumbs,
    };
  }
  return data;
}

/** The whole global data of a locale, by plugin name then plugin id, as `useGlobalData()` returns it. */
export function globalDataOf(locale: string): Record<string, Record<string, unknown>> {
  let data = byLocale.get(locale);
  if (!data) {
    const docs = docsGlobalData(locale);
    byLocale.set(locale, (data = Object.keys(docs).length > 0 ? { 'docusaurus-plugin-content-docs': docs } : {}));
  }
  return data;
}

/** The content is the same for the whole build: each locale's data is worked out once. */
const byLocale = new Map<string, Record<string, Record<string, unknown>>>();
