import NextLink from 'next/link';
import type { ComponentPropsWithoutRef } from 'react';
import { getBaseUrl, hasProtocol, withBaseUrl } from './use-base-url';

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
}

const PATHNAME_PROTOCOL = 'pathname://';
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
  if (target === undefined || target === '') return <a {...props} />;
  if (target.startsWith(PATHNAME_PROTOCOL)) {
    // Docusaurus's escape hatch out of the router: a full page load of a site path, base path added.
    const path = target.slice(PATHNAME_PROTOCOL.length);
    return (
      <a
        href={autoAddBaseUrl && path.startsWith('/') ? withBaseUrl(path) : path}
        target="_blank"
        rel="noopener noreferrer"
        {...props}
      />
    );
  }
  if (hasProtocol(target)) return <a href={target} target="_blank" rel="noopener noreferrer" {...props} />;
  // `autoAddBaseUrl={false}` asks for the path exactly as written, which next/link would prefix.
  if (!target.startsWith('/') || !autoAddBaseUrl) return <a href={target} {...props} />;
  return <NextLink href={stripBasePath(target)} {...props} />;
}
