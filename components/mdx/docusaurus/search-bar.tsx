import { OPEN_SEARCH_ATTRIBUTE } from '@/lib/search-shortcut';
import { localized } from './localized';
import { SearchButtonFace } from '@/components/search/search-button-face';

/**
 * `@theme/SearchBar`: a search button in the page's language that looks like the navbar's and opens its dialog
 * (the navbar's button listens for clicks on OPEN_SEARCH_ATTRIBUTE), so a home page with a search bar of its own
 * searches the same index, with no script of its own.
 */
const SearchBar = localized<Record<string, never>>('SearchBar', (_props, ui) => (
  <button
    type="button"
    className="search-button search-bar"
    aria-keyshortcuts="Control+K Meta+K /"
    aria-haspopup="dialog"
    {...{ [OPEN_SEARCH_ATTRIBUTE]: '' }}
  >
    <SearchButtonFace label={ui.searchLabel} />
  </button>
));
export default SearchBar;
