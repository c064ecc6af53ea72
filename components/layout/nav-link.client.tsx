'use client';

import Link from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';

/** A navbar link inside the site: its label, target, the path prefix that makes it current and, for a sidebar's link, that sidebar. */
export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly activePrefix: string;
  readonly sidebar?: string;
  /** No page at `href` (a file of static/): not prefetched (lib/navigation/navbar.ts `ResolvedLink.page`). */
  readonly page?: false;
}

/**
 * A navbar link inside the site, marked `aria-current` when its section holds the current page. A sidebar's link
 * (lib/navigation/navbar.ts `sidebar`) is current only where the page shows that sidebar (`pageSidebar`).
 */
export function NavLink({ item, pageSidebar, className }: { item: NavItem; pageSidebar?: string; className?: string }) {
  const pathname = usePathname();
  const inSection = pathname === item.activePrefix || pathname.startsWith(item.activePrefix);
  const active = pathname === item.href || (inSection && (item.sidebar === undefined || item.sidebar === pageSidebar));
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
