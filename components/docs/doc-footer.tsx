import Link from 'next/link';
import { PrevNext } from '@/components/ui/prev-next';
import type { SidebarLink } from '@/lib/navigation/sidebar';
import { t } from '@/lib/i18n';

/** Previous / next links at the foot of a doc (at `href`), in sidebar order. */
export function DocPrevNext({ href, prev, next }: { href: string; prev?: SidebarLink; next?: SidebarLink }) {
  return (
    <PrevNext
      href={href}
      prev={prev}
      next={next}
      label={t('theme.docs.paginator.navAriaLabel')}
      prevText={t('theme.docs.paginator.previous')}
      nextText={t('theme.docs.paginator.next')}
    />
  );
}

/** Breadcrumbs: the section, then the categories leading to the page. */
export function Breadcrumbs({ items }: { items: readonly { label: string; href?: string }[] }) {
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>{item.href ? <Link href={item.href}>{item.label}</Link> : <span>{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
