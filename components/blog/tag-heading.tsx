import Link from 'next/link';
import type { BlogId } from '@/config/site';
import { blogTagsHref } from '@/lib/routes';

/** The heading of a blog tag page. */
export function TagHeading({ blogId, label, count }: { blogId: BlogId; label: string; count: number }) {
  return (
    <>
      <h1>
        {count} 篇文章带有标签「{label}」
      </h1>
      <Link href={blogTagsHref(blogId)}>查看所有标签</Link>
    </>
  );
}
