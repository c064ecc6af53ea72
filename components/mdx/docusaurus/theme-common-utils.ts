/**
 * More of `@docusaurus/theme-common`'s public API that a site's pages and components use: its stable class names,
 * `useWindowSize`, `usePluralForm`, `PageMetadata` and the small helpers. The names of what it exports are its; a site
 * that imports one this project lacked failed Next's build ("Export … doesn't exist in target module").
 */
// React's hooks through the namespace: this module is also in the server's module table, where Next refuses a named
// import of a hook (the server table gives build-time answers instead of calling them).
import * as React from 'react';
import type { ReactNode } from 'react';
import { docusaurusLocale } from './use-base-url';
import { collapsibleElement, type CollapsibleProps } from './collapsible';
import { cx } from './class-names';

/** The stable class names Docusaurus's theme puts on its elements (a site's CSS and components name them). */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;

/** The width at and below which Docusaurus's theme (and this site's) lays a page out for a phone. */
const DESKTOP_BREAKPOINT = 996;

type WindowSize = 'desktop' | 'mobile' | 'ssr';

const windowSize = (breakpoint: number): WindowSize =>
  typeof window === 'undefined' ? 'ssr' : window.innerWidth > breakpoint ? 'desktop' : 'mobile';

/**
 * `useWindowSize()`: 'ssr' while the page is rendered at build time and hydrated (as Docusaurus, so that both render
 * the same), then 'desktop' or 'mobile', following the window's width.
 */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = React.useState<WindowSize>('ssr');
  React.useEffect(() => {
    const update = () => setSize(windowSize(desktopBreakpoint));
    update();
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}

/**
 * `usePluralForm()`: `selectMessage(count, 'one item|{count} items')` picks the message of the count's plural form in
 * the page's locale (Intl.PluralRules, forms in that locale's order; a lone message for every count), as Docusaurus's
 * does; the caller fills in the count.
 */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const locale = docusaurusLocale() ?? 'en';
  return {
    selectMessage: (count, messages) => {
      const parts = messages.split('|');
      if (parts.length === 1) return parts[0]!;
      let rules: Intl.PluralRules;
      try {
        rules = new Intl.PluralRules(locale);
      } catch {
        rules = new Intl.PluralRules('en');
      }
      const forms = rules.resolvedOptions().pluralCategories as string[];
      const index = forms.indexOf(rules.select(count));
      return parts[Math.min(Math.max(index, 0), parts.length - 1)]!;
    },
  };
}

/**
 * `PageMetadata`: Docusaurus writes the title, description, keywords and image it is given into the head. Here a
 * page's head comes from its front matter and its Layout's props (as `@docusaurus/Head`'s children do not), so it
 * renders only its children.
 */
