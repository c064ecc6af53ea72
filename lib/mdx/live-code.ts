/**
 * Docusaurus's live code blocks (`@docusaurus/theme-live-codeblock`): a fenced block whose meta has the word
 * `live` (```` ```jsx live ````) becomes a playground in Docusaurus's layout: a "Live Editor" header over the
 * code, then a "Result" header over the result (in the site's language) (`playgroundPosition: 'top'` puts the result first). At build
 * time the code is the usual highlighted block, readable without JavaScript; in the browser,
 * components/content/live-code.client.tsx puts a react-live editor and the running example in its place
 * (loaded only on pages that hold one, see `usesLiveCode`).
 */
import type { Code, Paragraph, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { mdxUi, type MdxUiStrings } from '../i18n/mdx-ui';

/** The attribute that marks a playground in the page's markup (and the text that tells a body holds one). */
export const LIVE_CODE_ATTRIBUTE = 'data-live-code';

/** True when a compiled body (HTML, or compiled MDX) holds a live code block. */
export const usesLiveCode = (compiled: string): boolean => compiled.includes(LIVE_CODE_ATTRIBUTE);

/** The words of a code block's meta that the playground reads: `live`, and `noInline` (the code calls render()). */
export function liveMetaOf(meta: string | null | undefined): { live: boolean; noInline: boolean } {
  const words = (meta ?? '').split(/\s+/);
  return { live: words.includes('live'), noInline: words.includes('noInline') };
}

/** A header or the result's placeholder: page chrome, which the search index leaves out. */
const block = (className: string, children: Paragraph['children']): Paragraph => ({
  type: 'paragraph',
  children,
  data: { hName: 'div', hProperties: { className: [className], 'data-pagefind-ignore': '' } },
});

/**
 * Wraps every `live` code block in a playground container (the remark plugin); `position`: where the result goes,
 * `wordsOf`: its headers in the language of the file (the pipeline gives them; English without).
 */
export function remarkLiveCode({
  position = 'bottom',
  wordsOf = () => mdxUi(),
}: { position?: 'top' | 'bottom'; wordsOf?: (file: VFile) => MdxUiStrings } = {}) {
  return (tree: Root, file: VFile) => {
    const words = wordsOf(file);
    visit(tree, 'code', (node: Code, index, parent) => {
      const { live, noInline } = liveMetaOf(node.meta);
      if (!live || !parent || index === undefined) return;
      const editor = [block('live-code-header', [{ type: 'text', value: words.liveEditor }]), node];
      const result = [
        block('live-code-header', [{ type: 'text', value: words.liveResult }]),
        block('live-code-preview', [{ type: 'text', value: words.liveLoading }]),
      ];
      const container = {
        type: 'liveCode',
        children: position === 'top' ? [...result, ...editor] : [...editor, ...result],
        position: node.position,
        data: {
          hName: 'div',
          hProperties: {
            className: ['live-code'],
            [LIVE_CODE_ATTRIBUTE]: '',
            dataLivePosition: position,
            ...(noInline ? { dataNoInline: '' } : {}),
          },
        },
      };
      parent.children[index] = container as unknown as RootContent;
      return 'skip';
    });
  };
}
