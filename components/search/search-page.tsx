import { getSearchPageStrings } from '@/lib/i18n/client-strings';
import { getVersionedPlugins } from '@/lib/navigation/versions';
import { basePath } from '@/lib/routes';
import { SearchPageContent } from './search-page-lazy.client';

/**
 * The search page (`<locale base>/<search.pagePath>/`, as Docusaurus's search plugins add it): a heading, a field
 * bound to `?q=`, and the results of the same Pagefind index as the dialog. It is not itself indexed (no
 * `data-pagefind-body`), and asks robots not to index it as Docusaurus's page does (its `property="robots"` tag).
 */
export function SearchPage() {
  // Only a site with versions passes them, as the navbar's search button.
  const versioned = getVersionedPlugins();
  return (
    <div className="search-page">
      <meta property="robots" content="noindex, follow" />
      <SearchPageContent
        basePath={basePath}
        strings={getSearchPageStrings()}
        {...(versioned.length > 0 ? { versions: versioned } : {})}
      />
    </div>
  );
}
