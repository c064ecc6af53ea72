/**
 * Docusaurus's rules over the docs plugins' global data (plugin-content-docs `client/docsClientUtils.ts`), for the
 * hooks of `@docusaurus/plugin-content-docs/client` on the server (index.ts) and in the browser
 * (plugin-content-docs.client.ts): which plugin, version and doc a pathname is in. A path matches a pathname as
 * react-router's `matchPath` does with `strict: false`: the same path, or a prefix of it at a `/`, a trailing slash
 * aside (`exact`: the same path only).
 */
import type { GlobalDoc, GlobalPluginData, GlobalVersion } from '@/lib/navigation/docs-global-data';

export type { GlobalDoc, GlobalPluginData, GlobalVersion };

/** The plugin a pathname is in: its id and data. */
export interface ActivePlugin {
  readonly pluginId: string;
  readonly pluginData: GlobalPluginData;
}

/** The version and doc a pathname is in, and the same doc in every version that has it. */
export interface ActiveDocContext {
  readonly activeVersion?: GlobalVersion;
  readonly activeDoc?: GlobalDoc;
  readonly alternateDocVersions: Record<string, GlobalDoc>;
}

/** What `useDocVersionSuggestions` returns: the last version, and the same doc there. */
export interface DocVersionSuggestions {
  readonly latestDocSuggestion?: GlobalDoc;
  readonly latestVersionSuggestion: GlobalVersion;
}

const withoutSlash = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** react-router's `matchPath(pathname, {path, exact, strict: false})` for a literal path. */
export function matchesPath(pathname: string, path: string, exact = false): boolean {
  // No pathname: a page the server render does not place (only doc pages say where they are).
  if (pathname === '') return false;
  const [p, target] = [withoutSlash(pathname), withoutSlash(path)];
  if (p === target) return true;
  return !exact && (target === '/' || p.startsWith(`${target}/`));
}

/** The plugin whose path holds `pathname` (the longest path first); throws when `failfast` and none does. */
export function getActivePlugin(
  all: Readonly<Record<string, GlobalPluginData>>,
  pathname: string,
  { failfast = false }: { failfast?: boolean } = {},
): ActivePlugin | undefined {
  const entry = Object.entries(all)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => matchesPath(pathname, data.path));
  if (!entry && failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        all,
      )
        .map((data) => data.path)
        .join(', ')}`,
    );
  }
  return entry && { pluginId: entry[0], pluginData: entry[1] };
}

export const getLatestVersion = (data: GlobalPluginData): GlobalVersion => data.versions.find((v) => v.isLast)!;

/** The version whose path holds `pathname`: the longest path first, the root path last. */
export function getActiveVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  return [...data.versions]
    .sort((a, b) => (a.path === '/' ? 1 : b.path === '/' ? -1 : b.path.length - a.path.length))
    .find((version) => matchesPath(pathname, version.path));
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matchesPath(pathname, doc.path, true));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions)
      for (const doc of version.docs) if (doc.id === activeDoc.id) alternateDocVersions[version.name] = doc;
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersionSuggestion = getLatestVersion(data);
  return {
    latestDocSuggestion: getActiveDocContext(data, pathname).alternateDocVersions[latestVersionSuggestion.name],
    latestVersionSuggestion,
  };
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The global data's answer for a plugin instance, or Docusaurus's error when it has none. */
export function pluginDataIn(
  globalData: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  pluginName: string,
  pluginId = 'default',
): unknown {
  const data = globalData[pluginName]?.[pluginId];
  if (data === undefined)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}

/** Every instance's data of a plugin, or Docusaurus's error when the plugin has none. */
export function allInstancesIn(
  globalData: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  pluginName: string,
): Readonly<Record<string, unknown>> {
  const data = globalData[pluginName];
  if (data === undefined) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/**
 * The hooks of `@docusaurus/plugin-content-docs/client` over one page's global data and pathname (Docusaurus's
 * `globalDataHooks.ts`): the server answers with the page being rendered, the browser with its context.
 */
export function docsClientHooks(
  globalData: () => Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  pathname: () => string,
  /** The reader's preferred version's name of a docs plugin (none where nothing is stored: at build time). */
  preferredVersionName: (pluginId: string) => string | null = () => null,
  savePreferredVersionName: (pluginId: string, name: string) => void = () => undefined,
) {
  const allDocsData = (data: ReturnType<typeof globalData>): Record<string, GlobalPluginData> =>
    (data[DOCS_PLUGIN] as Record<string, GlobalPluginData> | undefined) ?? {};
  const docsData = (data: ReturnType<typeof globalData>, pluginId?: string): GlobalPluginData =>
    pluginDataIn(data, DOCS_PLUGIN, pluginId) as GlobalPluginData;
  // Each hook reads the data and the pathname first, unconditionally (both are React contexts in the browser).
  const useActivePlugin = (options: { failfast?: boolean } = {}) => {
    const [data, path] = [globalData(), pathname()];
    return getActivePlugin(allDocsData(data), path, options);
  };
  return {
    useAllDocsData: () => allDocsData(globalData()),
    useDocsData: (pluginId?: string) => docsData(globalData(), pluginId),
    useActivePlugin,
    useActivePluginAndVersion: (options: { failfast?: boolean } = {}) => {
      const [data, path] = [globalData(), pathname()];
      const activePlugin = getActivePlugin(allDocsData(data), path, options);
      return activePlugin && { activePlugin, activeVersion: getActiveVersion(activePlugin.pluginData, path) };
    },
    useVersions: (pluginId?: string): readonly GlobalVersion[] => docsData(globalData(), pluginId).versions,
    useLatestVersion: (pluginId?: string): GlobalVersion => getLatestVersion(docsData(globalData(), pluginId)),
    useActiveVersion: (pluginId?: string) => {
      const [data, path] = [globalData(), pathname()];
      return getActiveVersion(docsData(data, pluginId), path);
    },
    useActiveDocContext: (pluginId?: string) => {
      const [data, path] = [globalData(), pathname()];
      return getActiveDocContext(docsData(data, pluginId), path);
    },
    useDocVersionSuggestions: (pluginId?: string) => {
      const [data, path] = [globalData(), pathname()];
      return getDocVersionSuggestions(docsData(data, pluginId), path);
    },
    /** The version the reader chose in a version menu (Docusaurus's `docs-preferred-version-<id>`), else null. */
    useDocsPreferredVersion: (pluginId = 'default') => {
      const [data, name] = [globalData(), preferredVersionName(pluginId)];
      return {
        preferredVersion: docsData(data, pluginId).versions.find((v) => v.name === name) ?? null,
        savePreferredVersionName: (versionName: string) => savePreferredVersionName(pluginId, versionName),
      };
    },
  };
}

/** `@docusaurus/useGlobalData`'s exports over one page's global data. */
export function globalDataHooks(globalData: () => Readonly<Record<string, Readonly<Record<string, unknown>>>>) {
  return {
    default: globalData,
    usePluginData: (pluginName: string, pluginId?: string) => pluginDataIn(globalData(), pluginName, pluginId),
    useAllPluginInstancesData: (pluginName: string) => allInstancesIn(globalData(), pluginName),
  };
}
