/**
 * `@docusaurus/theme-common` for code bundled for the browser: `useColorMode` (a client module), `useThemeConfig`,
 * `useCurrentSidebarCategory` and the rest of its API a site uses (theme-common-utils.ts). A module of its own rather
 * than theme-common.client.ts, so that what the client module does not need (the site config's text, which
 * useThemeConfig reads) stays out of every page's first scripts: the server's module table imports this table too,
 * and a client module it reaches is sent to every page.
 */
import useDocusaurusContext from './use-docusaurus-context';

export { useColorMode, type ColorModeContext } from './theme-common.client';
export { useCurrentSidebarCategory } from './sidebar-category.client';
// Hooks theme-common has exported since Docusaurus 2, from their homes in this runtime.
export { useDocsPreferredVersion } from './plugin-content-docs.client';
export { default as useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';
export * from './theme-common-utils';

/** `useThemeConfig()`: the site config's `themeConfig` (the theme settings this site carries: next.config.ts). */
export const useThemeConfig = (): Readonly<Record<string, unknown>> => useDocusaurusContext().siteConfig.themeConfig;
