/**
 * Fenced code blocks as CommonMark reads them, line by line: an opening fence is three or more backticks or
 * tildes indented by at most three spaces (with an info string after it); the block closes at a fence of the
 * same character, at least as long, with nothing after it. Every scanner of Markdown source that must skip
 * code (imports, Docusaurus syntax, prose for reading time and summaries, runnable examples) asks here, and every
 * scanner that must read an ```` ```mdx-code-block ```` as the MDX it holds (the importer's) reads
 * `unwrapMdxCodeBlocks`.
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

/**
 * Where a line is: an opening or closing fence, inside a code block, Markdown text, or (with `mdx`) one of the two
 * fence lines of an ```` ```mdx-code-block ```` block, which Docusaurus drops.
 */
export type LinePlace = 'open' | 'close' | 'code' | 'text' | 'unwrap';

/**
 * A function to call on each line in order; it says where that line is. With `mdx`, the content of an
 * ```` ```mdx-code-block ```` block is text, as Docusaurus compiles it, and its two fence lines are 'unwrap'.
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
      return 'unwrap';
    }
    const opening = mdx && unwrapped === undefined ? mdxCodeBlockOpening(line) : undefined;
    if (opening) {
      unwrapped = opening;
      return 'unwrap';
    }
    const fence = fenceOf(line);
    if (!fence) return 'text';
    open = fence.marker;
    return 'open';
  };
}

/**
 * The source as Docusaurus compiles it (its `unwrapMdxCodeBlocks`): each fence line of an ```` ```mdx-code-block ````
 * block blanked, so that what the block holds is read as MDX (imports, components, expressions), not as code. The
 * blanked line keeps its length (spaces), so every offset and line of the source stays where it was: a scanner
 * reads this and reports or edits positions of the file as written. A blank line where the fence was, as Docusaurus 2
 * parsed the block's content as blocks of their own.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const place = fenceTracker({ mdx: true });
  return source
    .split('\n')
    .map((line) => (place(line) === 'unwrap' ? line.replace(/[^\r]/g, ' ') : line))
    .join('\n');
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
