/**
 * Searching the site from the browser, shared by the search dialog and the search page: Pagefind loaded from the
 * export (its indexes merged, the page's language), the version filters, and the URL of a result. Imported only by
 * modules that load on demand (the dialog, the search page's chunk): nothing of it is in the first load.
 */
import { excludedSearchTags, readPreferredVersion, SEARCH_VERSION_FILTER, type VersionedPlugin } from '@/lib/search-versions';

/** What Pagefind gives of one page found. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string };
}

/** One page found, its data loaded on demand. */
export interface PagefindResult {
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  mergeIndex(indexPath: string, o?: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    q: string,
    o?: { filters?: Record<string, unknown> },
    ms?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

const pagefinds = new Map<string, Promise<Pagefind>>();

/** The language the search index names a page's `<html lang>` by (scripts/search-index.mjs `indexLanguage`). */
const indexLanguage = (lang: string): string => (/^zh(?:-|$)/i.test(lang) ? 'zh-cn' : lang.toLowerCase() || 'en');

/**
 * Loads Pagefind from the export (not bundled: it is generated after the Next build). A large site has several
 * indexes, each holding whole sections (scripts/search-index.mjs lists them in indexes.json): the first is
 * loaded, the others merged into it, sharing its WebAssembly module, so a search covers the whole site. A site
 * with several locales lists each language's indexes: the page's language is searched.
 */
export function loadPagefind(basePath: string): Promise<Pagefind> {
  const lang = indexLanguage(document.documentElement.lang);
  let pagefindPromise = pagefinds.get(lang);
  if (pagefindPromise) return pagefindPromise;
  pagefindPromise = (async () => {
    const root = `${basePath}/pagefind/`;
    const response = await fetch(`${root}indexes.json`);
    if (!response.ok) throw new Error(`${root}indexes.json: HTTP ${response.status}`);
    const list = (await response.json()) as { indexes: string[]; languages?: Record<string, string[]> };
    const [first, ...others] = list.languages?.[lang] ?? list.indexes;
    if (!first) throw new Error('the site has no search index');
    const importer = new Function('u', 'return import(u)') as (u: string) => Promise<Pagefind>;
    const pagefind = await importer(`${root}${first}/pagefind.js`);
    const options = { baseUrl: `${basePath}/`, excerptLength: 30 };
    await pagefind.options(options);
    await Promise.all(others.map((id) => pagefind.mergeIndex(`${root}${id}/`, options)));
    await pagefind.init();
    return pagefind;
  })();
  pagefinds.set(lang, pagefindPromise);
  pagefindPromise.catch(() => pagefinds.delete(lang));
  return pagefindPromise;
}

/** A page's URL from Pagefind's: a `trailingSlash: false` page file (`docs/intro.html`) is served at `/docs/intro`. */
export const pageUrl = (url: string): string => url.replace(/\.html$/, '');

/** A result's href for the router (without the base path, which Next adds). */
export function routerHref(basePath: string, url: string): string {
  const page = pageUrl(url);
  return page.startsWith(`${basePath}/`) ? page.slice(basePath.length) : page;
}

/**
 * Pagefind's filters for a search from the current page: the docs of one version per versioned plugin (the one
 * read on a docs page, else the preferred or last one), and every page that is not a doc of a versioned plugin.
 */
function versionFilters(versions: readonly VersionedPlugin[] | undefined): Record<string, unknown> | undefined {
  if (!versions || versions.length === 0) return undefined;
  const layout = document.querySelector<HTMLElement>('[data-docs-plugin][data-docs-version]');
  const active = layout ? { pluginId: layout.dataset.docsPlugin!, version: layout.dataset.docsVersion! } : undefined;
  const none = excludedSearchTags(versions, active, readPreferredVersion);
  return none.length > 0 ? { [SEARCH_VERSION_FILTER]: { none } } : undefined;
}

/**
 * Searches the site from the current page (its language, its version filters), after `debounceMs` without a newer
 * search: the pages found, best first, or null when a newer search took its place.
 */
export async function searchSite(
  basePath: string,
  query: string,
  versions: readonly VersionedPlugin[] | undefined,
  debounceMs: number,
): Promise<PagefindResult[] | null> {
  const pagefind = await loadPagefind(basePath);
  const filters = versionFilters(versions);
  const search = await pagefind.debouncedSearch(query, filters ? { filters } : {}, debounceMs);
  return search ? search.results : null;
}
