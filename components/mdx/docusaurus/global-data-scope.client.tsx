'use client';

import type { ReactNode } from 'react';
import { globalData } from 'mdx-modules/global-data';
import { GlobalDataProvider } from './global-data.client';

/**
 * Gives a body's client components the global data of the page's locale. The data is a module the build writes
 * (scripts/lib/mdx-modules.ts) only for a site whose code or MDX reads it, so it comes with this component's chunk,
 * never in a page's payload; components/content/body.tsx renders this only then.
 */
export function GlobalDataScope({ locale, children }: { locale: string; children: ReactNode }) {
  return <GlobalDataProvider value={globalData[locale] ?? {}}>{children}</GlobalDataProvider>;
}
