/**
 * Heading anchors and external links in rendered Markdown: each h2–h6 with an id gets a "#" link to
 * itself (hidden until hover/focus), an h1 none and no id, and links leaving the site open in a new tab with
 * `rel="noopener"`.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { translatorOf } from './vfile-source';

const HEADING = /^h[2-6]$/;

/** Adds a self-link to every heading that has an id. */
export function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const t = translatorOf(file);
    visit(tree, 'element', (node: Element) => {
      // An h1 has no id, as Docusaurus's Heading renders it (its slug still counts for the ids of the others).
      if (node.tagName === 'h1') delete node.properties.id;
      if (!HEADING.test(node.tagName)) return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      // Named as Docusaurus names it: "Direct link to <the heading's words>".
      const ariaLabel = t('theme.common.headingLinkTitle', { heading: toString(node).trim() || id });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['hash-link'], ariaLabel, dataPagefindIgnore: '' },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}

/** Opens external http(s) links in a new tab. */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = node.properties?.href;
      if (typeof href === 'string' && /^https?:\/\//.test(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}
