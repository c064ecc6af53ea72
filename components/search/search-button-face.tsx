/** What a search button shows (the navbar's, components/search/search-button.client.tsx, and `@theme/SearchBar`'s): a magnifier, its label, the shortcut. */
export function SearchButtonFace({ label }: { label: string }) {
  return (
    <>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="search-button-label">{label}</span>
      <kbd className="search-button-kbd">Ctrl K</kbd>
    </>
  );
}
