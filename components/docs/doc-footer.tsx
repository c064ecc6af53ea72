import Link from 'next/link';
import { PrevNext } from '@/components/ui/prev-next';
import type { SidebarLink } from '@/lib/navigation/sidebar';

/** Previous / next links at the foot of a doc (at `href`), in sidebar order. */
export function DocPrevNext({ href, prev, next }: { href: string; prev?: SidebarLink; next?: SidebarLink }) {
  return <PrevNext href={href} prev={prev} next={next} label="文档分页" prevText="上一篇" nextText="下一篇" />;
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
