/**
 * The attribute on a plain `<a>` of the site's own code (a React page's, a component's): Docusaurus's broken-link
 * check collects only the links its `Link` renders (`brokenLinks.collectLink`, @docusaurus/core
 * `client/exports/Link.tsx`; Markdown and MDX links render through it), so such an anchor is never checked there.
 * The site code's JSX runtime (components/mdx/docusaurus/site-jsx) sets it; lib/checks/links.ts skips the anchors
 * that carry it.
 */
export const UNCHECKED_ANCHOR_ATTRIBUTE = 'data-unchecked-link';
