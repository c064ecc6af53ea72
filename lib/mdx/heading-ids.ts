// Docusaurus explicit heading ids: `## 标题 {#custom-id}` in Markdown and the MDX comment form
// `## Title {/* #custom-id */}` set the heading's id (the marker is removed from the text); other
// headings get their ids from rehype-slug.
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const MD_ID = /\s*\{#([^}\s]+)\}\s*$/;
const MDX_ID = /^\s*\/\*\s*#([^*\s]+)\s*\*\/\s*$/;

/** Sets explicit ids on headings. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children.at(-1);
      let id: string | undefined;
      if (last?.type === 'text') {
        const m = MD_ID.exec(last.value);
        if (m) {
          id = m[1];
          last.value = last.value.slice(0, m.index);
        }
      } else if (last && (last as { type: string }).type === 'mdxTextExpression') {
        const m = MDX_ID.exec((last as unknown as { value: string }).value);
        if (m) {
          id = m[1];
          node.children.pop();
          const prev = node.children.at(-1);
          if (prev?.type === 'text') prev.value = prev.value.replace(/\s+$/, '');
        }
      }
      if (id) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
