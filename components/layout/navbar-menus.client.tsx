'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { readPreferredVersion, savePreferredVersion } from '@/lib/search-versions';

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('header.navbar details[open]');

/**
 * What the navbar's menus (`<details>`: links, languages, versions) do with a script, as Docusaurus's dropdowns do:
 * they close on navigation, on Escape (focus back on the menu's label) and on a click outside them or on one of
 * their links; a version chosen in a version menu becomes the plugin's preferred one (`data-version`), which
 * then labels the bar's version menu on pages outside the plugin (`labelVersionMenus`). Renders nothing.
 */
export function NavbarMenus() {
  const pathname = usePathname();
  useEffect(() => {
    for (const menu of openMenus()) menu.open = false;
    labelVersionMenus();
  }, [pathname]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      for (const menu of openMenus()) {
        if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
        menu.open = false;
      }
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const version = target?.closest<HTMLElement>('[data-version-menu] a[data-version]');
      const pluginId = version?.closest<HTMLElement>('[data-version-menu]')?.dataset.versionMenu;
      if (version && pluginId) {
        savePreferredVersion(pluginId, version.dataset.version!);
        labelVersionMenus();
      }
      for (const menu of openMenus()) if (!target || !menu.contains(target) || target.closest('a')) menu.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}

/**
 * The label of each version menu in the bar, as Docusaurus's `useDocsVersionCandidates` picks it: the version being
 * read (the entry marked current), else the reader's preferred version (localStorage, unknown to the static page),
 * else the version the page was built with (`data-label`: the last one). The text node React rendered is kept.
 */
function labelVersionMenus() {
  for (const menu of document.querySelectorAll<HTMLElement>('header.navbar details[data-version-menu]')) {
    // A right item's bar copy is its summary's text; a left item's bar label is its own span; a right item's copy in
    // the drawer keeps "Versions".
    const label = menu.classList.contains('navbar-item')
      ? menu.querySelector('summary')?.firstChild
      : menu.querySelector('.version-menu-bar-label')?.firstChild;
    if (!label) continue;
    const preferred = readPreferredVersion(menu.dataset.versionMenu!);
    const pick = (selector: string) => menu.querySelector<HTMLElement>(selector)?.textContent ?? undefined;
    const text =
      pick('a[data-version][aria-current]') ??
      (preferred === null ? undefined : pick(`a[data-version="${CSS.escape(preferred)}"]`)) ??
      menu.dataset.label;
    if (text !== undefined && label.nodeValue !== text) label.nodeValue = text;
  }
}
