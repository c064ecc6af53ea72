/**
 * Docusaurus 2 compiled `.md` and `.mdx` with MDX 1, which showed `{` and a stray `<` in prose as text and took
 * HTML comments, `<https://…>` autolinks, indented code, `class=`, string `style=` and an unclosed `<br>`.
 * MDX 3 (this project's compiler) rejects or reinterprets them. `rewriteMdx1` rewrites a file so MDX 3 compiles it
 * and a reader sees the same text: a deterministic pass over what MDX 1 read differently, then fixes where MDX 3's
 * parser still reports an error. Fenced code, inline code, math, link destinations and front matter never change.
 * What an ```` ```mdx-code-block ```` holds is not code: Docusaurus 2 parsed it as MDX 1 (its remark plugin
 * `unwrapMdxCodeBlocks`), so every scan here reads the source through `unwrapMdxCodeBlocks` (lib/content/fences.ts).
 */
import type { Code, Nodes, Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { SKIP, visit } from 'unist-util-visit';
import { unwrapMdxCodeBlocks } from '../../lib/content/fences';
import { escapeRegExp } from '../../lib/escape-regexp';

/** One rewrite: 1-based line of the original file, what changed, and why MDX 3 needs it. */
export interface Mdx1Change {
  line: number;
  what: string;
  why: string;
}

/** `math` (default true): `$…$` and `$$` blocks are remark-math math, left as they are; false for sites without it. */
export interface Mdx1Options {
  math?: boolean;
}

interface Edit {
  start: number;
  end: number;
  text: string;
  what: string;
  why: string;
}

type Range = readonly [number, number];

const WHY = {
  brace: 'MDX 3 reads `{` as the start of a JavaScript expression; MDX 1 showed it as text',
  lt: 'MDX 3 reads `<` before a letter, digit or symbol as the start of a JSX tag; MDX 1 showed it as text',
  comment: 'MDX 3 has no HTML comments; `{/* … */}` is its comment syntax',
  truncate: 'MDX 3 has no HTML comments; `{/* truncate */}` is the MDX form of the excerpt marker',
  headingId: 'MDX 3 reads `{#id}` as an expression; `{/* #id */}` is the MDX form of a Docusaurus heading id',
  autolink: 'MDX 3 reads `<https://…>` as a JSX tag; MDX 1 rendered it as a link',
  className: 'JSX names the HTML attribute `className`',
  htmlFor: 'JSX names the HTML attribute `htmlFor`',
  camelCase: 'React names this HTML attribute in camelCase',
  booleanAttribute:
    'an HTML attribute that is on whatever its value: React names it in camelCase and reads an empty value as off',
  jsxBlockText:
    "MDX 1 passed the lines inside a JSX block to the component as one string (a code block's code, a version picker's command); MDX 3 would pass a Markdown paragraph",
  style: 'React needs `style` as an object; a string throws when the page renders',
  void: 'MDX 3, like JSX, needs void elements self-closed (`<br />`)',
  unquoted: 'JSX attribute values must be quoted or `{expressions}`',
  curly: 'JSX attribute values must be quoted with straight quotes; curly quotes would become part of the value',
  indented: 'MDX 3 has no indented code blocks; MDX 1 rendered lines indented by 4 spaces as code',
  unclosed: 'MDX 3 needs every element closed in the same block; HTML closes it implicitly, and its text stays',
  stray: 'MDX 3 rejects a closing tag without its opening tag in the same block',
  mdxText: 'MDX 3 could not parse this as JSX or an expression; MDX 1 showed it as text',
  tagEnd: 'MDX 3 reads a line starting with `>` as a block quote, which cuts the tag',
  sameLine:
    'MDX 3 ends a paragraph before a line that starts with a tag, so the element would not close (or would nest <p> in <p>)',
  crossed: 'MDX 3 needs tags closed in the reverse order they were opened',
  ownLine: 'MDX 3 reads an element that spans blank lines only when its tags stand on lines of their own',
  unwrapped:
    'a rewrite of what the block holds reaches over a fence line; Docusaurus reads the content as MDX with or without them',
} as const;

/** HTML elements without content: JSX needs them self-closed. */
const VOID_ELEMENTS = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));

/** HTML attributes React spells differently (besides `class` and `for`). */
const REACT_ATTRIBUTES: Record<string, string> = {
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  charset: 'charSet',
  contenteditable: 'contentEditable',
  autoplay: 'autoPlay',
  autofocus: 'autoFocus',
  cellpadding: 'cellPadding',
  cellspacing: 'cellSpacing',
  marginwidth: 'marginWidth',
  marginheight: 'marginHeight',
  referrerpolicy: 'referrerPolicy',
  playsinline: 'playsInline',
  datetime: 'dateTime',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
};

/** Attributes of REACT_ATTRIBUTES that are on or off: written with any value, HTML has them on. */
const BOOLEAN_ATTRIBUTES = new Set(['readOnly', 'allowFullScreen', 'autoPlay', 'autoFocus', 'playsInline']);

/** CommonMark block-level HTML tag names (kind 6): a line starting with one starts an HTML block, even inside a paragraph. */
const BLOCK_TAGS = new Set(
  (
    'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt ' +
    'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link ' +
    'main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead ' +
    'title tr track ul'
  ).split(' '),
);

const AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/;
const EMAIL_AUTOLINK =
  /^<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/;
