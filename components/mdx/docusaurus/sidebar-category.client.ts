/**
 * `useCurrentSidebarCategory` in code bundled for the browser (a site's component, MDX rendered in the browser):
 * the sidebar is not shipped to the browser, so it says where the call works (MDX rendered at build time, where
 * sidebar-category.ts answers) instead of returning a wrong category.
 */
export function useCurrentSidebarCategory(): never {
  throw new Error(
    "useCurrentSidebarCategory() is answered in MDX rendered at build time (a category page's <DocCardList items={useCurrentSidebarCategory().items} />), not in code that runs in the browser",
  );
}
