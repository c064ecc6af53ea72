import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sameKindDuplicates } from './collections';

const entry = (sourceFilePath: string, permalink: string) => ({ sourceFilePath, permalink });

test('two documents of one kind at one URL are a duplicate, the first by source path served', () => {
  const docs = [entry('docs/b.md', '/docs/a/'), entry('docs/a.md', '/docs/a/'), entry('docs/c.md', '/docs/c/')];
  const duplicates = sameKindDuplicates([docs, [], []]);
  assert.deepEqual(
    duplicates.map(([permalink, group]) => [permalink, group.map((e) => e.sourceFilePath)]),
    [['/docs/a/', ['docs/a.md', 'docs/b.md']]],
  );
});

test('a doc and a page at one URL are not a same-kind duplicate (the route table reports and serves them)', () => {
  // A docs plugin at routeBasePath '/' with a doc of slug '/', and src/pages/index.mdx: Docusaurus serves the page.
  const docs = [entry('docs/intro.md', '/')];
  const pages = [entry('src/pages/index.mdx', '/')];
  assert.deepEqual(sameKindDuplicates([docs, [], pages]), []);
});
