'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Docusaurus's global data: plugin name → plugin id → that instance's data. */
export type GlobalData = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * The global data of the page's locale for the client components of a body (a Docusaurus React page, a site
 * component, MDX rendered in the browser): `@docusaurus/useGlobalData` and the docs client hooks read it. Given by
 * global-data-scope.client.tsx; empty elsewhere.
 */
const GlobalDataContext = createContext<GlobalData>({});

export function GlobalDataProvider({ value, children }: { value: GlobalData; children: ReactNode }) {
  return <GlobalDataContext.Provider value={value}>{children}</GlobalDataContext.Provider>;
}

/** The page's global data (a React context: call it where a hook may be called). */
export const usePageGlobalData = (): GlobalData => useContext(GlobalDataContext);
