'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { fitNavbar } from '@/lib/navigation/navbar-fit';
import type { MenuToggleStrings } from '@/lib/i18n/client-strings';

/**
 * The menu button of a narrow screen (or of a bar too narrow for its items: lib/navigation/navbar-fit.ts). It sets
 * `data-menu="open"` on <html>; CSS turns the navbar's items (and, on doc pages, the section sidebar) into a drawer,
 * the sidebar under the items (`--drawer-links-h`: their height, measured while the drawer is open). Closes on
 * navigation, on Escape, and when the button itself goes (the window grew).
 */
export function MenuToggle({ strings }: { strings: MenuToggleStrings }) {
  const pathname = usePathname();
  // The menu is open for the page it was opened on: navigating closes it without an extra effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((v: boolean) => boolean)) =>
    setOpenOn((typeof value === 'function' ? value(open) : value) ? pathname : null);

  const button = useRef<HTMLButtonElement>(null);

  // A page of another locale may label the items otherwise: the bar is fitted again.
  useEffect(fitNavbar, [pathname]);

  useEffect(() => {
    const root = document.documentElement;
    if (open) root.dataset.menu = 'open';
    else delete root.dataset.menu;
    if (!open) return;
    const drawer = document.getElementById('site-drawer');
    const measure = new ResizeObserver(() => {
      if (drawer) root.style.setProperty('--drawer-links-h', `${drawer.offsetHeight}px`);
      if (button.current && !button.current.checkVisibility()) setOpen(false);
    });
    if (drawer) measure.observe(drawer);
    if (button.current) measure.observe(button.current);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => {
      measure.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- setOpen only closes over `open`

  return (
    <button
      ref={button}
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
