import { CardList } from '@/components/docs/card-list';
import { cardsOf, type DocusaurusSidebarItem } from '@/lib/navigation/doc-cards';
import Link from './link';

/** Props of `@theme/DocCard`: one sidebar item, as `useCurrentSidebarCategory().items` gives them. */
export interface DocCardProps {
  readonly item: Partial<DocusaurusSidebarItem>;
}

/**
 * `@theme/DocCard`: the card of one item (a doc or a category, its first page), as a list of one so that it is
 * styled as DocCardList's; an item without a listed page gets none, as in Docusaurus's DocCardList. Its link is
 * `@docusaurus/Link`'s, as in Docusaurus's DocCard.
 */
export default function DocCard({ item }: DocCardProps) {
  const cards = cardsOf([item]);
  return cards.length === 0 ? null : <CardList cards={cards} link={Link} />;
}
