/**
 * A heading as its table-of-contents entry shows it: HTML keeping the heading's inline formatting, as Docusaurus's
 * TOC item `value` (docusaurus-mdx-loader `src/remark/utils/index.ts`, `toValue`, which its toc plugin and theme
 * render with `dangerouslySetInnerHTML`): text escaped, inline code as `<code>`, emphasis, strong and delete as
 * `<em>`, `<strong>`, `<del>`, a link as its content only (a link inside the TOC's own link would nest anchors), a
 * JSX element as its tag with its class and content, anything else as its text (raw HTML of a `.md` file as written).
 */
import type { Heading, Nodes, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from './visit';

/** Escapes text as the `escape-html` package Docusaurus uses does. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const contentOf = (node: { children: readonly Nodes[] }): string => node.children.map(valueOf).join('');

/** A JSX element: its tag and `className` (or `class`) only, as Docusaurus's `mdxJsxTextElementToHtml`. */
function jsxValue(element: MdxJsxTextElement): string {
  const attributes = element.attributes.filter((a) => a.type === 'mdxJsxAttribute');
  const className = (attributes.find((a) => a.name === 'className') ?? attributes.find((a) => a.name === 'class'))?.value;
  const content = contentOf(element as { children: readonly Nodes[] });
  // A fragment (`<>…</>`) has no tag to write: its content, which is what the page shows of it.
  if (!element.name) return content;
  const classAttribute = typeof className === 'string' ? ` class="${escapeHtml(className)}"` : '';
  return `<${element.name}${classAttribute}>${content}</${element.name}>`;
}

function valueOf(node: Nodes): string {
  switch (node.type) {
    case 'mdxJsxTextElement':
      return jsxValue(node);
    case 'text':
      return escapeHtml(node.value);
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'emphasis':
      return `<em>${contentOf(node)}</em>`;
    case 'strong':
      return `<strong>${contentOf(node)}</strong>`;
    case 'delete':
      return `<del>${contentOf(node)}</del>`;
    case 'heading':
    case 'link':
      return contentOf(node);
    default:
      return toString(node);
  }
}

/** The HTML of a heading's TOC entry (after its explicit `{#id}` is taken out and emoji are replaced), trimmed. */
export const tocValue = (heading: Heading): string => valueOf(heading).trim();

/** The TOC entries' HTML a compile recorded, by heading id, in document order (rehypeCollectHeadings reads them). */
export const tocValuesOf = (file: VFile): Map<string, string[]> =>
  ((file.data as { tocValues?: Map<string, string[]> }).tocValues ??= new Map());

/**
 * Records every Markdown heading's {@link tocValue} by its id, once ids are given and emoji replaced (Docusaurus's
 * toc plugin runs after its headings and emoji plugins), for the table of contents collected from the page's HTML.
 */
export function remarkTocValues() {
  return (tree: Root, file: VFile) => {
    const values = tocValuesOf(file);
    visit(tree, 'heading', (heading: Heading) => {
      const id = (heading.data?.hProperties as { id?: unknown } | undefined)?.id;
      if (typeof id === 'string') values.set(id, [...(values.get(id) ?? []), tocValue(heading)]);
    });
  };
}
