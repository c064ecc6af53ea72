/** What `useBrokenLinks()` returns. */
export interface BrokenLinks {
  readonly collectLink: (link: string | undefined) => void;
  readonly collectAnchor: (anchor: string | undefined) => void;
}

const brokenLinks: BrokenLinks = { collectLink: () => undefined, collectAnchor: () => undefined };

/**
 * `@docusaurus/useBrokenLinks()`: in Docusaurus, a component reports the links and anchors it renders so that the
 * build can check them. Here the build checks the links and ids in every page's HTML (lib/checks), which holds what
 * the component rendered, so the reports need no collector.
 */
export default function useBrokenLinks(): BrokenLinks {
  return brokenLinks;
}
