// Which files of a section are documents: Docusaurus's include/exclude, as Globby (fast-glob + micromatch) applies
// them to a plugin's folder. Expected values checked against Docusaurus 3.10.2's builds of sites with these options.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import micromatch from 'micromatch';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, excludePatternsUnder, isLeftOut, isSourceOf, literalGlob } from './source-globs';

const taken = (globs: Parameters<typeof isSourceOf>[0], files: string[]) => files.filter((f) => isSourceOf(globs, f));

describe('include/exclude of a docs, blog or pages folder', () => {
  test("Docusaurus's defaults: every Markdown file and page component but partials, `_` folders and tests", () => {
    const files = [
      'intro.md',
      'guide/setup.mdx',
      'index.tsx',
      '_partial.md',
      'guide/_snippet.mdx',
      '_shared/a.md',
      'guide/_drafts/b.md',
      '__tests__/c.md',
      'widget.test.tsx',
      '.hidden.md',
      'notes.txt',
      'a.test.md',
    ];
    assert.deepEqual(taken({}, files), ['intro.md', 'guide/setup.mdx', 'index.tsx', 'a.test.md']);
    assert.deepEqual(taken({ include: [...DEFAULT_INCLUDE], exclude: [...DEFAULT_EXCLUDE] }, files), taken({}, files));
  });

  test('an own exclude replaces the default: `_` files and __tests__ are then documents', () => {
    const globs = { exclude: ['**/private/**'] };
    assert.deepEqual(taken(globs, ['_underscore.md', '__tests__/t.md', 'private/secret.md', 'a/private/b.md', 'x.test.js']), [
      '_underscore.md',
      '__tests__/t.md',
      'x.test.js',
    ]);
  });

  test('an exclude naming a folder leaves out everything in it, as fast-glob skips the folder', () => {
    assert.deepEqual(taken({ exclude: ['**/drafts', 'old'] }, ['drafts/a.md', 'x/drafts/b/c.md', 'old/d.md', 'x/old/e.md']), ['x/old/e.md']);
    assert.ok(isLeftOut({ exclude: ['**/drafts'] }, 'x/drafts'));
    assert.ok(!isLeftOut({}, 'guide'));
    assert.ok(isLeftOut({}, '_drafts/_category_.json'));
  });

  test('an own include: only the files it matches (`*.md` is the folder itself; `**/*.md` no MDX)', () => {
    const files = ['p1.md', 'p2.mdx', 'nested/p3.md', '_p4.md'];
    assert.deepEqual(taken({ include: ['*.md'] }, files), ['p1.md']);
    assert.deepEqual(taken({ include: ['**/*.md'] }, files), ['p1.md', 'nested/p3.md']);
    assert.deepEqual(taken({ include: ['./nested/*.md'] }, files), ['nested/p3.md']);
  });

  test("Globby's include: a `!` pattern leaves files out, a folder's name takes what it holds", () => {
    const files = ['a.md', 'legacy/b.md', 'guides/c.md', 'guides/deep/d.mdx'];
    assert.deepEqual(taken({ include: ['**/*.md', '!legacy/**'] }, files), ['a.md', 'guides/c.md']);
    assert.deepEqual(taken({ include: ['guides'] }, files), ['guides/c.md', 'guides/deep/d.mdx']);
    assert.deepEqual(taken({ include: [] }, files), []);
  });

  test('Chinese, spaces and brackets in names match as any other character', () => {
    assert.deepEqual(taken({ exclude: ['**/草稿/**'] }, ['草稿/一.md', '文章 (1)/[二].md', 'a/草稿.md']), ['文章 (1)/[二].md', 'a/草稿.md']);
  });

  test('a file named as a glob that matches it alone, whatever its name holds', () => {
    const files = ['docs/a(1)/x.md', 'docs/b[2].md', 'docs/c{3}.md', 'docs/d*e.md', 'docs/f!g.md', 'docs/h+(i).md', 'docs/j]k.md'];
    for (const file of files) {
      assert.ok(micromatch.isMatch(file, literalGlob(file)), file);
      assert.ok(!literalGlob(file).includes('\\'), file);
      assert.deepEqual(micromatch([...files, 'docs/plain.md'], literalGlob(file)), [file]);
    }
  });
});

test("a section's exclude is matched inside its folder: a docs folder outside the site, copied under _parent/, is read", () => {
  const patterns = excludePatternsUnder([{ folder: '_parent/docs' }, { folder: 'src/pages', exclude: ['**/drafts/**'] }]);
  const excluded = (file: string) => micromatch.isMatch(file, patterns, { dot: false });
  assert.equal(excluded('_parent/docs/lamps.md'), false);
  assert.equal(excluded('_parent/docs/guide/wicks.md'), false);
  assert.equal(excluded('_parent/docs/_wick.md'), true, "the section's own partial");
  assert.equal(excluded('_parent/docs/_drafts/oil.md'), true);
  assert.equal(excluded('src/pages/drafts/a.md'), true, 'an own exclude');
  assert.equal(excluded('src/pages/_b.md'), false, 'a _ file that an own exclude does not name is a page');
});
