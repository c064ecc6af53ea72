import type { ReactNode } from 'react';

/**
 * `@theme/Navbar` and `@theme/Footer` as a page's code renders them (a landing page that lays itself out without
 * `@theme/Layout`): nothing, as the page already sits inside this site's layout, which has the navbar and the
 * footer (see layout.tsx); a second copy of either would repeat it.
 */
export default function SiteChrome(): ReactNode {
  return null;
}
