import assert from 'node:assert/strict';
import { test } from 'node:test';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { summarizeContentErrors } from './content-errors.mjs';

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
`;

test('every failed document of a report gets one file:line line, whatever branch of the tree lists it', () => {
  assert.deepEqual((summarizeContentErrors as (o: string, l: string) => string[])(REPORT, 'content'), [
    'content/docs/typed.md:4: field "sidebar_position": Invalid input: expected number',
    'content/docs/bad.md:4:1: invalid YAML front matter: Flow sequence in block collection must be sufficiently indented and end with a ]',
    'content/docs/broken.mdx:11:12: MDX does not compile: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
  ]);
});
