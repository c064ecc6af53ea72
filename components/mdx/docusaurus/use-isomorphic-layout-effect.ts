/**
 * `@docusaurus/useIsomorphicLayoutEffect`: React's `useLayoutEffect` in the browser, `useEffect` where there is no
 * layout (a render outside the browser), so that React does not warn. MDX rendered on the server gets one that does
 * nothing (index.ts): a server component has no effects.
 */
// Through React's namespace: this module is also in the server's module table (which never calls it), where Next
// refuses a named import of a hook.
import * as React from 'react';

type Effect = Parameters<typeof React.useEffect>;

export default function useIsomorphicLayoutEffect(effect: Effect[0], deps?: Effect[1]): void {
  (typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect)(effect, deps);
}
