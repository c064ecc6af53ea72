import type { Metadata } from 'next';
import Link from 'next/link';
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
      <ul className="tag-index">
        {getBlogTags().map((tag) => (
          <li key={tag.slug}>
            <Link href={blogTagHref(tag.slug)} className="tag">
              {tag.label}
              <span className="tag-count">{tag.items.length}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
