'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SearchStrings } from '@/lib/i18n/client-strings';
import { isSearchShortcut } from '@/lib/search-shortcut';
import type { VersionedPlugin } from '@/lib/search-versions';

// The dialog and Pagefind load only when the reader opens search: nothing of it is in the first load.
const SearchDialog = lazy(() => import('./search-dialog.client').then((m) => ({ default: m.SearchDialog })));

/**
 * The navbar search button; also opens on Ctrl+K / ⌘K and on "/". `versions`: the docs plugins with more than
 * one version, whose search covers one version each (lib/search-versions.ts); absent on a site without versions.
 */
export function SearchButton({
  basePath,
  strings,
  versions,
}: {
  basePath: string;
  strings: SearchStrings;
  versions?: readonly VersionedPlugin[];
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isSearchShortcut(e)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    // A shortcut pressed before this button was hydrated (the head script kept it: lib/navigation/inline-scripts.ts).
    const root = document.documentElement;
    root.dataset.search = 'ready';
    if (root.dataset.searchRequested) {
      delete root.dataset.searchRequested;
      queueMicrotask(() => setOpen(true));
    }
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button-label">{strings.button}</span>
        <kbd className="search-button-kbd">Ctrl K</kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog basePath={basePath} strings={strings} versions={versions} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
