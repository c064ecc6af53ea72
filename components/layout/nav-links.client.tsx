'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** A navbar entry: its label, target and the path prefix that makes it current. */
export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly activePrefix: string;
}

/** The navbar's links; the one whose section holds the current page is marked `aria-current`. */
export function NavLinks({ items }: { items: readonly NavItem[] }) {
  const pathname = usePathname();
  return (
    <ul className="navbar-links" id="site-drawer">
      {items.map((item) => {
        const active = pathname === item.activePrefix || pathname.startsWith(item.activePrefix);
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
