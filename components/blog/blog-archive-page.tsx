import Link from 'next/link';
import type { BlogId } from '@/config/site';
import type { PostEntry } from '@/lib/content/collections';
import { formatDate } from '@/lib/format';
import { BlogLayout } from './blog-layout';

/** A blog's archive: every listed post by year. */
export function BlogArchivePage({
  blogId,
  years,
}: {
  blogId: BlogId;
  years: readonly { year: string; posts: readonly PostEntry[] }[];
}) {
  return (
    <BlogLayout blogId={blogId}>
      <header className="list-header">
        <h1>归档</h1>
      </header>
      {years.map(({ year, posts }) => (
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
