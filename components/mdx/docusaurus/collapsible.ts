/**
 * The element of `@docusaurus/theme-common`'s `<Collapsible>` (theme-common-utils.ts), without state: the server's
 * module table renders it as the build sees it (components/mdx/docusaurus/index.ts).
 */
import { createElement, type ElementType, type ReactNode } from 'react';

/** Props of `<Collapsible>`. */
export interface CollapsibleProps {
  readonly as?: ElementType;
  readonly collapsed: boolean;
  readonly children: ReactNode;
  /** Mount the children only once expanded (and keep them then). */
  readonly lazy?: boolean;
  readonly className?: string;
  readonly disableSSRStyle?: boolean;
  readonly onCollapseTransitionEnd?: (collapsed: boolean) => void;
  readonly animation?: { duration?: number; easing?: string };
}

/** The style of a collapsed element, as Docusaurus's `<Collapsible>` writes it. */
const COLLAPSED_STYLE = { display: 'none', overflow: 'hidden', height: '0px' } as const;

/**
 * The element of a `<Collapsible>`: hidden while collapsed (Docusaurus's own collapsed style, so the server's HTML
 * shows it collapsed); `mounted`: whether it is rendered at all (a lazy one is not before its first expansion).
 */
export function collapsibleElement(
  { as = 'div', collapsed, children, className, disableSSRStyle }: CollapsibleProps,
  mounted: boolean,
): ReactNode {
  if (!mounted) return null;
  return createElement(as, { className, style: collapsed && !disableSSRStyle ? COLLAPSED_STYLE : undefined }, children);
}