const ESM_START = /^(?:import|export)[\s{*]/;
const MAX_FIX_ROUNDS = 500;

/**
 * Rewrites MDX 1 source (front matter kept byte-identical) so MDX 3 compiles it with the same visible text; throws
 * Mdx1Error if it cannot. `tree` is the rewritten text as MDX 3 parses it (`parseMdx3`), which the rewrite ends with
 * (its ```mdx-code-block fences unwrapped, as the compile reads them). `lineOf`: the line of `source` that an offset
 * of `text` comes from, for changes made to `text` afterwards.
 */
export function rewriteMdx1(
  source: string,
  options: Mdx1Options = {},
): { text: string; changes: Mdx1Change[]; tree: Root; lineOf: (offset: number) => number } {
  const mathOn = options.math ?? true;
  // Docusaurus reads what an ```mdx-code-block holds as MDX, so the rewrite does too; the fences stay in the copy
  // (the compile drops them), unless an edit reaches over one (rare): the copy is then unwrapped, read the same way.
  const view = unwrapMdxCodeBlocks(source);
  const doc = new SourceDoc(view, mathOn);
  const edits = deterministicEdits(doc);
  const tree = fixRemainingErrors(doc, edits, mathOn);
  const over = edits.find((e) => source.slice(e.start, e.end) !== view.slice(e.start, e.end));
  const changes = summarize(doc, edits);
  if (over) changes.push({ line: doc.lineOf(over.start), what: 'removed the ```mdx-code-block fences', why: WHY.unwrapped });
  const lineOf = (offset: number): number => doc.lineOf(toOriginal(edits, offset));
  return { text: applyEdits(over ? view : source, edits), changes, tree, lineOf };
}

/**
 * True when a `.md` file uses MDX features (import/export, JSX components or attributes, `{expressions}` meant as
 * code), in its text or in an ```mdx-code-block, whose content Docusaurus reads as MDX.
 */
export function needsMdx(source: string): boolean {
  // npm2yarn's tabs are components: MDX 1 made them of any `.md`, so such a file stays MDX.
  if (/^[ \t]*(?:```|~~~)[^\n]*[ \t]npm2yarn[ \t]*$/m.test(source)) return true;
  const doc = new SourceDoc(unwrapMdxCodeBlocks(source), false);
  if (doc.esm.length > 0) return true;
  let found = false;
  scan(doc, {
    tag(tag) {
      const shoutedHtml = /^[A-Z][A-Z0-9]*$/.test(tag.name) && HTML_ELEMENTS.has(tag.name.toLowerCase());
      if (tag.fragment || (/^[A-Z]|\./.test(tag.name) && !shoutedHtml)) found = true;
      for (const a of tag.attributes) {
        if (a.kind === 'spread' || a.value?.startsWith('{') || a.name === 'className' || a.name === 'htmlFor') found = true;
      }
    },
    expression(start, end, inJsxBlock) {
      if (inJsxBlock || /^\{\s*\/\*[\s\S]*\*\/\s*\}$/.test(doc.source.slice(start, end))) found = true;
    },
  });
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// The source as MDX 1 read it: protected ranges (code, math, front matter, ESM) and blocks that were JSX.

class SourceDoc {
  readonly lineStarts: number[] = [0];
  /** Ranges never rewritten, sorted: front matter, code, inline code, math, ESM, link destinations, definitions. */
  readonly protectedRanges: Range[] = [];
  readonly esm: Range[] = [];
  readonly indentedCode: Code[] = [];
  /** Per line (0-based): the line belongs to a block that MDX 1 read as JSX (its `{…}` are expressions). */
  readonly jsxLine: boolean[] = [];
  readonly headingLines = new Set<number>();
  /** Lines inside a code block, math block or ESM block after its first line. */
  private readonly blockLines = new Set<number>();
  private readonly blockEnds: number[] = [];

  constructor(
    readonly source: string,
    mathOn: boolean,
  ) {
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    const tree = parseCommonMark(source, mathOn);
    const ranges: Range[] = [];
    const codes: Code[] = [];
    for (const node of tree.children) {
      if (node.type !== 'paragraph' || !node.position) continue;
      const start = node.position.start.offset ?? 0;
      if (node.position.start.column === 1 && ESM_START.test(source.slice(start, start + 8))) {
        this.esm.push([start, this.blockEnd(start)]);
      }
    }
    visit(tree as Nodes, (node) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      if (node.type === 'heading') this.headingLines.add(this.lineOf(start));
      if (node.type === 'yaml' || node.type === 'inlineCode' || node.type === 'math' || node.type === 'inlineMath') {
        if (node.type === 'yaml' || node.type === 'math') this.markBlockLines(start, end);
        ranges.push([start, end]);
      } else if (node.type === 'code') {
        if (this.inEsm(start)) return;
        this.markBlockLines(start, end);
        codes.push(node);
      } else if (node.type === 'definition') {
        ranges.push([start, end]);
      } else if ((node.type === 'link' || node.type === 'image') && source[end - 1] === ')') {
        const resource = resourceStart(source.slice(start, end));
        if (resource > 0) ranges.push([start + resource, end]);
      }
    });
    for (const [start, end] of this.esm) this.markBlockLines(start, end);
    ranges.push(...this.esm);
    this.markJsxBlocks();
    // A fence or an indented block that starts inside a JSX block was JSX to MDX 1 (its tokenizer ate the lines up
    // to the next empty line), however CommonMark reads it: not code.
    for (const node of codes) {
      const start = node.position!.start.offset!;
      if (this.jsxLine[this.lineOf(start) - 1]) continue;
      if (!/^(?:`{3,}|~{3,})/.test(source.slice(start, start + 3))) this.indentedCode.push(node);
      ranges.push([start, node.position!.end.offset!]);
    }
    ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    for (const r of ranges) {
      const last = this.protectedRanges.at(-1);
      if (last && r[0] < last[1]) {
        if (r[1] > last[1]) this.protectedRanges[this.protectedRanges.length - 1] = [last[0], r[1]];
      } else this.protectedRanges.push(r);
    }
  }

  /** 1-based line of an offset. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  lineText(line: number): string {
    const start = this.lineStarts[line - 1]!;
    const next = this.lineStarts[line];
    return this.source.slice(start, next === undefined ? this.source.length : next - 1).replace(/\r$/, '');
  }

  /** End of the blank-line-delimited block that contains `offset`. */
  blockEnd(offset: number): number {
    if (this.blockEnds.length === 0) {
      let end = this.source.length;
      for (let line = this.lineStarts.length; line >= 1; line--) {
        this.blockEnds[line - 1] = end;
        if (this.lineText(line).trim() === '') end = this.lineStarts[line - 1]!;
      }
    }
    return this.blockEnds[this.lineOf(offset) - 1]!;
  }

  inEsm(offset: number): boolean {
    return this.esm.some(([s, e]) => offset >= s && offset < e);
  }

  private markBlockLines(start: number, end: number): void {
    for (let line = this.lineOf(start) + 1; line <= this.lineOf(Math.max(start, end - 1)); line++) this.blockLines.add(line);
  }

  /**
   * End of the JSX block that contains `offset` (the start of its first line that is no longer JSX), or of the
   * blank-line-delimited block when the line is not JSX. A JSX block runs past lines of spaces (markJsxBlocks).
   */
  jsxBlockEnd(offset: number): number {
    let line = this.lineOf(offset);
    if (!this.jsxLine[line - 1]) return this.blockEnd(offset);
    while (line < this.lineStarts.length && this.jsxLine[line]) line++;
    return line < this.lineStarts.length ? this.lineStarts[line]! : this.source.length;
  }

  /**
   * MDX 1 turned an HTML block (a block whose first line starts with a tag, or a line starting with a block-level
   * tag) into JSX up to the next empty line: `{…}` there were expressions. Everywhere else `{` was text. Empty
   * means empty: remark-mdx 1's block tokenizer ends the block at a line matching `/^$/`, so a line of spaces or
   * tabs (a blank line to CommonMark, which ends a paragraph there) stays inside the JSX, as in a template literal
   * an attribute spreads over lines.
   */
  private markJsxBlocks(): void {
    let inJsx = false;
    let blockStart = true;
    for (let line = 1; line <= this.lineStarts.length; line++) {
      const text = this.lineText(line);
      if (inJsx ? text === '' : text.trim() === '' || this.blockLines.has(line)) {
        inJsx = false;
        blockStart = true;
        this.jsxLine.push(false);
        continue;
      }
      const stripped = text.replace(/^(?:[ \t]*>)*[ \t]*/, '');
      if (!inJsx && /^<(?:[A-Za-z]|\/[A-Za-z]|>|\/>)/.test(stripped) && !AUTOLINK.test(stripped)) {
        const name = /^<\/?([A-Za-z][\w-]*)/.exec(stripped)?.[1]?.toLowerCase();
        if (blockStart || (name !== undefined && BLOCK_TAGS.has(name))) inJsx = true;
      }
      this.jsxLine.push(inJsx);
      blockStart = this.headingLines.has(line);
    }
  }
}

