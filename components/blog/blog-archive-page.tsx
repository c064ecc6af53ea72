import Link from '@/components/ui/site-link';
import { formatDate } from '@/lib/format';
import type { PageViewOf } from '@/lib/page-view';
import { BlogLayout } from './blog-layout';
import { t } from '@/lib/i18n';

/** A blog's archive: every listed post by year. */
export function BlogArchivePage({ view: { years, shell } }: { view: PageViewOf<'blog-archive'> }) {
  return (
    <BlogLayout shell={shell}>
      <header className="list-header">
        <h1>{t('theme.blog.archive.title')}</h1>
      </header>
      {years.map(({ year, posts }) => (
        <section key={year} className="archive-year">
          <h2 id={year}>{year}</h2>
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
