'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { MenuToggleStrings } from '@/lib/i18n/client-strings';

/**
 * The mobile menu button. It sets `data-menu="open"` on <html>; CSS turns the navbar links (and, on doc
 * pages, the section sidebar) into a drawer. Closes on navigation and on Escape.
 */
export function MenuToggle({ strings }: { strings: MenuToggleStrings }) {
  const pathname = usePathname();
  // The menu is open for the page it was opened on: navigating closes it without an extra effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((v: boolean) => boolean)) =>
    setOpenOn((typeof value === 'function' ? value(open) : value) ? pathname : null);

  useEffect(() => {
    const root = document.documentElement;
    if (open) root.dataset.menu = 'open';
    else delete root.dataset.menu;
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- setOpen only closes over `open`

  return (
    <button
      type="button"
      className="icon-button menu-toggle"
      aria-label={open ? strings.close : strings.open}
      aria-expanded={open}
      aria-controls="site-drawer"
      onClick={() => setOpen((v) => !v)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        />
      </svg>
    </button>
  );
}
