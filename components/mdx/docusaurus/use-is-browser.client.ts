'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `@docusaurus/useIsBrowser`: false in the server HTML and while hydrating, true afterwards, as Docusaurus's hook
 * (so that what a component renders in the HTML is what hydration finds). MDX rendered on the server gets
 * one that answers false (components/mdx/docusaurus/index.ts).
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
