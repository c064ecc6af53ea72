/**
 * Fenced code blocks as CommonMark reads them, line by line: an opening fence is three or more backticks or
 * tildes indented by at most three spaces (with an info string after it); the block closes at a fence of the
 * same character, at least as long, with nothing after it. Every scanner of Markdown source that must skip
 * code (imports, Docusaurus syntax, prose for reading time and summaries, runnable examples) asks here.
 */

/** A fence line: its marker (e.g. ```` ``` ```` or `~~~~`) and the info string after it. */
export interface Fence {
  readonly marker: string;
  readonly info: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})(.*)$/;

/** The fence on `line`, if it is one. */
export function fenceOf(line: string): Fence | undefined {
  const m = FENCE.exec(line);
  return m ? { marker: m[1]!, info: m[2]!.trim() } : undefined;
}

/**
 * The backticks of a line that opens an ```` ```mdx-code-block ```` block, as Docusaurus's `unwrapMdxCodeBlocks`
 * finds it (three or four backticks, at any indentation: in a list item too), else undefined. Docusaurus drops such
 * fences before compiling MDX, so what they hold is MDX (imports included), not code.
 */
export function mdxCodeBlockOpening(line: string): string | undefined {
  return /^ *(`{3,4})(?!`) *mdx-code-block/.exec(line)?.[1];
}

/** Whether `line` closes an mdx-code-block opened with `marker`: the same backticks alone, at any indentation. */
export const closesMdxCodeBlock = (line: string, marker: string): boolean => new RegExp(`^ *${marker} *\r?$`).test(line);

/** Whether `line` closes a block opened with `marker`. */
export function closesFence(line: string, marker: string): boolean {
  const fence = fenceOf(line);
  return fence !== undefined && fence.info === '' && fence.marker[0] === marker[0] && fence.marker.length >= marker.length;
}

/** Where a line is: an opening or closing fence, inside a code block, or Markdown text. */
export type LinePlace = 'open' | 'close' | 'code' | 'text';

/**
 * A function to call on each line in order; it says where that line is. With `mdx`, the content of an
 * ```` ```mdx-code-block ```` block is text, as Docusaurus compiles it (its two fence lines are 'open' and 'close').
 */
export function fenceTracker({ mdx = false }: { mdx?: boolean } = {}): (line: string) => LinePlace {
  let open: string | undefined;
  let unwrapped: string | undefined;
  return (line) => {
    if (open !== undefined) {
      if (!closesFence(line, open)) return 'code';
      open = undefined;
      return 'close';
    }
    if (unwrapped !== undefined && closesMdxCodeBlock(line, unwrapped)) {
      unwrapped = undefined;
      return 'close';
    }
    const opening = mdx && unwrapped === undefined ? mdxCodeBlockOpening(line) : undefined;
    if (opening) {
      unwrapped = opening;
      return 'open';
    }
    const fence = fenceOf(line);
    if (!fence) return 'text';
    open = fence.marker;
    return 'open';
  };
}

/** The Markdown with each fenced code block, fences included, replaced by one `replacement` line. */
export function withoutFencedCode(markdown: string, replacement = ' '): string {
  const place = fenceTracker();
  const kept: string[] = [];
  for (const line of markdown.split('\n')) {
    const where = place(line);
    if (where === 'text') kept.push(line);
    else if (where === 'open') kept.push(replacement);
  }
  return kept.join('\n');
}
