import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { getBlogPages } from '@/lib/content/queries';
import { pageMetadata } from '@/lib/metadata';
import { blogHref } from '@/lib/routes';

export const metadata: Metadata = pageMetadata({
  href: blogHref(),
  title: '博客',
  description: '前端开发、性能、调试与工具的博客文章。',
});

export default function BlogIndex() {
  return <BlogListPage page={getBlogPages()[0]!} heading={<h1>博客</h1>} />;
}
