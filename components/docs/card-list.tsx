import type { ComponentType, ReactNode } from 'react';
import SiteLink from '@/components/ui/site-link';
import type { DocCard } from '@/lib/navigation/doc-cards';

/**
 * What renders a card's link: the site's own link (a site path), or `@docusaurus/Link` for an item MDX gives
 * (`@theme/DocCard`, `<DocCardList items>`), as Docusaurus's DocCard renders it: a site path written there gets the
 * page locale's base URL and the site's trailing slash, a URL with a scheme opens in a new tab, and the hrefs of
 * `useCurrentSidebarCategory()` (with the base path) are left as they are.
 */
export type CardLink = ComponentType<{ href: string; children: ReactNode }>;

/**
 * The cards of a category's items (generated index pages and `@theme/DocCardList`). `link` renders each card's
 * link: by default the site's (the hrefs are this site's paths, as its sidebar gives them).
 */
export function CardList({ cards, link: Link = SiteLink }: { cards: readonly DocCard[]; link?: CardLink }) {
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