const RESOURCE =
  /^\(\s*(?:<(?:[^<>\n\\]|\\.)*>|(?!<)(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)(?:\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?\s*\)$/;

/** Offset of the `(` of a link's `(destination "title")` (MDX 3 reads it raw, so it needs no escapes), or -1. */
function resourceStart(link: string): number {
  for (let i = link.lastIndexOf(']('); i > 0; i = link.lastIndexOf('](', i - 1)) {
    if (RESOURCE.test(link.slice(i + 1))) return i + 1;
  }
  return -1;
}

function parseCommonMark(source: string, mathOn: boolean): Root {
  return fromMarkdown(source, {
    extensions: [gfm(), frontmatter(), ...(mathOn ? [math()] : [])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(), ...(mathOn ? [mathFromMarkdown()] : [])],
  });
}

/** Parses with MDX 3's syntax (as `@mdx-js/mdx` with remark-gfm, -frontmatter, -directive and -math does). */
export function parseMdx3(text: string, mathOn = true): Root {
  return fromMarkdown(text, {
    extensions: [mdxjs(), gfm(), frontmatter(), directive(), ...(mathOn ? [math()] : [])],
    mdastExtensions: [
      mdxFromMarkdown(),
      gfmFromMarkdown(),
      frontmatterFromMarkdown(),
      directiveFromMarkdown(),
      ...(mathOn ? [mathFromMarkdown()] : []),
    ],
  });
}

/**
 * What `emphasisAsMdx1` wrote as MDX 1 read it: a `**…**`/`__…__` or `*…*`/`_…_` pair CommonMark does not read,
 * now a `<strong>` or `<em>` (`kind`), or markers MDX 1 showed as text and CommonMark would take, now escaped.
 */
export interface Mdx1Emphasis {
  /** 1-based line of the (opening) marker, of the source file when `lineOf` maps it. */
  line: number;
  /** The pair or the markers as written, shortened. */
  source: string;
  kind: 'strong' | 'em' | 'text';
}

/** `size` marker characters at `open` and `size` at `close`: strong (2) or emphasis (1), in either parser. */
interface MarkerPair {
  open: number;
  close: number;
  size: number;
}

/** Text whose markers are no emphasis markers (code, HTML, destinations); `label`: a link's text, read on its own. */
interface Inert {
  start: number;
  end: number;
  label?: Range;
}

const PHRASING_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
const INERT_INLINE = new Set([
  'inlineCode',
  'inlineMath',
  'html',
  'image',
  'imageReference',
  'footnoteReference',
  'mdxTextExpression',
  'textDirective',
]);
/** The characters remark-parse 8 (gfm: true) unescapes after a backslash. */
const MDX1_ESCAPES = new Set('\\`*{}[]()#+-.!_>~|');
const TAG: Record<number, 'strong' | 'em'> = { 1: 'em', 2: 'strong' };

/**
 * MDX 1 parsed with remark-parse 8, whose strong and emphasis tokenizers (lib/tokenize/strong.js, emphasis.js)
 * close `**`/`__` or `*`/`_` at the next marker of the same kind whatever the characters around it, once something
 * other than whitespace lies between; `_` only before a character that is not `\w` (ASCII), so `snake_case` stays
 * text but `见_注释_说明` is emphasis. CommonMark (MDX 3, micromark, also for `.md`) closes only a right-flanking
 * run: not after punctuation unless a space or punctuation follows (`中文**强调。**中文`), never between spaces
 * (`长 * 宽 * 高`), and `_` never inside a word. In each paragraph, heading or table cell whose reading differs (the
 * characters shown, each as strong, emphasis or neither), the pairs CommonMark does not read as MDX 1 did are
 * written as `<strong>`/`<em>` (JSX in MDX, inline HTML in Markdown) and the markers MDX 1 left as text escaped;
 * the pairs both read alike stay as written unless CommonMark would then read the block otherwise, when every pair
 * becomes a tag. A block whose MDX 1 pairing cuts a code span, a link or a tag (remark-parse 8 closes a pair opened
 * before it at a marker inside it) is left as written: code and links never change. `mdx`: the text must still
 * parse as MDX 3 afterwards, else it is left as it was. `lineOf`: the line of the source file for an offset of
 * `text` (`rewriteMdx1`'s, when `text` is its output).
 */
export function emphasisAsMdx1(
  text: string,
  options: { mdx: boolean; math?: boolean; lineOf?: (offset: number) => number },
): { text: string; changes: Mdx1Emphasis[] } {
  const mathOn = options.math ?? true;
  const unchanged = { text, changes: [] };
  if (!/[*_]/.test(text)) return unchanged;
  const parse = (source: string): Root | undefined =>
    options.mdx ? tryParse(source, mathOn).tree : parseCommonMark(source, mathOn);
  const tree = parse(text);
  if (!tree) return unchanged;
  const starts = lineStartsOf(text);
  const lineOf =
    options.lineOf ??
    ((offset: number): number => {
      let line = 0;
      while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
      return line + 1;
    });

  interface Block {
    from: number;
    to: number;
    inert: Inert[];
    commonMark: MarkerPair[];
    mdx1: MarkerPair[];
    edits: Edit[];
    changes: Mdx1Emphasis[];
  }
  const blocks: Block[] = [];
  visit(tree as Nodes, (node) => {
    if (!PHRASING_BLOCKS.has(node.type) || !('children' in node) || node.children.length === 0) return;
    const from = node.children[0]!.position?.start.offset;
    const to = node.children.at(-1)!.position?.end.offset;
    if (from === undefined || to === undefined || !/[*_]/.test(text.slice(from, to))) return;
    const { pairs: commonMark, inert } = commonMarkInline(text, node);
    const mdx1 = mdx1Pairs(text, from, to, inert);
    if (!mdx1 || sameReading(text, from, to, mdx1, commonMark)) return;
    blocks.push({ from, to, inert, commonMark, mdx1, edits: [], changes: [] });
  });
  if (blocks.length === 0) return unchanged;

  /** The edits writing `block` as MDX 1 read it; `all`: every pair as a tag, not only those CommonMark reads otherwise. */
  const write = (block: Block, all: boolean): void => {
    const readAlike = (p: MarkerPair) =>
      block.commonMark.some((q) => q.open === p.open && q.close === p.close && q.size === p.size);
    block.edits = [];
    block.changes = [];
    const taken = new Set<number>();
    for (const p of block.mdx1) {
      for (let k = 0; k < p.size; k++) taken.add(p.open + k).add(p.close + k);
      if (!all && readAlike(p)) continue;
      const tag = TAG[p.size]!;
      block.edits.push(
        { start: p.open, end: p.open + p.size, text: `<${tag}>`, what: '', why: '' },
        { start: p.close, end: p.close + p.size, text: `</${tag}>`, what: '', why: '' },
      );
      if (readAlike(p)) continue;
      const written = text.slice(p.open, p.close + p.size).replace(/\s+/g, ' ');
      block.changes.push({ line: lineOf(p.open), source: written.length > 40 ? `${written.slice(0, 37)}…` : written, kind: tag });
    }
    const commonMarkTaken = new Set(
      block.commonMark.flatMap((q) => [...Array(q.size).keys()].flatMap((k) => [q.open + k, q.close + k])),
    );
    let lastEscaped = -2;
    for (let i = block.from; i < block.to; i++) {
      const c = text[i];
      if ((c !== '*' && c !== '_') || taken.has(i) || isEscaped(text, i) || inInert(block.inert, i)) continue;
      if (!(all ? mayDelimit(text, i) : commonMarkTaken.has(i))) continue;
      block.edits.push({ start: i, end: i + 1, text: `\\${c}`, what: '', why: '' });
      if (lastEscaped === i - 1) block.changes.at(-1)!.source += c;
      else block.changes.push({ line: lineOf(i), source: c, kind: 'text' });
      lastEscaped = i;
    }
  };
  const apply = (): { out: string; edits: Edit[] } => {
    const edits = normalize(blocks.flatMap((b) => b.edits));
    return { out: applyEdits(text, edits), edits };
  };
  /** The blocks of `out` that CommonMark reads otherwise than MDX 1 read the source. */
  const misread = (out: string, edits: Edit[]): Set<Block> => {
    const outTree = parse(out);
    if (!outTree) return new Set(blocks);
    // The tags written read as written; the rest as CommonMark reads the output, at the offsets of `text`.
    const readings = new Map(blocks.map((b) => [b, b.mdx1.filter((p) => b.edits.some((e) => e.start === p.open))]));
    visit(outTree as Nodes, (node) => {
      if (node.type !== 'emphasis' && node.type !== 'strong') return;
      const size = node.type === 'strong' ? 2 : 1;
      const open = toOriginal(edits, node.position!.start.offset!);
      const close = toOriginal(edits, node.position!.end.offset! - size);
      const block = blocks.find((b) => open >= b.from && open < b.to);
      if (block) readings.get(block)!.push({ open, close, size });
    });
    return new Set(blocks.filter((b) => !sameReading(text, b.from, b.to, b.mdx1, readings.get(b)!)));
  };

  for (const block of blocks) write(block, false);
  let { out, edits } = apply();
  const retry = misread(out, edits);
  if (retry.size > 0) {
    for (const block of retry) write(block, true);
    ({ out, edits } = apply());
    for (const block of misread(out, edits)) {
      block.edits = [];
      block.changes = [];
    }
    ({ out, edits } = apply());
  }
  const changes = blocks.flatMap((b) => b.changes).sort((a, b) => a.line - b.line);
  if (changes.length === 0 || (options.mdx && !tryParse(out, mathOn).tree)) return unchanged;
  return { text: out, changes };
}

/** The strong and emphasis pairs CommonMark reads in a block, and its text that holds no emphasis markers. */
function commonMarkInline(text: string, block: Nodes): { pairs: MarkerPair[]; inert: Inert[] } {
  const pairs: MarkerPair[] = [];
  const inert: Inert[] = [];
  visit(block, (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (node === block || start === undefined || end === undefined) return undefined;
    if (node.type === 'emphasis' || node.type === 'strong') {
      const size = node.type === 'strong' ? 2 : 1;
      pairs.push({ open: start, close: end - size, size });
    } else if (node.type === 'link' || node.type === 'linkReference') {
      // `[text](…)`: the text is read on its own; an autolink is inert as a whole.
      if (text[start] !== '[') return (inert.push({ start, end }), SKIP);
      const first = node.children[0]?.position?.start.offset ?? start + 1;
      const last = node.children.at(-1)?.position?.end.offset ?? start + 1;
      inert.push({ start, end, label: [first, last] });
    } else if (node.type === 'mdxJsxTextElement') {
      // The tags are inert, what the element holds is Markdown.
      const first = node.children[0]?.position?.start.offset;
      const last = node.children.at(-1)?.position?.end.offset;
      if (first === undefined || last === undefined) return (inert.push({ start, end }), SKIP);
      inert.push({ start, end: first }, { start: last, end });
    } else if (INERT_INLINE.has(node.type)) {
      return (inert.push({ start, end }), SKIP);
    }
    return undefined;
  });
  inert.sort((a, b) => a.start - b.start);
  return { pairs, inert };
}

function inInert(inert: Inert[], i: number): boolean {
  return inert.some((a) => i >= a.start && i < a.end && !(a.label && i >= a.label[0] && i < a.label[1]));
}

/**
 * The strong and emphasis pairs of `text[from, to)` as remark-parse 8's inline tokenizer made them (non-pedantic,
 * gfm): at each position escapes, then links and references (their text read on its own), then strong, then
 * emphasis, then strikethrough; code, HTML and the like (`inert`, as CommonMark found them) are skipped whole.
 * Strong and emphasis scan the raw text for their closing marker, so one opened before a code span or a link can
 * close inside it: then undefined (the pairing cannot be written without changing the code or the link).
 */
function mdx1Pairs(text: string, from: number, to: number, inert: Inert[]): MarkerPair[] | undefined {
  const pairs: MarkerPair[] = [];
  const at = new Map(inert.map((a) => [a.start, a]));
  const char = (i: number, end: number): string => (i < end ? text[i]! : '');
  /** lib/tokenize/strong.js: the offset of the closing `**`/`__`. */
  const strongAt = (i: number, end: number): number | undefined => {
    const marker = text[i]!;
    if (char(i + 1, end) !== marker) return undefined;
    let queue = '';
    for (let k = i + 2; k < end;) {
      let c = text[k]!;
      if (c === marker && char(k + 1, end) === marker) {
        c = char(k + 2, end);
        if (c !== marker) return queue.trim() === '' ? undefined : k;
      }
      if (c === '\\') {
        queue += c;
        c = char(++k, end);
      }
      queue += c;
      k++;
    }
    return undefined;
  };
  /** lib/tokenize/emphasis.js: the offset of the closing `*`/`_`. */
  const emphasisAt = (i: number, end: number): number | undefined => {
    const marker = text[i]!;
    let queue = '';
    let c = '';
    for (let k = i + 1; k < end;) {
      const previous = c;
      c = text[k]!;
      if (c === marker) {
        c = char(++k, end);
        if (c !== marker) {
          if (queue.trim() === '' || previous === marker) return undefined;
          if (marker === '_' && /\w/.test(c)) {
            queue += marker;
            continue;
          }
          return k - 1;
        }
        queue += marker;
      }
      if (c === '\\') {
        queue += c;
        c = char(++k, end);
      }
      queue += c;
      k++;
    }
    return undefined;
  };
  /** lib/tokenize/delete.js: the offset of the closing `~~`. */
  const deleteAt = (i: number, end: number): number | undefined => {
    if (char(i + 1, end) !== '~' || /^\s$/.test(char(i + 2, end))) return undefined;
    let previous = '';
    let preceding = '';
    for (let k = i + 2; k < end; k++) {
      const c = text[k]!;
      if (c === '~' && previous === '~' && (!preceding || !/^\s$/.test(preceding))) return k - 1;
      preceding = previous;
      previous = c;
    }
    return undefined;
  };
  /** lib/tokenize/reference.js: `[text]`, `[text][]` or `[text][id]`, defined or not: [text start, text end, end]. */
  const referenceAt = (i: number, end: number): [number, number, number] | undefined => {
    let k = i + 1;
    for (; k < end && text[k] !== ']'; k++) {
      if (text[k] === '[') return undefined;
      if (text[k] === '\\') k++;
    }
    if (k >= end || k === i + 1) return undefined;
    const label: [number, number, number] = [i + 1, k, k + 1];
    let j = k + 1;
    while (j < end && /\s/.test(text[j]!)) j++;
    if (text[j] !== '[') return label;
    for (k = j + 1; k < end && text[k] !== '[' && text[k] !== ']'; k++) if (text[k] === '\\') k++;
    if (k < end && text[k] === ']') label[2] = k + 1;
    return label;
  };
  const crosses = (open: number, close: number, size: number): boolean =>
    inert.some((a) => a.start > open && a.start < close + size && a.end > close);

  const tokenize = (start: number, end: number, inLink: boolean): boolean => {
    for (let i = start; i < end;) {
      const atom = at.get(i);
      if (atom) {
        if (atom.end > end) return false;
        if (atom.label && !tokenize(atom.label[0], atom.label[1], true)) return false;
        i = atom.end;
        continue;
      }
      const c = text[i]!;
      if (c === '\\') {
        i += MDX1_ESCAPES.has(char(i + 1, end)) ? 2 : 1;
        continue;
      }
      if ((c === '[' || (c === '!' && char(i + 1, end) === '[')) && !inLink) {
        const reference = referenceAt(c === '!' ? i + 1 : i, end);
        if (reference) {
          if (reference[2] > end || crosses(i, reference[2] - 1, 1)) return false;
          if (c === '[' && !tokenize(reference[0], reference[1], true)) return false;
          i = reference[2];
          continue;
        }
      }
      let size = 0;
      let close: number | undefined;
      if (c === '*' || c === '_') {
        close = strongAt(i, end);
        size = 2;
        if (close === undefined) {
          close = emphasisAt(i, end);
          size = 1;
        }
      } else if (c === '~') {
        close = deleteAt(i, end);
        size = 2;
      }
      if (close === undefined) {
        i++;
        continue;
      }
      if (crosses(i, close, size)) return false;
      if (c !== '~') pairs.push({ open: i, close, size });
      if (!tokenize(i + size, close, inLink)) return false;
      i = close + size;
    }
    return true;
  };
  return tokenize(from, to, false) ? pairs : undefined;
}

/** The same text shown, each character as strong, emphasis, both or neither, in `text[from, to)`. */
function sameReading(text: string, from: number, to: number, a: MarkerPair[], b: MarkerPair[]): boolean {
  const reading = (pairs: MarkerPair[]): string => {
    const style = new Map<number, number>();
    for (const p of pairs) {
      for (let k = 0; k < p.size; k++) style.set(p.open + k, -1).set(p.close + k, -1);
    }
    for (const p of pairs) {
      for (let i = p.open + p.size; i < p.close; i++) if (style.get(i) !== -1) style.set(i, (style.get(i) ?? 0) | p.size);
    }
    let shown = '';
    for (let i = from; i < to; i++) if (style.get(i) !== -1) shown += `${text[i]}${style.get(i) ?? 0}`;
    return shown;
  };
  return reading(a) === reading(b);
}

/** A `*` or `_` left as text that CommonMark could take as a marker once the pairs around are tags. */
function mayDelimit(text: string, i: number): boolean {
  const before = text[i - 1] ?? ' ';
  const after = text[i + 1] ?? ' ';
  const space = (c: string) => /\s/.test(c);
  if (space(before) && space(after)) return false;
  const word = (c: string) => !space(c) && !/[\p{P}\p{S}]/u.test(c);
  return !(text[i] === '_' && word(before) && word(after));
}

// ---------------------------------------------------------------------------------------------------------------
// Scanner: walks the unprotected text, recognising comments, autolinks, tags, expressions, inline code.

interface Attribute {
  kind: 'attribute' | 'spread';
  name: string;
  nameStart: number;
  /** Raw value including quotes or braces; undefined for a boolean attribute. */
  value?: string;
  valueStart: number;
  end: number;
}

interface Tag {
  start: number;
  end: number;
  name: string;
  closing: boolean;
  selfClosing: boolean;
  fragment: boolean;
  attributes: Attribute[];
}

interface ScanHandlers {
  comment?(start: number, end: number): void;
  autolink?(start: number, end: number, url: string, email: boolean): void;
  tag?(tag: Tag): void;
  /** `{…}` in a JSX block (an expression in MDX 1), or an MDX comment anywhere. */
  expression?(start: number, end: number, inJsxBlock: boolean): void;
  /** A `{` that MDX 1 showed as text. */
  brace?(offset: number): void;
  /** A `<` that starts no tag, comment or autolink. */
  lessThan?(offset: number): void;
}

function scan(doc: SourceDoc, on: ScanHandlers): void {
  const { source, protectedRanges } = doc;
  let k = 0;
  let i = 0;
  while (i < source.length) {
    while (k < protectedRanges.length && protectedRanges[k]![0] < i) k++;
    if (k < protectedRanges.length && protectedRanges[k]![0] === i) {
      i = Math.max(i + 1, protectedRanges[k]![1]);
      k++;
      continue;
    }
    const c = source[i];
    if (c === '\\') {
      i += /[!-/:-@[-`{-~]/.test(source[i + 1] ?? '') ? 2 : 1;
    } else if (c === '`') {
      i = skipCodeSpan(doc, i);
    } else if (c === '<') {
      i = scanLessThan(doc, i, on);
    } else if (c === '{') {
      const inJsx = doc.jsxLine[doc.lineOf(i) - 1] ?? false;
      const end = inJsx || source.startsWith('/*', i + 1) ? matchBrace(source, i) : -1;
      if (end > 0 && (inJsx || /^\{\s*\/\*[\s\S]*\*\/\s*\}$/.test(source.slice(i, end)))) {
        on.expression?.(i, end, inJsx);
        i = end;
      } else if (end < 0 && headingId(doc, i) > 0) {
        i = headingId(doc, i);
      } else {
        on.brace?.(i);
        i++;
      }
    } else i++;
  }
}

/** A backtick run with a matching run later in the same block is inline code (CommonMark did not see it inside HTML). */
function skipCodeSpan(doc: SourceDoc, i: number): number {
  const { source } = doc;
  let n = 0;
  while (source[i + n] === '`') n++;
  const limit = doc.blockEnd(i);
  let j = i + n;
  while (j < limit) {
    if (source[j] !== '`') {
      j++;
      continue;
    }
    let m = 0;
    while (source[j + m] === '`') m++;
    if (m === n) return j + m;
    j += m;
  }
  return i + n;
}

function scanLessThan(doc: SourceDoc, i: number, on: ScanHandlers): number {
  const { source } = doc;
  if (source.startsWith('<!--', i)) {
    const close = source.indexOf('-->', i + 4);
    if (close >= 0) {
      on.comment?.(i, close + 3);
      return close + 3;
    }
  }
  const rest = source.slice(i, i + 2100);
  const link = AUTOLINK.exec(rest) ?? EMAIL_AUTOLINK.exec(rest);
  if (link) {
    on.autolink?.(i, i + link[0].length, link[1]!, !AUTOLINK.test(rest));
    return i + link[0].length;
  }
  const tag = parseTag(doc, i);
  if (tag) {
    on.tag?.(tag);
    return tag.end;
  }
  on.lessThan?.(i);
  return i + 1;
}

/** Parses a JSX or HTML tag at `i` (attributes may be quoted, unquoted or `{…}`); undefined when it is not one. */
function parseTag(doc: SourceDoc, i: number): Tag | undefined {
  const { source } = doc;
  const limit = Math.min(doc.jsxBlockEnd(i), i + 20000);
  let j = i + 1;
  const closing = source[j] === '/';
  if (closing) j++;
  const tag: Tag = { start: i, end: i, name: '', closing, selfClosing: false, fragment: false, attributes: [] };
  if (source[j] === '>') {
    tag.fragment = true;
    tag.end = j + 1;
    return tag;
  }
  const name = /^[A-Za-z][\w.:-]*/.exec(source.slice(j, j + 200));
  if (!name) return undefined;
  tag.name = name[0];
  j += name[0].length;
  for (;;) {
    const ws = /^\s*/.exec(source.slice(j, j + 1000))![0];
    j += ws.length;
    if (j >= limit) return undefined;
    if (source.startsWith('/>', j) && !closing) {
      tag.selfClosing = true;
      tag.end = j + 2;
      return tag;
    }
    if (source[j] === '>') {
      tag.end = j + 1;
      return tag;
    }
    if (closing || ws === '') return undefined;
    if (source[j] === '{') {
      const end = matchBrace(source, j);
      if (end < 0 || end > limit) return undefined;
      tag.attributes.push({ kind: 'spread', name: '', nameStart: j, valueStart: j, value: source.slice(j, end), end });
      j = end;
      continue;
    }
    const attrName = /^[^\s"'<>/={}`\\]+/.exec(source.slice(j, j + 200));
    if (!attrName) return undefined;
    const attr: Attribute = { kind: 'attribute', name: attrName[0], nameStart: j, valueStart: -1, end: j + attrName[0].length };
    j = attr.end;
    const eq = /^\s*=\s*/.exec(source.slice(j, j + 200));
    if (eq) {
      j += eq[0].length;
      attr.valueStart = j;
      const q = source[j];
      let end: number;
      if (q === '"' || q === "'") {
        end = source.indexOf(q, j + 1) + 1;
        if (end <= 0) return undefined;
      } else if (q === '{') {
        end = matchBrace(source, j);
        if (end < 0) return undefined;
      } else {
        const bare = /^[^\s"'=<>`]+/.exec(source.slice(j, j + 2000));
        if (!bare) return undefined;
        end = j + bare[0].length;
        if (source.startsWith('/>', end - 1) && end - 1 > j) end--;
      }
      if (end > limit) return undefined;
      attr.value = source.slice(j, end);
      attr.end = end;
      j = end;
    }
    tag.attributes.push(attr);
  }
}

/** End (exclusive) of the JavaScript `{…}` starting at `i`, skipping strings, templates and comments; -1 if unbalanced. */
function matchBrace(source: string, i: number): number {
  const limit = Math.min(source.length, i + 20000);
  let depth = 0;
  const templates: number[] = [];
  /**
   * Reads template text from `from` up to its end or its next `${`, which opens one more level (its depth kept
   * in `templates`, where the template resumes). Returns where to go on from, or -1 if the template never ends.
   */
  const templateText = (from: number): number => {
    const close = scanTemplate(source, from, limit);
    if (close < 0 || source[close] !== '$') return close;
    templates.push(depth);
    depth++;
    return close + 1;
  };
  for (let j = i; j < limit; j++) {
    const c = source[j];
    if (c === '"' || c === "'") {
      // An unpaired quote is an apostrophe in JSX text (`<p>Don't</p>`), not a string.
      const close = findQuote(source, j, c, limit);
      if (close >= 0) j = close;
    } else if (c === '`') {
      j = templateText(j + 1);
      if (j < 0) return -1;
    } else if (c === '/' && source[j + 1] === '*') {
      const close = source.indexOf('*/', j + 2);
      if (close < 0) return -1;
      j = close + 1;
    } else if (c === '/' && source[j + 1] === '/') {
      const close = source.indexOf('\n', j);
      if (close < 0) return -1;
      j = close;
    } else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return j + 1;
      if (templates.at(-1) === depth) {
        templates.pop();
        j = templateText(j + 1);
        if (j < 0) return -1;
      }
    }
  }
  return -1;
}

function findQuote(source: string, j: number, quote: string, limit: number): number {
  for (let k = j + 1; k < limit; k++) {
    if (source[k] === '\\') k++;
    else if (source[k] === quote) return k;
    else if (source[k] === '\n') return -1;
  }
  return -1;
}

/** From inside a template literal: index of its closing backtick, or of the `$` of a `${`. */
function scanTemplate(source: string, j: number, limit: number): number {
  for (let k = j; k < limit; k++) {
    if (source[k] === '\\') k++;
    else if (source[k] === '`') return k;
    else if (source[k] === '$' && source[k + 1] === '{') return k;
  }
  return -1;
}

/** End of a Docusaurus heading id `{#id}` at the end of a heading line, or -1. */
function headingId(doc: SourceDoc, i: number): number {
  const line = doc.lineOf(i);
  if (!doc.headingLines.has(line)) return -1;
  const m = /^\{#[^}\s]+\}[ \t]*$/.exec(doc.lineText(line).slice(i - doc.lineStarts[line - 1]!));
  return m ? i + m[0].trimEnd().length : -1;
}

// ---------------------------------------------------------------------------------------------------------------
// Deterministic pass.

function deterministicEdits(doc: SourceDoc): Edit[] {
  const { source } = doc;
  const edits: Edit[] = [];
  for (const code of doc.indentedCode) edits.push(fenceIndentedCode(doc, code));
  scan(doc, {
    comment(start, end) {
      const inner = source.slice(start + 4, end - 3);
      const truncate = inner.trim() === 'truncate';
      edits.push({
        start,
        end,
        text: truncate ? '{/* truncate */}' : `{/*${inner.replace(/\*\//g, '*\\/')}*/}`,
        what: truncate ? 'rewrote `<!-- truncate -->` as `{/* truncate */}`' : 'rewrote HTML comment as `{/* */}`',
        why: truncate ? WHY.truncate : WHY.comment,
      });
    },
    autolink(start, end, url, email) {
      const href = (email ? `mailto:${url}` : url).replace(/[()\s]/g, (c) => encodeURIComponent(c));
      const label = url.replace(/[\\[\]*_`<{}~$]/g, (c) => `\\${c}`);
      edits.push({ start, end, text: `[${label}](${href})`, what: 'rewrote autolink `<…>` as `[…](…)`', why: WHY.autolink });
    },
    tag(tag) {
      edits.push(...tagEdits(source, tag));
      const text = jsxBlockText(doc, tag);
      if (text) edits.push(text);
    },
    brace(offset) {
      edits.push({ start: offset, end: offset, text: '\\', what: 'escaped `{` in text', why: WHY.brace });
    },
    lessThan(offset) {
      if (/[\s]/.test(source[offset + 1] ?? ' ')) return;
      edits.push({ start: offset, end: offset + 1, text: '&lt;', what: 'escaped `<` in text', why: WHY.lt });
    },
  });
  for (const line of doc.headingLines) {
    const text = doc.lineText(line);
    const m = /\{#([^}\s]+)\}[ \t]*$/.exec(text);
    if (!m) continue;
    const start = doc.lineStarts[line - 1]! + m.index;
    if (doc.protectedRanges.some(([s, e]) => start >= s && start < e)) continue;
    edits.push({
      start,
      end: start + m[0].trimEnd().length,
      text: `{/* #${m[1]} */}`,
      what: 'rewrote heading id `{#…}` as `{/* #… */}`',
      why: WHY.headingId,
    });
  }
  return normalize(edits);
}

/**
 * The text of a component in a JSX block, written on lines of its own without a blank line
 * (`<CodeBlock language="bash">⏎  curl https://x.dev | bash⏎</CodeBlock>`, a site's own `<PickVersion>`): MDX 1 passed
 * the block to JSX as written, so the component got its text as one string (and Markdown there stayed as typed);
 * MDX 3 reads it as Markdown, and the component gets a paragraph element (a component calling `children.replace`
 * then throws). Given as that string (`{"curl … | bash"}`), its lines trimmed and joined with a space as JSX joins
 * them, which is what Docusaurus 2 passed. Components only (a capitalised name): an HTML element's text shows alike.
 */
function jsxBlockText(doc: SourceDoc, tag: Tag): Edit | undefined {
  if (tag.closing || tag.selfClosing || !/^[A-Z]/.test(tag.name) || !doc.jsxLine[doc.lineOf(tag.start) - 1]) return undefined;
  const { source } = doc;
  const close = source.indexOf(`</${tag.name}>`, tag.end);
  if (close < 0) return undefined;
  const inner = source.slice(tag.end, close);
  if (!inner.includes('\n') || /\n[ \t]*\n|[<{}]/.test(inner) || inner.trim() === '') return undefined;
  const text = inner
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
  return {
    start: tag.end,
    end: close,
    text: `{${JSON.stringify(decodeBasicEntities(text))}}`,
    what: `gave the text of \`<${tag.name}>\` as a string`,
    why: WHY.jsxBlockText,
  };
}

/** Sorts edits and drops any that overlap an earlier one (the first found wins). */
function normalize(edits: Edit[]): Edit[] {
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Edit[] = [];
  for (const e of edits) {
    const last = out.at(-1);
    if (
      last &&
      (e.start < last.end || (e.start === last.start && e.end === last.end && e.start === e.end && e.text === last.text))
    )
      continue;
    out.push(e);
  }
  return out;
}

function tagEdits(source: string, tag: Tag): Edit[] {
  const edits: Edit[] = [];
  if (tag.fragment || tag.closing) return edits;
  const intrinsic = /^[a-z]/.test(tag.name) && !tag.name.includes('.');
  for (const a of tag.attributes) {
    if (a.kind !== 'attribute') continue;
    const lower = a.name.toLowerCase();
    if (intrinsic) {
      const renamed = lower === 'class' ? 'className' : lower === 'for' ? 'htmlFor' : REACT_ATTRIBUTES[lower];
      if (renamed && a.name !== renamed && BOOLEAN_ATTRIBUTES.has(renamed) && a.value !== undefined && !a.value.startsWith('{')) {
        // `autoplay=""` is on, as HTML has it and React 17 passed it through; React reads `autoPlay=""` as off.
        edits.push({
          start: a.nameStart,
          end: a.end,
          text: renamed,
          what: `rewrote \`${source.slice(a.nameStart, a.end)}\` as \`${renamed}\``,
          why: WHY.booleanAttribute,
        });
        continue;
      }
      if (renamed && a.name !== renamed) {
        edits.push({
          start: a.nameStart,
          end: a.nameStart + a.name.length,
          text: renamed,
          what: `renamed \`${a.name}=\` to \`${renamed}=\``,
          why: lower === 'class' ? WHY.className : lower === 'for' ? WHY.htmlFor : WHY.camelCase,
        });
      }
    }
    if (a.value === undefined) continue;
    if (intrinsic && lower === 'style' && !a.value.startsWith('{')) {
      const css = decodeBasicEntities(/^["'“‘]/.test(a.value) ? a.value.slice(1, -1) : a.value)
        .trim()
        .replace(/^\{([\s\S]*)\}$/, '$1');
      edits.push({
        start: a.valueStart,
        end: a.end,
        text: `{${styleObject(css)}}`,
        what: 'rewrote `style="…"` as `style={{…}}`',
        why: WHY.style,
      });
    } else if (/^[“‘][^”’]*[”’]$/.test(a.value)) {
      const text = JSON.stringify(a.value.slice(1, -1));
      edits.push({
        start: a.valueStart,
        end: a.end,
        text,
        what: 'replaced curly quotes around an attribute value',
        why: WHY.curly,
      });
    } else if (!/^["'{]/.test(a.value)) {
      edits.push({
        start: a.valueStart,
        end: a.end,
        text: JSON.stringify(a.value),
        what: 'quoted attribute value',
        why: WHY.unquoted,
      });
    }
  }
  if (intrinsic && !tag.selfClosing && VOID_ELEMENTS.has(tag.name.toLowerCase())) {
    const after = source.slice(tag.end, tag.end + 100);
    if (!new RegExp(`^\\s*</${tag.name}\\s*>`, 'i').test(after)) {
      const before = source[tag.end - 2];
      edits.push({
        start: tag.end - 1,
        end: tag.end - 1,
        text: before === ' ' ? '/' : ' /',
        what: `self-closed \`<${tag.name}>\``,
        why: WHY.void,
      });
    }
  }
  return edits;
}

function decodeBasicEntities(text: string): string {
  return text.replace(/&(quot|apos|amp|lt|gt|#39);/g, (_m, name: string) =>
    name === 'quot' ? '"' : name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}

/** `color: red; font-size: 2em` → `{color: 'red', fontSize: '2em'}` (React's style object). */
export function styleObject(css: string): string {
  const declarations: string[] = [];
  for (const part of splitCss(css)) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const property = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!property || !value) continue;
    const key = property.startsWith('--')
      ? `'${property}'`
      : property
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
    declarations.push(`${key}: '${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
  }
  return `{${declarations.join(', ')}}`;
}

/** Splits CSS declarations on `;` outside quotes and parentheses (`url(a;b)`). */
function splitCss(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const c of css) {
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  parts.push(current);
  return parts;
}

/** Replaces an indented code block by a fenced one, keeping the container prefix (`> `, list indent) of each line. */
function fenceIndentedCode(doc: SourceDoc, code: Code): Edit {
  const { source } = doc;
  const start = code.position!.start.offset!;
  const end = code.position!.end.offset!;
  const firstLine = doc.lineOf(start);
  const lineStart = doc.lineStarts[firstLine - 1]!;
  const prefix = source.slice(lineStart, start).replace(/[^\s>]/g, ' ');
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  let fence = '```';
  while (code.value.includes(fence)) fence += '`';
  const lines = code.value.split(/\r?\n/).map((l) => (l.trim() === '' ? prefix.trimEnd() : prefix + l));
  const text = [fence, ...lines, prefix + fence].join(newline);
  return { start, end, text, what: 'fenced indented code block', why: WHY.indented };
}

// ---------------------------------------------------------------------------------------------------------------
// Error-driven pass: parse with MDX 3, fix at the reported position, repeat.

interface ParseFailure {
  offset: number;
  ruleId: string;
  reason: string;
  /** For end-tag mismatches: offset of the opening tag the message names. */
  openOffset?: number;
}

/** Parses with MDX 3: the tree, or where and why it failed. */
function tryParse(
  text: string,
  mathOn: boolean,
): { tree: Root; failure?: undefined } | { tree?: undefined; failure: ParseFailure } {
  try {
    return { tree: parseMdx3(text, mathOn) };
  } catch (error) {
    const e = error as {
      reason?: string;
      message?: string;
      ruleId?: string;
      source?: string;
      place?: { offset?: number; line?: number; column?: number; start?: { offset?: number; line: number; column: number } };
      line?: number;
      column?: number;
    };
    const starts = lineStartsOf(text);
    const toOffset = (p: { offset?: number; line?: number; column?: number } | undefined): number | undefined =>
      p?.offset ?? (p?.line !== undefined ? starts[p.line - 1]! + (p.column ?? 1) - 1 : undefined);
    const reason = String(e.reason ?? e.message);
    const offset = toOffset(e.place?.start ?? e.place) ?? toOffset({ line: e.line, column: e.column }) ?? 0;
    const open = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    return {
      failure: {
        offset,
        ruleId: `${e.source ?? ''}:${e.ruleId ?? ''}`,
        reason,
        openOffset: open ? starts[Number(open[1]) - 1]! + Number(open[2]) - 1 : undefined,
      },
    };
  }
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** Edits until MDX 3 parses the text without nested paragraphs to unnest; returns the tree of the final text. */
function fixRemainingErrors(doc: SourceDoc, edits: Edit[], mathOn: boolean): Root {
  const tried = new Set<string>();
  let text = applyEdits(doc.source, edits);
  for (let round = 0; ; round++) {
    const { tree, failure } = tryParse(text, mathOn);
    let fix: Edit[] | undefined;
    if (failure) {
      fix = round < MAX_FIX_ROUNDS ? fixFor(doc, edits, text, failure, tried) : undefined;
      if (!fix) throw new Mdx1Error(doc.lineOf(toOriginal(edits, failure.offset)), failure.reason);
    } else {
      fix = round < MAX_FIX_ROUNDS ? unnestParagraphs(doc, edits, tree, tried) : [];
      if (fix.length === 0) return tree;
    }
    const merged = normalize([...edits, ...fix]);
    edits.length = 0;
    edits.push(...merged);
    const next = applyEdits(doc.source, edits);
    if (next === text) {
      if (failure) throw new Mdx1Error(doc.lineOf(toOriginal(edits, failure.offset)), failure.reason);
      return tree;
    }
    text = next;
  }
}

/** MDX 3 still rejects the rewritten text and no rewrite applies: line, and MDX 3's message. */
export class Mdx1Error extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: MDX 3 still rejects it: ${reason}`);
    this.name = 'Mdx1Error';
  }
}

/** Maps an offset of the rewritten text to the original (the start of an edit when it falls inside one). */
function toOriginal(edits: Edit[], offset: number): number {
  let delta = 0;
  for (const e of edits) {
    const newStart = e.start + delta;
    if (offset < newStart) break;
    if (offset < newStart + e.text.length) return e.start;
    delta += e.text.length - (e.end - e.start);
  }
  return offset - delta;
}

function insideEdit(edits: Edit[], original: number): boolean {
  return edits.some((e) => original >= e.start && original < e.end);
}

function fixFor(doc: SourceDoc, edits: Edit[], text: string, failure: ParseFailure, tried: Set<string>): Edit[] | undefined {
  const { source } = doc;
  if (failure.ruleId.includes('end-tag-mismatch') || failure.ruleId.includes('closing-slash')) {
    let at =
      failure.reason.startsWith('Expected a closing tag') && failure.openOffset !== undefined
        ? failure.openOffset
        : failure.offset;
    if (failure.ruleId.includes('closing-slash')) at = text.lastIndexOf('<', at);
    const offset = toOriginal(edits, at);
    const tag = source[offset] === '<' ? parseTag(doc, offset) : undefined;
    if (!tag) return undefined;
    if (tag.closing && failure.reason.startsWith('Unexpected closing tag') && failure.openOffset !== undefined) {
      const crossed = uncross(doc, edits, toOriginal(edits, failure.openOffset), tag, tried);
      if (crossed) return crossed;
    }
    const partner = tag.closing ? findOpeningTag(doc, edits, tag) : findClosingTag(doc, edits, tag);
    const key = `${tag.start}`;
    if (partner && !tried.has(key)) {
      tried.add(key);
      const [open, close] = tag.closing ? [partner, tag] : [tag, partner];
      const fix = pairTags(doc, open, close).filter((f) => !edits.some((e) => e.start === f.start && e.end === f.end));
      if (fix.length > 0) return fix;
    }
    return removeTag(doc, edits, tag);
  }
  // A tag or expression MDX 3 cannot parse: show its first character as text.
  const opener = failure.ruleId.includes('expression') || failure.reason.includes('expression') ? '{' : '<';
  for (let i = Math.min(failure.offset, text.length - 1); i >= 0 && failure.offset - i < 20000; i--) {
    if (text[i] !== opener || isEscaped(text, i)) continue;
    const original = toOriginal(edits, i);
    if (source[original] !== opener || insideEdit(edits, original)) continue;
    const tag = opener === '<' ? parseTag(doc, original) : undefined;
    const tail = tag ? /\s*>$/.exec(source.slice(tag.start, tag.end))![0] : '';
    if (tag && tail.includes('\n') && !tried.has(`tail${tag.start}`)) {
      tried.add(`tail${tag.start}`);
      const what = `moved the \`>\` of \`<${tag.closing ? '/' : ''}${tag.name}>\` up to the tag`;
      return [{ start: tag.end - tail.length, end: tag.end - 1, text: '', what, why: WHY.tagEnd }];
    }
    return [
      opener === '{'
        ? { start: original, end: original, text: '\\', what: 'escaped `{` in text', why: WHY.mdxText }
        : { start: original, end: original + 1, text: '&lt;', what: 'escaped `<` in text', why: WHY.mdxText },
    ];
  }
  return undefined;
}

/** The closing tag that pairs with `open`, counting nested tags of the same name (and skipping removed ones). */
function findClosingTag(doc: SourceDoc, edits: Edit[], open: Tag): Tag | undefined {
  const re = new RegExp(`<(/?)${escapeRegExp(open.name)}(?=[\\s/>])`, 'g');
  re.lastIndex = open.end;
  let depth = 0;
  for (let m = re.exec(doc.source); m && m.index - open.end < 50000; m = re.exec(doc.source)) {
    const t = parseTag(doc, m.index);
    if (!t || t.name !== open.name || removed(edits, t)) continue;
    if (t.closing) {
      if (depth === 0) return t;
      depth--;
    } else if (!t.selfClosing) depth++;
  }
  return undefined;
}

/** The opening tag that `close` closes, counting nested tags of the same name (and skipping removed ones). */
function findOpeningTag(doc: SourceDoc, edits: Edit[], close: Tag): Tag | undefined {
  const re = new RegExp(`<(/?)${escapeRegExp(close.name)}(?=[\\s/>])`, 'g');
  const tags: Tag[] = [];
  for (let m = re.exec(doc.source); m && m.index < close.start; m = re.exec(doc.source)) {
    if (close.start - m.index > 50000) continue;
    const t = parseTag(doc, m.index);
    if (t && t.name === close.name && !t.selfClosing && !removed(edits, t)) tags.push(t);
  }
  let depth = 0;
  for (const t of tags.reverse()) {
    if (t.closing) depth++;
    else if (depth === 0) return t;
    else depth--;
  }
  return undefined;
}

function isEscaped(text: string, i: number): boolean {
  let n = 0;
  while (text[i - 1 - n] === '\\') n++;
  return n % 2 === 1;
}

function removed(edits: Edit[], tag: Tag): boolean {
  return edits.some((e) => e.start <= tag.start && e.end >= tag.end && e.text === '');
}

/**
 * Makes MDX 3 see `open` and `close` as one element. Without a blank line between them, the line breaks next to
 * the tags go (MDX 3 ends a paragraph before a line starting with a tag); with one, each tag gets its own line.
 */
function pairTags(doc: SourceDoc, open: Tag, close: Tag): Edit[] {
  const { source } = doc;
  const between = source.slice(open.end, close.start);
  const edits: Edit[] = [];
  if (!/\n[ \t]*\r?\n/.test(between)) {
    const lead = /^\s*/.exec(between)![0];
    const trail = /\s*$/.exec(between)![0];
    const what = `joined \`<${open.name}>\` and its content on one line`;
    if (lead.includes('\n')) edits.push({ start: open.end, end: open.end + lead.length, text: '', what, why: WHY.sameLine });
    if (trail.includes('\n') && trail.length < between.length) {
      edits.push({ start: close.start - trail.length, end: close.start, text: '', what, why: WHY.sameLine });
    }
    return edits;
  }
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const what = `moved \`<${open.name}>\` … \`</${open.name}>\` to lines of their own`;
  const openLine = doc.lineText(doc.lineOf(open.start));
  const openIndent = /^[ \t]*/.exec(openLine)![0];
  const afterOpen = source.slice(open.end, source.indexOf('\n', open.end) < 0 ? source.length : source.indexOf('\n', open.end));
  if (afterOpen.trim() !== '') edits.push({ start: open.end, end: open.end, text: newline + openIndent, what, why: WHY.ownLine });
  const closeLineStart = doc.lineStarts[doc.lineOf(close.start) - 1]!;
  const beforeClose = source.slice(closeLineStart, close.start);
  if (beforeClose.trim() !== '') {
    edits.push({ start: close.start, end: close.start, text: newline + newline + openIndent, what, why: WHY.ownLine });
  }
  return edits;
}

/**
 * `<b><i>x</b></i>`: MDX 3 meets `</b>` while `<i>` is open. Moving `</i>` before `</b>` gives the nesting
 * browsers build from the HTML.
 */
function uncross(doc: SourceDoc, edits: Edit[], innerStart: number, close: Tag, tried: Set<string>): Edit[] | undefined {
  const inner = doc.source[innerStart] === '<' ? parseTag(doc, innerStart) : undefined;
  const innerClose = inner && !inner.closing && findClosingTag(doc, edits, inner);
  if (!inner || !innerClose || innerClose.start < close.end || tried.has(`cross${close.start}`)) return undefined;
  if (/\n[ \t]*\r?\n/.test(doc.source.slice(close.end, innerClose.start))) return undefined;
  tried.add(`cross${close.start}`);
  const what = `moved \`</${inner.name}>\` before \`</${close.name}>\``;
  return [
    { start: close.start, end: close.start, text: `</${inner.name}>`, what, why: WHY.crossed },
    { start: innerClose.start, end: innerClose.end, text: '', what, why: WHY.crossed },
  ];
}

/**
 * A tag MDX 3 cannot pair: an HTML element's tag goes (its text stays, as in a browser); anything else, such as
 * `Array<T>`, was text, so its `<` is escaped.
 */
function removeTag(doc: SourceDoc, edits: Edit[], tag: Tag): Edit[] {
  if (!HTML_ELEMENTS.has(tag.name)) {
    return [{ start: tag.start, end: tag.start + 1, text: '&lt;', what: 'escaped `<` in text', why: WHY.mdxText }];
  }
  for (let i = edits.length - 1; i >= 0; i--) {
    const e = edits[i]!;
    if (e.start >= tag.start && e.end <= tag.end) edits.splice(i, 1);
  }
  const what = tag.closing ? `removed closing \`</${tag.name}>\` without an opening tag` : `removed unclosed \`<${tag.name}>\``;
  return [{ start: tag.start, end: tag.end, text: '', what, why: tag.closing ? WHY.stray : WHY.unclosed }];
}

/** Names of HTML elements (the tags that may stay unclosed in HTML). */
const HTML_ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b bdi bdo big blockquote body br button canvas caption center cite code col ' +
    'colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form h1 ' +
    'h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta ' +
    'meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp script ' +
    'section select small source span strike strong style sub summary sup table tbody td template textarea tfoot th ' +
    'thead time title tr track tt u ul var video wbr'
  ).split(' '),
);

/** HTML elements that may only contain phrasing content: MDX 3 must not wrap their text in a `<p>`. */
const PHRASING_ONLY = new Set(
  'p h1 h2 h3 h4 h5 h6 span a b i u s em strong small sub sup code kbd mark del ins abbr cite q label summary button font big tt pre'.split(
    ' ',
  ),
);

/**
 * MDX 1 kept the text of a JSX block as it was; MDX 3 parses it as Markdown, so `<p>⏎text⏎</p>` becomes
 * `<p><p>text</p></p>`, which browsers split into empty paragraphs. Joining the lines keeps one `<p>`.
 */
function unnestParagraphs(doc: SourceDoc, edits: Edit[], tree: Root, tried: Set<string>): Edit[] {
  const fix: Edit[] = [];
  visit(tree as Nodes, (node) => {
    if (node.type !== 'mdxJsxFlowElement' || !node.name || !PHRASING_ONLY.has(node.name)) return;
    if (node.children.length !== 1 || node.children[0]!.type !== 'paragraph') return;
    const start = toOriginal(edits, node.position!.start.offset!);
    if (insideEdit(edits, start) || doc.source[start] !== '<') return;
    const open = tried.has(`unnest${start}`) ? undefined : parseTag(doc, start);
    const close = open && findClosingTag(doc, edits, open);
    tried.add(`unnest${start}`);
    if (open && close && !/\n[ \t]*\r?\n/.test(doc.source.slice(open.end, close.start))) fix.push(...pairTags(doc, open, close));
  });
  return fix;
}

// ---------------------------------------------------------------------------------------------------------------

function applyEdits(source: string, edits: Edit[]): string {
  let out = '';
  let last = 0;
  for (const e of edits) {
    out += source.slice(last, e.start) + e.text;
    last = e.end;
  }
  return out + source.slice(last);
}

function summarize(doc: SourceDoc, edits: Edit[]): Mdx1Change[] {
  const changes: Mdx1Change[] = [];
  const seen = new Set<string>();
  for (const e of edits) {
    const line = doc.lineOf(e.start);
    const key = `${line}\0${e.what}`;
    if (seen.has(key)) continue;
    seen.add(key);
    changes.push({ line, what: e.what, why: e.why });
  }
  return changes;
}
