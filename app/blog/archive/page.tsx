import type { Metadata } from 'next';
import Link from 'next/link';
import { BlogLayout } from '@/components/blog/blog-layout';
import { getBlogArchive } from '@/lib/content/queries';
import { formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { blogArchiveHref } from '@/lib/routes';

export const metadata: Metadata = pageMetadata({
  href: blogArchiveHref(),
  title: '归档',
  description: '按年份列出的全部博客文章。',
});

export default function BlogArchive() {
  return (
    <BlogLayout>
      <header className="list-header">
        <h1>归档</h1>
      </header>
      {getBlogArchive().map(({ year, posts }) => (
        <section key={year} className="archive-year">
          <h2>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.sourceFilePath}>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                <Link href={post.permalink}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
