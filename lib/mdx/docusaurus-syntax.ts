/**
 * Source rewrites that let Docusaurus syntax through the parsers, done on the text before parsing (as
 * Docusaurus does) and keeping every line where it was, so positions in errors stay right:
 * - `:::note 标题` becomes `:::note[标题]` (remark-directive's label syntax);
 * - in MDX only (Docusaurus 3's `mdx1Compat`): `<!-- comments -->` become `{/* comments *\/}`, a heading's
 *   `{#custom-id}` is escaped so lib/mdx/heading-ids.ts reads it, and ```` ```mdx-code-block ```` fences are
 *   dropped so their content is read as MDX.
 * Fenced code is left as written.
 */
import type { Processor } from 'unified';
import { closesFence, fenceOf, isMdxCodeBlock } from '../content/fences';

// Docusaurus 3's `admonitionTitleToDirectiveLabel` (packages/docusaurus-utils/src/markdownUtils.ts): after blockquote
// markers and indentation, `:::name` and spaces, the rest of the line is the title, whatever it starts with.
const ADMONITION_OPEN = /^((?:> ?)*(?: +|\t+)?:{3,}[ \t]*)([A-Za-z][\w-]*)[ \t]+(\S[^\n]*?)[ \t]*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{(#[^}\s]+)\}(\s*)$/;

/** Rewrites one line outside code: HTML comments to MDX comments (tracking a comment over several lines). */
function mdxComments(line: string, state: { inComment: boolean }): string {
  let out = '';
  let rest = line;
  while (rest.length > 0) {
    if (state.inComment) {
      const end = rest.indexOf('-->');
      if (end === -1) return out + rest.replace(/\*\//g, '* /');
      out += `${rest.slice(0, end).replace(/\*\//g, '* /')}*/}`;
      rest = rest.slice(end + 3);
      state.inComment = false;
      continue;
    }
    // Inline code spans are left as they are.
    const code = /`+/.exec(rest);
    const open = rest.indexOf('<!--');
    if (open === -1) return out + rest;
    if (code && code.index < open) {
      const close = rest.indexOf(code[0], code.index + code[0].length);
      const stop = close === -1 ? rest.length : close + code[0].length;
      out += rest.slice(0, stop);
      rest = rest.slice(stop);
      continue;
    }
    out += `${rest.slice(0, open)}{/*`;
    rest = rest.slice(open + 4);
    state.inComment = true;
  }
  return out;
}

/** Rewrites Docusaurus syntax in a document; `mdx` for documents compiled as MDX. */
export function rewriteDocusaurusSyntax(source: string, mdx: boolean): string {
  let fence: string | undefined;
  let unwrapped: string | undefined;
  const comment = { inComment: false };
  return source
    .split('\n')
    .map((line) => {
      const f = fenceOf(line);
      if (f && !comment.inComment) {
        if (fence === undefined) {
          if (mdx && isMdxCodeBlock(f) && unwrapped === undefined) {
            unwrapped = f.marker;
            return '';
          }
          if (unwrapped !== undefined && closesFence(line, unwrapped)) {
            unwrapped = undefined;
            return '';
          }
          fence = f.marker;
        } else if (closesFence(line, fence)) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      let out = line.replace(ADMONITION_OPEN, (_m, open: string, kind: string, title: string) => `${open}${kind}[${title}]`);
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
