/**
 * The Docusaurus modules MDX and the author's components may import, each with the file of this project's
 * runtime that provides it in the browser (components/mdx/docusaurus/): the author's code is bundled as
 * client modules, so `@theme/CodeBlock` is the unhighlighted copy there (server-rendered MDX gets Shiki's).
 * Plain data, read by the build scripts and the importer.
 */
import { themeIconIds } from './theme-icon-ids';

export { THEME_STAND_IN_ID } from './theme-stand-in-id';

/** The icons of Docusaurus's theme this project draws (`@theme/Icon/<Name>`), each with its file in icon/. */
const THEME_ICONS: Record<string, string> = {
  ExternalLink: 'external-link',
  Home: 'home',
  Edit: 'edit',
  Copy: 'copy',
  Success: 'success',
  Menu: 'menu',
  Close: 'close',
  Arrow: 'arrow',
};

const theme: Record<string, string> = {
  '@theme/Tabs': 'tabs.client.tsx',
  '@theme/TabItem': 'tab-item.client.tsx',
  '@theme/CodeBlock': 'code-block-plain.tsx',
  '@theme/TOCInline': 'toc-inline.tsx',
  '@theme/Admonition': 'admonition.tsx',
  '@theme/Details': 'details.tsx',
  '@theme/Layout': 'layout.tsx',
  '@theme/DocCardList': 'doc-card-list-plain.tsx',
  '@theme/DocCard': 'doc-card.tsx',
  '@theme/MDXContent': 'mdx-content.tsx',
  '@theme/Mermaid': 'mermaid.tsx',
  '@theme/IdealImage': 'ideal-image.tsx',
  '@theme/ThemedImage': 'themed-image.tsx',
  '@theme/Heading': 'heading.tsx',
  '@theme/MDXComponents': 'mdx-components.ts',
  '@theme/CodeInline': 'code-inline.tsx',
  '@theme/Tag': 'tag.tsx',
  '@theme/TagsListInline': 'tags-list-inline.tsx',
  '@theme/SearchBar': 'search-bar.tsx',
  '@theme/Navbar': 'site-chrome.tsx',
  '@theme/Footer': 'site-chrome.tsx',
  '@theme/Layout/Provider': 'layout-provider.tsx',
  '@theme/PaginatorNavLink': 'paginator-nav-link.tsx',
  '@theme/EditThisPage': 'edit-this-page.tsx',
  '@theme/DocPaginator': 'doc-paginator.tsx',
  '@theme/TOC': 'toc.tsx',
  '@theme/ColorModeToggle': 'color-mode-toggle-lazy.client.tsx',
  // Docusaurus 2's theme hooks (`@theme/hooks/…`), which its sites' components still import.
  '@theme/hooks/useThemeContext': 'use-theme-context.ts',
  '@theme/hooks/useTheme': 'use-theme-context.ts',
  '@theme/hooks/useWindowSize': 'use-window-size.ts',
  '@theme/hooks/usePrismTheme': 'use-prism-theme.ts',
  '@theme/hooks/useDocs': 'plugin-content-docs.client.ts',
  ...Object.fromEntries(
    Object.entries(THEME_ICONS).flatMap(([name, file]) => themeIconIds(name).map((id) => [id, `icon/${file}.tsx`])),
  ),
};

const files: Record<string, string> = {
  ...theme,
  ...Object.fromEntries(Object.entries(theme).map(([id, file]) => [id.replace('@theme/', '@theme-original/'), file])),
  '@docusaurus/Link': 'link.tsx',
  '@docusaurus/useBaseUrl': 'use-base-url.ts',
  '@docusaurus/BrowserOnly': 'browser-only.client.tsx',
  '@docusaurus/useDocusaurusContext': 'use-docusaurus-context.ts',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/ExecutionEnvironment': 'execution-environment.ts',
  '@docusaurus/Head': 'head.tsx',
  '@docusaurus/Translate': 'translate.tsx',
  '@docusaurus/Interpolate': 'interpolate.tsx',
  '@docusaurus/isInternalUrl': 'is-internal-url.ts',
  '@docusaurus/useIsBrowser': 'use-is-browser.client.ts',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/theme-common/internal': 'theme-common-internal.ts',
  '@docusaurus/plugin-content-docs/client': 'plugin-content-docs.client.ts',
  '@docusaurus/plugin-content-blog/client': 'plugin-content-blog.client.ts',
  '@docusaurus/useGlobalData': 'use-global-data.client.ts',
  '@docusaurus/useIsomorphicLayoutEffect': 'use-isomorphic-layout-effect.ts',
  '@docusaurus/ErrorBoundary': 'error-boundary.tsx',
  '@docusaurus/Noop': 'noop.ts',
  '@docusaurus/constants': 'constants.ts',
  '@docusaurus/useBrokenLinks': 'use-broken-links.ts',
  '@docusaurus/useRouteContext': 'use-route-context.ts',
  '@generated/docusaurus.config': 'generated-config.ts',
};

