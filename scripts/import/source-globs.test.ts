// A site's own include/exclude of its docs, blog and pages plugins: carried into site.config.json where they are not
// Docusaurus's defaults, every file still copied (an excluded file stays importable), React pages chosen by the
// pages' globs, and the routes of the imported folder those of Docusaurus 3.10.2's build of the same site.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { siteSchema } from '../../config/schema';
import { docusaurusRules } from '../../lib/content/docusaurus-rules';
import { tempFolder } from '../../tests/helpers/temp';
import { importedRoutePaths } from './client-redirects';
import { readDocusaurusSite } from './docusaurus-config';
import { copySiteContent } from './layout';
import { toSiteConfig } from './site-config';

function makeDir(files: Record<string, string> = {}): string {
  const dir = fs.realpathSync(tempFolder('import-globs'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const SITE = {
  'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.2', '@docusaurus/preset-classic': '3.10.2' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Globs', url: 'https://globs.example.org', baseUrl: '/', onBrokenLinks: 'warn',
  presets: [['classic', {
    docs: { path: 'guide', routeBasePath: 'handbook', include: ['**/*.md'], exclude: ['**/private/**'] },
    blog: { path: 'articles', routeBasePath: 'writing', include: ['*.md'], blogSidebarCount: 0 },
    pages: { exclude: ['**/draft-*'] },
  }]],
};
`,
  'guide/start.md': '# Start\n',
  'guide/skipped.mdx': '# Not a doc: the include takes .md only\n',
  'guide/private/secret.md': '# Private\n',
  'guide/uses-partial.md': "# Uses a partial\n\nimport Secret from './private/secret.md';\n\n<Secret />\n",
  'guide/_underscore.md': '# Underscore\n',
  'guide/__tests__/t.md': '# In tests\n',
  'articles/2024-01-01-p1.md': '# P1\n',
  'articles/2024-03-01-p3.mdx': '# P3\n',
  'articles/nested/2024-04-01-p4.md': '# P4\n',
  'src/pages/index.md': '# Home\n',
  'src/pages/draft-x.md': '# Draft\n',
  'src/pages/a.test.md': '# A test page\n',
  'src/pages/x.test.js': 'export default function T() { return null; }\n',
  'src/pages/react-page.js': 'export default function P() { return <main>React page</main>; }\n',
  'src/pages/draft-y.js': 'export default function D() { return <main>Draft</main>; }\n',
};

test("include/exclude: carried where not the defaults, every file copied, Docusaurus's routes", async () => {
  const site = await readDocusaurusSite(makeDir(SITE));
  const { config } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(
    [config.docs?.[0]?.include, config.docs?.[0]?.exclude, config.blogs?.[0]?.include, config.blogs?.[0]?.exclude],
    [['**/*.md'], ['**/private/**'], ['*.md'], undefined],
  );
  assert.deepEqual([config.pages?.include, config.pages?.exclude], [undefined, ['**/draft-*']]);

  const out = makeDir();
  const layout = copySiteContent(site, out, {
    mdx1: false,
    math: false,
    rules: docusaurusRules('3.10.2'),
    config: siteSchema.parse(config),
  });
  for (const file of ['guide/private/secret.md', 'guide/skipped.mdx', 'articles/nested/2024-04-01-p4.md', 'src/pages/draft-x.md'])
    assert.ok(fs.existsSync(path.join(out, file)), `${file} copied`);
  // The pages' own exclude replaces the default, which left out tests: x.test.js is a page, draft-y.js is not.
  assert.deepEqual(layout.reactPages.sort(), ['src/pages/react-page.js', 'src/pages/x.test.js']);

  fs.writeFileSync(path.join(out, 'site.config.json'), JSON.stringify(config));
  // Docusaurus 3.10.2's build of this site: its page URLs (the React pages are not the content layer's routes).
  assert.deepEqual(importedRoutePaths(out).paths, [
    '/',
    '/404.html',
    '/a.test',
    '/handbook/__tests__/t',
    '/handbook/_underscore',
    '/handbook/start',
    '/handbook/uses-partial',
    '/writing',
    '/writing/2024/01/01/p1',
    '/writing/archive',
  ]);
});
