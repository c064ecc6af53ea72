/**
 * `@docusaurus/plugin-content-docs/client` for code bundled for the browser: `useCurrentSidebarCategory`, and the
 * hooks over the docs plugins' global data (docs-client-utils.ts) with the page's pathname as Docusaurus has it
 * (the base URL in front).
 */
import { docsClientHooks } from './docs-client-utils';
import { usePageGlobalData, usePagePathname } from './global-data.client';

export { useCurrentSidebarCategory } from './sidebar-category.client';

const hooks = docsClientHooks(usePageGlobalData, usePagePathname);

export const {
  useAllDocsData,
  useDocsData,
  useActivePlugin,
  useActivePluginAndVersion,
  useVersions,
  useLatestVersion,
  useActiveVersion,
  useActiveDocContext,
  useDocVersionSuggestions,
} = hooks;
