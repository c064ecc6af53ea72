import Link from 'next/link';

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

/** A row of tag links. */
export function TagList({
  tags,
  hrefOf,
  label = '标签',
}: {
  tags: readonly { label: string; slug: string }[];
  hrefOf: (slug: string) => string;
  label?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link href={hrefOf(tag.slug)} className="tag">
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
