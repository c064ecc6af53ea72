import type { Metadata } from 'next';
import { TagIndex } from '@/components/ui/tags';
import { BlogLayout } from '@/components/blog/blog-layout';
import { getBlogTags } from '@/lib/content/queries';
import { pageMetadata } from '@/lib/metadata';
import { blogTagHref, blogTagsHref } from '@/lib/routes';

export const metadata: Metadata = pageMetadata({ href: blogTagsHref(), title: '标签', description: '博客的全部标签与文章数。' });

export default function BlogTags() {
  return (
    <BlogLayout>
      <header className="list-header">
        <h1>标签</h1>
      </header>
      <TagIndex tags={getBlogTags()} hrefOf={(slug) => blogTagHref(slug)} />
    </BlogLayout>
  );
}
