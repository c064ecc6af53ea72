'use client';

import { useEffect } from 'react';

/** A react-router location object, as `<Redirect to>` also takes one. */
interface To {
  readonly pathname: string;
  readonly search?: string;
  readonly hash?: string;
}

/**
 * `<Redirect to>` of `@docusaurus/router` (react-router 5): the page sends the reader to `to` (a path with the
 * base path, as `useBaseUrl` gives it, or a URL). Docusaurus's static page redirects once its script runs; here
 * the page's `<meta http-equiv="refresh">` (React places it in the head) does it without a script too, and the
 * script replaces the history entry (`push`: adds one), as react-router does.
 */
export function Redirect({ to, push = false }: { to: string | To; push?: boolean }) {
  const href = typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  useEffect(() => {
    if (push) window.location.assign(href);
    else window.location.replace(href);
  }, [href, push]);
  return <meta httpEquiv="refresh" content={`0; url=${href}`} />;
}
