import type { ReactNode } from 'react';
import type { BlogId } from '@/config/site';
import type { PostEntry } from '@/lib/content/collections';
import type { Page } from '@/lib/pagination';
import { BlogLayout } from './blog-layout';
import { ListPaginator, PostList } from './post-list';

/** One page of a post list (the blog or a tag), with its heading and paginator. */
export function BlogListPage({ blogId, page, heading }: { blogId: BlogId; page: Page<PostEntry>; heading: ReactNode }) {
  return (
    <BlogLayout blogId={blogId}>
      <header className="list-header">{heading}</header>
      <PostList posts={page.items} />
      <ListPaginator page={page} />
    </BlogLayout>
  );
}
