/** One paginator for every paginated list (blog pages and blog tag pages). */

/** One page of a paginated list. */
export interface Page<T> {
  /** 1-based page number. */
  readonly page: number;
  readonly totalPages: number;
  /** The page's own URL. */
  readonly href: string;
  readonly items: T[];
  readonly prevHref?: string;
  readonly nextHref?: string;
}

/** Splits items into pages of `perPage`, with links built by `hrefOf(page)`. Always at least one page. */
export function paginate<T>(items: T[], perPage: number, hrefOf: (page: number) => string): Page<T>[] {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: totalPages }, (_, i) => ({
    page: i + 1,
    totalPages,
    href: hrefOf(i + 1),
    items: items.slice(i * perPage, (i + 1) * perPage),
    prevHref: i > 0 ? hrefOf(i) : undefined,
    nextHref: i + 1 < totalPages ? hrefOf(i + 2) : undefined,
  }));
}
