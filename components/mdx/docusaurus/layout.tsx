import type { ReactNode } from 'react';

/** Props of Docusaurus's page layout; the page's title and description come from its front matter here. */
export interface LayoutProps {
  readonly children?: ReactNode;
  readonly title?: string;
  readonly description?: string;
  readonly wrapperClassName?: string;
  readonly noFooter?: boolean;
}

/**
 * `@theme/Layout`: a React page carried over from a Docusaurus site already sits inside this site's layout
 * (navbar, footer, theme), so its own Layout only renders the content.
 */
export default function Layout({ children, wrapperClassName }: LayoutProps) {
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
