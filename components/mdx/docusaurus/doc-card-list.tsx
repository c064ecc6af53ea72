import { CardList, type Card } from '@/components/docs/card-list';
import { getCurrentDoc } from '@/lib/navigation/current-page';
import { getCategoryCards, getCategoryOf } from '@/lib/navigation/sidebar';

/** A sidebar item as Docusaurus's `useCurrentSidebarCategory().items` gives it. */
interface DocusaurusItem {
  readonly label: string;
  readonly href?: string;
  readonly description?: string;
}

/** Props of `@theme/DocCardList`. */
export interface DocCardListProps {
  readonly items?: readonly DocusaurusItem[];
  readonly className?: string;
}

/** `@theme/DocCardList`: cards for the given items, else for the items of the category the current doc opens. */
export default function DocCardList({ items, className }: DocCardListProps) {
  let cards: readonly Card[] = items ?? [];
  const doc = items ? undefined : getCurrentDoc();
  if (doc) {
    const category = getCategoryOf(doc.sectionId, doc.href, doc.displayedSidebar);
    cards = category ? getCategoryCards(doc.sectionId, category) : [];
  }
  if (cards.length === 0) return null;
  return (
    <div className={className}>
      <CardList cards={cards} />
    </div>
  );
}
