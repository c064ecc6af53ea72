// Blog excerpts: the Markdown above `<!-- truncate -->` (or the MDX comment form `{/* truncate */}`).
import { withoutFencedCode } from './fences';

/** Matches the truncate marker in Markdown or MDX form, anywhere in the body (as Docusaurus's default `truncateMarker`). */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\}/;

/** The Markdown above the truncate marker, or undefined when the body has none. */
export function excerptSource(body: string): string | undefined {
  const m = TRUNCATE_MARKER.exec(body);
  return m ? body.slice(0, m.index) : undefined;
}

/** A plain-text summary (for descriptions and feeds) from the start of a Markdown body. */
export function plainTextSummary(body: string, max = 160): string {
  const source = excerptSource(body) ?? body;
  const text = withoutFencedCode(source)
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`>|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
