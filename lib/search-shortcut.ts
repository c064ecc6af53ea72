/**
 * Whether a key press asks for search: Ctrl+K or ⌘K anywhere, "/" outside a text field. Self-contained (it refers to
 * nothing outside its body): the search button calls it (components/search/search-button.client.tsx), and the head
 * script, which keeps a press made before the button is hydrated, carries its source (lib/navigation/inline-scripts.ts).
 */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) return true;
  const target = e.target as HTMLElement | null;
  const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  return e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey;
}

/**
 * The attribute of a button that opens the navbar's search (a search bar a page's code renders, `@theme/SearchBar`:
 * components/mdx/docusaurus/search-bar.tsx): the navbar's button listens for clicks on it, so a page has one search
 * dialog and no script of its own for it.
 */
export const OPEN_SEARCH_ATTRIBUTE = 'data-open-search';