/** The file of the stand-in (THEME_STAND_IN_ID). */
export const THEME_STAND_IN_FILE = 'components/mdx/docusaurus/theme-stand-in.tsx';

/**
 * The specifiers Docusaurus resolves itself rather than as files or packages: its theme's aliases, its client API
 * and the modules it generates (`@generated/docusaurus.config`). One of them that is not in DOCUSAURUS_MODULE_IDS
 * (and not the site's own `src/theme/<Name>`) is reported, naming the file and line.
 */
export const DOCUSAURUS_SPECIFIER = /^(@theme|@theme-original|@theme-init|@docusaurus|@generated)\//;

/**
 * A component of Docusaurus's theme, or of a theme the site installed, that this project does not draw
 * (`@theme/DocPaginator`, `@theme/ApiItem`, `@theme-original/DocItem/Footer`): a capitalised name, with parts.
 * Docusaurus builds a page that imports one; here the page builds too, the component standing in as its children
 * (nothing when it has none), and the build names the files that import one (scripts/lib/mdx-modules.ts).
 * Hooks and helpers (`@theme/hooks/useFoo`, `@theme/prism-include-languages`) have no stand-in: a page calling one
 * would break where it calls it, so their import is reported instead.
 */
const THEME_COMPONENT = /^@theme(?:-original|-init)?\/[A-Z][\w-]*(?:\/[A-Z][\w-]*)*$/;

/** True when `specifier` is a theme component this project does not draw (see THEME_COMPONENT). */
export const standsIn = (specifier: string): boolean => THEME_COMPONENT.test(specifier) && !(specifier in files);

/** Module id → file (relative to the project) of the runtime module the author's code gets. */
export const DOCUSAURUS_MODULE_FILES: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([id, file]) => [id, `components/mdx/docusaurus/${file}`]),
);

/** Every Docusaurus module id this project provides (MDX gets them from the runtime's module tables). */
export const DOCUSAURUS_MODULE_IDS = Object.keys(DOCUSAURUS_MODULE_FILES);

/** `@docusaurus/theme-common`'s public API, as far as this project has it. */
const THEME_COMMON = [
  'Collapsible',
  'HtmlClassNameProvider',
  'NavbarSecondaryMenuFiller',
  'PageMetadata',
  'ReactContextError',
  'ThemeClassNames',
  'ThemedComponent',
  'composeProviders',
  'createStorageSlot',
  'duplicates',
  'groupBy',
  'SkipToContentFallbackId',
  'isMultiColumnFooterLinks',
  'isRegexpStringMatch',
  'listStorageKeys',
  'listTagsByLetters',
  'mergeSearchParams',
  'mergeSearchStrings',
  'prefersReducedMotion',
  'uniq',
  'useClearQueryString',
  'useCollapsible',
  'useColorMode',
  'useCurrentSidebarCategory',
  'useDocsPreferredVersion',
  'useEvent',
  'useIsomorphicLayoutEffect',
  'usePluralForm',
  'usePrevious',
  'usePrismTheme',
  'useQueryString',
  'useQueryStringList',
  'useStorageSlot',
  'useThemeConfig',
  'useWindowSize',
];

/** The docs plugin's client hooks (also Docusaurus 2's `@theme/hooks/useDocs`). */
const PLUGIN_CONTENT_DOCS_CLIENT = [
  'useActiveDocContext',
  'useActivePlugin',
  'useActivePluginAndVersion',
  'useActiveVersion',
  'useAllDocsData',
  'useCurrentSidebarCategory',
  'useDoc',
  'useDocVersionSuggestions',
  'useDocsData',
  'useDocsPreferredVersion',
  'useLatestVersion',
  'useVersions',
];

