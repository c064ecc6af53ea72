/**
 * A unified plugin that lets Docusaurus admonition syntax through remark-directive:
 * `:::note 标题` becomes `:::note[标题]` before parsing (Docusaurus does the same rewrite).
 * Line and column numbers of everything after the title stay unchanged.
 */
import type { Processor } from 'unified';

const ADMONITION_OPEN =
  /^(\s{0,3}:{3,}[ \t]*)(note|tip|info|warning|danger|caution|important|success|secondary)[ \t]+([^\s[{][^\n]*?)[ \t]*$/gm;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Rewrites admonition titles to directive labels, leaving fenced code untouched. */
export function rewriteAdmonitionTitles(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (f) {
        if (fence === undefined) fence = f[1];
        else if (line.trim() === f[1] && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      return line.replace(ADMONITION_OPEN, (_m, open: string, kind: string, title: string) => `${open}${kind}[${title}]`);
    })
    .join('\n');
}

/** Wraps the processor's parser (set by remark-parse, attached before this plugin). */
export function remarkDocusaurusSyntax(this: Processor): void {
  const parser = this.parser;
  if (!parser) throw new Error('remarkDocusaurusSyntax must be used after remark-parse');
  this.parser = (doc, file) => {
    const rewritten = rewriteAdmonitionTitles(String(doc));
    // Later plugins slice the source by node offsets: keep file.value equal to what was parsed.
    if (file && typeof file.value === 'string' && file.value === String(doc)) file.value = rewritten;
    return parser(rewritten, file);
  };
}
