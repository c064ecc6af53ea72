import type { PageViewOf } from '@/lib/page-view';
import { AuthorCard } from './author-card';
import { BlogLayout } from './blog-layout';

/** Every author of a blog (Docusaurus 3.5+ `/blog/authors`), each with the number of posts they wrote. */
export function BlogAuthorsPage({ view: { authors, shell } }: { view: PageViewOf<'blog-authors'> }) {
  return (
    <BlogLayout shell={shell}>
      <header className="list-header">
        <h1>作者</h1>
      </header>
      <ul className="author-list">
        {authors.map((author) => (
          <li key={author.key}>
            <AuthorCard author={author} showCount />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