export function PageMetadata({
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  return children ?? null;
}

/** `HtmlClassNameProvider`: Docusaurus adds the class to `<html>`; here the page's classes are the theme's. */
export const HtmlClassNameProvider = ({ children }: { className?: string; children: ReactNode }) => children;

/** `NavbarSecondaryMenuFiller`: the theme's own navbar has no secondary menu to fill. */
export function NavbarSecondaryMenuFiller(): null {
  return null;
}

/** Whether the reader asked for less motion. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** `usePrevious(value)`: the value of the render before (React's pattern for information from previous renders). */
export function usePrevious<T>(value: T): T | undefined {
  const [current, setCurrent] = React.useState(value);
  const [previous, setPrevious] = React.useState<T | undefined>(undefined);
  if (!Object.is(current, value)) {
    setPrevious(current);
    setCurrent(value);
  }
  return previous;
}

/** `useEvent(callback)`: a stable function that calls the latest callback. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = React.useRef(callback);
  React.useEffect(() => {
    ref.current = callback;
  });
  const [stable] = React.useState(() => ((...args: Parameters<T>) => ref.current(...args)) as T);
  return stable;
}

export { ReactContextError } from './react-context-error';

/** Whether `value` matches the regular expression source `regexp` (`activeBaseRegex`). */
export const isRegexpStringMatch = (regexp: string | undefined, value: string): boolean =>
  regexp !== undefined && new RegExp(regexp, 'gi').test(value);

/** The items of an array that occur more than once (by `comparator`). */
export const duplicates = <T>(array: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] =>
  array.filter((value, index) => array.findIndex((other) => comparator(value, other)) !== index);

/** The array without repeated items. */
export const uniq = <T>(array: readonly T[]): T[] => [...new Set(array)];

/** The items grouped by `key`. */
export function groupBy<T>(array: readonly T[], key: (item: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const item of array) (groups[key(item)] ??= []).push(item);
  return groups;
}

/** What `useCollapsible` returns. */
export interface UseCollapsibleReturns {
  readonly collapsed: boolean;
  readonly setCollapsed: (collapsed: boolean | ((collapsed: boolean) => boolean)) => void;
  readonly toggleCollapsed: () => void;
}

/** `useCollapsible({initialState})`: the collapsed state of a `<Collapsible>` and its setters. */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): UseCollapsibleReturns {
  const [collapsed, setCollapsed] = React.useState(initialState);
  const toggleCollapsed = React.useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/**
 * `<Collapsible collapsed lazy>`: its children, hidden while `collapsed`; with `lazy`, not rendered before the first
 * expansion. It opens and closes without Docusaurus's height animation (and calls `onCollapseTransitionEnd` at once).
 */
export function Collapsible(props: CollapsibleProps) {
  const { collapsed, lazy = false, onCollapseTransitionEnd } = props;
  const [mounted, setMounted] = React.useState(!lazy || !collapsed);
  if (!collapsed && !mounted) setMounted(true);
  const first = React.useRef(true);
  React.useEffect(() => {
    if (first.current) first.current = false;
    else onCollapseTransitionEnd?.(collapsed);
  }, [collapsed, onCollapseTransitionEnd]);
  return collapsibleElement(props, mounted);
}

/** Where a storage slot keeps its value. */
export type StoragePersistence = 'localStorage' | 'sessionStorage' | 'none';

/** What `createStorageSlot` returns. */
export interface StorageSlot {
  readonly get: () => string | null;
  readonly set: (value: string) => void;
  readonly del: () => void;
  readonly listen: (onChange: (event: StorageEvent) => void) => () => void;
}

function storageOf(persistence: StoragePersistence): Storage | null {
  if (typeof window === 'undefined' || persistence === 'none') return null;
  try {
    return window[persistence];
  } catch {
    // Storage refused (a sandboxed frame, a privacy setting).
    return null;
  }
}

/**
 * `createStorageSlot(key, {persistence})`: get, set and delete one stored value, and listen to its changes (from this
 * window too: a change here is announced as a `storage` event, as Docusaurus does). Nothing is stored outside the
 * browser or when storage is refused. The key is used as given (Docusaurus's default, without a storage namespace).
 */
export function createStorageSlot(
  key: string,
  { persistence = 'localStorage' }: { persistence?: StoragePersistence } = {},
): StorageSlot {
  /** Stores `newValue` (null: removes the key) and announces the change. */
  const write = (newValue: string | null) => {
    const storage = storageOf(persistence);
    if (!storage) return;
    const oldValue = storage.getItem(key);
    if (newValue === null) storage.removeItem(key);
    else storage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage }));
  };
  return {
    get: () => storageOf(persistence)?.getItem(key) ?? null,
    set: (value) => write(value),
    del: () => write(null),
    listen: (onChange) => {
      const storage = storageOf(persistence);
      if (!storage) return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/**
 * `useStorageSlot(key, options)`: the stored value (null while the page is rendered at build time and hydrated) and
 * its slot, re-rendering when it changes.
 */
export function useStorageSlot(key: string | null, options?: { persistence?: StoragePersistence }): [string | null, StorageSlot] {
  const persistence = options?.persistence;
  const slot = React.useMemo(() => createStorageSlot(key ?? '', { persistence }), [key, persistence]);
  const value = React.useSyncExternalStore(
    (onChange) => (key === null ? () => undefined : slot.listen(onChange)),
    () => (key === null ? null : slot.get()),
    () => null,
  );
  return [value, slot];
}

/** `listStorageKeys(type)`: the keys in the browser's storage. */
export function listStorageKeys(persistence: StoragePersistence = 'localStorage'): string[] {
  const storage = storageOf(persistence);
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}

/** Announced after the query string changes here (history's own methods announce nothing). */
const QUERY_STRING_CHANGED = 'docusaurus:querystring';

function subscribeToSearch(onChange: () => void): () => void {
  addEventListener('popstate', onChange);
  addEventListener(QUERY_STRING_CHANGED, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(QUERY_STRING_CHANGED, onChange);
  };
}

/** The page's search string, following history (empty while rendered at build time and hydrated). */
const useSearch = (): string =>
  React.useSyncExternalStore(
    subscribeToSearch,
    () => window.location.search,
    () => '',
  );

/** Replaces (or pushes) the page's search string, keeping its path and hash. */
function navigateToSearch(search: string, { push = false }: { push?: boolean } = {}): void {
  const { pathname, hash } = window.location;
  const url = `${pathname}${search ? `?${search.replace(/^\?/, '')}` : ''}${hash}`;
  if (push) window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(QUERY_STRING_CHANGED));
}

/** `useQueryString(key)`: the search param's value ('' when absent) and a setter (an empty value or null removes it). */
export function useQueryString(key: string): [string, (value: string | null, options?: { push: boolean }) => void] {
  const value = new URLSearchParams(useSearch()).get(key) ?? '';
  const setValue = React.useCallback(
    (next: string | null, options?: { push: boolean }) => {
      const params = new URLSearchParams(window.location.search);
      if (next) params.set(key, next);
      else params.delete(key);
      navigateToSearch(params.toString(), options);
    },
    [key],
  );
  return [value, setValue];
}

/** `useQueryStringList(key)`: every value of the search param and a setter of the list (or of a function of it). */
export function useQueryStringList(
  key: string,
): [string[], (values: string[] | ((values: string[]) => string[]), options?: { push: boolean }) => void] {
  const search = useSearch();
  const values = React.useMemo(() => new URLSearchParams(search).getAll(key), [search, key]);
  const setValues = React.useCallback(
    (update: string[] | ((values: string[]) => string[]), options?: { push: boolean }) => {
      const params = new URLSearchParams(window.location.search);
      const next = Array.isArray(update) ? update : update(params.getAll(key));
      params.delete(key);
      for (const value of next) params.append(key, value);
      navigateToSearch(params.toString(), options);
    },
    [key],
  );
  return [values, setValues];
}

/** `useClearQueryString()`: a function that removes the page's whole search string. */
export function useClearQueryString(): () => void {
  return React.useCallback(() => navigateToSearch(''), []);
}

/** `mergeSearchParams(params, strategy)`: one set of search params; `replace`: a later value replaces the key's value in place. */
export function mergeSearchParams(params: readonly URLSearchParams[], strategy: 'append' | 'replace'): URLSearchParams {
  const merged = new URLSearchParams();
  for (const item of params) {
    for (const [key, value] of item.entries()) {
      if (strategy === 'replace') merged.set(key, value);
      else merged.append(key, value);
    }
  }
  return merged;
}

/** `mergeSearchStrings(searchStrings, strategy)`: the search strings merged, with a leading `?` (or empty). */
export function mergeSearchStrings(searchStrings: readonly (string | undefined)[], strategy: 'append' | 'replace'): string {
  const merged = mergeSearchParams(
    searchStrings.map((search) => new URLSearchParams(search ?? '')),
    strategy,
  ).toString();
  return merged ? `?${merged}` : merged;
}

/**
 * `<ThemedComponent>`: its `children({theme, className})` once per colour mode; the stylesheet shows the one of the
 * page's mode (`html[data-theme]`, set before the first paint, as for `@theme/ThemedImage`).
 */
export function ThemedComponent({
  className,
  children,
}: {
  className?: string;
  children: (params: { theme: 'light' | 'dark'; className: string }) => ReactNode;
}) {
  return React.createElement(
    React.Fragment,
    null,
    (['light', 'dark'] as const).map((theme) =>
      React.createElement(
        React.Fragment,
        { key: theme },
        children({ theme, className: cx(`themed-image themed-image--${theme}`, className)! }),
      ),
    ),
  );
}

/** `composeProviders([A, B])`: one provider that nests them (`<A><B>{children}</B></A>`). */
export function composeProviders(providers: readonly React.ComponentType<{ children: ReactNode }>[]) {
  return function ComposedProviders({ children }: { children: ReactNode }) {
    return providers.reduceRight<ReactNode>((inner, Provider) => React.createElement(Provider, null, inner), children);
  };
}

/** A Prism theme entry: CSS properties of a token. */
type PrismStyle = Readonly<Record<string, string>>;

const prismColour = (name: string): PrismStyle => ({ color: `var(--prism-${name})` });

/**
 * The Prism theme (prism-react-renderer's shape) of `usePrismTheme()`: the colours this site's own highlighter gives
 * code, as CSS variables that follow the colour mode (app/globals.css), so one theme serves both modes and what the
 * build renders is what hydration finds.
 */
const PRISM_THEME = {
  plain: { color: 'var(--prism-plain)', backgroundColor: 'var(--code-bg)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { ...prismColour('comment'), fontStyle: 'italic' } },
    { types: ['keyword', 'atrule', 'important', 'selector', 'operator'], style: prismColour('keyword') },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'template-string'], style: prismColour('string') },
    { types: ['function', 'class-name', 'maybe-class-name'], style: prismColour('function') },
    { types: ['number', 'boolean', 'constant', 'builtin', 'symbol', 'property', 'entity'], style: prismColour('constant') },
    { types: ['tag', 'inserted'], style: prismColour('tag') },
    { types: ['attr-name', 'variable', 'parameter'], style: prismColour('variable') },
    { types: ['deleted'], style: prismColour('deleted') },
    { types: ['punctuation'], style: prismColour('plain') },
  ],
} as const;

/** `usePrismTheme()`: the theme of the code blocks, in both colour modes ({@link PRISM_THEME}). */
export const usePrismTheme = (): typeof PRISM_THEME => PRISM_THEME;

/** `isMultiColumnFooterLinks`: whether footer links are columns (each with a title and items) rather than one row. */
export const isMultiColumnFooterLinks = (links: readonly unknown[]): boolean =>
  links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0];

/** `SkipToContentFallbackId`: the id Docusaurus's skip link falls back to (here the skip link targets `#main`). */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/** `listTagsByLetters`: a tags index's tags under their first letter, as Docusaurus groups them (lib/tags-by-letter.ts). */
export { listTagsByLetters } from '@/lib/tags-by-letter';
