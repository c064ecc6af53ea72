import Link from 'next/link';
import { ContentEnhancements } from '@/components/content/enhancements';
import { HtmlBlock } from '@/components/content/static-html';
import type { PostPreview } from '@/lib/page-view';
import type { Page } from '@/lib/pagination';
import { PostByline, PostTags } from './post-meta';
import { t } from '@/lib/i18n';

/** A list of post previews with their excerpts and a "read more" link (`href`: the list page that shows it). */
export function PostList({ previews, href }: { previews: readonly PostPreview[]; href: string }) {
  return (
    <>
      <ul className="post-list">
        {previews.map(({ post, excerptHtml: html }) => {
          return (
            <li key={post.sourceFilePath}>
              <article className="post-preview">
                <h2>
                  <Link href={post.permalink}>{post.title}</Link>
                </h2>
                <PostByline post={post} href={href} />
                {html ? (
                  <HtmlBlock className="markdown" href={href} slot={`excerpt:${post.permalink}`} html={html} />
                ) : (
                  <p>{post.excerpt}</p>
                )}
                <footer className="post-preview-footer">
                  <PostTags post={post} href={href} />
                  <Link
                    href={post.permalink}
                    className="read-more"
                    aria-label={t('site.readMoreLabel', { readMore: t('theme.blog.post.readMore'), title: post.title })}
                  >
                    {t('theme.blog.post.readMore')}
                  </Link>
                </footer>
              </article>
            </li>
          );
        })}
      </ul>
      <ContentEnhancements compiled={previews.map((p) => p.excerptHtml ?? '').join('')} />
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
