'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { getBaseUrl } from './base-url';

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

/**
 * The page's pathname as Docusaurus's router has it (the base URL in front), for the docs client hooks. Here, in a
 * client module, so that the hooks' module (plugin-content-docs.client.ts) stays out of every page's first scripts:
 * the server's module table imports it, and a client module imported from the server is sent to every page.
 */
export const usePagePathname = (): string => `${getBaseUrl().replace(/\/$/, '')}${usePathname()}`;
