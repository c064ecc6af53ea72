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

/**
 * A page's description when its front matter has none, as Docusaurus writes it (`createExcerpt`,
 * docusaurus-utils `markdownUtils.ts`, ported): the first line of the body that is not blank, an import or export,
 * code or a `# title`, stripped of HTML tags, heading marks, emphasis, links, images, footnotes, inline code,
 * quote marks, admonition fences, `:emoji:` names and `{#id}`; undefined when no line has any text left.
 */
export function docusaurusExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n[=]+/g, '')
    .split(/\r?\n/);
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    if (!line.trim()) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const ticks = /^`+/.exec(line.trim())![0];
      if (!inCode) [inCode, fence] = [true, ticks];
      else if (ticks.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = line
      .replace(/<[^>]*>/g, '')
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim();
    if (cleaned) return cleaned;
  }
  return undefined;
}
