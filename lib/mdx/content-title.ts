/**
 * A blog post's leading `# heading` is its title (when front matter has none) and the post page prints the
 * title itself: like Docusaurus's blog, the heading is removed from the body so it does not show twice.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { kindOfSource } from '../content/permalinks';
import { sourcePathOf } from './vfile-source';

/** The remark plugin. */
export function remarkPostContentTitle() {
  return (tree: Root, file: VFile) => {
    const source = sourcePathOf(file);
    if (!source || kindOfSource(source) !== 'post') return;
    const index = tree.children.findIndex((node) => !['yaml', 'toml', 'mdxjsEsm', 'html'].includes(node.type));
    const first = tree.children[index];
    if (first?.type !== 'heading' || first.depth !== 1) return;
    // Still the document's contentTitle (lib/mdx/remark-mdx-esm.ts exports it, as Docusaurus's loader does).
    (file.data as { contentTitle?: string }).contentTitle = toString(first, { includeImageAlt: false });
    tree.children.splice(index, 1);
  };
}
