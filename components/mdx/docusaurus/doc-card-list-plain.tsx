import { CardList } from '@/components/docs/card-list';
import { cardsOf, type DocusaurusSidebarItem } from '@/lib/navigation/doc-cards';
import Link from './link';

/** Props of `@theme/DocCardList`. */
export interface DocCardListProps {
  /** Sidebar items as Docusaurus's `useCurrentSidebarCategory().items` gives them (or cards: label, href, description). */
  readonly items?: readonly Partial<DocusaurusSidebarItem>[];
  readonly className?: string;
}

/** `@theme/DocCardList` in the browser (MDX rendered client-side): only the items it is given. */
export default function PlainDocCardList({ items, className }: DocCardListProps) {
  const cards = cardsOf(items ?? []);
  if (cards.length === 0) return null;
  return (
    <div className={className}>
      <CardList cards={cards} link={Link} />
    </div>
  );
}
