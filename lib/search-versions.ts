/**
 * Search by version, as Docusaurus's contextual search does it (theme-common `useContextualSearchFilters`): every
 * doc page is indexed with the Pagefind filter `docusaurus_tag: docs-<plugin id>-<version name>` (Docusaurus's own
 * tag); other pages carry none. A search leaves out the docs of every version but one per plugin: on a docs page,
 * the version being read for its plugin; for the other plugins (and on every other page), the reader's preferred
 * version (localStorage `docs-preferred-version-<plugin id>`), else the last one. Pages without the filter (posts,
 * standalone pages) are always searched.
 *
 * The reader's preferred version is read and saved here (the version menu, the search, the docs client hooks).
 * Imported by the page (server) and the search dialog (browser): no imports.
 */

/** The Pagefind filter each doc page carries. */
export const SEARCH_VERSION_FILTER = 'docusaurus_tag';

/** A doc page's value of the filter (Docusaurus's `docVersionSearchTag`). */
export const docsSearchTag = (pluginId: string, versionName: string): string => `docs-${pluginId}-${versionName}`;

/** Docusaurus's localStorage key of a plugin's preferred version. */
export const preferredVersionKey = (pluginId: string): string => `docs-preferred-version-${pluginId}`;

/** The event a page's save of a preferred version dispatches (another tab's save comes as a `storage` event). */
export const PREFERRED_VERSION_SAVED = 'myblog:preferred-version';

/** The reader's preferred version of a docs plugin (localStorage, as Docusaurus keeps it), if any. */
export function readPreferredVersion(pluginId: string): string | null {
  try {
    return localStorage.getItem(preferredVersionKey(pluginId));
  } catch {
    return null;
  }
}

/** Keeps the reader's choice as Docusaurus does (`docs-preferred-version-<plugin id>` = the version's name). */
export function savePreferredVersion(pluginId: string, name: string): void {
  try {
    localStorage.setItem(preferredVersionKey(pluginId), name);
  } catch {
    // Storage can be off (private mode, quota): the choice is not kept.
  }
  dispatchEvent(new Event(PREFERRED_VERSION_SAVED));
}

/** A docs plugin with more than one version, as the search dialog receives it. */
export interface VersionedPlugin {
  readonly pluginId: string;
  /** Version names, in Docusaurus's order. */
  readonly versions: readonly string[];
  /** The last version's name (served at the plugin's base). */
  readonly last: string;
}

/** The docs version the search covers for one plugin: the active one, else the preferred one, else the last. */
export function searchedVersion(
  plugin: VersionedPlugin,
  active: string | undefined,
  preferred: string | null | undefined,
): string {
  if (active !== undefined && plugin.versions.includes(active)) return active;
  if (preferred && plugin.versions.includes(preferred)) return preferred;
  return plugin.last;
}

/**
 * The filter values to leave out of a search: every version of each versioned plugin but the one it covers.
 * `active`: the plugin and version of the docs page being read, if any.
 */
export function excludedSearchTags(
  plugins: readonly VersionedPlugin[],
  active: { pluginId: string; version: string } | undefined,
  preferredOf: (pluginId: string) => string | null | undefined,
): string[] {
  return plugins.flatMap((plugin) => {
    const kept = searchedVersion(
      plugin,
      active?.pluginId === plugin.pluginId ? active.version : undefined,
      preferredOf(plugin.pluginId),
    );
    return plugin.versions.filter((v) => v !== kept).map((v) => docsSearchTag(plugin.pluginId, v));
  });
}
