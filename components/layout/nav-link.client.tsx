'use client';

import Link from '@/components/ui/site-link';
import { getBaseUrl } from '@/components/mdx/docusaurus/base-url';
import { isNavLinkActive } from '@/lib/navigation/nav-active';
import { usePathname } from 'next/navigation';

/** A navbar link inside the site: its label, target, the path prefix that makes it current and, for a sidebar's link, that sidebar. */
export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly activePrefix: string;
  /** Docusaurus's `activeBasePath` (under the base path, without it): current where the path starts with it. */
  readonly activeBase?: string;
  /** Docusaurus's `activeBaseRegex`: current where the path with the base path matches it. */
  readonly activeRegex?: string;
  readonly sidebar?: string;
  /** No page at `href` (a file of static/): not prefetched (lib/navigation/navbar.ts `ResolvedLink.page`). */
  readonly page?: false;
}

/**
 * A navbar link inside the site, marked `aria-current` where Docusaurus marks it current (lib/navigation/nav-active.ts):
 * on its path and those under it, by its `activeBasePath`/`activeBaseRegex`, a sidebar's link (lib/navigation/navbar.ts
 * `sidebar`) only where the page shows that sidebar (`pageSidebar`).
 */
export function NavLink({ item, pageSidebar, className }: { item: NavItem; pageSidebar?: string; className?: string }) {
  const pathname = usePathname();
  const active = isNavLinkActive(item, pathname, getBaseUrl(), pageSidebar);
  return (
    <Link
      href={item.href}
      className={className ? `navbar-link ${className}` : 'navbar-link'}
      aria-current={active ? 'page' : undefined}
      {...(item.page === false ? { prefetch: false, 'data-no-prefetch': '' } : {})}
    >
      {item.label}
    </Link>
  );
}
