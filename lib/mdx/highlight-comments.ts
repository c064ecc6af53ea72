/**
 * Docusaurus's highlight comments: `// highlight-next-line`, `// highlight-start` / `// highlight-end` (also in
 * the `#`, `/* *\/`, `<!-- -->`, `{/* *\/}`, `--` and `;` forms). Free of Shiki, so that the browser's plain code
 * block (components/mdx/docusaurus/code-block-plain.tsx) reads them as the build does (lib/mdx/code-meta.ts).
 */
const COMMENT = /^\s*(?:\/\/|#|\/\*|<!--|\{\/\*|--|;)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** Removes magic-comment lines and returns the code with the 1-based line numbers they mark. */
export function extractHighlightComments(code: string): { code: string; lines: number[] } {
  const out: string[] = [];
  const lines: number[] = [];
  let inRange = false;
  let next = false;
  for (const line of code.split('\n')) {
    const m = COMMENT.exec(line);
    if (m) {
      if (m[1] === 'next-line') next = true;
      else inRange = m[1] === 'start';
      continue;
    }
    out.push(line);
    if (inRange || next) lines.push(out.length);
    next = false;
  }
  return { code: out.join('\n'), lines };
}
