/**
 * Docusaurus's MDX-facing modules (`@theme/Tabs`, `@docusaurus/Link`, …) for MDX rendered on the server: module id →
 * a module-namespace-like object (`default` where Docusaurus has a default export, its named exports, `__esModule`).
 * `@theme/CodeBlock` highlights with Shiki here; browser-rendered MDX uses client.ts.
 */
import { createElement, type ReactNode } from 'react';
import { docusaurusClientModules, esModule, withOriginalAliases } from './client';
import CodeBlock from './code-block';
import Link, { type LinkProps } from './link';
import DocCardList from './doc-card-list';
import { useCurrentSidebarCategory } from './sidebar-category';
import { docsClientHooks, globalDataHooks } from './docs-client-utils';
import { getCurrentContent, getCurrentDoc } from '@/lib/navigation/current-page';
import { blogPostHook, contentOfKind, docHook } from './content-hooks';
import { PAGES_PLUGIN } from '@/lib/content/route-plugin';
import { globalDataOf } from '@/lib/navigation/docs-global-data';
import { pageLocale } from '@/lib/i18n';
import { noPageAt } from '@/lib/route-table';
import { withBase } from '@/lib/routes';
import { collapsibleElement, type CollapsibleProps } from './collapsible';
import { createStorageSlot, type StoragePersistence } from './theme-common-utils';

const noop = () => undefined;

/** The article's document at build time (MDX rendered on the server calls the hooks in its own render). */
const currentContentOf = (kind: 'doc' | 'post', provider: string) => contentOfKind(getCurrentContent(), kind, provider);

/** The global data of the page being rendered (its locale's). */
const pageGlobalData = () => globalDataOf(pageLocale().locale);
/** The pathname of the page being rendered as Docusaurus has it; none ('') on a page that is not a doc. */
const pagePathname = () => {
  const doc = getCurrentDoc();
  return doc ? withBase(doc.href) : '';
};

/** The docs client hooks of the page being rendered (the plugin-content-docs module's and theme-common's). */
const serverDocsHooks = docsClientHooks(pageGlobalData, pagePathname);

/** The docs plugin's client hooks for the page being rendered. */
const serverDocsClient = esModule({
  useCurrentSidebarCategory,
  ...serverDocsHooks,
  useDoc: docHook(currentContentOf),
});

/** Docusaurus 2's `useThemeContext` in a server render: light, as the server HTML is. */
const serverThemeContext = () => ({ isDarkTheme: false, setLightTheme: noop, setDarkTheme: noop });

/** theme-common in a server render: the build's answers where the browser's hooks have state or effects. */
const serverThemeCommon = esModule({
  ...docusaurusClientModules['@docusaurus/theme-common'],
  useColorMode: () => ({ colorMode: 'light', setColorMode: () => undefined, isDarkTheme: false }),
  useCurrentSidebarCategory,
  useDocsPreferredVersion: serverDocsHooks.useDocsPreferredVersion,
  // A server component has no effects or state: the build's answers.
  useIsomorphicLayoutEffect: noop,
  useWindowSize: () => 'ssr',
  usePrevious: () => undefined,
  useEvent: <T>(callback: T) => callback,
  useCollapsible: ({ initialState }: { initialState: boolean | (() => boolean) }) => ({
    collapsed: typeof initialState === 'function' ? initialState() : initialState,
    setCollapsed: noop,
    toggleCollapsed: noop,
  }),
  Collapsible: (props: CollapsibleProps) => collapsibleElement(props, !props.lazy || !props.collapsed),
  useStorageSlot: (key: string | null, options?: { persistence?: StoragePersistence }) => [
    null,
    createStorageSlot(key ?? '', options),
  ],
  useQueryString: () => ['', noop],
  useQueryStringList: () => [[], noop],
  useClearQueryString: () => noop,
});

/** `useBlogPost()` in a server render: the post being rendered. */
const serverBlogPost = blogPostHook(currentContentOf);

/**
 * `@docusaurus/Link` in a server render: a site path with no page there (a file or a hand-written page of static/) is
 * not prefetched, as Docusaurus's Link preloads only its routes (lib/route-table.ts `noPageAt`, the navbar's rule).
 */
function ServerLink(props: LinkProps) {
  const target = props.to || props.href;
  const sitePath = target !== undefined && target.startsWith('/') && !target.startsWith('//') && props.autoAddBaseUrl !== false;
  return createElement(
    Link,
    sitePath && noPageAt(target) ? { ...props, prefetch: false as const, 'data-no-prefetch': '' as const } : props,
  );
}

/** Every supported module id → its exports, for MDX rendered on the server. */
export const docusaurusModules: Record<string, Record<string, unknown>> = {
  ...docusaurusClientModules,
  ...withOriginalAliases({
    '@theme/CodeBlock': esModule({ default: CodeBlock }),
    '@theme/DocCardList': esModule({ default: DocCardList }),
  }),
  '@docusaurus/Link': esModule({ default: ServerLink }),
  // The server render is never the browser (a hook of the client table cannot run in a server component).
  '@docusaurus/useIsBrowser': esModule({ default: () => false }),
  '@docusaurus/theme-common': serverThemeCommon,
  '@docusaurus/theme-common/internal': esModule({
    ...docusaurusClientModules['@docusaurus/theme-common/internal'],
    ...serverThemeCommon,
    ...serverDocsClient,
    useBlogPost: serverBlogPost,
    useKeyboardNavigation: noop,
    useLockBodyScroll: noop,
    useScrollPosition: noop,
  }),
  '@docusaurus/plugin-content-docs/client': serverDocsClient,
  ...withOriginalAliases({
    '@theme/hooks/useDocs': serverDocsClient,
    '@theme/hooks/useThemeContext': esModule({ default: serverThemeContext }),
    '@theme/hooks/useTheme': esModule({ default: serverThemeContext }),
    '@theme/hooks/useWindowSize': esModule({ default: () => 'ssr' }),
  }),
  '@docusaurus/plugin-content-blog/client': esModule({ useBlogPost: serverBlogPost }),
  '@docusaurus/useGlobalData': esModule(globalDataHooks(pageGlobalData)),
  '@docusaurus/useIsomorphicLayoutEffect': esModule({ default: noop }),
  '@docusaurus/ErrorBoundary': esModule({ default: ({ children }: { children: ReactNode }) => children }),
  '@docusaurus/useRouteContext': esModule({ default: () => ({ plugin: getCurrentContent()?.plugin ?? PAGES_PLUGIN }) }),
};
