import Link from 'next/link';
import type { BlogId } from '@/config/site';
import type { AuthorCard as Card } from '@/lib/content/blog-authors';
import { blogAuthorsHref } from '@/lib/routes';
import { AuthorCard } from './author-card';

/** The heading of an author's page: their card, how many posts they wrote, and a link to all authors. */
export function AuthorHeading({ blogId, author }: { blogId: BlogId; author: Card }) {
  return (
    <>
      <AuthorCard author={{ ...author, href: undefined }} as="h1" />
      <p>
        {`${author.count} 篇文章 · `}
        <Link href={blogAuthorsHref(blogId)}>查看所有作者</Link>
      </p>
    </>
  );
}
