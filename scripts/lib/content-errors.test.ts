import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { explainOutOfMemory, summarizeContentErrors } from './content-errors.mjs';

const REPORT = `Error: Found 3 problems in 14 documents.

 ├── Error during computed field exection for 1 documents.
 │   
 │   • "docs/typed.md" failed with ContentError: content/docs/typed.md:4: field "sidebar_position": Invalid input: expected number
 │   
 ├── Invalid markdown in 1 documents.
 │   
 │   • "docs/bad.md" failed with YAMLParseError: Flow sequence in block collection must be sufficiently indented and end with a ] at line 4, column 1:
 │   
 │   tags: [a, b
 │   
 └── Encountered unexpected errors while processing of 1 documents. This is possibly a bug in Contentlayer. Please open an issue.
     
     • "docs/broken.mdx": UnexpectedMDXError: Error: Build failed with 1 error:
     _mdx_bundler_entry_point-e2.mdx:11:11: ERROR: [plugin: @mdx-js/esbuild] Cannot process MDX file with esbuild:
       11:12: Unexpected end of file in expression, expected a corresponding closing brace for \`{\`
     • "docs/image.md": UnexpectedMarkdownError: CheckFailure: [onBrokenMarkdownImages] content/docs/image.md:11: Markdown image "/img/x.png" points to a file that does not exist
`;

test('every failed document of a report gets one file:line line, whatever branch of the tree lists it', () => {
  assert.deepEqual((summarizeContentErrors as (o: string, l: string) => string[])(REPORT, 'content'), [
    'content/docs/typed.md:4: field "sidebar_position": Invalid input: expected number',
    'content/docs/bad.md:4:1: invalid YAML front matter: Flow sequence in block collection must be sufficiently indented and end with a ]',
    'content/docs/broken.mdx:11:12: MDX does not compile: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    'content/docs/image.md:11: Markdown image "/img/x.png" points to a file that does not exist (onBrokenMarkdownImages)',
  ]);
});

test('a content layer that ran out of memory is explained by the biggest Markdown files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-oom-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'big.md'), 'x'.repeat(3 * 1048576));
  fs.writeFileSync(path.join(dir, 'docs', 'small.md'), '# small\n');
  const explain = explainOutOfMemory as (o: string, root: string, label: string) => string[];
  assert.deepEqual(explain('Error: Found 1 problems', dir, 'content'), []);
  const [line] = explain('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory', dir, 'content');
  assert.match(
    line ?? '',
    /ran out of memory; the biggest Markdown files are content\/docs\/big\.md \(3\.0 MB\), content\/docs\/small\.md/,
  );
  fs.rmSync(dir, { recursive: true, force: true });
});
