/**
 * The tree walk of this project's Markdown plugins: `unist-util-visit`'s `visit(tree, [type], visitor)` as the
 * plugins use it (a node type or no test; the visitor gets the node, its index and its parent and may return
 * SKIP, EXIT, an index to go on from, or `[action, index]`), children walked first to last, live (a visitor may
 * replace or insert siblings), with the same constants.
 *
 * Why not `unist-util-visit` itself: for every node it makes a closure, renames it with `Object.defineProperty`
 * (for stack traces) and looks the node up in its parent (`indexOf`). With ~15 plugins walking every document,
 * that machinery was a fifth of a compile thread's time at N=1000 (visit-parents 1.4 s, `set natives` 0.7 s of
 * 10.8 s); this walk does none of it. Plugins from npm keep using `unist-util-visit`.
 */
import type { Node, Parent } from 'unist';
import type { BuildVisitor } from 'unist-util-visit';

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
type VisitorResult = Action | number | readonly [Action?, number?] | void | undefined | null;
type AnyVisitor = (node: Node, index: number | undefined, parent: Parent | undefined) => VisitorResult;

type Step = readonly [Action | undefined, number | undefined];
const GO_ON: Step = [undefined, undefined];

function stepOf(result: VisitorResult): Step {
  if (Array.isArray(result)) return [result[0], result[1]];
  if (typeof result === 'number') return [CONTINUE, result];
  return result === undefined || result === null ? GO_ON : [result as Action, undefined];
}

/** Walks `tree` in preorder, calling `visitor` on each node of type `type` (typed as `unist-util-visit` types it). */
export function visit<Tree extends Node, Type extends string>(tree: Tree, type: Type, visitor: BuildVisitor<Tree, Type>): void;
/** Walks `tree` in preorder, calling `visitor` on each node. */
export function visit<Tree extends Node>(tree: Tree, visitor: BuildVisitor<Tree>): void;
export function visit(tree: Node, typeOrVisitor: unknown, maybeVisitor?: unknown): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor) as AnyVisitor;

  const walk = (node: Node, index: number | undefined, parent: Parent | undefined): Step => {
    let step = GO_ON;
    if (type === undefined || node.type === type) {
      step = stepOf(visitor(node, index, parent));
      if (step[0] === EXIT) return step;
    }
    const children = (node as Partial<Parent>).children;
    if (step[0] !== SKIP && Array.isArray(children)) {
      const self = node as Parent;
      let offset = 0;
      while (offset > -1 && offset < self.children.length) {
        const sub = walk(self.children[offset]!, offset, self);
        if (sub[0] === EXIT) return sub;
        offset = typeof sub[1] === 'number' ? sub[1] : offset + 1;
      }
    }
    return step;
  };
  walk(tree, undefined, undefined);
}
