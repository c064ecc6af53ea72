/**
 * A blog post's content title is removed from its body, as Docusaurus's blog removes it (`removeContentTitle`),
 * since the post page prints the title itself. From Docusaurus 3.0 that is the post's first heading wherever it
 * stands, when it is an h1 above any thematic break (the MDX loader's contentTitle plugin); before, only an
 * h1 at the top of the body.
 */
import type { Heading, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { kindOfSource } from '../content/permalinks';
import { rules } from '../content/paths';
import { sourcePathOf } from './vfile-source';
import { EXIT, visit } from './visit';

/** Where the content title stands: its parent and index, or undefined when the document has none. */
function contentTitleNode(tree: Root): { parent: Parent; index: number } | undefined {
  if (!rules.contentTitleFromFirstHeading) {
    const index = tree.children.findIndex((node) => !['yaml', 'toml', 'mdxjsEsm', 'html'].includes(node.type));
    const first = tree.children[index];
    return first?.type === 'heading' && first.depth === 1 ? { parent: tree, index } : undefined;
  }
  let found: { parent: Parent; index: number } | undefined;
  visit(tree, (node, index, parent) => {
    if (node.type === 'thematicBreak') return EXIT;
    if (node.type !== 'heading') return undefined;
    if ((node as Heading).depth === 1 && parent && index !== undefined) found = { parent: parent as Parent, index };
    return EXIT;
  });
  return found;
}

/** The remark plugin. */
export function remarkPostContentTitle() {
  return (tree: Root, file: VFile) => {
    const source = sourcePathOf(file);
    if (!source || kindOfSource(source) !== 'post') return;
    const at = contentTitleNode(tree);
    if (!at) return;
    // Still the document's contentTitle (lib/mdx/remark-mdx-esm.ts exports it, as Docusaurus's loader does).
    (file.data as { contentTitle?: string }).contentTitle = toString(at.parent.children[at.index]!, { includeImageAlt: false });
    at.parent.children.splice(at.index, 1);
  };
}
