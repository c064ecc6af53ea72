import NextLink from '@/components/ui/site-link';
import type { ComponentPropsWithoutRef } from 'react';
import { externalHref, hasProtocol, NEW_TAB } from '@/lib/external-links';
import { slashedLinkTarget } from '@/lib/trailing-slash';
import { getBaseUrl, withBaseUrl } from './use-base-url';
import useDocusaurusContext from './use-docusaurus-context';

/** Props of `@docusaurus/Link`: an anchor's, with `to` (or `href`) as the target. */
export interface LinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  readonly to?: string;
  readonly href?: string;
  /** Docusaurus routing options, accepted and not passed to the DOM. */
  readonly isNavLink?: boolean;
  readonly activeClassName?: string;
  readonly isActive?: unknown;
  readonly autoAddBaseUrl?: boolean;
  readonly 'data-noBrokenLinkCheck'?: boolean;
  /** `false` for a site path with no page there (index.ts `ServerLink`): next/link then prefetches nothing. */
  readonly prefetch?: false;
  readonly 'data-no-prefetch'?: '';
}

/** Where this site publishes the files content links to (lib/routes.ts `ASSETS_ROUTE`, not imported: it is server code). */
const PUBLISHED_FILES = '_assets/';

// Props of Docusaurus's router links that mean nothing to an anchor.
const ROUTER_ONLY = new Set(['isNavLink', 'activeClassName', 'isActive', 'data-noBrokenLinkCheck']);

/** A site path without the base path, for `next/link` (which adds it); `/myblog/docs/` → `/docs/`. */
export function stripBasePath(path: string): string {
  const base = getBaseUrl().replace(/\/$/, '');
  if (base === '') return path;
  if (path === base) return '/';
  return path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`)
    ? path.slice(base.length) || '/'
    : path;
}

/** `@docusaurus/Link`: site paths through `next/link`, URLs with a scheme in a new tab, anchors and relative links plain. */
export default function Link({ to, href, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const props = Object.fromEntries(
    Object.entries(rest).filter(([name]) => !ROUTER_ONLY.has(name)),
  ) as ComponentPropsWithoutRef<'a'>;
  const target = to || href;
  const { baseUrl, trailingSlash } = useDocusaurusContext().siteConfig;
  if (target === undefined || target === '') return <a {...props} />;
  // A URL with a scheme, `pathname://` paths too (their base path added): a plain anchor in a new tab.
  if (hasProtocol(target))
    return <a href={externalHref(target, (path) => (autoAddBaseUrl ? withBaseUrl(path) : path))} {...NEW_TAB} {...props} />;
  // The site's trailingSlash, as Docusaurus's Link applies it to every internal target (not to this site's own
  // published files, which stand for Docusaurus's file-loader URLs).
  const slashed = (path: string): string =>
    path.startsWith(`${getBaseUrl()}${PUBLISHED_FILES}`)
      ? path
      : slashedLinkTarget(path, trailingSlash as boolean | undefined, baseUrl);
  // `autoAddBaseUrl={false}` asks for the path exactly as written, which next/link would prefix.
  if (!target.startsWith('/') || !autoAddBaseUrl) return <a href={slashed(target)} {...props} />;
  // On another locale's page the path is that locale's, as Docusaurus's Link adds the locale's baseUrl.
  return <NextLink href={stripBasePath(slashed(withBaseUrl(target)))} {...props} />;
}
