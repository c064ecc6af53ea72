// Blog excerpts: the Markdown above `<!-- truncate -->` (or the MDX comment form `{/* truncate */}`).
import { withoutFencedCode } from './fences';

/** Matches the truncate marker in Markdown or MDX form, anywhere in the body (as Docusaurus's default `truncateMarker`). */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\}/;

/** The Markdown above the truncate marker, or undefined when the body has none. */
export function excerptSource(body: string): string | undefined {
  const m = TRUNCATE_MARKER.exec(body);
  return m ? body.slice(0, m.index) : undefined;
}

/** MDX without its `{…}` expressions (nested ones included): code, not words a reader sees as written. */
function withoutExpressions(mdx: string): string {
  let text = mdx;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, ' ');
  }
  return text;
}

/**
 * A plain-text summary (for descriptions and feeds) from the start of a Markdown body; `mdx` when the body is
 * MDX, whose `{…}` expressions (a component's props, `{() => …}` children) are left out.
 */
export function plainTextSummary(body: string, max = 160, { mdx = false } = {}): string {
  const source = excerptSource(body) ?? body;
  const prose = withoutFencedCode(source)
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
  const text = (mdx ? withoutExpressions(prose) : prose)
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
