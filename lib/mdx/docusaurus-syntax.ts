/**
 * Source rewrites that let Docusaurus syntax through the parsers, done on the text before parsing (as
 * Docusaurus does) and keeping every line where it was, so positions in errors stay right:
 * - `:::note 标题` becomes `:::note[标题]` (remark-directive's label syntax), for the admonition keywords only;
 * - ```` ```mdx-code-block ```` fences are dropped so their content is read as the document's own (MDX in MDX),
 *   in every format, as Docusaurus 3's preprocessor drops them before any parser (`unwrapMdxCodeBlocks`);
 * - in MDX only (Docusaurus 3's `mdx1Compat`): `<!-- comments -->` become `{/* comments *\/}`, and a heading's
 *   `{#custom-id}` is escaped so lib/mdx/heading-ids.ts reads it.
 * Fenced code is left as written.
 */
import type { Processor } from 'unified';
import { siteConfig } from '../../config/site';
import { closesFence, closesMdxCodeBlock, fenceOf, mdxCodeBlockOpening } from '../content/fences';
import { ADMONITION_KEYWORDS } from './admonition-types';
import { escapeRegExp } from '../escape-regexp';

// Docusaurus 3's `admonitionTitleToDirectiveLabel` (packages/docusaurus-utils/src/markdownUtils.ts): after blockquote
// markers and indentation, `:::` and an admonition keyword (its defaults and the config's `admonitions.keywords`, as
// written: `:::details 摘要` and `:::Note 标题` stay text) then spaces, the rest of the line is the title, whatever it
// starts with.
const ADMONITION_OPEN = new RegExp(
  `^((?:> ?)*(?: +|\\t+)?:{3,})(${[...ADMONITION_KEYWORDS, ...siteConfig.markdown.admonitionKeywords].map(escapeRegExp).join('|')}) +(\\S[^\\n]*?)[ \\t]*$`,
);
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{(#[^}\s]+)\}(\s*)$/;

/**
 * Where a line's scan is: in an HTML comment, and how deep in JSX expressions (`{…}`; braces are counted, strings
 * not read, and a blank line ends a miscount).
 */
interface CommentState {
  inComment: boolean;
  depth: number;
}

/**
 * Rewrites one line outside code: HTML comments to MDX comments (tracking a comment over several lines). Only in
 * the Markdown text: Docusaurus reads comments in its parser, so `<!--` inside a JSX expression
 * (`{'a <!-- b --> c'}`) or an inline code span stays as written.
 */
function mdxComments(line: string, state: CommentState): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (state.inComment) {
      const end = line.indexOf('-->', i);
      if (end === -1) return out + line.slice(i).replace(/\*\//g, '* /');
      out += `${line.slice(i, end).replace(/\*\//g, '* /')}*/}`;
      i = end + 3;
      state.inComment = false;
      continue;
    }
    const ch = line[i]!;
    if (state.depth > 0) {
      // Inside an expression: only its braces count.
      if (ch === '{') state.depth++;
      else if (ch === '}') state.depth--;
      out += ch;
      i++;
      continue;
    }
    if (ch === '\\') {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '`') {
      // Inline code spans are left as they are.
      const ticks = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(ticks, i + ticks.length);
      const stop = close === -1 ? line.length : close + ticks.length;
      out += line.slice(i, stop);
      i = stop;
      continue;
    }
    if (line.startsWith('<!--', i)) {
      out += '{/*';
      i += 4;
      state.inComment = true;
      continue;
    }
    if (ch === '{') state.depth++;
    out += ch;
    i++;
  }
  return out;
}

/** Rewrites Docusaurus syntax in a document; `mdx` for documents compiled as MDX. */
export function rewriteDocusaurusSyntax(source: string, mdx: boolean): string {
  let fence: string | undefined;
  let unwrapped: string | undefined;
  const comment: CommentState = { inComment: false, depth: 0 };
  return source
    .split('\n')
    .map((line) => {
      if (fence === undefined && !comment.inComment) {
        const opening = unwrapped === undefined ? mdxCodeBlockOpening(line) : undefined;
        if (opening) {
          unwrapped = opening;
          return '';
        }
        if (unwrapped !== undefined && closesMdxCodeBlock(line, unwrapped)) {
          unwrapped = undefined;
          return '';
        }
      }
      const f = fenceOf(line);
      if (f && !comment.inComment) {
        if (fence === undefined) {
          fence = f.marker;
        } else if (closesFence(line, fence)) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      if (line.trim() === '' && !comment.inComment) comment.depth = 0;
      let out = siteConfig.markdown.legacyAdmonitionTitles
        ? line.replace(ADMONITION_OPEN, (_m, open: string, kind: string, title: string) => `${open}${kind}[${title}]`)
        : line;
      if (mdx) {
        out = mdxComments(out, comment);
        out = out.replace(HEADING_ID, (_m, text: string, id: string, tail: string) => `${text}\\{${id}\\}${tail}`);
      }
      return out;
    })
    .join('\n');
}

/** Wraps the processor's parser (set by remark-parse, attached before this plugin). */
export function remarkDocusaurusSyntax(this: Processor): void {
  const parser = this.parser;
  if (!parser) throw new Error('remarkDocusaurusSyntax must be used after remark-parse');
  // MDX documents are compiled through a stand-in `.mdx` entry (mdx-bundler), Markdown ones without a path.
  this.parser = (doc, file) => {
    const rewritten = rewriteDocusaurusSyntax(String(doc), /\.mdx$/.test(file?.path ?? ''));
    // Later plugins slice the source by node offsets: keep file.value equal to what was parsed.
    if (file && typeof file.value === 'string' && file.value === String(doc)) file.value = rewritten;
    return parser(rewritten, file);
  };
}
