/**
 * Code block chrome rendered at build time (so nothing shifts when scripts load): a header with the
 * language label and a copy button, added to every rehype-pretty-code figure. The button works through
 * one delegated click handler (components/content/copy-code.client.tsx).
 */
import type { Element, Root } from 'hast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { mdxUiOf } from './vfile-source';

const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  jsx: 'JSX',
  tsx: 'TSX',
  md: 'Markdown',
  mdx: 'MDX',
  sh: 'Shell',
  bash: 'Bash',
};

/** Languages shown by a word of the page's language rather than their name. */
const PLAIN_TEXT = new Set(['text', 'plaintext']);

/** Adds the language label and copy button to each highlighted code block, in the language of the file. */
export function rehypeCodeUi() {
  return (tree: Root, file: VFile) => {
    const ui = mdxUiOf(file);
    visit(tree, 'element', (node: Element) => {
      // rehype-pretty-code sets raw attribute names on the nodes it creates.
      const props = node.properties ?? {};
      if (node.tagName !== 'figure' || !('data-rehype-pretty-code-figure' in props || 'dataRehypePrettyCodeFigure' in props))
        return;
      const pre = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
      if (!pre) return;
      const lang = String(pre.properties?.['data-language'] ?? pre.properties?.dataLanguage ?? 'text');
      const label = PLAIN_TEXT.has(lang) ? ui.text : (LANGUAGE_NAMES[lang] ?? lang.toUpperCase());
      node.children.push({
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-tools'], dataPagefindIgnore: '' },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['code-lang'] },
            children: [{ type: 'text', value: label }],
          },
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['copy-button'], ariaLabel: ui.copyLabel, dataCopyCode: '' },
            children: [{ type: 'text', value: ui.copy }],
          },
        ],
      });
    });
  };
}
