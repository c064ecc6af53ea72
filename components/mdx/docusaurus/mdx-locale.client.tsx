'use client';

import { createContext, type ReactNode } from 'react';

/**
 * The locale of the page an MDX body is on, for the client components inside it (a Docusaurus React page, a site
 * component) when they call `useBaseUrl`, `@docusaurus/Link` or `useDocusaurusContext`: their server render has no
 * render locale (lib/i18n/render-locale.ts), and the browser none at all. Given by the body on another locale's
 * page only (components/content/body.tsx); undefined is the site's default locale.
 */
export const MdxLocaleContext = createContext<string | undefined>(undefined);

export function MdxLocale({ locale, children }: { locale: string; children: ReactNode }) {
  return <MdxLocaleContext.Provider value={locale}>{children}</MdxLocaleContext.Provider>;
}
