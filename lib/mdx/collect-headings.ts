/**
 * Records a document's headings (level, TOC HTML, id) on the vfile as the page renders them, right after
 * lib/mdx/heading-slug.ts gave them their ids: the table of contents comes from this, so TOC links and anchors agree.
 * A Markdown heading's HTML is the one remarkTocValues recorded (lib/mdx/toc-value.ts); a raw HTML heading's, its text.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../content/headings';
import { escapeHtml, tocValuesOf } from './toc-value';

const HEADING = /^h([1-6])$/;

/** The headings recorded on a compiled file. */
export const headingsOf = (file: VFile): TocItem[] => (file.data as { headings?: TocItem[] }).headings ?? [];

/** The rehype plugin. */
export function rehypeCollectHeadings() {
  return (tree: Root, file: VFile) => {
    const headings: TocItem[] = [];
    const values = tocValuesOf(file);
    visit(tree, 'element', (node: Element) => {
      const level = HEADING.exec(node.tagName);
      const id = node.properties?.id;
      // GFM's footnote section heading is for screen readers, not a section of the page.
      const hidden = ([] as unknown[]).concat(node.properties?.className ?? []).includes('sr-only');
      if (!level || typeof id !== 'string' || hidden) return;
      const value = values.get(id)?.shift() ?? escapeHtml(toString(node).trim());
      headings.push({ depth: Number(level[1]), value, id });
    });
    (file.data as { headings?: TocItem[] }).headings = headings;
  };
}
