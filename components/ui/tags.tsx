import Link from '@/components/ui/site-link';
import { HtmlBlock } from '@/components/content/static-html';
import { tagListHtml } from '@/lib/navigation/html-blocks';
import { HeadingAnchor } from './heading-anchor';
import { listTagsByLetters } from '@/lib/tags-by-letter';

/**
 * All tags of a list with their counts (the blog's or a doc section's tag index), grouped under their first letter as
 * Docusaurus's TagsListByLetter shows them: a heading per letter (its id the letter, with the anchor link of headings),
 * the letter's tags, a rule. A tag with a description (tags.yml) shows it as the link's title.
 */
export function TagIndex({
  tags,
  hrefOf,
}: {
  tags: readonly { label: string; slug: string; description?: string; items: readonly unknown[] }[];
  hrefOf: (slug: string) => string;
}) {
  return (
    <section className="tag-letters">
      {listTagsByLetters(tags).map(({ letter, tags: letterTags }) => (
        <article key={letter}>
          <h2 id={letter}>
            {letter}
            <HeadingAnchor id={letter} heading={letter} />
          </h2>
          <ul className="tag-index">
            {letterTags.map((tag) => (
              <li key={tag.slug}>
                <Link href={hrefOf(tag.slug)} className="tag" rel="tag" title={tag.description}>
                  {tag.label}
                  <span className="tag-count">{tag.items.length}</span>
                </Link>
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
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
