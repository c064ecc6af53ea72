import { PrevNext } from '@/components/ui/prev-next';
import { ArticleBody } from '@/components/content/body';
import { postContext } from '@/lib/content/content-context';
import { HtmlBlock } from '@/components/content/static-html';
import { TableOfContents } from '@/components/content/toc';
import type { PageViewOf } from '@/lib/page-view';
import { getBlog } from '@/lib/routes';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { BlogLayout } from './blog-layout';
import { PostByline, PostTags } from './post-meta';
import { t } from '@/lib/i18n';
import { EditAndLastUpdated } from '@/components/ui/last-updated';
import { UnlistedBanner } from '@/components/ui/unlisted-banner';

/** A blog post with its header, body, tags, table of contents and newer/older links. */
export function PostPage({ view }: { view: PageViewOf<'post'> }) {
  const { post, shell, newer, older, lastUpdated, lastUpdatedBy, editUrl } = view;
  return (
    <BlogLayout shell={shell}>
      <HtmlBlock
        href={post.permalink}
        slot="structured-data"
        html={`<script type="application/ld+json">${blogPostingJsonLd(post)}</script>`}
      />
      <div className="post-with-toc">
        {/* Before the article: see DocLayout. */}
        {post.hideToc ? null : <TableOfContents items={post.toc} href={post.permalink} />}
        <article
          className="post"
          data-pagefind-body={post.unlisted ? undefined : ''}
          data-pagefind-meta={`section:${getBlog(post.blogId).title}`}
        >
          <UnlistedBanner unlisted={post.unlisted} />
          <header className="post-header">
            <h1>{post.title}</h1>
            <div data-pagefind-ignore>
              <PostByline post={post} href={post.permalink} />
            </div>
          </header>
          <ArticleBody
            body={post.body}
            href={post.permalink}
            contentOf={() => postContext(post, { isBlogPostPage: true, editUrl, lastUpdated, lastUpdatedBy, newer, older })}
          />
          <footer className="post-footer" data-pagefind-ignore>
            <PostTags post={post} href={post.permalink} />
            <EditAndLastUpdated editUrl={editUrl} date={lastUpdated} author={lastUpdatedBy} />
          </footer>
        </article>
      </div>
      <PrevNext
        href={post.permalink}
        prev={newer && { label: newer.title, href: newer.permalink }}
        next={older && { label: older.title, href: older.permalink }}
        label={t('theme.blog.post.paginator.navAriaLabel')}
        prevText={t('theme.blog.post.paginator.newerPost')}
        nextText={t('theme.blog.post.paginator.olderPost')}
      />
    </BlogLayout>
  );
}
