/** Finds the runnable JavaScript examples (```js runnable) in the content and their expected output. */
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../lib/files.mjs';
import { closesFence, fenceOf } from '../../lib/content/fences';

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

const RUNNABLE = /^(js|javascript|mjs)\b(.*)$/;

/** The runnable examples of one file (fences nested in longer fences are not examples). */
export function extractExamples(file: string): Example[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const examples: Example[] = [];
  let outer: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = fenceOf(line);
    if (outer !== undefined) {
      if (closesFence(line, outer)) outer = undefined;
      continue;
    }
    const open = fence && RUNNABLE.exec(fence.info);
    if (fence && open && /(^|\s)runnable(\s|$)/.test(open[2]!)) {
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length && !closesFence(lines[j]!, fence.marker); j++) body.push(lines[j]!);
      const code = body.join('\n');
      const expected = [...code.matchAll(/\/\/ => ?(.*)$/gm)].map((m) => m[1]!.trimEnd());
      examples.push({ file, line: i + 1, code, expected });
      i = j;
      continue;
    }
    if (fence) outer = fence.marker;
  }
  return examples;
}
