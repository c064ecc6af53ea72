'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { DelayedSpinner } from '@/components/ui/delayed-spinner.client';
import type { SearchStrings } from '@/lib/i18n/client-strings';
import { excludedSearchTags, preferredVersionKey, SEARCH_VERSION_FILTER, type VersionedPlugin } from '@/lib/search-versions';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string };
}

interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  mergeIndex(indexPath: string, o?: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    q: string,
    o?: { filters?: Record<string, unknown> },
    ms?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
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
function loadPagefind(basePath: string): Promise<Pagefind> {
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

const MAX_RESULTS = 8;

/** A page's URL from Pagefind's: a `trailingSlash: false` page file (`docs/intro.html`) is served at `/docs/intro`. */
const pageUrl = (url: string): string => url.replace(/\.html$/, '');

/** The preferred version of a docs plugin (localStorage, as Docusaurus keeps it), if any. */
function preferredVersion(pluginId: string): string | null {
  try {
    return localStorage.getItem(preferredVersionKey(pluginId));
  } catch {
    return null;
  }
}

/**
 * Pagefind's filters for a search from the current page: the docs of one version per versioned plugin (the one
 * read on a docs page, else the preferred or last one), and every page that is not a doc of a versioned plugin.
 */
function versionFilters(versions: readonly VersionedPlugin[] | undefined): Record<string, unknown> | undefined {
  if (!versions || versions.length === 0) return undefined;
  const layout = document.querySelector<HTMLElement>('[data-docs-plugin][data-docs-version]');
  const active = layout ? { pluginId: layout.dataset.docsPlugin!, version: layout.dataset.docsVersion! } : undefined;
  const none = excludedSearchTags(versions, active, preferredVersion);
  return none.length > 0 ? { [SEARCH_VERSION_FILTER]: { none } } : undefined;
}

/** The search dialog: type, move with ↑/↓, open with Enter; Escape closes. */
export function SearchDialog({
  basePath,
  strings,
  versions,
  onClose,
}: {
  basePath: string;
  strings: SearchStrings;
  versions?: readonly VersionedPlugin[];
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PagefindResultData[]>([]);
  /** The query the shown results answer (the list is marked with it, so a reader of the DOM knows they are current). */
  const [resultsFor, setResultsFor] = useState('');
  const [active, setActive] = useState(0);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    input.current?.focus();
    loadPagefind(basePath).catch(() => setState('error'));
    const close = () => onClose();
    // Escape closes the dialog and queues its `close` event for a later task: a shortcut pressed before that task ran
    // found search still open, did nothing, and the late `close` then shut it (the search test's rare "/" failure).
    // `cancel` comes with the Escape itself, so the button knows at once.
    el.addEventListener('cancel', close);
    el.addEventListener('close', close);
    return () => {
      el.removeEventListener('cancel', close);
      el.removeEventListener('close', close);
    };
  }, [onClose, basePath]);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    let cancelled = false;
    (async () => {
      setState('loading');
      try {
        const pagefind = await loadPagefind(basePath);
        const filters = versionFilters(versions);
        const search = await pagefind.debouncedSearch(q, filters ? { filters } : {}, 120);
        if (!search || cancelled) return;
        const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (cancelled) return;
        setResults(data);
        setResultsFor(q);
        setActive(0);
        setState('done');
      } catch {
        if (!cancelled) setState('error');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [query, basePath, versions]);

  const open = (result: PagefindResultData | undefined) => {
    if (!result) return;
    dialog.current?.close();
    const url = pageUrl(result.url);
    router.push(url.startsWith(`${basePath}/`) ? url.slice(basePath.length) : url);
  };

  const shown = query.trim() ? results : [];
  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={strings.dialogLabel}
      onClick={(e) => e.target === dialog.current && dialog.current.close()}
    >
      <div className="search-panel">
        <div className="search-input-row">
          <input
            ref={input}
            type="search"
            className="search-input"
            placeholder={strings.placeholder}
            aria-label={strings.inputLabel}
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={listId}
            aria-activedescendant={shown.length > 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              if (!e.target.value.trim()) setState('idle');
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((i) => Math.min(i + 1, shown.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((i) => Math.max(i - 1, 0));
              } else if (e.key === 'Enter') {
                e.preventDefault();
                open(shown[active]);
              }
            }}
          />
          <button type="button" className="search-close" onClick={() => dialog.current?.close()}>
            {strings.close}
          </button>
        </div>
        {state === 'loading' && shown.length === 0 ? <DelayedSpinner label={strings.searching} /> : null}
        {state === 'error' ? (
          <p className="search-status">
            {strings.unavailable}
            <br />
            {strings.unavailableHelp}
          </p>
        ) : null}
        {state === 'done' && query.trim() && shown.length === 0 ? (
          <p className="search-status">{strings.noResults.replace('{query}', query.trim())}</p>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          className="search-results"
          aria-label={strings.resultsLabel}
          aria-busy={state === 'loading'}
          data-results-for={resultsFor}
        >
          {shown.map((r, i) => (
            <li
              key={r.url}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="search-result"
              onMouseEnter={() => setActive(i)}
              onClick={() => open(r)}
            >
              <a href={pageUrl(r.url)} onClick={(e) => e.preventDefault()} tabIndex={-1}>
                <span className="search-result-section">{r.meta.section}</span>
                <span className="search-result-title">{r.meta.title}</span>
                <span className="search-result-excerpt" dangerouslySetInnerHTML={{ __html: r.excerpt }} />
              </a>
            </li>
          ))}
        </ul>
        <p className="search-hint" aria-hidden="true">
          {strings.keys}
        </p>
      </div>
    </dialog>
  );
}
