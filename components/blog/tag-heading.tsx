import Link from 'next/link';
import type { BlogId } from '@/config/site';
import { blogTagsHref } from '@/lib/routes';
import { t } from '@/lib/i18n';
import { blogTagTitle } from '@/lib/metadata';

/** The heading of a blog tag page. */
export function TagHeading({ blogId, label, count }: { blogId: BlogId; label: string; count: number }) {
  return (
    <>
      <h1>{blogTagTitle(label, count)}</h1>
      <Link href={blogTagsHref(blogId)}>{t('theme.tags.tagsPageLink')}</Link>
    </>
  );
}
