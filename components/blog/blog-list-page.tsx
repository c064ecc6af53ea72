import type { PageViewOf } from '@/lib/page-view';
import { AuthorHeading } from './author-heading';
import { BlogLayout } from './blog-layout';
import { ListPaginator, PostList } from './post-list';
import { TagHeading } from './tag-heading';

/**
 * One page of a post list (the blog, a tag or an author), with its heading and paginator. The blog's own list shows no
 * heading, as Docusaurus's BlogListPage renders none: its h1 is there for screen readers only.
 */
export function BlogListPage({ view }: { view: PageViewOf<'blog-list'> }) {
  const { heading } = view;
  return (
    <BlogLayout shell={view.shell}>
      {'title' in heading ? (
        <h1 className="visually-hidden">{heading.title}</h1>
      ) : (
        <header className="list-header">
          {'author' in heading ? (
            <AuthorHeading blogId={view.blogId} author={heading.author} />
          ) : (
            <TagHeading blogId={view.blogId} label={heading.tag} count={heading.count} description={heading.description} />
          )}
        </header>
      )}
      <PostList previews={view.previews} href={view.page.href} />
      <ListPaginator page={view.page} />
    </BlogLayout>
  );
}
