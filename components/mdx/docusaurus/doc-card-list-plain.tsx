import { CardList } from '@/components/docs/card-list';
import type { DocCardListProps } from './doc-card-list';

/** `@theme/DocCardList` in the browser (MDX rendered client-side): only the items it is given. */
export default function PlainDocCardList({ items, className }: DocCardListProps) {
  if (!items || items.length === 0) return null;
  return (
    <div className={className}>
      <CardList cards={items} />
    </div>
  );
}
