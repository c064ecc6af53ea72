import type { ReactNode } from 'react';

/**
 * A component of Docusaurus's theme (or of a theme the site installed) that this project does not draw, as a page
 * that imports one gets it (lib/mdx/docusaurus-module-ids.ts `standsIn`): its children, if it is given any (a layout
 * around the page's content), else nothing. The page builds and shows everything else, as Docusaurus builds it.
 */
export default function ThemeStandIn({ children }: { children?: ReactNode }) {
  return children ?? null;
}
