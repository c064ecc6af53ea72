// Docusaurus explicit heading ids: `## 标题 {#custom-id}` in Markdown and the MDX comment form
// `## Title {/* #custom-id */}` set the heading's id (the marker is removed from the text); other
// headings get their ids from lib/mdx/heading-slug.ts.
import type { Heading, Root } from 'mdast';
import { visit } from './visit';

const MD_ID = /\s*\{#([^}\s]+)\}\s*$/;
const MDX_ID = /^\s*\/\*\s*#([^*\s]+)\s*\*\/\s*$/;

/**
 * The explicit id of a heading (`{#id}`, or `{/* #id *\/}` in MDX), removed from the heading's text;
 * undefined when it has none. The one reader of the marker: the pipeline and the table of contents use it.
 */
export function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type === 'text') {
    const m = MD_ID.exec(last.value);
    if (!m) return undefined;
    last.value = last.value.slice(0, m.index);
    return m[1];
  }
  if (last && (last as { type: string }).type === 'mdxTextExpression') {
    const m = MDX_ID.exec((last as unknown as { value: string }).value);
    if (!m) return undefined;
    heading.children.pop();
    const prev = heading.children.at(-1);
    if (prev?.type === 'text') prev.value = prev.value.replace(/\s+$/, '');
    return m[1];
  }
  return undefined;
}

/** Sets explicit ids on headings. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const id = takeExplicitId(node);
      if (id) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
