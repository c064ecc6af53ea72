import Link from 'next/link';
import { HtmlBlock } from '@/components/content/static-html';
import { tagListHtml } from '@/lib/navigation/html-blocks';

/** All tags of a list with their counts (the blog's or a doc section's tag index). */
export function TagIndex({
  tags,
  hrefOf,
}: {
  tags: readonly { label: string; slug: string; items: readonly unknown[] }[];
  hrefOf: (slug: string) => string;
}) {
  return (
    <ul className="tag-index">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link href={hrefOf(tag.slug)} className="tag">
            {tag.label}
            <span className="tag-count">{tag.items.length}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A row of tag links: a block (`slot`) of the page at `href`, or nothing without tags. */
export function TagList({
  tags,
  hrefOf,
  href,
  slot,
}: {
  tags: readonly { label: string; slug: string }[];
  hrefOf: (slug: string) => string;
  href: string;
  slot: string;
}) {
  if (tags.length === 0) return null;
  return <HtmlBlock href={href} slot={slot} html={tagListHtml(tags, hrefOf)} />;
}
