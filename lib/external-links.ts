/**
 * Which links leave the site's router, and how they are written: the one rule Docusaurus's `Link`
 * (@docusaurus/core `client/exports/Link.tsx`) applies to every link it renders (navbar and footer items, sidebar
 * `link` items, Markdown links, `<Link>` in MDX). Reads no config, so the MDX runtime applies it in the browser too;
 * lib/routes.ts (`externalLinkHref`) gives it the base URL of a page's locale.
 */

/**
 * Docusaurus's `hasProtocol` (`client/exports/isInternalUrl.ts`): a scheme (`https:`, `mailto:`, `pathname:`) or
 * `//host`. A link with one is external: a plain anchor opened in a new tab, never followed by the router, never
 * collected by the broken-link check. A `to` written with one is external too (`to: 'https://…'`).
 */
export const hasProtocol = (url: string): boolean => /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(url);

/**
 * Docusaurus's escape hatch out of its router (facebook/docusaurus#3309): `pathname:///apidocs/` is the site path
 * `/apidocs/`, served by something else than the site's pages (API docs copied into `static/`), loaded in full.
 */
export const PATHNAME_PROTOCOL = 'pathname://';

/** What Docusaurus's `Link` adds to an external link: a new tab, without access to the page that opened it. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The href Docusaurus's `Link` writes for an external link: the URL as written, except a `pathname://` one, whose
 * path gets the base URL when it starts with `/` (`addBase`: Link's `maybeAddBaseUrl`) and is left as it is
 * otherwise.
 */
export function externalHref(url: string, addBase: (path: string) => string): string {
  if (!url.startsWith(PATHNAME_PROTOCOL)) return url;
  const path = url.slice(PATHNAME_PROTOCOL.length);
  return path.startsWith('/') ? addBase(path) : path;
}
