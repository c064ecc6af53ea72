import type { ReactNode } from 'react';
import Link from './link';

/** Props of `@theme/PaginatorNavLink`: one end of a previous/next pair. */
export interface PaginatorNavLinkProps {
  readonly permalink: string;
  readonly title: ReactNode;
  readonly subLabel?: ReactNode;
  readonly isNext?: boolean;
}

/**
 * `@theme/PaginatorNavLink`: a link to the previous or the next page with its caption above its title, drawn as the
 * site's own previous/next links are (`pagination-link`, lib/navigation/html-blocks.ts `prevNextHtml`).
 */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link
      href={permalink}
      className={`pagination-link ${isNext ? 'pagination-next' : 'pagination-prev'}`}
      rel={isNext ? 'next' : 'prev'}
    >
      {subLabel ? <span className="pagination-sub">{subLabel}</span> : null}
      <span className="pagination-label">{title}</span>
    </Link>
  );
}
