import type { PageViewOf } from '@/lib/page-view';
import { BlogLayout } from './blog-layout';
import { ListPaginator, PostList } from './post-list';
import { TagHeading } from './tag-heading';

/** One page of a post list (the blog or a tag), with its heading and paginator. */
export function BlogListPage({ view }: { view: PageViewOf<'blog-list'> }) {
  const { heading } = view;
  return (
    <BlogLayout shell={view.shell}>
      <header className="list-header">
        {'title' in heading ? (
          <h1>{heading.title}</h1>
        ) : (
          <TagHeading blogId={view.blogId} label={heading.tag} count={heading.count} />
        )}
      </header>
      <PostList previews={view.previews} href={view.page.href} />
      <ListPaginator page={view.page} />
    </BlogLayout>
  );
}
