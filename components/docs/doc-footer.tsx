import Link from '@/components/ui/site-link';
import { PrevNext } from '@/components/ui/prev-next';
import type { SidebarLink } from '@/lib/navigation/sidebar';
import { pageLocale, t } from '@/lib/i18n';
import { homeHref } from '@/lib/routes';

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

/**
 * Breadcrumbs, as Docusaurus's DocBreadcrumbs shows them: the home page (an icon), the categories leading to the
 * page, the page itself (not a link). Nothing when no sidebar holds the page.
 */
export function Breadcrumbs({ items }: { items: readonly { label: string; href?: string }[] }) {
  if (items.length === 0) return <span />;
  const home = t('theme.docs.breadcrumbs.home');
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li>
          <Link href={homeHref(pageLocale().locale)} className="breadcrumbs-home" aria-label={home} title={home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </Link>
        </li>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {i === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : item.href ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
