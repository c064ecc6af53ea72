/**
 * The cards of a category's items (generated index pages, `@theme/DocCardList`), from sidebar items as Docusaurus's
 * client code sees them. Plain code: the browser's DocCardList (MDX rendered client-side) uses it too.
 */

/**
 * A sidebar item as Docusaurus's client code sees it (`PropSidebarItem`: a doc is a `link` with its `docId`), with
 * the description its card shows: what `useCurrentSidebarCategory()` returns to MDX, for `<DocCardList items>`.
 */
export interface DocusaurusSidebarItem {
  readonly type: 'link' | 'category' | 'html';
  readonly label?: string;
  readonly href?: string;
  readonly docId?: string;
  readonly description?: string;
  readonly value?: string;
  readonly items?: readonly DocusaurusSidebarItem[];
  readonly collapsed?: boolean;
  readonly collapsible?: boolean;
  readonly unlisted?: boolean;
  readonly className?: string;
}

/** A card: what it is called, where it goes, and the line under its title. */
export interface DocCard {
  readonly label: string;
  readonly href?: string;
  readonly description?: string;
}

/** Where an item's card goes: its page, else (a category) its first listed page (Docusaurus's `findFirstSidebarItemLink`). */
const cardHref = (item: Partial<DocusaurusSidebarItem>): string | undefined =>
  item.type === 'html' || item.unlisted ? undefined : (item.href ?? item.items?.map(cardHref).find((href) => href !== undefined));

/**
 * The cards of sidebar items: docs with their description, categories with their item count. Items without a listed
 * page (unlisted docs, categories of them, html) get no card (`filterDocCardListItems`).
 */
export function cardsOf(items: readonly Partial<DocusaurusSidebarItem>[]): DocCard[] {
  return items.flatMap((item) => {
    const href = cardHref(item);
    return href === undefined || item.label === undefined ? [] : [{ label: item.label, href, description: item.description }];
  });
}
