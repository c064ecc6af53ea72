import Link from '@/components/ui/site-link';
import { HeadingAnchor } from '@/components/ui/heading-anchor';
import { formatDate } from '@/lib/format';
import type { PageViewOf } from '@/lib/page-view';
import { t } from '@/lib/i18n';

/**
 * A blog's archive as Docusaurus's BlogArchivePage (theme-classic) lays it out: a plain page, without the blog's
 * sidebar, whose hero header holds the archive's title and description, then every listed post by year, the years
 * side by side on wide screens.
 */
export function BlogArchivePage({ view: { years } }: { view: PageViewOf<'blog-archive'> }) {
  return (
    <div className="blog-archive">
      <header className="archive-hero">
        <div className="archive-container">
          <h1>{t('theme.blog.archive.title')}</h1>
          <p>{t('theme.blog.archive.description')}</p>
        </div>
      </header>
      {years.length > 0 ? (
        <div className="archive-container archive-years">
          {years.map(({ year, posts }) => (
            <section key={year} className="archive-year">
              <h2 id={year}>
                {year}
                <HeadingAnchor id={year} heading={year} />
              </h2>
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
        </div>
      ) : null}
    </div>
  );
}
