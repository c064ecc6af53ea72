import assert from 'node:assert/strict';
import test from 'node:test';
import remarkFrontmatter from 'remark-frontmatter';
import { VFile } from 'vfile';
import { bindAbsentImports, docusaurusOwnExports } from './absent-exports';

test('a name Docusaurus does not export leaves the import and is undefined, as webpack binds it', () => {
  const source = [
    "import Link from '@docusaurus/Link';",
    'import {useBaseUrl} from "@docusaurus/useBaseUrl";',
    "import useBaseUrl2, { useBaseUrlUtils, notThere as other } from '@docusaurus/useBaseUrl';",
    'export const A = () => <Link to={useBaseUrl ?? "/"} />;',
  ].join('\n');
  const { code, absent } = bindAbsentImports(source);
  assert.deepEqual(absent, [
    { specifier: '@docusaurus/useBaseUrl', name: 'useBaseUrl', line: 2 },
    { specifier: '@docusaurus/useBaseUrl', name: 'notThere', line: 3 },
  ]);
  assert.deepEqual(code.split('\n'), [
    "import Link from '@docusaurus/Link';",
    'import {  } from "@docusaurus/useBaseUrl"; const useBaseUrl = undefined;',
    "import useBaseUrl2, { useBaseUrlUtils } from '@docusaurus/useBaseUrl'; const other = undefined;",
    'export const A = () => <Link to={useBaseUrl ?? "/"} />;',
  ]);
});

test('a statement over several lines keeps the lines after it; what Docusaurus exports and other modules are left alone', () => {
  const source = "import {\n  translate,\n  missing,\n} from '@docusaurus/Translate';\nconst x = 1;\n";
  const { code, absent } = bindAbsentImports(source);
  assert.deepEqual(absent, [{ specifier: '@docusaurus/Translate', name: 'missing', line: 1 }]);
  assert.equal(code.split('\n')[4], 'const x = 1;');
  // Theme and plugin modules are not listed whole: a name this project lacks there is reported by the importer.
  const other =
    "import { useNotAThing } from '@docusaurus/theme-common';\nimport { addBaseUrl } from '@docusaurus/useBaseUrl';\n";
  assert.deepEqual(bindAbsentImports(other), { code: other, absent: [] });
  assert.equal(docusaurusOwnExports('@docusaurus/theme-common'), undefined);
});

test('in an .mdx document the name is undefined too, with a warning naming file:line (what Docusaurus has stays imported)', async () => {
  const { compile } = await import('@mdx-js/mdx');
  const { remarkMdxEsm } = await import('./remark-mdx-esm');
  const text = [
    '---',
    'title: A',
    '---',
    '',
    "import useBaseUrl, {useBaseUrl as named, useBaseUrlUtils} from '@docusaurus/useBaseUrl';",
    "import { addBaseUrl } from '@docusaurus/useBaseUrl';",
    '',
    '# A',
    '',
    '{typeof named}',
  ].join('\n');
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => void warnings.push(message);
  const attach = () => (_tree: unknown, file: VFile) => void (file.data.rawDocumentData = { sourceFilePath: 'docs/absent.mdx' });
  let output: string;
  try {
    output = String(
      await compile(new VFile({ value: text, path: 'docs/_mdx_bundler_entry_point-x.mdx' }), {
        remarkPlugins: [remarkFrontmatter, attach, remarkMdxEsm],
      }),
    );
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(warnings, [
    'warn  [imports] content/docs/absent.mdx:5: imports useBaseUrl from @docusaurus/useBaseUrl, which Docusaurus does not export: undefined, as webpack leaves it (with a warning)',
  ]);
  assert.match(output, /import useBaseUrl, \{useBaseUrlUtils\} from ['"]@docusaurus\/useBaseUrl['"]/);
  assert.match(output, /const named = undefined;/);
  // 3.8's addBaseUrl is Docusaurus's, which this project lacks: left for the importer to report.
  assert.match(output, /import \{addBaseUrl\} from/);
});
