import Link from '@/components/ui/site-link';
import type { BlogId } from '@/config/site';
import { blogTagsHref } from '@/lib/routes';
import { t } from '@/lib/i18n';
import { blogTagTitle } from '@/lib/metadata';

/** The heading of a blog tag page, with the tag's description from tags.yml. */
export function TagHeading({
  blogId,
  label,
  count,
  description,
}: {
  blogId: BlogId;
  label: string;
  count: number;
  description?: string;
}) {
  return (
    <>
      <h1>{blogTagTitle(label, count)}</h1>
      {description ? <p className="tag-description">{description}</p> : null}
      <Link href={blogTagsHref(blogId)}>{t('theme.tags.tagsPageLink')}</Link>
    </>
  );
}
