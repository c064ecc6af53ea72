/** GFM task-list checkboxes get an accessible name ("已完成" / "未完成"): a bare input has none. */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Labels every checkbox that remark-gfm renders for `- [ ]` / `- [x]`. */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'input' || node.properties?.type !== 'checkbox') return;
      node.properties.ariaLabel = node.properties.checked ? '已完成' : '未完成';
    });
  };
}
