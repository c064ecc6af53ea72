/**
 * Heading anchors and external links in rendered Markdown: each h2–h6 with an id gets a "#" link to
 * itself (hidden until hover/focus), an h1 none and no id, as Docusaurus's theme Heading renders Markdown headings
 * (not in Markdown the site's own code renders, which Docusaurus renders without its theme's components), and links
 * leaving the site open in a new tab with `rel="noopener"`.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { NEW_TAB, PATHNAME_PROTOCOL } from '../external-links';
import { externalLinkHref } from '../routes';
import { localeOfFile, outsideMdxContent, translatorOf } from './vfile-source';

const HEADING = /^h[2-6]$/;

/** Adds a self-link to every heading that has an id, unless the site's own code renders the Markdown. */
export function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    // A partial a React page renders: plain headings with their ids (h1's too), as without Docusaurus's MDXProvider.
    if (outsideMdxContent(file)) return;
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

/**
 * Opens external http(s) links in a new tab; a `pathname://` link (lib/external-links.ts) becomes its path under the
 * base URL of the document's locale, opened in a new tab, as Docusaurus's Link renders Markdown links.
 */
export function rehypeExternalLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = node.properties?.href;
      if (typeof href !== 'string') return;
      if (href.startsWith(PATHNAME_PROTOCOL)) node.properties.href = externalLinkHref(href, localeOfFile(file));
      else if (!/^https?:\/\//.test(href)) return;
      node.properties.target = NEW_TAB.target;
      node.properties.rel = NEW_TAB.rel.split(' ');
    });
  };
}
