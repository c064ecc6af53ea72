/**
 * `@docusaurus/plugin-content-docs/client` for code bundled for the browser: `useCurrentSidebarCategory`, and the
 * hooks over the docs plugins' global data (docs-client-utils.ts) with the page's pathname as Docusaurus has it
 * (the base URL in front).
 */
// The hook through React's namespace: the server's module table reaches this module (and never calls it), and Next
// refuses a named import of a hook there.
import * as React from 'react';
import { docsClientHooks } from './docs-client-utils';
import { usePageGlobalData, usePagePathname } from './global-data.client';
import { preferredVersionKey } from '@/lib/search-versions';

/** Told when this page saves a preferred version (another tab's save comes as a `storage` event). */
const SAVED = 'myblog:preferred-version';

function subscribe(onChange: () => void): () => void {
  addEventListener('storage', onChange);
  addEventListener(SAVED, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(SAVED, onChange);
  };
}

/** The stored preferred version's name; none while the page is rendered at build time and hydrated. */
const usePreferredVersionName = (pluginId: string): string | null =>
  React.useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(preferredVersionKey(pluginId)),
    () => null,
  );

function savePreferredVersionName(pluginId: string, name: string): void {
  localStorage.setItem(preferredVersionKey(pluginId), name);
  dispatchEvent(new Event(SAVED));
}

export { useCurrentSidebarCategory } from './sidebar-category.client';

const hooks = docsClientHooks(usePageGlobalData, usePagePathname, usePreferredVersionName, savePreferredVersionName);

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
