/**
 * Keeps code-block meta (`title="…" {1,3} showLineNumbers`) through rehype-raw: remark-rehype stores it
 * in `data.meta`, which rehype-raw's re-parse drops, so it is copied to the `metastring` property that
 * rehype-pretty-code also reads.
 */
import type { Element, Root } from 'hast';
import { visit } from './visit';

/** Copies `data.meta` of `<code>` elements into `properties.metastring`. */
export function rehypeKeepCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties.metastring = meta;
    });
  };
}
