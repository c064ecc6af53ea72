/**
 * `useCurrentSidebarCategory` (`@docusaurus/plugin-content-docs/client`, and `@docusaurus/theme-common` before
 * Docusaurus 3): the category of the doc being rendered, as Docusaurus's client sees it, so that a category's page
 * lists its items with `<DocCardList items={useCurrentSidebarCategory().items} />`. MDX rendered on the server gets
 * this one (index.ts); code bundled for the browser gets sidebar-category.client.ts.
 */
import { getCurrentDoc } from '@/lib/navigation/current-page';
import type { DocusaurusSidebarItem } from '@/lib/navigation/doc-cards';
import { docusaurusSidebarCategory, getCategoryOf } from '@/lib/navigation/sidebar';
import { withBase } from '@/lib/routes';

/** The innermost category holding the current doc (or the one it is the page of); throws elsewhere, as Docusaurus does. */
export function useCurrentSidebarCategory(): DocusaurusSidebarItem {
  const doc = getCurrentDoc();
  const category = doc && getCategoryOf(doc.sectionId, doc.href, doc.displayedSidebar);
  if (!doc || !category) {
    throw new Error(
      `${doc?.href ?? 'This page'} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`,
    );
  }
  return withBasePaths(docusaurusSidebarCategory(doc.sectionId, category));
}

/**
 * The item with its hrefs (its items' too) under the site's base path, as Docusaurus's client gives them (its
 * `baseUrl` in every href): `@docusaurus/Link` and `useBaseUrl` leave such a path as it is, so the items work as
 * `<DocCard>`/`<DocCardList>` items or link targets in any locale.
 */
function withBasePaths(item: DocusaurusSidebarItem): DocusaurusSidebarItem {
  return {
    ...item,
    ...(item.href !== undefined && item.href.startsWith('/') ? { href: withBase(item.href) } : {}),
    ...(item.items ? { items: item.items.map(withBasePaths) } : {}),
  };
}
