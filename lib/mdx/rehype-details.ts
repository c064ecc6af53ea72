/**
 * `<details>` written in MDX, shown as Docusaurus shows it: its MDX loader renames the element to its `Details`
 * theme component (remark plugin `details`: MDX 2 no longer lets a provider replace lowercase HTML), which takes
 * the `<summary>` child as the summary and gives one when there is none. Here the element becomes, at compile
 * time, what this site's `@theme/Details` renders (components/mdx/docusaurus/details.tsx): class `details`, the
 * summary, the rest in `<div class="details-content">`, and a missing summary in the language of the file.
 * Raw HTML in a `.md` file that is not read as MDX stays a plain `<details>`, as in Docusaurus.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { mdxUiOf } from './vfile-source';

const isNamed = (node: ElementContent, name: string): boolean =>
  (node.type === 'element' && node.tagName === name) ||
  ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name);

/** Adds `details` to a literal `className` (or sets it); a computed one is left as the author wrote it. */
function addClass(node: MdxJsxFlowElementHast): void {
  const attribute = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'),
  );
  if (!attribute) node.attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: 'details' });
  else if (typeof attribute.value === 'string') attribute.value = `details ${attribute.value}`.trim();
  else if (attribute.value == null) attribute.value = 'details';
}

/** The rehype plugin (MDX documents). */
export function rehypeDetails() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElementHast) => {
      if (node.name !== 'details') return;
      addClass(node);
      const children = node.children as ElementContent[];
      const summary = children.find((child) => isNamed(child, 'summary'));
      const heading: ElementContent = summary ?? {
        type: 'element',
        tagName: 'summary',
        properties: {},
        children: [{ type: 'text', value: mdxUiOf(file).details }],
      };
      const content: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['details-content'] },
        children: children.filter((child) => child !== summary),
      };
      node.children = [heading, content] as MdxJsxFlowElementHast['children'];
    });
  };
}
