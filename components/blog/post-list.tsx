import Link from 'next/link';
import { ContentEnhancements } from '@/components/content/enhancements';
import { HtmlBlock } from '@/components/content/static-html';
import type { PostPreview } from '@/lib/page-view';
import type { Page } from '@/lib/pagination';
import { PostByline, PostTags } from './post-meta';

/** A list of post previews with their excerpts and "阅读全文" (`href`: the list page that shows it). */
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
                  <Link href={post.permalink} className="read-more" aria-label={`阅读全文：${post.title}`}>
                    阅读全文
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
    <nav className="pagination-nav" aria-label="博客列表分页">
      {page.prevHref ? (
        <Link href={page.prevHref} className="pagination-link" rel="prev">
          <span className="pagination-label">« 较新的文章</span>
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination-count">
        第 {page.page} / {page.totalPages} 页
      </span>
      {page.nextHref ? (
        <Link href={page.nextHref} className="pagination-link pagination-next" rel="next">
          <span className="pagination-label">较早的文章 »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
