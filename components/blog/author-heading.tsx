import Link from '@/components/ui/site-link';
import type { BlogId } from '@/config/site';
import type { AuthorCard as Card } from '@/lib/content/blog-authors';
import { blogAuthorsHref } from '@/lib/routes';
import { AuthorCard } from './author-card';
import { t } from '@/lib/i18n';

/** The heading of an author's page: their card, how many posts they wrote, and a link to all authors. */
export function AuthorHeading({ blogId, author }: { blogId: BlogId; author: Card }) {
  return (
    <>
      <AuthorCard author={{ ...author, href: undefined }} as="h1" />
      <p>
        {`${t.plural('theme.blog.post.plurals', author.count)} · `}
        <Link href={blogAuthorsHref(blogId)}>{t('theme.blog.authorsList.viewAll')}</Link>
      </p>
    </>
  );
}
