'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SearchStrings } from '@/lib/i18n/client-strings';
import { isSearchShortcut, OPEN_SEARCH_ATTRIBUTE } from '@/lib/search-shortcut';
import type { VersionedPlugin } from '@/lib/search-versions';
import { SearchButtonFace } from './search-button-face';

// The dialog and Pagefind load only when the reader opens search: nothing of it is in the first load.
const SearchDialog = lazy(() => import('./search-dialog.client').then((m) => ({ default: m.SearchDialog })));

/**
 * The navbar search button; also opens on Ctrl+K / ⌘K, on "/" and on a click on a page's own search bar
 * (OPEN_SEARCH_ATTRIBUTE). `versions`: the docs plugins with more than one version, whose search covers one version
 * each (lib/search-versions.ts); absent on a site without versions.
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
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest(`[${OPEN_SEARCH_ATTRIBUTE}]`)) setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    // A shortcut pressed before this button was hydrated (the head script kept it: lib/navigation/inline-scripts.ts).
    const root = document.documentElement;
    root.dataset.search = 'ready';
    if (root.dataset.searchRequested) {
      delete root.dataset.searchRequested;
      queueMicrotask(() => setOpen(true));
    }
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
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
        <SearchButtonFace label={strings.button} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog basePath={basePath} strings={strings} versions={versions} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
