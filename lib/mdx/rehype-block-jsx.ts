/**
 * MDX puts JSX that shares a paragraph with text inside that `<p>`: `<Image />` on its own line followed by a
 * caption line, or `<p>…</p>` blocks written without blank lines, become `<p><div/>…<p>…</p></p>`. Browsers
 * cannot nest blocks in a paragraph (the page then no longer matches what React renders), and MDX 1 rendered
 * such a group as siblings. A paragraph holding block-level HTML, or starting with a component that stands on
 * its own line, is unwrapped into its children.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from './visit';

const BLOCK = new Set(
  'address article aside blockquote details dialog div dl fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr iframe main nav ol p pre section table ul video'.split(
    ' ',
  ),
);

interface JsxNode {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
}

const isJsx = (node: ElementContent): node is ElementContent & JsxNode =>
  (node as { type: string }).type === 'mdxJsxTextElement' || (node as { type: string }).type === 'mdxJsxFlowElement';

function holdsBlock(paragraph: Element): boolean {
  const kids = paragraph.children.filter((k) => !(k.type === 'text' && k.value.trim() === ''));
  if (kids.some((k) => (k.type === 'element' && BLOCK.has(k.tagName)) || (isJsx(k) && BLOCK.has(k.name ?? '')))) return true;
  const [first, second] = kids;
  // A component written on a line of its own, with text on the next line: MDX 1 read it as a block.
  return Boolean(
    first && isJsx(first) && /^[A-Z]/.test(first.name ?? '') && second?.type === 'text' && second.value.startsWith('\n'),
  );
}

/** The rehype plugin (MDX documents). */
export function rehypeBlockJsx() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'p' || !parent || index === undefined || !holdsBlock(node)) return;
      parent.children.splice(index, 1, ...node.children);
      return [SKIP, index];
    });
  };
}
