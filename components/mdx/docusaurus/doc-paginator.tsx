import { cx } from './class-names';
import { localized } from './localized';
import PaginatorNavLink from './paginator-nav-link';

/** One end of `@theme/DocPaginator`: a page's title and its URL. */
interface PaginatorLink {
  readonly title: string;
  readonly permalink: string;
}

/** Props of `@theme/DocPaginator`. */
export interface DocPaginatorProps {
  readonly previous?: PaginatorLink;
  readonly next?: PaginatorLink;
  readonly className?: string;
}

/**
 * `@theme/DocPaginator`: the links to the previous and the next page it is given, captioned "Previous" and "Next" in
 * the page's language, drawn as the site's own previous/next links (PaginatorNavLink).
 */
const DocPaginator = localized<DocPaginatorProps>('DocPaginator', ({ previous, next, className }, ui) => (
  <nav className={cx('pagination-nav', className)} aria-label={ui.docsPagination}>
    {previous ? <PaginatorNavLink {...previous} subLabel={ui.previous} /> : <span />}
    {next ? <PaginatorNavLink {...next} subLabel={ui.next} isNext /> : null}
  </nav>
));
export default DocPaginator;
