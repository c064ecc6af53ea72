/**
 * When a navbar link is current (`aria-current="page"`), as Docusaurus's theme marks its navbar items: shared by the
 * client's NavLink (components/layout/nav-link.client.tsx) and its tests. Pure: no site config, no React.
 */

/** What of a navbar link decides whether it is current (lib/navigation/navbar.ts `ResolvedLink`). */
export interface NavActiveRule {
  readonly href: string;
  /** Current on this path and the paths under it (without base path). */
  readonly activePrefix: string;
  /** Docusaurus's `activeBasePath`, without base path: current where the path starts with it. */
  readonly activeBase?: string;
  /** Docusaurus's `activeBaseRegex`: current where the path with the base path matches it. */
  readonly activeRegex?: string;
  /** A sidebar's link: current only where the page shows that sidebar. */
  readonly sidebar?: string;
}

/**
 * Whether `pathname` is `prefix` or a path under it, as React Router 5's NavLink matches (`matchPath`, not exact, not
 * strict, not case-sensitive): `/docs/category/api` holds `/docs/category/api/x`, not `/docs/category/apis`.
 */
export function isAtOrUnder(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  const base = prefix.toLowerCase().replace(/\/+$/, '');
  return base === '' || path === base || path.startsWith(`${base}/`);
}

/**
 * Whether the link is current at `pathname` (without base path; `baseUrl` with both slashes, `/` at the root).
 * An `activeBaseRegex`, else an `activeBasePath`, decides alone, as they replace NavLink's own match in Docusaurus's
 * NavbarNavLink (`isActive`: `isRegexpStringMatch`, flags gi, on the path with the base URL; `startsWith` of the
 * base URL and the path); otherwise the link's own path and those under it, a sidebar's link only on its pages.
 */
export function isNavLinkActive(rule: NavActiveRule, pathname: string, baseUrl: string, pageSidebar?: string): boolean {
  if (rule.activeRegex !== undefined) return new RegExp(rule.activeRegex, 'gi').test(baseUrl.slice(0, -1) + pathname);
  if (rule.activeBase !== undefined) return pathname.startsWith(rule.activeBase);
  return (
    pathname === rule.href ||
    (isAtOrUnder(pathname, rule.activePrefix) && (rule.sidebar === undefined || rule.sidebar === pageSidebar))
  );
}
