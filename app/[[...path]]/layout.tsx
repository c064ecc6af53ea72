import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { setPageLocale, siteLocale } from '@/lib/i18n';
import { decodeParam, hrefOfSegments, localeOfRoute, resolveHref } from '@/lib/route-table';

type Props = { children: ReactNode; params: Promise<{ path?: string[] }> };

/**
 * The page shell (skip link, navbar, main, footer) in the language of the page it holds. A layout of its own
 * rather than part of the page: its client components (menu, search, colour mode) then load with the layout's
 * chunks, not with the page's, which hold the MDX components every page may import.
 */
export default async function ShellLayout({ children, params }: Props) {
  const href = hrefOfSegments(((await params).path ?? []).map(decodeParam));
  const route = resolveHref(href);
  setPageLocale(route ? localeOfRoute(route) : siteLocale.locale);
  return <SiteShell href={href}>{children}</SiteShell>;
}
