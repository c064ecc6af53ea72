'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** A navbar entry: its label, target, the path prefix that makes it current and, for a sidebar's link, that sidebar. */
export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly activePrefix: string;
  readonly sidebar?: string;
}

/**
 * The navbar's links; the one whose section holds the current page is marked `aria-current`. A sidebar's link
 * (lib/navigation/navbar.ts `sidebar`) is current only where the page shows that sidebar (`pageSidebar`).
 */
export function NavLinks({ items, pageSidebar }: { items: readonly NavItem[]; pageSidebar?: string }) {
  const pathname = usePathname();
  return (
    <ul className="navbar-links" id="site-drawer">
      {items.map((item) => {
        const inSection = pathname === item.activePrefix || pathname.startsWith(item.activePrefix);
        const active = pathname === item.href || (inSection && (item.sidebar === undefined || item.sidebar === pageSidebar));
        return (
          <li key={item.href}>
            <Link href={item.href} className="navbar-link" aria-current={active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
