/**
 * The part of `@docusaurus/theme-common/internal` that a site's components use besides theme-common's public API
 * (theme-common-internal.ts gathers the module): Docusaurus re-exports its public API there and keeps former internal
 * imports working, so components written for Docusaurus 2, or copied from a swizzled component, import from it.
 * Each behaves as Docusaurus's does. Hooks with effects get the build's answers in the server render (index.ts).
 */
// React's hooks through its namespace: the server's module table reaches this module (and never calls them), and Next
// refuses a named import of a hook there.
import * as React from 'react';
import { filterToc, treeifyToc, type TocEntry, type TocTreeNode } from './toc-inline';
import useDocusaurusContext from './use-docusaurus-context';
import { useLocation } from './router';
import { useEvent } from './theme-common-utils';

/** The search tag of pages outside any docs version (`docsearch:docusaurus_tag`). */
export const DEFAULT_SEARCH_TAG = 'default';

/** The class `useKeyboardNavigation` puts on `<html>` while the reader navigates with the keyboard. */
export const keyboardFocusedClassName = 'navigation-with-keyboard';

/** Same path, ignoring a trailing slash and letter case, as Docusaurus compares routes. */
export function isSamePath(path1: string | undefined, path2: string | undefined): boolean {
  const normalize = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return normalize(path1) === normalize(path2);
}

/** The `title="…"` (or `'…'`) of a code block's meta string. */
export function parseCodeBlockTitle(metastring?: string): string {
  return /title=(?<quote>["'])(?<title>.*?)\1/.exec(metastring ?? '')?.groups?.title ?? '';
}

/** The language of a code element's `language-<name>` class. */
export function parseLanguage(className: string): string | undefined {
  return className
    .split(' ')
    .find((c) => c.startsWith('language-'))
    ?.replace(/language-/, '');
}

/** Whether a code block's meta string asks for line numbers. */
export const containsLineNumbers = (metastring?: string): boolean => Boolean(metastring?.includes('showLineNumbers'));

/** A TOC nested by heading level (the heading under the closest earlier one of a lower level). */
export const useTreeifiedTOC = (toc: readonly TocEntry[]): TocTreeNode[] => treeifyToc(toc);

/** A TOC nested, then kept between the levels (a dropped heading's kept descendants move up). */
export const useFilteredAndTreeifiedTOC = ({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TocEntry[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): TocTreeNode[] => filterToc(treeifyToc(toc), minHeadingLevel, maxHeadingLevel);

/** `Intl.DateTimeFormat` in the page's locale and its calendar (`i18n.localeConfigs[locale].calendar`). */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { currentLocale, localeConfigs } = useDocusaurusContext().i18n;
  const calendar = (localeConfigs[currentLocale] as { calendar?: string } | undefined)?.calendar;
  return new Intl.DateTimeFormat(currentLocale, { ...(calendar ? { calendar } : {}), ...options });
}

/** A page title followed by the site's (`<title> | <site>`, the site's title delimiter), or the site's alone. */
export function useTitleFormatter(title?: string): string {
  const { title: siteTitle, titleDelimiter } = useDocusaurusContext().siteConfig;
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} ${String(titleDelimiter ?? '|')} ${siteTitle}` : siteTitle;
}

/** The page's pathname without the base URL (`/docs/intro/` on `/myblog/docs/intro/`). */
export function useLocalPathname(): string {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return useLocation().pathname.replace(baseUrl, '/');
}

/** Marks `<html>` with keyboardFocusedClassName from a Tab press until the next mouse press. */
export function useKeyboardNavigation(): void {
  React.useEffect(() => {
    const root = document.documentElement.classList;
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && root.add(keyboardFocusedClassName);
    const onMouse = () => root.remove(keyboardFocusedClassName);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onMouse);
    return () => {
      root.remove(keyboardFocusedClassName);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onMouse);
    };
  }, []);
}

/** Keeps the page from scrolling while `lock` is true. */
export function useLockBodyScroll(lock = true): void {
  React.useEffect(() => {
    if (!lock) return undefined;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}

/** A scroll position. */
export interface ScrollPosition {
  readonly scrollX: number;
  readonly scrollY: number;
}

/** Calls `effect` with the new and the previous scroll position on every scroll of the window. */
export function useScrollPosition(
  effect: (position: ScrollPosition, lastPosition: ScrollPosition | null) => void,
  deps: React.DependencyList = [],
): void {
  const last = React.useRef<ScrollPosition | null>(null);
  const onScrollChange = useEvent(effect);
  React.useEffect(() => {
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      onScrollChange(position, last.current);
      last.current = position;
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's dependencies, as Docusaurus's hook takes them
  }, [onScrollChange, ...deps]);
}
