import Link from 'next/link';
import { containsHref, type SidebarItem } from '@/lib/navigation/sidebar';

function Items({ items, current }: { items: readonly SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            {item.external ? (
              <a href={item.href} className="sidebar-link" target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            ) : (
              <Link href={item.href} className="sidebar-link">
                {item.label}
              </Link>
            )}
          </li>
        ) : item.type === 'doc' ? (
          <li key={item.href}>
            <Link href={item.href} className="sidebar-link" aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : item.items.length === 0 ? (
          // A category shown without its items (large sections): a link to its first page.
          <li key={`${item.label}-${item.href ?? ''}`}>
            {item.href ? (
              <Link href={item.href} className="sidebar-link sidebar-category-collapsed" prefetch={false}>
                {item.label}
              </Link>
            ) : (
              <span className="sidebar-link">{item.label}</span>
            )}
          </li>
        ) : (
          <li key={`${item.label}-${item.href ?? ''}`} className="sidebar-category-item">
            {item.href ? (
              <Link
                href={item.href}
                className="sidebar-link sidebar-category-link"
                aria-current={item.href === current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            ) : null}
            <details className="sidebar-category" open={!item.collapsed || containsHref(item, current) || !item.collapsible}>
              {/* With a link, the summary is only the expand/collapse control beside it: no nested controls. */}
              <summary aria-label={item.href ? `展开或折叠「${item.label}」` : undefined}>
                {item.href ? null : <span className="sidebar-link">{item.label}</span>}
              </summary>
              <Items items={item.items} current={current} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** A section's sidebar (server-rendered; categories collapse with <details>, the current page is marked). */
export function Sidebar({ items, current, label }: { items: readonly SidebarItem[]; current: string; label: string }) {
  return (
    <nav className="doc-sidebar" aria-label={`${label} 侧边栏`}>
      <Items items={items} current={current} />
    </nav>
  );
}
