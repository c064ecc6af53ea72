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

/** `ReactContextError`: thrown by a hook used outside its provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`);
    this.name = 'ReactContextError';
  }
}

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
