import type { ReactNode } from 'react';
import Link from './link';

/**
 * The link of a card whose item MDX gives (`@theme/DocCard`, `<DocCardList items>`): `@docusaurus/Link`, as
 * Docusaurus's DocCard renders it, so that a site path written there gets the page locale's base URL and the site's
 * trailing slash, and a URL with a scheme opens in a new tab. `useCurrentSidebarCategory()` gives hrefs with the
 * base path, which the link leaves as they are.
 */
export default function DocusaurusCardLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link href={href}>{children}</Link>;
}
