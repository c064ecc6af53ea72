/**
 * MDX puts JSX that shares a paragraph with text inside that `<p>`: `<Image />` on its own line followed by a
 * caption line, or `<p>…</p>` blocks written without blank lines, become `<p><div/>…<p>…</p></p>`. Browsers
 * cannot nest blocks in a paragraph (the page then no longer matches what React renders), and MDX 1 rendered
 * such a group as siblings. A paragraph holding block-level HTML, or starting with a component that stands on
 * its own line, is unwrapped into its children. The other way round too: Markdown text inside a JSX element that
 * may hold only phrasing content (`<p>` on its own line, the text on the next lines) becomes a paragraph inside it,
 * `<p><p>…</p></p>`; such a paragraph is unwrapped into the element.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from './visit';

/** Elements whose start tag closes an open paragraph in an HTML parser (and a few other blocks). */
const BLOCK = new Set(
  'address article aside blockquote center dd details dialog dir div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr iframe li main menu nav ol p pre search section summary table ul video'.split(
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

/** JSX elements of HTML that may hold only phrasing content (no paragraph). */
const PHRASING_ONLY = new Set('p h1 h2 h3 h4 h5 h6 span a em strong b i u s small code label button summary'.split(' '));

/** The rehype plugin (MDX documents). */
export function rehypeBlockJsx() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (isJsx(node as ElementContent) && PHRASING_ONLY.has((node as unknown as JsxNode).name ?? '')) {
        const jsx = node as unknown as { children: ElementContent[] };
        if (jsx.children.some((k) => k.type === 'element' && k.tagName === 'p')) {
          jsx.children = jsx.children.flatMap((k) => (k.type === 'element' && k.tagName === 'p' ? k.children : [k]));
        }
        return undefined;
      }
      if (node.type !== 'element' || (node as Element).tagName !== 'p' || !parent || index === undefined) return undefined;
      if (!holdsBlock(node as Element)) return undefined;
      parent.children.splice(index, 1, ...(node as Element).children);
      return [SKIP, index];
    });
  };
}
