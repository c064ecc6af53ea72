/**
 * Headings of a Markdown body: the table of contents (h2–h3 by default) and the first `# heading`.
 * Ids are made with github-slugger over the heading's plain text, exactly as rehype-slug does in the
 * rendered HTML, so TOC links and heading anchors agree (Chinese ids included).
 */
import GithubSlugger from 'github-slugger';

/** One entry of a table of contents. */
export interface TocItem {
  /** Heading level, 2 or 3 by default. */
  readonly depth: number;
  /** Plain text of the heading. */
  readonly text: string;
  /** The heading's id (anchor without `#`). */
  readonly id: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX = /^\s{0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const CUSTOM_ID = /\s*\{(?:#([^}\s]+)|\/\*\s*#([^*\s]+)\s*\*\/)\}\s*$/;

/** The plain text of inline Markdown (links, code, emphasis and HTML tags reduced to their text). */
export function inlineMarkdownToText(md: string): string {
  return md
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/~~(.*?)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}

/** Every ATX heading outside code fences, with its id, in document order. */
export function extractHeadings(markdown: string): TocItem[] {
  const slugger = new GithubSlugger();
  const items: TocItem[] = [];
  let fence: string | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const f = FENCE.exec(line);
    if (f) {
      const marker = f[1]!;
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const h = ATX.exec(line);
    if (!h) continue;
    const raw = h[2]!;
    const custom = CUSTOM_ID.exec(raw);
    const text = inlineMarkdownToText(custom ? raw.slice(0, custom.index) : raw);
    const id = custom ? (custom[1] ?? custom[2])! : slugger.slug(text);
    items.push({ depth: h[1]!.length, text, id });
  }
  return items;
}

/** The table of contents: headings between `min` and `max` depth. */
export function buildToc(markdown: string, min = 2, max = 3): TocItem[] {
  return extractHeadings(markdown).filter((h) => h.depth >= min && h.depth <= max);
}

/** The text of the first `# heading`, which Docusaurus uses when front matter has no title. */
export function firstH1(markdown: string): string | undefined {
  return extractHeadings(markdown).find((h) => h.depth === 1)?.text;
}
