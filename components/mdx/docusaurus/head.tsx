import type { ReactNode } from 'react';

/** Props of `@docusaurus/Head` (react-helmet children: `<title>`, `<meta>`, …). */
export interface HeadProps {
  readonly children?: ReactNode;
}

// Titles and meta tags come from front matter through Next's metadata; tags from MDX (which React 19 would hoist
// into <head>) would duplicate or contradict them.
/** `@docusaurus/Head`: renders nothing. */
const Head = (() => null) as (props: HeadProps) => ReactNode;

export default Head;
