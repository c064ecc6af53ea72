/**
 * The table of contents of a document, from its parsed tree: every heading is read the way the page's own
 * pipeline reads it (CommonMark + GFM, or MDX, after the same Docusaurus rewrites), its entry's HTML as the
 * compiled page records it (lib/mdx/toc-value.ts), and its id given by lib/mdx/heading-slug.ts in document order as the page's headings get
 * theirs (explicit `{#id}` ids taken as written and not counted), so TOC links and heading anchors agree.
 */
import type { Heading, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { visit } from '../mdx/visit';
import { rewriteDocusaurusSyntax } from '../mdx/docusaurus-syntax';
import { takeExplicitId } from '../mdx/heading-ids';
import { headingSlugger, headingText } from '../mdx/heading-slug';
import { replaceEmoji } from '../mdx/emoji';
import { tocValue } from '../mdx/toc-value';
import { siteConfig } from '../../config/site';


/** One entry of a table of contents. */
export interface TocItem {
  /** Heading level, 2 or 3 by default. */
  readonly depth: number;
  /** The heading's content as HTML, inline code and emphasis kept, as Docusaurus's TOC `value` (lib/mdx/toc-value.ts). */
  readonly value: string;
  /** The heading's id (anchor without `#`). */
  readonly id: string;
}

/** How a document is parsed: MDX or Markdown, with or without math. */
export interface ParseOptions {
  readonly mdx?: boolean;
  readonly math?: boolean;
}

function parse(body: string, { mdx = false, math: withMath = false }: ParseOptions): Root {
  return fromMarkdown(rewriteDocusaurusSyntax(body, mdx), {
    // No directive syntax: `a:b` in a heading stays text, as the page shows it, and `:::` lines do not hide headings.
    extensions: [...(mdx ? [mdxjs()] : []), gfm(), ...(withMath ? [math()] : [])],
    mdastExtensions: [...(mdx ? [mdxFromMarkdown()] : []), gfmFromMarkdown(), ...(withMath ? [mathFromMarkdown()] : [])],
  });
}

/** Every heading of a body, with its id, in document order (inside admonitions and JSX too, as the page's headings are numbered). */
export function extractHeadings(body: string, options: ParseOptions = {}): TocItem[] {
  const slug = headingSlugger();
  const items: TocItem[] = [];
  visit(parse(body, options), 'heading', (heading: Heading) => {
    const custom = takeExplicitId(heading);
    // The id from the text as written (before emoji), the text as shown (lib/mdx/heading-slug.ts, pipeline.ts).
    const id = custom ?? slug(headingText(heading));
    if (siteConfig.markdown.emoji) replaceEmoji(heading);
    items.push({ depth: heading.depth, value: tocValue(heading), id });
  });
  return items;
}

/** An entry of a table of contents: a heading and how deep the list nests it (0: the top level). */
export interface TocEntry extends TocItem {
  readonly nesting: number;
}

/**
 * The table of contents of a page's headings, as Docusaurus builds it (theme-common `treeifyTOC`, then `filterTOC`):
 * every heading from h2 on goes under the latest earlier heading of a higher level (none: the top level, so an h3
 * before any h2 is not indented), then the headings outside `min`–`max` leave the tree and their entries move up
 * to their place. In document order, each with its nesting.
 */
export function tocOf(headings: readonly TocItem[], min = 2, max = 3): TocEntry[] {
  const inRange = (h: TocItem) => h.depth >= min && h.depth <= max;
  const levels = headings.filter((h) => h.depth >= 2);
  // The index of the last heading seen at each level; the parent is the latest of the higher levels'.
  const last = Array<number>(7).fill(-1);
  const nesting: number[] = [];
  const toc: TocEntry[] = [];
  levels.forEach((heading, i) => {
    const parent = Math.max(-1, ...last.slice(2, heading.depth));
    last[heading.depth] = i;
    // Nested under as many of its ancestors as stay in the table.
    nesting[i] = parent < 0 ? 0 : nesting[parent]! + (inRange(levels[parent]!) ? 1 : 0);
    if (inRange(heading)) toc.push({ ...heading, nesting: nesting[i]! });
  });
  return toc;
}

/** The table of contents of a body ({@link tocOf}): headings between `min` and `max` depth. */
export function buildToc(body: string, min = 2, max = 3, options: ParseOptions = {}): TocEntry[] {
  let headings: TocItem[];
  try {
    headings = extractHeadings(body, options);
  } catch {
    // MDX that does not parse: the compiler reports it with file:line:column; no TOC meanwhile.
    headings = [];
  }
  return tocOf(headings, min, max);
}
