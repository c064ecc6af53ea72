// Reads Contentlayer's error report: one clear line per failed document, `file:line[:column]: message`. The
// build (whole report at once) and the dev server (line by line, as it streams) both read it here.
//
// Contentlayer lists failed documents as bullets under a tree of problem kinds:
//   Error: Found 5 problems in 14 documents.
//    ├── Error during computed field exection for 3 documents.
//    │   • "docs/typed.md" failed with ContentError: /abs/docs/typed.md:4: field "sidebar_position": …
//    └── Encountered unexpected errors while processing of 1 documents. …
//        • "docs/broken.mdx": UnexpectedMDXError: Error: Build failed with 1 error: …
//          11:12: Unexpected end of file in expression, …

import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../lib/files.mjs';

/** The first line of a failed document's entry; group 1 is its content-relative path, group 2 the rest. */
export const DOCUMENT_BULLET = /^[\s│├└─]*•\s+"(.+?)"(?:\s+failed with|:)?\s*(.*)$/;

/** One line for a failed document, from its entry's text (the bullet's rest and the lines under it). */
export function describeProblem(where, text) {
  const contentError = /ContentError: (.+)/.exec(text)?.[1];
  // A ContentError (lib/content/errors.ts) already names file:line and field.
  if (contentError) return contentError.trim();
  // A check set to throw while compiling (lib/checks/report.ts): `[onBrokenMarkdownImages] file:line: message`.
  const check = /CheckFailure: \[(\w+)\] (.+)/.exec(text);
  if (check) return `${check[2].trim()} (${check[1]})`;
  const yaml = /(YAML\w*Error|YAMLException): (.+?) at line (\d+), column (\d+)/.exec(text);
  if (yaml) return `${where}:${yaml[3]}:${yaml[4]}: invalid YAML front matter: ${yaml[2]}`;
  if (/UnexpectedMDXError/.test(text)) {
    // esbuild's report holds the position inside the file as `line:column: reason`.
    const m = /(?:^|\n)\s*(\d+):(\d+)(?:-\d+:\d+)?: (.+)/.exec(text);
    return m
      ? `${where}:${m[1]}:${m[2]}: MDX does not compile: ${m[3].trim()}`
      : `${where}: MDX does not compile: ${text.split('\n')[0]}`;
  }
  return `${where}: ${text.split('\n')[0].trim()}`;
}

/** Every failed document of a whole report, one line each (paths under `contentDirLabel`). */
export function summarizeContentErrors(output, contentDirLabel) {
  const entries = [];
  for (const line of output.split('\n')) {
    const bullet = DOCUMENT_BULLET.exec(line);
    if (bullet) entries.push({ file: bullet[1], text: [bullet[2]] });
    else entries.at(-1)?.text.push(line);
  }
  return entries.map(({ file, text }) => describeProblem(`${contentDirLabel}/${file}`, text.join('\n')));
}

/**
 * When the content layer ran out of memory (V8's "heap out of memory" after minutes of collecting), one line
 * naming the biggest Markdown files under `root`, the likely cause; else nothing.
 */
export function explainOutOfMemory(output, root, contentDirLabel) {
  if (!/heap out of memory|Reached heap limit/.test(output)) return [];
  const sizes = listFiles(root, (name) => /\.mdx?$/.test(name))
    .map((file) => ({ file, size: fs.statSync(path.join(root, file)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 3)
    .map(({ file, size }) => `${contentDirLabel}/${file} (${(size / 1048576).toFixed(1)} MB)`);
  return [
    `the content layer ran out of memory; the biggest Markdown files are ${sizes.join(', ')}: split a very big file into several pages`,
  ];
}
