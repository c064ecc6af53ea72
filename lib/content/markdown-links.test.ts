// @own-process: sets CONTENT_DIR for the content modules it imports, which read it once.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { withContentDir } from '../../tests/helpers/content-dir';
import { markdownLinkCandidates, resolveMarkdownLink } from './markdown-links';

// A small site: the docs instance's folder is `docs/`, the site root holds `docs/` and an `architecture/` that
// is not content (Docusaurus's site root, where `/docs/x.md` can also be found).
const files = [
  'docs/intro.md',
  'docs/guide/setup.md',
  'docs/guide/neighbour.md',
  'docs/architecture/resource-model.md',
  'docs/user-manuals/queue-management.md',
  'blog/2024-01-01-post.md',
];
const contentRoot = withContentDir('md-links', Object.fromEntries(files.map((rel) => [rel, '# T\n'])));

test("the folders tried follow Docusaurus's resolveMarkdownLinkPathname order", () => {
  const rel = (list: string[]) => list.map((p) => path.relative(contentRoot(), p).split(path.sep).join('/'));
  const from = 'docs/guide/setup.md';
  assert.deepEqual(rel(markdownLinkCandidates('/architecture/x.md', from)), ['docs/architecture/x.md', 'architecture/x.md']);
  assert.deepEqual(rel(markdownLinkCandidates('./x.md', from)), ['docs/guide/x.md']);
  assert.deepEqual(rel(markdownLinkCandidates('../x.md', from)), ['docs/x.md']);
  assert.deepEqual(rel(markdownLinkCandidates('x.md', from)), ['docs/guide/x.md', 'docs/x.md', 'x.md']);
  assert.deepEqual(rel(markdownLinkCandidates('@site/docs/x.md', from)), ['docs/x.md']);
});

test('a root-relative .md link resolves from the docs folder, then from the site root', () => {
  const from = 'docs/guide/setup.md';
  assert.equal(resolveMarkdownLink('/architecture/resource-model.md', from), '/docs/architecture/resource-model/');
  assert.equal(resolveMarkdownLink('/docs/user-manuals/queue-management.md', from), '/docs/user-manuals/queue-management/');
  assert.equal(resolveMarkdownLink('neighbour.md', from), '/docs/guide/neighbour/');
  assert.equal(resolveMarkdownLink('intro.md', from), '/docs/intro/', 'a bare name falls back to the docs folder');
  assert.equal(resolveMarkdownLink('./intro.md', from), undefined, './ is only the file folder');
  assert.equal(resolveMarkdownLink('/blog/2024-01-01-post.md', 'blog/2024-01-01-post.md'), '/blog/2024/01/01/post/');
  assert.equal(resolveMarkdownLink('/nowhere.md', from), undefined);
});
