/**
 * Heading ids, one rule for the page's headings (rehype), the table of contents and the MDX `toc` export: github-slugger
 * over the heading's text in document order, as Docusaurus gives them (its `headings` remark plugin), the text's case
 * kept when the site sets `markdown.anchors.maintainCase` (Docusaurus 3.5+). Explicit `{#id}` ids are not counted
 * (lib/mdx/heading-ids.ts).
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Heading, Root as MdastRoot } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { siteConfig } from '../../config/site';
import { visit } from './visit';

/** A slugger for one document's headings: each call gives the next heading's id (`-1`, `-2` for a repeated text). */
export function headingSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  const { maintainCase } = siteConfig.markdown.anchors;
  return (text) => slugger.slug(text, maintainCase);
}

/** A heading's text as its id reads it: what the page shows (no raw HTML tags, no image alt text, math's TeX source). */
export const headingText = (heading: Heading): string => mdastToString(heading, { includeHtml: false, includeImageAlt: false });

/**
 * Gives every Markdown heading without an explicit id its id, before the emoji plugin (`## Done :tada:` is
 * `#done-tada`, as Docusaurus's headings plugin runs before remark-emoji); the page, the table of contents and the
 * MDX `toc` export read it from there.
 */
export function remarkHeadingSlugs() {
  return (tree: MdastRoot) => {
    const slug = headingSlugger();
    visit(tree, 'heading', (node) => {
      const heading = node as Heading;
      const properties = (heading.data?.hProperties ?? {}) as { id?: unknown };
      if (properties.id !== undefined) return;
      heading.data = { ...heading.data, hProperties: { ...properties, id: slug(headingText(heading)) } };
    });
  };
}

const HEADING = /^h[1-6]$/;

/** Gives a heading element without an id (raw HTML `<h2>` in a `.md` file) its id, as rehype-slug would. */
export function rehypeHeadingSlugs() {
  return (tree: Root) => {
    const slug = headingSlugger();
    visit(tree, 'element', (node) => {
      const element = node as Element;
      if (HEADING.test(element.tagName) && !element.properties.id) element.properties.id = slug(toString(element));
    });
  };
}
