// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * `_category_` files are read as Docusaurus reads them (plugin-content-docs `readCategoriesMetadata`: js-yaml's `load`
 * whatever the extension), from the content folder itself: YAML in a `_category_.json` builds, as in Docusaurus.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';

const root = withContentDir('category-files', {
  'site.config.json': siteConfigJson({
    docs: [{ id: 'default', folder: 'docs', routeBasePath: '/docs' }],
    blogs: [],
  }),
  'docs/a/_category_.json': "{ label: '附录', position: '3', } # 注释\n",
  'docs/a/one.md': '# One\n',
  'docs/b/_category_.yml': 'label: 乙\ncollapsed: false\n',
  'docs/b/two.md': '# Two\n',
});

test('a _category_.json holding YAML is read as Docusaurus reads it, as are .yml files', async () => {
  const { getAllCategories } = await import('./collections');
  const byDir = Object.fromEntries(getAllCategories().map(({ _raw, ...meta }) => [_raw.sourceFileDir, meta]));
  assert.deepEqual(byDir, { 'docs/a': { label: '附录', position: 3 }, 'docs/b': { label: '乙', collapsed: false } });
});

test('a category file js-yaml cannot read fails with file:line', async () => {
  const { readCategoryFiles } = await import('./category');
  fs.mkdirSync(path.join(root(), 'docs/c'));
  fs.writeFileSync(path.join(root(), 'docs/c/_category_.json'), '{\n  "label": "丙",\n  "position": [\n}\n');
  assert.throws(readCategoryFiles, /docs\/c\/_category_\.json:4: not a category file Docusaurus reads/);
});
