/** GFM task-list checkboxes get an accessible name ("done" / "not done", in the site's language): a bare input has none. */
import type { Element, Root } from 'hast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { translatorOf } from './vfile-source';

/** Labels every checkbox that remark-gfm renders for `- [ ]` / `- [x]`. */
export function rehypeTaskListLabels() {
  return (tree: Root, file: VFile) => {
    const t = translatorOf(file);
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'input' || node.properties?.type !== 'checkbox') return;
      node.properties.ariaLabel = node.properties.checked ? t('site.task.done') : t('site.task.open');
    });
  };
}
