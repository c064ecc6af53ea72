/** The navbar's entries, derived from the doc sections of the site config, then the blog. */
import { docSections, siteConfig } from '../../config/site';
import { blogHref, sectionHref, getSection } from '../routes';

/** One navbar entry. */
export interface NavbarEntry {
  readonly label: string;
  readonly href: string;
  /** The entry is current when the pathname (without base path) starts with this. */
  readonly activePrefix: string;
}

/** Doc sections in config order, then 博客. */
export function getNavbarEntries(): NavbarEntry[] {
  return [
    ...docSections.map((s) => ({ label: s.label, href: sectionHref(s.id), activePrefix: `${getSection(s.id).routeBasePath}/` })),
    { label: siteConfig.navbar.blogLabel, href: blogHref(), activePrefix: blogHref() },
  ];
}
