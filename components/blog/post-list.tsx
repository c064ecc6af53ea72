import Link from '@/components/ui/site-link';
import { BodyContent, BodyEnhancements } from '@/components/content/body';
import { postContext } from '@/lib/content/content-context';
import type { PostPreview } from '@/lib/page-view';
import type { Page } from '@/lib/pagination';
import { PostByline, PostTags } from './post-meta';
import { t } from '@/lib/i18n';

/**
 * A list of posts (`href`: the list page that shows it), each rendered up to its truncate marker with a "read more"
 * link, or whole when it has none, as Docusaurus's lists show them.
 */
export function PostList({ previews, href }: { previews: readonly PostPreview[]; href: string }) {
  return (
    <>
      <ul className="post-list">
        {previews.map(({ post, excerpt, truncated }) => {
          const hasTags = post.tags.length > 0;
          return (
            <li key={post.sourceFilePath}>
              <article className="post-preview">
                <h2>
                  <Link href={post.permalink}>{post.title}</Link>
                </h2>
                <PostByline post={post} href={href} />
                <BodyContent
                  body={excerpt}
                  href={href}
                  slot={`excerpt:${post.permalink}`}
                  contentOf={() => postContext(post, { isBlogPostPage: false })}
                />
                {hasTags || truncated ? (
                  <footer className="post-preview-footer">
                    {hasTags ? <PostTags post={post} href={href} /> : null}
                    {truncated ? (
                      <Link
                        href={post.permalink}
                        className="read-more"
                        aria-label={t('site.readMoreLabel', { readMore: t('theme.blog.post.readMore'), title: post.title })}
                      >
                        {t('theme.blog.post.readMore')}
                      </Link>
                    ) : null}
                  </footer>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <BodyEnhancements bodies={previews.map((p) => p.excerpt)} href={href} />
    </>
  );
}

/** Newer / older page links of a paginated list. */
export function ListPaginator({ page }: { page: Page<unknown> }) {
  if (page.totalPages <= 1) return null;
  return (
    <nav className="pagination-nav" aria-label={t('theme.blog.paginator.navAriaLabel')}>
      {page.prevHref ? (
        <Link href={page.prevHref} className="pagination-link" rel="prev">
          <span className="pagination-label">« {t('theme.blog.paginator.newerEntries')}</span>
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination-count">{t('site.blog.pageOf', { page: page.page, total: page.totalPages })}</span>
      {page.nextHref ? (
        <Link href={page.nextHref} className="pagination-link pagination-next" rel="next">
          <span className="pagination-label">{t('theme.blog.paginator.olderEntries')} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
