/**
 * Inline HTML from the site config (the footer's copyright line, `html` items of the navbar and footer, which
 * Docusaurus renders as raw HTML): kept with its links, images, SVG icons and text formatting, sanitised with
 * GitHub's schema (no scripts, event handlers or `javascript:` URLs), and with root-relative `href`/`src` put under
 * the base path. Runs at build time.
 */
import type { ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { visit } from './mdx/visit';
import { withBase } from './routes';

/** Inline SVG drawings (the icon links of navbar and footer `html` items): shapes only, no scripts, links or styles. */
const SVG_TAGS = ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'];
const SVG_ATTRIBUTES = [
  ...['viewBox', 'xmlns', 'fill', 'fillRule', 'clipRule', 'fillOpacity', 'opacity', 'transform'],
  ...['stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'd', 'points'],
  ...['cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'ariaHidden', 'role', 'focusable'],
];

const schema: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), ...SVG_TAGS],
  // Docusaurus copyright lines size their badges and logos with style and class.
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'style'],
    // GitHub's schema lets a link keep only its footnote class; an item's own class (`header-github-link`) stays.
    a: [...(defaultSchema.attributes?.a ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className'))],
    ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  },
  // Relative image paths are kept as the author wrote them.
  protocols: { ...defaultSchema.protocols, src: ['http', 'https'] },
  clobberPrefix: '',
};

/** Snippets made safe already: the footer's copyright line is the same on every page a render worker renders. */
const safe = new Map<string, string>();

/** The safe HTML of an inline HTML snippet (plain text comes back escaped, so it shows as written). */
export function safeInlineHtml(html: string): string {
  let result = safe.get(html);
  if (result === undefined) safe.set(html, (result = sanitizeInlineHtml(html)));
  return result;
}

function sanitizeInlineHtml(html: string): string {
  const tree = sanitize(fromHtml(html, { fragment: true }), schema);
  visit(tree, 'element', (node) => {
    for (const name of ['href', 'src'] as const) {
      const value = node.properties[name];
      if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) node.properties[name] = withBase(value);
    }
  });
  return toHtml(tree);
}

/** The nodes of an inline HTML snippet made safe ({@link safeInlineHtml}), to place in a tree built with hastscript. */
export const safeInlineNodes = (html: string): ElementContent[] =>
  fromHtml(safeInlineHtml(html), { fragment: true }).children as ElementContent[];

/** The plain text of an inline HTML snippet (for feeds, which want text). */
export const inlineHtmlText = (html: string): string =>
  toString(fromHtml(html, { fragment: true }))
    .replace(/\s+/g, ' ')
    .trim();
