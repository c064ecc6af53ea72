/**
 * `useCurrentSidebarCategory` (`@docusaurus/plugin-content-docs/client`, and `@docusaurus/theme-common` before
 * Docusaurus 3): the category of the doc being rendered, as Docusaurus's client sees it, so that a category's page
 * lists its items with `<DocCardList items={useCurrentSidebarCategory().items} />`. MDX rendered on the server gets
 * this one (index.ts); code bundled for the browser gets sidebar-category.client.ts.
 */
import { getCurrentDoc } from '@/lib/navigation/current-page';
import type { DocusaurusSidebarItem } from '@/lib/navigation/doc-cards';
import { docusaurusSidebarCategory, getCategoryOf } from '@/lib/navigation/sidebar';

/** The innermost category holding the current doc (or the one it is the page of); throws elsewhere, as Docusaurus does. */
export function useCurrentSidebarCategory(): DocusaurusSidebarItem {
  const doc = getCurrentDoc();
  const category = doc && getCategoryOf(doc.sectionId, doc.href, doc.displayedSidebar);
  if (!doc || !category) {
    throw new Error(
      `${doc?.href ?? 'This page'} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`,
    );
  }
  return docusaurusSidebarCategory(doc.sectionId, category);
}
