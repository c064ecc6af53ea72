import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Node, Parent } from 'unist';
import * as reference from 'unist-util-visit';
import * as ours from './visit';

const MARKDOWN = `# Title

Some *text* with [a link](/a/) and \`code\`.

- one
- two **bold**

\`\`\`js
const a = 1;
\`\`\`

> quote with _emphasis_

Last paragraph.
`;

type Lib = typeof ours;

/** Runs `walk` over a fresh tree with one implementation; returns what it saw and the tree it left. */
function run(lib: Lib, walk: (lib: Lib, tree: Root, seen: string[]) => void) {
  const tree = fromMarkdown(MARKDOWN);
  const seen: string[] = [];
  walk(lib, tree, seen);
  return { seen, tree: JSON.stringify(tree) };
}

/** The same walk with `unist-util-visit` and with lib/mdx/visit.ts sees the same nodes and leaves the same tree. */
function same(walk: (lib: Lib, tree: Root, seen: string[]) => void) {
  const expected = run(reference as unknown as Lib, walk);
  const actual = run(ours, walk);
  assert.ok(expected.seen.length > 0);
  assert.deepEqual(actual.seen, expected.seen);
  assert.equal(actual.tree, expected.tree);
}

const label = (node: Node, index: number | undefined, parent: Parent | undefined) =>
  `${node.type}@${index ?? '-'}<${parent?.type ?? '-'}`;

describe('visit (lib/mdx/visit.ts) walks as unist-util-visit does', () => {
  it('every node, in preorder, with index and parent', () => {
    same((lib, tree, seen) => lib.visit(tree, (node, index, parent) => void seen.push(label(node, index, parent))));
  });

  it('nodes of one type', () => {
    same((lib, tree, seen) => lib.visit(tree, 'text', (node, index, parent) => void seen.push(label(node, index, parent))));
  });

  it('SKIP leaves a node’s children out', () => {
    same((lib, tree, seen) =>
      lib.visit(tree, (node, index, parent) => {
        seen.push(label(node, index, parent));
        return node.type === 'list' ? lib.SKIP : undefined;
      }),
    );
  });

  it('EXIT stops the walk', () => {
    same((lib, tree, seen) =>
      lib.visit(tree, (node, index, parent) => {
        seen.push(label(node, index, parent));
        return node.type === 'code' ? lib.EXIT : undefined;
      }),
    );
  });

  it('a replaced node, and [SKIP, index] to go on after inserted siblings', () => {
    same((lib, tree, seen) =>
      lib.visit(tree, (node, index, parent) => {
        seen.push(label(node, index, parent));
        if (node.type === 'inlineCode' && parent && index !== undefined) {
          parent.children.splice(index, 1, { type: 'text', value: 'x' } as never, { type: 'emphasis', children: [] } as never);
          return [lib.SKIP, index + 2];
        }
        if (node.type === 'blockquote' && parent && index !== undefined) {
          parent.children[index] = { type: 'paragraph', children: [{ type: 'text', value: 'replaced' }] } as never;
          return index;
        }
        return undefined;
      }),
    );
  });
});
