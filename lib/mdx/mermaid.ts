/**
 * Docusaurus's Mermaid theme (`markdown.mermaid: true`): a ```` ```mermaid ```` block becomes a diagram. At build
 * time it is the diagram's source in a `<pre>` inside `<div class="mermaid-diagram" data-mermaid>`, readable
 * without JavaScript; in the browser, components/content/mermaid.client.tsx draws it with mermaid (loaded only on
 * pages that hold a diagram, see `usesMermaid`). `@theme/Mermaid` renders the same markup
 * (components/mdx/docusaurus/mermaid.tsx).
 */
import type { Code, Root, RootContent } from 'mdast';
import { visit } from './visit';

/**
 * Where mermaid's own ES module build is served (under the base path), copied from the package by
 * scripts/mdx-modules.ts when the site turns diagrams on. The browser imports it as it is: bundling mermaid (its
 * diagrams, d3, dagre, KaTeX…) took Turbopack ~4 s of every compile, for a chunk only pages with a diagram load.
 */
export const MERMAID_ASSETS = '/_assets/mermaid';
export const MERMAID_MODULE = `${MERMAID_ASSETS}/mermaid.esm.min.mjs`;

/** The attribute that marks a diagram in the page's markup (and the text that tells a body holds one). */
export const MERMAID_ATTRIBUTE = 'data-mermaid';

/** Class names of a diagram's container and of its source. */
export const MERMAID_CLASS = 'mermaid-diagram';
export const MERMAID_SOURCE_CLASS = 'mermaid-source';

/** True when a compiled body (HTML, or compiled MDX) holds a diagram or uses `@theme/Mermaid`. */
export const usesMermaid = (compiled: string): boolean =>
  compiled.includes(MERMAID_ATTRIBUTE) || compiled.includes('@theme/Mermaid');

/** Turns every ```` ```mermaid ```` block into a diagram container holding its source (the remark plugin). */
export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      // A node of its own type (mdast-util-to-hast makes an element of its data), so no code handler wraps it in
      // `<pre><code>`; a plain `<pre>` inside, which the code-block highlighter leaves alone.
      const diagram = {
        type: 'mermaidDiagram',
        children: [],
        position: node.position,
        data: {
          hName: 'div',
          hProperties: { className: [MERMAID_CLASS], [MERMAID_ATTRIBUTE]: '' },
          hChildren: [
            {
              type: 'element',
              tagName: 'pre',
              properties: { className: [MERMAID_SOURCE_CLASS] },
              children: [{ type: 'text', value: node.value }],
            },
          ],
        },
      };
      parent.children[index] = diagram as unknown as RootContent;
    });
  };
}
