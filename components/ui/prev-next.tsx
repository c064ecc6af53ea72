import Link from 'next/link';

/** One end of a previous/next pair. */
export interface PrevNextLink {
  readonly label: string;
  readonly href: string;
}

/** Previous / next links at the foot of a page (docs in sidebar order, posts newer/older). */
export function PrevNext({
  prev,
  next,
  label,
  prevText,
  nextText,
}: {
  prev?: PrevNextLink;
  next?: PrevNextLink;
  /** Accessible name of the navigation landmark. */
  label: string;
  prevText: string;
  nextText: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev ? (
        <Link href={prev.href} className="pagination-link pagination-prev" rel="prev">
          <span className="pagination-sub">{prevText}</span>
          <span className="pagination-label">« {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} className="pagination-link pagination-next" rel="next">
          <span className="pagination-sub">{nextText}</span>
          <span className="pagination-label">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
