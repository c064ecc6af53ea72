/**
 * `@docusaurus/plugin-content-docs/client` for code bundled for the browser: `useCurrentSidebarCategory`, `useDoc`, and the
 * hooks over the docs plugins' global data (docs-client-utils.ts) with the page's pathname as Docusaurus has it
 * (the base URL in front).
 */
// The hook through React's namespace: the server's module table reaches this module (and never calls it), and Next
// refuses a named import of a hook there.
import * as React from 'react';
import { docsClientHooks } from './docs-client-utils';
import { docHook, useContentOf } from './content-hooks';
import { usePageGlobalData, usePagePathname } from './global-data.client';
import { PREFERRED_VERSION_SAVED, readPreferredVersion, savePreferredVersion } from '@/lib/search-versions';

function subscribe(onChange: () => void): () => void {
  addEventListener('storage', onChange);
  addEventListener(PREFERRED_VERSION_SAVED, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(PREFERRED_VERSION_SAVED, onChange);
  };
}

/** The stored preferred version's name; none while the page is rendered at build time and hydrated. */
const usePreferredVersionName = (pluginId: string): string | null =>
  React.useSyncExternalStore(
    subscribe,
    () => readPreferredVersion(pluginId),
    () => null,
  );

export { useCurrentSidebarCategory } from './sidebar-category.client';

/** `useDoc()`: the doc the body shows (content-hooks.ts). */
export const useDoc = docHook(useContentOf);

const hooks = docsClientHooks(usePageGlobalData, usePagePathname, usePreferredVersionName, savePreferredVersion);

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
  useDocsPreferredVersion,
} = hooks;
