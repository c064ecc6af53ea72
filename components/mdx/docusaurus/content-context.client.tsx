'use client';

import { createContext, type ReactNode } from 'react';
import type { ContentContextValue } from '@/lib/content/content-context';

/**
 * The document a body shows, for a site's components that ask `useDoc()`, `useBlogPost()` or `useRouteContext()`
 * (content-hooks.ts): given by components/content/body.tsx around each body (a post in a list has its own) on a site
 * whose code names the hooks. Only the context and its provider here: this module is in every page's scripts.
 */
export const ContentContext = createContext<ContentContextValue | null>(null);

export function ContentScope({ value, children }: { value: ContentContextValue; children: ReactNode }) {
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}
