import type { BlogId } from '@/config/site';
import { TagIndex } from '@/components/ui/tags';
import type { PostEntry } from '@/lib/content/collections';
import type { Tag } from '@/lib/content/queries';
import { blogTagHref } from '@/lib/routes';
import { BlogLayout } from './blog-layout';

/** All tags of a blog with their counts. */
export function BlogTagsPage({ blogId, tags }: { blogId: BlogId; tags: readonly Tag<PostEntry>[] }) {
  return (
    <BlogLayout blogId={blogId}>
      <header className="list-header">
        <h1>标签</h1>
      </header>
      <TagIndex tags={tags} hrefOf={(slug) => blogTagHref(blogId, slug)} />
    </BlogLayout>
  );
}
