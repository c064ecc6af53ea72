import Link from 'next/link';
import type { SidebarLink } from '@/lib/navigation/sidebar';

/** Previous / next links at the foot of a doc, in sidebar order. */
export function PrevNext({ prev, next }: { prev?: SidebarLink; next?: SidebarLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="文档分页">
      {prev ? (
        <Link href={prev.href} className="pagination-link pagination-prev" rel="prev">
          <span className="pagination-sub">上一篇</span>
          <span className="pagination-label">« {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} className="pagination-link pagination-next" rel="next">
          <span className="pagination-sub">下一篇</span>
          <span className="pagination-label">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** Breadcrumbs: the section, then the categories leading to the page. */
export function Breadcrumbs({ items }: { items: readonly { label: string; href?: string }[] }) {
  return (
    <nav className="breadcrumbs" aria-label="面包屑">
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>{item.href ? <Link href={item.href}>{item.label}</Link> : <span>{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
