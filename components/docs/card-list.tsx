import Link from 'next/link';

/** One card: a page of a category (a doc, a sub-category or a link) with an optional line about it. */
export interface Card {
  readonly label: string;
  readonly href?: string;
  readonly description?: string;
}

/** The cards of a category's items (generated index pages and `@theme/DocCardList`). */
export function CardList({ cards }: { cards: readonly Card[] }) {
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
