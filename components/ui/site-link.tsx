import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { getBaseUrl } from '@/components/mdx/docusaurus/base-url';

/** A path whose last segment has a dot and ends with a slash (`/docs/0.0.8/`, `/blog/release-v1.2/`). */
const DOTTED_LAST_SEGMENT = /\/[^/]*\.[^/]*\/$/;

/** The props next/link takes that an anchor does not. */
const ROUTING_PROPS = new Set([
  'href',
  'as',
  'prefetch',
  'replace',
  'scroll',
  'shallow',
  'passHref',
  'legacyBehavior',
  'locale',
  'onNavigate',
]);

/**
 * The site's internal link: next/link (client navigation, prefetching), except for a path whose last segment has a
 * dot (a version `0.0.8`, a doc `v1.0`): next/link reads the dot as a file extension and drops the trailing slash
 * (`normalizePathTrailingSlash`), so the page would link `/docs/0.0.8`, which a static host answers with a redirect at
 * best and the browser's router with a failed fetch. A plain anchor keeps the URL Docusaurus writes; the page loads
 * in full. `href` is a site path without the base path, as next/link takes it.
 */
export default function SiteLink(props: ComponentProps<typeof NextLink>) {
  const { href } = props;
  if (typeof href === 'string' && DOTTED_LAST_SEGMENT.test(href.split(/[?#]/)[0]!)) {
    const rest = Object.fromEntries(Object.entries(props).filter(([name]) => !ROUTING_PROPS.has(name)));
    return <a href={`${getBaseUrl().replace(/\/$/, '')}${href}`} {...rest} />;
  }
  return <NextLink {...props} />;
}
