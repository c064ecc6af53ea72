/** Finds the runnable JavaScript examples (```js runnable) in the content and their expected output. */
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../lib/files';

/** One runnable example. */
export interface Example {
  readonly file: string;
  readonly line: number;
  readonly code: string;
  /** Expected stdout lines, from `// => …` comments in order. */
  readonly expected: string[];
}

/** Every Markdown/MDX file under a folder (absolute paths). */
export const listContentFiles = (root: string): string[] => listFiles(root, (name) => /\.mdx?$/.test(name)).map((f) => path.join(root, f));

const OPEN = /^(\s{0,3})(`{3,}|~{3,})\s*(js|javascript|mjs)\b([^\n]*)$/;

/** The runnable examples of one file (fences nested in longer fences are not examples). */
export function extractExamples(file: string): Example[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const examples: Example[] = [];
  let outer: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (outer !== undefined) {
      if (fence && line.trim() === fence && fence[0] === outer[0] && fence.length >= outer.length) outer = undefined;
      continue;
    }
    const open = OPEN.exec(line);
    if (open && /(^|\s)runnable(\s|$)/.test(open[4]!)) {
      const marker = open[2]!;
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length && !(lines[j]!.trim() === marker); j++) body.push(lines[j]!);
      const code = body.join('\n');
      const expected = [...code.matchAll(/\/\/ => ?(.*)$/gm)].map((m) => m[1]!.trimEnd());
      examples.push({ file, line: i + 1, code, expected });
      i = j;
      continue;
    }
    if (fence) outer = fence;
  }
  return examples;
}
