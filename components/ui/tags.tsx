import Link from 'next/link';

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
