/**
 * Compiled MDX of a post cut at its truncate marker: each use of the {@link AFTER_TRUNCATE} wrapper
 * (lib/mdx/truncate.ts) replaced by `null`. Only MDX that must render in the browser needs it: a list hands that
 * code to the browser as a prop, in every copy of the page's payload, and the part after the marker (often most of
 * the post) would travel for nothing. Read with acorn, not patterns: the bundle's names are minified
 * (`{MyBlogAfterTruncate:d}=a; … (0,e.jsxs)(d,{children:[…]})`). Code that does not read as expected is returned
 * as it is (the list then renders the wrapper as nothing, from the whole code).
 */
import { parse, type Node } from 'acorn';
import { AFTER_TRUNCATE } from './code-markers';

interface Walked {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Walked =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node below `node` (itself included), depth first; below a function only when `intoFunctions`. */
function* nodesOf(node: Walked, intoFunctions = true): Generator<Walked> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child) && (intoFunctions || !FUNCTIONS.has(child.type))) yield* nodesOf(child, intoFunctions);
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The local name a function's own code gives the wrapper (`{MyBlogAfterTruncate: d} = components`), if it does. */
function wrapperName(fn: Walked): string | undefined {
  for (const node of nodesOf(fn.body as Walked, false)) {
    if (node.type !== 'ObjectPattern') continue;
    for (const p of node.properties as Walked[]) {
      const key = p.key as Walked | undefined;
      const value = p.value as Walked | undefined;
      if (
        p.type === 'Property' &&
        (key?.name === AFTER_TRUNCATE || key?.value === AFTER_TRUNCATE) &&
        value?.type === 'Identifier'
      )
        return value.name as string;
    }
  }
  return undefined;
}

/** The compiled post up to its truncate marker; the code as it is when it has no wrapper or does not parse. */
export function codeUpToTruncate(code: string): string {
  if (!code.includes(AFTER_TRUNCATE)) return code;
  let program: Node;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
  } catch {
    return code;
  }
  // MDX's content function (`_createMdxContent`): the one that takes the wrapper from its components. Its calls of
  // that name are the wrappers: they stand in its own code, never in a function nested in it.
  const fn = [...nodesOf(program as unknown as Walked)].find((n) => FUNCTIONS.has(n.type) && wrapperName(n));
  const name = fn && wrapperName(fn);
  if (!fn || !name) return code;
  const cuts = [...nodesOf(fn.body as Walked, false)].filter((node) => {
    const first = (node.arguments as Walked[] | undefined)?.[0];
    return node.type === 'CallExpression' && first?.type === 'Identifier' && first.name === name;
  });
  // Outermost only, from the end, so that earlier offsets hold.
  const outer = cuts.filter((c) => !cuts.some((o) => o !== c && o.start <= c.start && c.end <= o.end));
  let cut = code;
  for (const call of outer.sort((a, b) => b.start - a.start)) cut = `${cut.slice(0, call.start)}null${cut.slice(call.end)}`;
  return cut;
}
