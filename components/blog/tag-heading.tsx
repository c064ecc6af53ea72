import Link from 'next/link';
import type { BlogId } from '@/config/site';
import { blogTagsHref } from '@/lib/routes';
import { t } from '@/lib/i18n';

/** The heading of a blog tag page. */
export function TagHeading({ blogId, label, count }: { blogId: BlogId; label: string; count: number }) {
  return (
    <>
      <h1>{t('theme.blog.tagTitle', { nPosts: t.plural('theme.blog.post.plurals', count), tagName: label })}</h1>
      <Link href={blogTagsHref(blogId)}>{t('theme.tags.tagsPageLink')}</Link>
    </>
  );
}
