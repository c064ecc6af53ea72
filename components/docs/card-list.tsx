import Link from '@/components/ui/site-link';
import type { DocCard } from '@/lib/navigation/doc-cards';

/** The cards of a category's items (generated index pages and `@theme/DocCardList`). */
export function CardList({ cards }: { cards: readonly DocCard[] }) {
  return (
    <ul className="card-list">
      {cards.map((card) => (
        <li key={`${card.label}-${card.href ?? ''}`} className="card">
          <h2>{card.href ? <Link href={card.href}>{card.label}</Link> : card.label}</h2>
          {card.description ? <p>{card.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
