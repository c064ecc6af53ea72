'use client';

import Link from '@/components/ui/site-link';
import { useEffect, useRef, useState } from 'react';
import { DelayedSpinner } from '@/components/ui/delayed-spinner.client';
import type { SearchPageStrings } from '@/lib/i18n/client-strings';
import type { VersionedPlugin } from '@/lib/search-versions';
import { routerHref, searchSite, type PagefindResult, type PagefindResultData } from './pagefind';

/** Results shown at once; more load as the reader scrolls to the end of the list, as Docusaurus's page loads them. */
const PAGE_SIZE = 10;

/** The query of the page's URL (`?q=`, Docusaurus's search page parameter). */
const queryOfUrl = (): string => new URLSearchParams(window.location.search).get('q') ?? '';

/** Puts the query into the page's URL without a new history entry (Docusaurus's `useSearchQueryString`). */
function replaceUrlQuery(query: string): void {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
}

/** "3 documents found" in the page's language (the form its plural rules pick). */
function documentsFound(strings: SearchPageStrings, count: number): string {
  let category: Intl.LDMLPluralRule = 'other';
  try {
    category = new Intl.PluralRules(strings.locale).select(count);
  } catch {
    // An unknown locale tag: the `other` form.
  }
  return (strings.documentsFound[category] ?? strings.documentsFound.other ?? '').replace('{count}', String(count));
}

/**
 * The search page's heading, field and results: the field reads `?q=` and keeps it updated, the results come from
 * the dialog's Pagefind search (the page's language, the preferred or last version of each versioned docs plugin).
 */
export function SearchPageContent({
  basePath,
  strings,
  versions,
}: {
  basePath: string;
  strings: SearchPageStrings;
  versions?: readonly VersionedPlugin[];
}) {
  const [query, setQuery] = useState('');
  /** Every page found for {@link resultsFor}, and the data of those shown. */
  const [found, setFound] = useState<readonly PagefindResult[]>([]);
  const [shown, setShown] = useState<readonly PagefindResultData[]>([]);
  /** The query the shown results answer (the list is marked with it, so a reader of the DOM knows they are current). */
  const [resultsFor, setResultsFor] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  const sentinel = useRef<HTMLParagraphElement>(null);
  const q = query.trim();

  // The query of the URL, when the page opens and on back/forward.
  useEffect(() => {
    const read = () => setQuery(queryOfUrl());
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  // The title says what is searched, as Docusaurus's does. The page's metadata may write its own title into the
  // head after hydration (the build's, without the query): the page's stays.
  const title = q ? strings.resultsTitle.replace('{query}', q) : strings.emptyTitle;
  useEffect(() => {
    const wanted = `${title}${strings.titleSuffix}`;
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title, strings.titleSuffix]);

  useEffect(() => {
    // Without a query nothing shows (below): the last results are dropped by the next search.
    if (!q) return;
    let cancelled = false;
    (async () => {
      setState('loading');
      try {
        const results = await searchSite(basePath, q, versions, 120);
        if (!results || cancelled) return;
        const first = await Promise.all(results.slice(0, PAGE_SIZE).map((r) => r.data()));
        if (cancelled) return;
        setFound(results);
        setShown(first);
        setResultsFor(q);
        setState('done');
      } catch {
        if (!cancelled) setState('error');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [q, basePath, versions]);

  // The next results, when the end of the list comes into view.
  const more = q !== '' && state === 'done' && shown.length < found.length;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      Promise.all(found.slice(shown.length, shown.length + PAGE_SIZE).map((r) => r.data()))
        .then((next) => {
          if (!cancelled) setShown((s) => [...s, ...next]);
        })
        .catch(() => {
          if (!cancelled) setState('error');
        });
    });
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [more, found, shown.length]);

  const status = !q
    ? ''
    : state === 'error'
      ? `${strings.unavailable} ${strings.unavailableHelp}`
      : state === 'done'
        ? found.length > 0
          ? documentsFound(strings, found.length)
          : strings.noResults
        : '';
  return (
    <>
      <h1>{title}</h1>
      <form role="search" className="search-page-form" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          name="q"
          className="search-input"
          aria-label={strings.inputLabel}
          placeholder={strings.placeholder}
          autoComplete="off"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            replaceUrlQuery(e.target.value);
          }}
        />
      </form>
      <p className="search-page-status" role="status">
        {status}
      </p>
      {q && state === 'loading' && shown.length === 0 ? <DelayedSpinner label={strings.fetching} /> : null}
      <ol
        className="search-page-results"
        aria-label={title}
        aria-busy={q !== '' && state === 'loading'}
        data-results-for={q ? resultsFor : ''}
      >
        {(q ? shown : []).map((r) => (
          <li key={r.url} className="search-page-result">
            <h2>
              <Link href={routerHref(basePath, r.url)}>{r.meta.title || routerHref(basePath, r.url)}</Link>
            </h2>
            {r.meta.section ? <p className="search-result-section">{r.meta.section}</p> : null}
            <p className="search-result-excerpt" dangerouslySetInnerHTML={{ __html: r.excerpt }} />
          </li>
        ))}
      </ol>
      {more ? (
        <p ref={sentinel} className="search-page-status">
          {strings.fetching}
        </p>
      ) : null}
    </>
  );
}
