import { CardList } from '@/components/docs/card-list';
import { getCurrentDoc } from '@/lib/navigation/current-page';
import { cardsOf, type DocCard } from '@/lib/navigation/doc-cards';
import { getCategoryCards, getCategoryOf } from '@/lib/navigation/sidebar';
import Link from './link';
import type { DocCardListProps } from './doc-card-list-plain';

/**
 * `@theme/DocCardList`: cards for the given items (linked as `@docusaurus/Link` links), else for the items of the
 * category the current doc opens (this site's sidebar hrefs).
 */
export default function DocCardList({ items, className }: DocCardListProps) {
  let cards: readonly DocCard[] = cardsOf(items ?? []);
  const doc = items ? undefined : getCurrentDoc();
  if (doc) {
    const category = getCategoryOf(doc.sectionId, doc.href, doc.displayedSidebar);
    cards = category ? getCategoryCards(doc.sectionId, category) : [];
  }
  if (cards.length === 0) return null;
  return (
    <div className={className}>
      <CardList cards={cards} link={doc ? undefined : Link} />
    </div>
  );
}
