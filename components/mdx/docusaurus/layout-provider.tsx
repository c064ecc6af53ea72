import type { ReactNode } from 'react';

/**
 * `@theme/Layout/Provider`, which a page that lays itself out wraps around its navbar and content: its children, as
 * this site's layout already provides the colour mode and the navbar's state to every page.
 */
export default function LayoutProvider({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
