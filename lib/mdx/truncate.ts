/**
 * A blog post's excerpt in compiled MDX. Docusaurus's blog lists show each post rendered up to its truncate marker:
 * its loader compiles the file a second time, cut at the marker (`?truncated=true`, plugin-content-blog
 * markdownLoader.ts). Here one compile serves both: everything after the marker is wrapped, at each level from the
 * marker up to the root, in the component {@link AFTER_TRUNCATE}, which the post's page renders as a fragment and the
 * lists as nothing. The page's markup is unchanged, headings keep their ids, and the lists cost no compile.
 *
 * The marker is the first MDX comment (`{/* truncate *\/}`, or `<!-- truncate -->` as the Docusaurus syntax pass
 * rewrites it) that the blog's `truncateMarker` matches, in either form. A marker's text inside code is not one, where
 * Docusaurus, which cuts the file's text, would cut the code block. Imports and exports stay where they are (ESM is
 * hoisted). Markdown compiled to HTML needs none of this: lib/content/queries.ts cuts its HTML at the marker comment.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { blogForSourcePath } from '../content/paths';
import { truncateMarkerOf } from '../content/excerpt';
import { AFTER_TRUNCATE } from './code-markers';
import { sourcePathOf } from './vfile-source';

/** mdx-bundler's entry of a document (imported partials are compiled under their own names). */
const ENTRY = /_mdx_bundler_entry_point-[^/\\]*\.mdx$/;
const COMMENT = /^\s*\/\*([\s\S]*)\*\/\s*$/;

type Node = Root | RootContent;
type Level = { readonly parent: Root | Element | MdxJsxFlowElementHast; readonly index: number };

/** True when `node` is an MDX comment that `marker` matches, written as an MDX or an HTML comment. */
function isMarker(node: Node, marker: RegExp): boolean {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return false;
  const comment = COMMENT.exec(node.value);
  return comment !== null && (marker.test(`{${node.value}}`) || marker.test(`<!--${comment[1]}-->`));
}

/** The levels (parent, index) from the root down to the first marker, in document order; undefined when none. */
function markerPath(node: Node, marker: RegExp): Level[] | undefined {
  if (!('children' in node)) return undefined;
  const parent = node as Level['parent'];
  for (const [index, child] of parent.children.entries()) {
    if (isMarker(child, marker)) return [{ parent, index }];
    const below = markerPath(child, marker);
    if (below) return [{ parent, index }, ...below];
  }
  return undefined;
}

/** The rehype plugin (MDX documents): a blog post's content after its truncate marker, wrapped. */
export function rehypeAfterTruncate() {
  return (tree: Root, file: VFile) => {
    const source = sourcePathOf(file);
    if (!source || !ENTRY.test(file.path ?? '')) return;
    const blog = blogForSourcePath(source);
    const path = blog && markerPath(tree, truncateMarkerOf(blog));
    if (!path) return;
    for (const { parent, index } of path.reverse()) {
      const after = parent.children.slice(index + 1) as ElementContent[];
      // Imports and exports stay at the root (MDX reads them there).
      const esm = parent.type === 'root' ? after.filter((n) => (n as Node).type === 'mdxjsEsm') : [];
      const rest = after.filter((n) => !esm.includes(n));
      if (rest.length === 0) continue;
      const wrapper: MdxJsxFlowElementHast = { type: 'mdxJsxFlowElement', name: AFTER_TRUNCATE, attributes: [], children: rest };
      parent.children.splice(index + 1, after.length, wrapper as never, ...(esm as never[]));
    }
  };
}
