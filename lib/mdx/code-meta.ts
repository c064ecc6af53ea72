/**
 * Docusaurus code-block conventions on top of rehype-pretty-code:
 * `// highlight-next-line`, `// highlight-start` / `// highlight-end` comments (also `#`, `/* *\/`,
 * `<!-- -->` and `{/* *\/}` forms) become highlighted line ranges in the meta (`{3,5-7}`), the site's other magic
 * comments a list of line classes, a block without a language gets the site's default one, a language is read in
 * lower case where the site's Docusaurus does, and a language Shiki does not know falls back to plain text instead of
 * failing the build.
 */
import type { Code, Root } from 'mdast';
import { bundledLanguagesInfo } from 'shiki';
import { siteConfig } from '../../config/site';
import { docusaurusRules } from '../content/docusaurus-rules';
import { visit } from './visit';
import { extractHighlightComments, LINE_CLASSES } from './highlight-comments';

/** Docusaurus 3 lowercases a block's language (```` ```TypeScript ```` is typescript); Docusaurus 2 read it as written. */
const LOWER_CASE = docusaurusRules(siteConfig.docusaurusVersion).codeLanguageLowerCase;
const KNOWN_LANGS = new Set(bundledLanguagesInfo.flatMap((l) => [l.id, ...(l.aliases ?? [])]));
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'ansi']);

/** Compresses line numbers into rehype-pretty-code's range syntax (`1,3-5`). */
export function toRanges(lines: number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i]!;
    parts.push(start === end ? `${start}` : `${start}-${end}`);
  }
  return parts.join(',');
}

/**
 * Applies highlight comments, the language's case and the unknown-language fallback to every fenced code block;
 * `lowerCase` is the site's Docusaurus rule unless given.
 */
export function remarkCodeMeta({ lowerCase = LOWER_CASE }: { lowerCase?: boolean } = {}) {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      // A block that names no language is in the site's default one (prism.defaultLanguage), if it sets one.
      if (!node.lang && siteConfig.codeBlocks.defaultLanguage) node.lang = siteConfig.codeBlocks.defaultLanguage;
      // Magic comments are read in the forms of the language as written (Docusaurus's rule), before it is normalised.
      const written = node.lang ?? '';
      if (node.lang && lowerCase) node.lang = node.lang.toLowerCase();
      if (node.lang && !KNOWN_LANGS.has(node.lang.toLowerCase()) && !PLAIN.has(node.lang.toLowerCase())) {
        node.lang = 'text';
      }
      if (!node.lang) node.lang = 'text';
      // Docusaurus writes the first line's number `showLineNumbers=3`; rehype-pretty-code reads `showLineNumbers{3}`.
      if (node.meta) node.meta = node.meta.replace(/(^|\s)showLineNumbers=(\d+)(?=\s|$)/, '$1showLineNumbers{$2}');
      const { code, lines, classes } = extractHighlightComments(
        node.value,
        written,
        node.meta ?? '',
        siteConfig.codeBlocks.magicComments,
      );
      if (lines.length === 0 && classes.size === 0) return;
      // The block's meta has no line range (else its comments are text): the highlighted lines become one, the
      // lines of other magic comments a `lineClasses` list (pretty-code.ts gives them their classes).
      node.value = code;
      const parts = [node.meta ?? ''];
      if (lines.length > 0) parts.push(`{${toRanges(lines)}}`);
      if (classes.size > 0)
        parts.push(`${LINE_CLASSES}="${[...classes].map(([line, names]) => `${line}:${names.join(' ')}`).join(';')}"`);
      node.meta = parts.join(' ').trim();
    });
  };
}
