'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { DelayedSpinner } from '@/components/ui/delayed-spinner.client';
import type { SearchStrings } from '@/lib/i18n/client-strings';
import type { VersionedPlugin } from '@/lib/search-versions';
import { loadPagefind, pageUrl, routerHref, searchSite, type PagefindResultData } from './pagefind';

const MAX_RESULTS = 8;

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
        const found = await searchSite(basePath, q, versions, 120);
        if (!found || cancelled) return;
        const data = await Promise.all(found.slice(0, MAX_RESULTS).map((r) => r.data()));
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
    router.push(routerHref(basePath, result.url));
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