/**
 * The names each module exports (`default` for a default export), as the runtime's module tables give them
 * (components/mdx/docusaurus/client.ts; a unit test keeps the two equal): the importer checks the site's named imports
 * against them, so that a page importing one this project lacks is reported instead of failing Next's build.
 * `@theme-original/…` exports as its `@theme/…`.
 */
export const DOCUSAURUS_MODULE_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  '@theme/Tabs': ['default'],
  '@theme/TabItem': ['default'],
  '@theme/CodeBlock': ['default'],
  '@theme/TOCInline': ['default'],
  '@theme/Admonition': ['default'],
  '@theme/Details': ['default'],
  '@theme/MDXComponents': ['default'],
  '@theme/Layout': ['default'],
  '@theme/DocCardList': ['default'],
  '@theme/DocCard': ['default'],
  '@theme/MDXContent': ['default'],
  '@theme/Mermaid': ['default'],
  '@theme/IdealImage': ['default'],
  '@theme/ThemedImage': ['default'],
  '@theme/Heading': ['default'],
  '@theme/CodeInline': ['default'],
  '@theme/Tag': ['default'],
  '@theme/TagsListInline': ['default'],
  '@theme/SearchBar': ['default'],
  '@theme/Navbar': ['default'],
  '@theme/Footer': ['default'],
  '@theme/Layout/Provider': ['default'],
  '@theme/PaginatorNavLink': ['default'],
  '@theme/EditThisPage': ['default'],
  '@theme/DocPaginator': ['default'],
  '@theme/TOC': ['default'],
  '@theme/ColorModeToggle': ['default'],
  '@theme/hooks/useThemeContext': ['default'],
  '@theme/hooks/useTheme': ['default'],
  '@theme/hooks/useWindowSize': ['default'],
  '@theme/hooks/usePrismTheme': ['default'],
  '@theme/hooks/useDocs': PLUGIN_CONTENT_DOCS_CLIENT,
  ...Object.fromEntries(Object.keys(THEME_ICONS).flatMap((name) => themeIconIds(name).map((id) => [id, ['default']]))),
  '@docusaurus/Link': ['default'],
  '@docusaurus/useBaseUrl': ['default', 'useBaseUrlUtils'],
  '@docusaurus/BrowserOnly': ['default'],
  '@docusaurus/useDocusaurusContext': ['default'],
  '@docusaurus/router': ['Redirect', 'matchPath', 'useHistory', 'useLocation'],
  '@docusaurus/ExecutionEnvironment': ['default'],
  '@docusaurus/Head': ['default'],
  '@docusaurus/Translate': ['default', 'translate'],
  '@docusaurus/Interpolate': ['default', 'interpolate'],
  '@docusaurus/isInternalUrl': ['default', 'hasProtocol'],
  '@docusaurus/useIsBrowser': ['default'],
  '@docusaurus/useIsomorphicLayoutEffect': ['default'],
  '@docusaurus/ErrorBoundary': ['default'],
  '@docusaurus/Noop': ['default'],
  '@docusaurus/constants': ['DEFAULT_PLUGIN_ID'],
  '@docusaurus/useBrokenLinks': ['default'],
  '@docusaurus/useRouteContext': ['default'],
  '@generated/docusaurus.config': ['default'],
  '@docusaurus/theme-common': THEME_COMMON,
  '@docusaurus/theme-common/internal': [
    ...THEME_COMMON,
    ...PLUGIN_CONTENT_DOCS_CLIENT.filter((name) => !THEME_COMMON.includes(name)),
    'useBlogPost',
    'DEFAULT_SEARCH_TAG',
    'containsLineNumbers',
    'isSamePath',
    'keyboardFocusedClassName',
    'parseCodeBlockTitle',
    'parseLanguage',
    'useDateTimeFormat',
    'useFilteredAndTreeifiedTOC',
    'useKeyboardNavigation',
    'useLocalPathname',
    'useLockBodyScroll',
    'useScrollPosition',
    'useTitleFormatter',
    'useTreeifiedTOC',
  ],
  '@docusaurus/plugin-content-docs/client': PLUGIN_CONTENT_DOCS_CLIENT,
  '@docusaurus/plugin-content-blog/client': ['useBlogPost'],
  '@docusaurus/useGlobalData': ['default', 'useAllPluginInstancesData', 'usePluginData'],
};
