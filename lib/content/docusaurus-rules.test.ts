/**
 * Docusaurus permalink rules, checked against the expected values of Docusaurus's own unit tests (facebook/docusaurus, files
 * cited on each table) plus the version switches and this project's migrated content. Paths in comments are relative to
 * facebook/docusaurus `packages/`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import lodashKebabCase from 'lodash.kebabcase';
import {
  blogPostSlug,
  browserPath,
  docIdAndSlug,
  docusaurusRules,
  docusaurusTitle,
  isCategoryIndex,
  isValidPathname,
  markdownContentTitle,
  normalizeUrl,
  outputFileForRoute,
  parseNumberPrefix,
  resolvePathname,
  stripNumberPrefix,
  stripPathNumberPrefixes,
  tagSlug,
} from './docusaurus-rules';

const LATEST = docusaurusRules(undefined);
const V3 = docusaurusRules('3.10.1');
const V2_2 = docusaurusRules('2.2.0');
const BETA_9 = docusaurusRules('2.0.0-beta.9');
const BETA_3 = docusaurusRules('^2.0.0-beta.3');
const BETA_14 = docusaurusRules('2.0.0-beta.14');

describe('docusaurusRules: which release switched what', () => {
  const cases: [version: string | undefined, expected: Partial<ReturnType<typeof docusaurusRules>>][] = [
    // Release notes v2.0.0-alpha.73 (2021-04-16): #4582 auto-generated sidebars introduced number prefixes; #4485 title from first heading.
    ['2.0.0-alpha.72', { stripDirNumberPrefixes: false, stripFileNumberPrefixes: false, titleFromFirstHeading: false }],
    ['2.0.0-alpha.73', { stripDirNumberPrefixes: true, stripFileNumberPrefixes: true, titleFromFirstHeading: true }],
    // Release notes v2.0.0-beta.1 (2021-06-18): #4908 added the `trailingSlash` site option.
    ['2.0.0-beta.0', { trailingSlashOption: false }],
    ['2.0.0-beta.1', { trailingSlashOption: true }],
    // Release notes v2.0.0-beta.5 (2021-08-26): #5309 blog reads the whole relative path (folders, index.md) and subfolders.
    ['^2.0.0-beta.3', { blogPathAware: false, blogUrlDateFromFrontMatter: true, categoryIndexAsFolderUrl: false }],
    ['2.0.0-beta.4', { blogPathAware: false }],
    ['2.0.0-beta.5', { blogPathAware: true, blogUrlDateFromFrontMatter: false }],
    // Release notes v2.0.0-beta.10 (2021-12-09): #5830 category index convention (breaking), #6065 removed `homePageId`.
    ['2.0.0-beta.9', { categoryIndexAsFolderUrl: false, docsHomePageIdOption: true, stripDirNumberPrefixes: true }],
    ['2.0.0-beta.10', { categoryIndexAsFolderUrl: true, docsHomePageIdOption: false }],
    // PR #6245 (opened 2022-01-02, after 2.0.0-beta.14 of 2021-12-21) ships in 2.0.0-beta.15 (2022-01-26): date after a folder.
    ['2.0.0-beta.14', { blogDateAnywhereInPath: false }],
    ['2.0.0-beta.15', { blogDateAnywhereInPath: true }],
    // PR #5428 (released in 2.0.0-beta.6): the blog archive page; alpha and earlier beta releases have none.
    ['2.0.0-alpha.66', { blogArchivePage: false }],
    ['2.0.0-beta.5', { blogArchivePage: false }],
    ['2.0.0-beta.6', { blogArchivePage: true }],
    // PR #6593 (opened 2022-02-03, after 2.0.0-beta.15) ships in 2.0.0-beta.16: an undated post is dated by git, then birth time.
    ['2.0.0-beta.15', { blogDateFromGit: false, emptyCategoryAsDoc: false }],
    ['2.0.0-beta.16', { blogDateFromGit: true, emptyCategoryAsDoc: true }],
    ['2.0.0-beta.9', { blogDateFromGit: false }],
    // Release notes v2.0.0-beta.19 (2022-05-04): #6457 draft docs excluded from build & sidebars; before, docs had no `draft`.
    ['2.0.0-beta.6', { docDrafts: false }],
    ['2.0.0-beta.18', { docDrafts: false }],
    ['2.0.0-beta.19', { docDrafts: true }],
    // PR #4796 (exhaustive docs front matter schema, image a URI) ships in 2.0.0-beta.1; PR #6400 (pages front matter
    // validation) in 2.0.0-beta.15.
    ['2.0.0-beta.0', { frontMatterUris: false, pageFrontMatterValidation: false }],
    ['2.0.0-beta.1', { frontMatterUris: true, pageFrontMatterValidation: false }],
    ['2.0.0-beta.14', { pageFrontMatterValidation: false }],
    ['2.0.0-beta.15', { frontMatterUris: true, pageFrontMatterValidation: true }],
    // Versioned doc ids in a released version's sidebars: all of 2.x, removed in 3.0.0 (#9310).
    ['2.4.3', { versionedDocIdsInSidebars: true }],
    ['3.0.0', { versionedDocIdsInSidebars: false }],
    ['2.0.0-rc.1', { categoryIndexAsFolderUrl: true, blogDateAnywhereInPath: true, blogDateFromGit: true }],
    ['2.2.0', { categoryIndexAsFolderUrl: true, stripDirNumberPrefixes: true, blogDateAnywhereInPath: true }],
    // v3.0.0 (2023-10): the blog archive lists the newest year first (#9438); MDX 2's loader reads the content title from the first heading;
    // a code block's language is lowercased (#9183: @docusaurus/theme-classic 3.0.0 has `normalizeLanguage`, 2.4.3 does not).
    ['2.4.3', { archiveNewestYearFirst: false, contentTitleFromFirstHeading: false, blogListWithoutPosts: false, codeLanguageLowerCase: false }],
    ['3.0.0', { archiveNewestYearFirst: true, contentTitleFromFirstHeading: true, blogListWithoutPosts: false, codeLanguageLowerCase: true }],
    // A blog without posts: plugin-content-blog 3.0.0 to 3.9.2 return `blogListPaginated: []` from loadContent (no list
    // page); 3.10.0's routes.ts paginates the listed posts itself, at least one page.
    ['3.9.2', { blogListWithoutPosts: false }],
    ['3.10.0', { blogListWithoutPosts: true }],
    // PR #9528 (release 3.1.0, blog/releases/3.1 "Broken anchors checker"): onBrokenAnchors; 3.0 checks paths only.
    ['3.0.1', { brokenAnchorsCheck: false }],
    ['3.1.0', { brokenAnchorsCheck: true }],
    // Release notes v3.5.0 (2024-08-09): blog author pages (#10216) and the blog sidebar grouped by year (#10252).
    ['3.4.0', { blogAuthorPages: false }],
    // PR #10025 (v3.3.0, 2024-05): previous/next read the sidebar doc item's label.
    ['3.2.1', { paginationSidebarItemLabel: false }],
    ['3.3.0', { paginationSidebarItemLabel: true }],
    ['3.5.0', { blogAuthorPages: true }],
    // CHANGELOG 3.5.0, #10288 "fix DocsVersionDropdownNavbarItem version link target": the item's own link keeps the page.
    ['3.4.0', { versionDropdownLinksPage: false }],
    ['3.5.0', { versionDropdownLinksPage: true }],
    // @docusaurus/plugin-content-blog 3.7.0 depends on reading-time; 3.8.0 counts words with Intl.Segmenter (readingTime.ts).
    // @docusaurus/remark-plugin-npm2yarn: 3.6.0 has no "Bun" label, 3.7.0 has; 3.7.0 defaults to yarn and pnpm, 3.8.0 adds bun.
    ['3.6.0', { npm2yarnBunLabel: false, npm2yarnBunByDefault: false }],
    ['3.7.0', { readingTimeBySegmenter: false, npm2yarnBunLabel: true, npm2yarnBunByDefault: false }],
    ['3.8.0', { readingTimeBySegmenter: true, npm2yarnBunByDefault: true }],
    // PR #11577 (merged 2025-11-27, after 3.9.2): an author's page 2 is <author page>/page/2, not /authors/2.
    ['3.9.2', { authorPagesUnderPageBasePath: false, v4DisablesMdx1Compat: false }],
    ['3.10.2', { authorPagesUnderPageBasePath: true, v4DisablesMdx1Compat: true }],
    // 3.8.0 (#11090, TitleFormatterFnDefault): a page titled as the site is titled by the site's title alone.
    ['3.7.0', { bareTitleWhenSiteTitle: false }],
    ['3.8.0', { bareTitleWhenSiteTitle: true }],
    ['~3.10.1', { version: '3.10.1', categoryIndexAsFolderUrl: true, blogAuthorPages: true }],
    ['3.x', { categoryIndexAsFolderUrl: true }],
    // Canary builds are published as 0.0.0-<n>: newest behaviour.
    ['0.0.0-5823', { version: 'latest', categoryIndexAsFolderUrl: true }],
    [undefined, { version: 'latest', categoryIndexAsFolderUrl: true, docsHomePageIdOption: false, blogDateAnywhereInPath: true, blogDateFromGit: true }],
  ];
  for (const [version, expected] of cases) {
    test(`${version ?? 'undefined'}`, () => {
      const rules = docusaurusRules(version);
      for (const [key, value] of Object.entries(expected)) assert.equal(rules[key as keyof typeof rules], value, key);
    });
  }
  test('the version is kept without its range operator', () => {
    assert.equal(BETA_3.version, '2.0.0-beta.3');
    assert.deepEqual(V2_2, {
      ...LATEST,
      version: '2.2.0',
      blogAuthorPages: false,
      authorSocialsInBylines: false,
      paginationSidebarItemLabel: false,
      authorPagesUnderPageBasePath: false,
      archiveNewestYearFirst: false,
      blogListWithoutPosts: false,
      brokenAnchorsCheck: false,
      contentTitleFromFirstHeading: false,
      codeLanguageLowerCase: false,
      readingTimeBySegmenter: false,
      npm2yarnBunLabel: false,
      npm2yarnBunByDefault: false,
      v4DisablesMdx1Compat: false,
      bareTitleWhenSiteTitle: false,
      notFoundBareUnderRootDocs: false,
      versionedDocIdsInSidebars: true,
      versionDropdownLinksPage: false,
    });
  });
});

describe('normalizeUrl', () => {
  // docusaurus-utils/src/__tests__/urlUtils.test.ts "normalizes urls correctly"
  const cases: [string[], string][] = [
    [[], ''],
    [['/', ''], '/'],
    [['', '/'], '/'],
    [['/'], '/'],
    [[''], ''],
    [['/', '/'], '/'],
    [['/', 'docs'], '/docs'],
    [['/', 'docs', 'en', 'next', 'blog'], '/docs/en/next/blog'],
    [['/test/', '/docs', 'ro', 'doc1'], '/test/docs/ro/doc1'],
    [['/test/', '/', 'ro', 'doc1'], '/test/ro/doc1'],
    [['/', '/', '2020/02/29/leap-day'], '/2020/02/29/leap-day'],
    [['', '/', 'ko', 'hello'], '/ko/hello'],
    [['hello', 'world'], 'hello/world'],
    [['http://www.google.com/', 'foo/bar', '?test=123'], 'http://www.google.com/foo/bar?test=123'],
    [['http:', 'www.google.com///', 'foo/bar', '?test=123'], 'http://www.google.com/foo/bar?test=123'],
    [['http://foobar.com', '', 'test'], 'http://foobar.com/test'],
    [['http://foobar.com', '', 'test', '/'], 'http://foobar.com/test/'],
    [['http://foobar.com/', '', 'test', '/'], 'http://foobar.com/test/'],
    [['http://foobar.com', '#', 'test'], 'http://foobar.com/#/test'],
    [['http://foobar.com/', '#', 'test'], 'http://foobar.com/#/test'],
    [['http://foobar.com', '/#/', 'test'], 'http://foobar.com/#/test'],
    [['http://foobar.com', '#/', 'test'], 'http://foobar.com/#/test'],
    [['http://foobar.com', '/#', 'test'], 'http://foobar.com/#/test'],
    [['/', '', 'hello', '', '/', '/', '', '/', '/world'], '/hello/world'],
    [['', '', '/tt', 'ko', 'hello'], '/tt/ko/hello'],
    [['', '///hello///', '', '///world'], '/hello/world'],
    [['', '/hello/', ''], '/hello/'],
    [['', '/', ''], '/'],
    [['///', '///'], '/'],
    [['/', '/hello/world/', '///'], '/hello/world/'],
    [['file://', '//hello/world/'], 'file:///hello/world/'],
    [['file:', '/hello/world/'], 'file:///hello/world/'],
    [['file://', '/hello/world/'], 'file:///hello/world/'],
    [['file:', 'hello/world/'], 'file://hello/world/'],
    // plugin-content-docs docs.ts: permalink = normalizeUrl([versionPath, slug]); routeBasePath '/' keeps the root.
    [['/', '/'], '/'],
    [['/docs', '/guides/'], '/docs/guides/'],
    [['/', '/blog', '/2021/05/29/partial-load'], '/blog/2021/05/29/partial-load'],
  ];
  for (const [input, output] of cases) test(JSON.stringify(input), () => assert.equal(normalizeUrl(input), output));
});

describe('resolvePathname', () => {
  // docusaurus-utils/src/__tests__/urlUtils.test.ts (cases copied there from mjackson/resolve-pathname)
  const cases: [to: string, from: string | undefined, expected: string][] = [
    ['c', undefined, 'c'],
    ['c', 'a/b', 'a/c'],
    ['/c', '/a/b', '/c'],
    ['', '/a/b', '/a/b'],
    ['../c', '/a/b', '/c'],
    ['c', '/a/b', '/a/c'],
    ['c', '/a/', '/a/c'],
    ['..', '/a/b', '/'],
  ];
  for (const [to, from, expected] of cases) test(`${to} from ${from}`, () => assert.equal(resolvePathname(to, from), expected));
});

describe('isValidPathname', () => {
  // docusaurus-utils/src/__tests__/urlUtils.test.ts "isValidPathname works"
  const valid = ['/', '/hey', '/hey/ho', '/hey/ho/', '/hey/h%C3%B4/', '/hey///ho///', '/hey/héllô you', '/数字电路/中文 标题'];
  const invalid = ['', 'hey', '/hey?qs=ho', 'https://fb.com/hey', '//hey', '////'];
  for (const path of valid) test(`valid ${path}`, () => assert.equal(isValidPathname(path), true));
  for (const path of invalid) test(`invalid ${path}`, () => assert.equal(isValidPathname(path), false));
});

describe('number prefixes', () => {
  // plugin-content-docs/src/__tests__/numberPrefix.test.ts "should strip number prefix if present"
  const stripped = [
    ...['1-My Doc', '01-My Doc', '001-My Doc', '001 - My Doc', '001      -    My Doc', '999      -        My Doc'],
    ...['1---My Doc', '01---My Doc', '001---My Doc', '001 --- My Doc', '001      ---    My Doc', '999      ---        My Doc'],
    ...['1___My Doc', '01___My Doc', '001___My Doc', '001 ___ My Doc', '001      ___    My Doc', '999      ___        My Doc'],
    ...['1.My Doc', '01.My Doc', '001.My Doc', '001 . My Doc', '001      .    My Doc', '999      .       My Doc'],
  ];
  for (const name of stripped) test(`strips ${JSON.stringify(name)}`, () => assert.equal(parseNumberPrefix(name).name, 'My Doc'));

  // numberPrefix.test.ts IgnoredNumberPrefixPatterns (dates: issue #4640, versions: issue #4653), plus a bare year file name.
  const kept = [
    ...['MyDoc', 'a1-My Doc', 'My Doc-000', 'My Doc - 1', 'My Doc - 02', 'Hey - 03 - My Doc', '00abc01-My Doc', 'My 001- Doc'],
    ...['My -001 Doc', '2021-01-31 - Doc', '31-01-2021 - Doc', '2021_01_31 - Doc', '31_01_2021 - Doc', '2021.01.31 - Doc'],
    ...['31.01.2021 - Doc', '2021-01 - Doc', '2021_01 - Doc', '2021.01 - Doc', '01-2021 - Doc', '01_2021 - Doc', '01.2021 - Doc'],
    ...['2021-01-31', '2021-01', '21-01-31', '21-01', '2021_01_31', '2021_01', '21_01_31', '21_01', '01_31', '01', '2021'],
    ...['8.0', '8.0.0', '14.2.16', '18.2', '8.0 - Doc', '8.0.0 - Doc', '8_0', '8_0_0', '14_2_16', '18_2'],
    '2021-05-29-partial-load',
  ];
  for (const name of kept) test(`keeps ${JSON.stringify(name)}`, () => assert.deepEqual(parseNumberPrefix(name), { name }));

  // numberPrefix.test.ts DefaultNumberPrefixParser "should extract number prefix if present", and this project's names.
  const parsed: [string, string, number][] = [
    ['0-My Doc', 'My Doc', 0],
    ['01-My Doc', 'My Doc', 1],
    ['999      -        My Doc', 'My Doc', 999],
    ['0046036 - My Doc', 'My Doc', 46036],
    ['01-intro', 'intro', 1],
    ['1.intro', 'intro', 1],
    ['01 - intro', 'intro', 1],
    ['1. 前言', '前言', 1],
    ['02-硬件', '硬件', 2],
  ];
  for (const [input, name, numberPrefix] of parsed) {
    test(`parses ${JSON.stringify(input)}`, () => assert.deepEqual(parseNumberPrefix(input), { name, numberPrefix }));
  }

  test('stripNumberPrefix is the name part (numberPrefix.test.ts describe("stripNumberPrefix"))', () => {
    assert.equal(stripNumberPrefix('01-My Doc'), 'My Doc');
    assert.equal(stripNumberPrefix('2021'), '2021');
  });

  test('strips every segment of a path (numberPrefix.test.ts "should strip number prefixes in paths")', () => {
    assert.equal(
      stripPathNumberPrefixes('0-MyRootFolder0/1 - MySubFolder1/2.  MyDeepFolder2/3 _MyDoc3'),
      'MyRootFolder0/MySubFolder1/MyDeepFolder2/MyDoc3',
    );
  });
});

describe('isCategoryIndex', () => {
  // plugin-content-docs/src/__tests__/docs.test.ts describe('isConventionalDocIndex')
  const cases: [fileName: string, directories: string[], expected: boolean][] = [
    ['readme', ['doesNotMatter'], true],
    ['README', ['doesNotMatter'], true],
    ['ReAdMe', ['doesNotMatter'], true],
    ['index', ['doesNotMatter'], true],
    ['INDEX', ['doesNotMatter'], true],
    ['InDeX', ['doesNotMatter'], true],
    ['someCategory', ['someCategory', 'doesNotMatter'], true],
    ['someCategory', ['someCategory'], true],
    ['SOME_CATEGORY', ['some_category'], true],
    ['some_category', ['some_category'], true],
    ['some_Category', ['someCategory'], false],
    ['read_me', ['doesNotMatter'], false],
    ['the index', ['doesNotMatter'], false],
  ];
  for (const [fileName, directories, expected] of cases) {
    test(`${fileName} in ${directories.join('/')}`, () => assert.equal(isCategoryIndex({ fileName, directories }), expected));
  }
});

type DocCase = {
  name: string;
  relativePath: string;
  frontMatterId?: string;
  frontMatterSlug?: string;
  parseNumberPrefixes?: boolean;
  homePageId?: string;
  rules: ReturnType<typeof docusaurusRules>;
  id?: string;
  slug: string;
  docusaurusSlug?: string;
};

describe('docIdAndSlug', () => {
  const cases: DocCase[] = [
    // plugin-content-docs/src/__tests__/slug.test.ts "defaults to dirname/id"
    { name: 'dir/doc', relativePath: 'dir/doc.md', rules: V3, id: 'dir/doc', slug: '/dir/doc' },
    { name: 'dir/subdir/doc', relativePath: 'dir/subdir/doc.md', rules: V3, id: 'dir/subdir/doc', slug: '/dir/subdir/doc' },
    // slug.test.ts "handles conventional doc indexes" (3.x)
    ...['index.md', 'inDEx.mdx', 'readme.md', 'reADMe.mdx', 'subdir.md', 'suBDir.mdx'].map(
      (file): DocCase => ({ name: `3.x ${file}`, relativePath: `dir/subdir/${file}`, rules: V3, slug: '/dir/subdir', docusaurusSlug: '/dir/subdir/' }),
    ),
    // slug.test.ts "ignores conventional doc index when explicit slug front matter is provided"
    { name: 'index + fm slug', relativePath: 'dir/subdir/index.md', frontMatterSlug: '/my/frontMatterSlug', rules: V3, slug: '/my/frontMatterSlug' },
    // slug.test.ts "can strip dir number prefixes"
    { name: 'dir prefixes', relativePath: '001-dir1/002-dir2/doc.md', rules: V3, id: 'dir1/dir2/doc', slug: '/dir1/dir2/doc' },
    {
      name: 'parse_number_prefixes: false',
      relativePath: '001-dir1/002-dir2/003-doc.md',
      parseNumberPrefixes: false,
      rules: V3,
      id: '001-dir1/002-dir2/003-doc',
      slug: '/001-dir1/002-dir2/003-doc',
    },
    // slug.test.ts "handles special chars in doc path" (issue #3223): kept raw, not slugified.
    { name: 'special chars', relativePath: 'dir with spâce/hey $hello/my dôc.md', rules: V3, slug: '/dir with spâce/hey $hello/my dôc' },
    // slug.test.ts "handles current dir"
    { name: 'root doc', relativePath: 'doc.md', rules: V3, id: 'doc', slug: '/doc' },
    // slug.test.ts "resolves absolute slug front matter"
    { name: 'absolute /abc/def', relativePath: 'doc.md', frontMatterSlug: '/abc/def', rules: V3, slug: '/abc/def' },
    { name: 'absolute in any/any', relativePath: 'any/any/doc.md', frontMatterSlug: '/abc/def', rules: V3, slug: '/abc/def' },
    // slug.test.ts "resolves relative slug front matter"
    { name: 'relative at root', relativePath: 'doc.md', frontMatterSlug: 'abc/def', rules: V3, slug: '/abc/def' },
    { name: 'relative in dir', relativePath: 'dir/doc.md', frontMatterSlug: 'abc/def', rules: V3, slug: '/dir/abc/def' },
    { name: 'relative in dir/subdir', relativePath: 'dir/subdir/doc.md', frontMatterSlug: 'abc/def', rules: V3, slug: '/dir/subdir/abc/def' },
    { name: './abc/def', relativePath: 'dir/doc.md', frontMatterSlug: './abc/def', rules: V3, slug: '/dir/abc/def' },
    { name: './abc/../def', relativePath: 'dir/doc.md', frontMatterSlug: './abc/../def', rules: V3, slug: '/dir/def' },
    { name: '../abc/def', relativePath: 'dir/subdir/doc.md', frontMatterSlug: '../abc/def', rules: V3, slug: '/dir/abc/def' },
    { name: 'escape above root', relativePath: 'dir/subdir/doc.md', frontMatterSlug: '../../../../../abc/../def', rules: V3, slug: '/def' },
    // plugin-content-docs/src/__tests__/docs.test.ts "normal docs" / "docs with editUrl" / "docs with slugs" (simple-site fixtures)
    { name: 'foo/bar fm id', relativePath: 'foo/bar.md', frontMatterId: 'bar', rules: V3, id: 'foo/bar', slug: '/foo/bar' },
    { name: 'hello slug /', relativePath: 'hello.md', frontMatterId: 'hello', frontMatterSlug: '/', rules: V3, id: 'hello', slug: '/' },
    { name: 'bazSlug.html', relativePath: 'foo/baz.md', frontMatterId: 'baz', frontMatterSlug: 'bazSlug.html', rules: V3, slug: '/foo/bazSlug.html' },
    { name: 'rootRelativeSlug', relativePath: 'rootRelativeSlug.md', frontMatterSlug: 'rootRelativeSlug', rules: V3, slug: '/rootRelativeSlug' },
    { name: 'rootResolvedSlug', relativePath: 'rootResolvedSlug.md', frontMatterSlug: './hey/ho/../rootResolvedSlug', rules: V3, slug: '/hey/rootResolvedSlug' },
    {
      name: 'rootTryToEscapeSlug',
      relativePath: 'rootTryToEscapeSlug.md',
      frontMatterSlug: '../../../../../../../../rootTryToEscapeSlug',
      rules: V3,
      slug: '/rootTryToEscapeSlug',
    },
    { name: 'slugs/absoluteSlug', relativePath: 'slugs/absoluteSlug.md', frontMatterSlug: '/absoluteSlug', rules: V3, slug: '/absoluteSlug' },
    { name: 'slugs/relativeSlug', relativePath: 'slugs/relativeSlug.md', frontMatterSlug: 'relativeSlug', rules: V3, slug: '/slugs/relativeSlug' },
    { name: 'slugs/resolvedSlug', relativePath: 'slugs/resolvedSlug.md', frontMatterSlug: './hey/ho/../resolvedSlug', rules: V3, slug: '/slugs/hey/resolvedSlug' },
    // plugin-content-docs/src/__tests__/index.test.ts site-with-autogenerated-sidebar (permalinks keep spaces raw)
    { name: '0-getting-started', relativePath: '0-getting-started.md', rules: V3, id: 'getting-started', slug: '/getting-started' },
    { name: '00_api-overview', relativePath: '3-API/00_api-overview.md', rules: V3, id: 'API/api-overview', slug: '/API/api-overview' },
    {
      name: '0 --- Client API',
      relativePath: '3-API/01_Core APIs/0 --- Client API.md',
      rules: V3,
      id: 'API/Core APIs/Client API',
      slug: '/API/Core APIs/Client API',
    },
    { name: '0. Plugin API', relativePath: '3-API/02_Extension APIs/0. Plugin API.md', rules: BETA_9, id: 'API/Extension APIs/Plugin API', slug: '/API/Extension APIs/Plugin API' },

    // Category index before/after 2.0.0-beta.10 (#5830): beta.9 and beta.3 still serve …/index, …/README, foo/foo.
    { name: 'beta.9 guides/index', relativePath: 'guides/index.md', rules: BETA_9, id: 'guides/index', slug: '/guides/index' },
    { name: 'beta.9 guides/README', relativePath: 'guides/README.md', rules: BETA_9, id: 'guides/README', slug: '/guides/README' },
    { name: 'beta.3 foo/foo', relativePath: 'foo/foo.md', rules: BETA_3, id: 'foo/foo', slug: '/foo/foo' },
    { name: 'beta.9 root index', relativePath: 'index.md', rules: BETA_9, id: 'index', slug: '/index' },
    { name: '2.2 guides/index', relativePath: 'guides/index.md', rules: V2_2, id: 'guides/index', slug: '/guides', docusaurusSlug: '/guides/' },
    { name: '3.x guides/README', relativePath: 'guides/README.md', rules: V3, id: 'guides/README', slug: '/guides', docusaurusSlug: '/guides/' },
    { name: '3.x foo/foo', relativePath: 'foo/foo.md', rules: V3, id: 'foo/foo', slug: '/foo', docusaurusSlug: '/foo/' },
    { name: '3.x root index', relativePath: 'index.md', rules: V3, id: 'index', slug: '/', docusaurusSlug: '/' },
    // The matcher compares RAW names (docs.ts toCategoryIndexMatcherParam): prefixed folder + unprefixed file is not an index.
    { name: '3.x 01-guides/01-guides', relativePath: '01-guides/01-guides.md', rules: V3, id: 'guides/guides', slug: '/guides', docusaurusSlug: '/guides/' },
    { name: '3.x 01-guides/guides', relativePath: '01-guides/guides.md', rules: V3, id: 'guides/guides', slug: '/guides/guides' },
    // An index doc ignores its front matter id for the URL in 3.x, not before (slug.ts: `!frontMatterSlug && isCategoryIndex`).
    { name: '3.x index + fm id', relativePath: 'guides/index.md', frontMatterId: 'intro', rules: V3, id: 'guides/intro', slug: '/guides', docusaurusSlug: '/guides/' },
    { name: 'beta.9 index + fm id', relativePath: 'guides/index.md', frontMatterId: 'intro', rules: BETA_9, id: 'guides/intro', slug: '/guides/intro' },

    // Number prefixes in folders and files, all versions from 2.0.0-alpha.73 on (beta.3, beta.9, 2.2, 3.x).
    ...[BETA_3, BETA_9, V2_2, V3].map(
      (rules): DocCase => ({ name: `${rules.version} 03-guides/01-intro`, relativePath: '03-guides/01-intro.md', rules, id: 'guides/intro', slug: '/guides/intro' }),
    ),
    { name: '1.intro', relativePath: '1.basics/1.intro.md', rules: V3, id: 'basics/intro', slug: '/basics/intro' },
    { name: '01 - intro', relativePath: '01 - basics/01 - intro.md', rules: V3, id: 'basics/intro', slug: '/basics/intro' },
    { name: 'a year-only file name', relativePath: 'changelog/2021.md', rules: V3, id: 'changelog/2021', slug: '/changelog/2021' },
    { name: 'alpha.72 kept prefixes', relativePath: '03-guides/01-intro.md', rules: docusaurusRules('2.0.0-alpha.72'), id: '03-guides/01-intro', slug: '/03-guides/01-intro' },

    // Front matter id replaces the file-name part only; the folder part is the unprefixed folder path.
    {
      name: 'Chinese fm id',
      relativePath: '02-硬件/01-数字电路.md',
      frontMatterId: '数字电路基础知识',
      rules: BETA_9,
      id: '硬件/数字电路基础知识',
      slug: '/硬件/数字电路基础知识',
    },
    { name: 'spaces and ·', relativePath: '前端 · 笔记/React Hooks 入门.md', rules: V3, id: '前端 · 笔记/React Hooks 入门', slug: '/前端 · 笔记/React Hooks 入门' },

    // Front matter slugs: '/', '/abs', 'rel', '../up', './same' (routeBasePath '/' only changes the permalink prefix).
    { name: 'slug /', relativePath: 'intro.md', frontMatterSlug: '/', rules: BETA_9, slug: '/' },
    { name: 'slug /abs', relativePath: 'a/b.md', frontMatterSlug: '/abs', rules: V3, slug: '/abs' },
    { name: 'slug rel', relativePath: 'a/b.md', frontMatterSlug: 'rel', rules: V3, slug: '/a/rel' },
    { name: 'slug rel, prefixed dir', relativePath: '01-a/b.md', frontMatterSlug: 'rel', rules: V3, slug: '/a/rel' },
    { name: 'slug ../up', relativePath: 'a/b/c.md', frontMatterSlug: '../up', rules: V3, slug: '/a/up' },
    { name: 'slug ./same', relativePath: 'a/b.md', frontMatterSlug: './same', rules: V3, slug: '/a/same' },
    { name: 'slug rel/ keeps its slash for Docusaurus', relativePath: 'a/b.md', frontMatterSlug: 'rel/', rules: V3, slug: '/a/rel', docusaurusSlug: '/a/rel/' },
    { name: 'slug /abs/ kept verbatim', relativePath: 'a/b.md', frontMatterSlug: '/abs/', rules: V3, slug: '/abs', docusaurusSlug: '/abs/' },

    // docs.ts before #6065 (2.0.0-beta.10): homePageId serves that doc at the docs root.
    { name: 'beta.9 homePageId', relativePath: 'intro.md', homePageId: 'intro', rules: BETA_9, id: 'intro', slug: '/' },
    { name: '3.x ignores homePageId', relativePath: 'intro.md', homePageId: 'intro', rules: V3, id: 'intro', slug: '/intro' },
  ];

  for (const c of cases) {
    test(c.name, () => {
      const result = docIdAndSlug(c);
      if (c.id !== undefined) assert.equal(result.id, c.id, 'id');
      assert.equal(result.slug, c.slug, 'slug');
      assert.equal(result.docusaurusSlug, c.docusaurusSlug ?? c.slug, 'docusaurusSlug');
    });
  }

  test('throws like Docusaurus on an id with a slash (docs.test.ts "docs with invalid id")', () => {
    assert.throws(() => docIdAndSlug({ relativePath: 'some/fake/path.md', frontMatterId: 'Hello/world', rules: V3 }), /cannot include slash/);
  });
  test('throws like Docusaurus on an invalid slug (slug.test.ts "throws for invalid routes")', () => {
    assert.throws(() => docIdAndSlug({ relativePath: 'dir/doc.md', frontMatterSlug: '//', rules: V3 }), /valid slug/);
  });
  test('baseId is the default title: front matter id, else the unprefixed file name', () => {
    assert.equal(docIdAndSlug({ relativePath: '02-硬件/01-数字电路.md', rules: V3 }).baseId, '数字电路');
    assert.equal(docIdAndSlug({ relativePath: 'a/b.md', frontMatterId: 'x', rules: V3 }).baseId, 'x');
  });
});

type BlogCase = {
  name: string;
  relativePath: string;
  frontMatterSlug?: string;
  frontMatterDate?: string;
  rules: ReturnType<typeof docusaurusRules>;
  slug: string;
  date?: string;
  text?: string;
};

describe('blogPostSlug', () => {
  const cases: BlogCase[] = [
    // plugin-content-blog/src/__tests__/blogUtils.test.ts describe('parseBlogFileName') (3.x)
    { name: 'file', relativePath: 'some-post.md', rules: V3, slug: '/some-post', text: 'some-post' },
    { name: 'folder', relativePath: 'some-post/index.md', rules: V3, slug: '/some-post', text: 'some-post' },
    { name: 'nested file', relativePath: 'some-post/some-file.md', rules: V3, slug: '/some-post/some-file', text: 'some-post/some-file' },
    { name: 'nested folder', relativePath: 'some-post/some-subfolder/index.md', rules: V3, slug: '/some-post/some-subfolder' },
    {
      name: 'date file',
      relativePath: '2021-05-12-announcing-docusaurus-two-beta.md',
      rules: V3,
      slug: '/2021/05/12/announcing-docusaurus-two-beta',
      date: '2021-05-12',
      text: 'announcing-docusaurus-two-beta',
    },
    { name: 'date folder', relativePath: '2021-05-12-announcing-docusaurus-two-beta/index.md', rules: V3, slug: '/2021/05/12/announcing-docusaurus-two-beta', date: '2021-05-12' },
    { name: 'date tree', relativePath: '2021/05/12/announcing-docusaurus-two-beta/index.md', rules: V3, slug: '/2021/05/12/announcing-docusaurus-two-beta', date: '2021-05-12' },
    { name: 'date tree mixed', relativePath: '2021/05-12-announcing-docusaurus-two-beta/index.md', rules: V3, slug: '/2021/05/12/announcing-docusaurus-two-beta', date: '2021-05-12' },
    {
      name: 'nested date tree',
      relativePath: '2021/05/12/announcing-docusaurus-two-beta/subfolder/file.md',
      rules: V3,
      slug: '/2021/05/12/announcing-docusaurus-two-beta/subfolder/file',
      date: '2021-05-12',
      text: 'announcing-docusaurus-two-beta/subfolder/file',
    },
    // blogUtils.test.ts "parses date in the middle of path" / "…of a folder name" (#6245, 2.0.0-beta.15)
    { name: 'date mid path', relativePath: 'team-a/2021/05/12/announcing-docusaurus-two-beta.md', rules: V3, slug: '/2021/05/12/team-a/announcing-docusaurus-two-beta', date: '2021-05-12' },
    {
      name: 'date mid folder name',
      relativePath: 'team-a-2021-05-12-hey/announcing-docusaurus-two-beta.md',
      rules: V3,
      slug: '/2021/05/12/team-a-hey/announcing-docusaurus-two-beta',
      date: '2021-05-12',
      text: 'hey/announcing-docusaurus-two-beta',
    },
    { name: 'beta.14: no date mid path', relativePath: 'team-a/2021-05-12-x.md', rules: BETA_14, slug: '/team-a/2021-05-12-x' },

    // This project's posts.
    ...[BETA_9, V3].map((rules): BlogCase => ({
      name: `${rules.version} 2022-01-03-http-capture/index.md`,
      relativePath: '2022-01-03-http-capture/index.md',
      rules,
      slug: '/2022/01/03/http-capture',
      date: '2022-01-03',
    })),
    ...[BETA_3, BETA_9, V3].map((rules): BlogCase => ({
      name: `${rules.version} 2021-05-29-partial-load.mdx`,
      relativePath: '2021-05-29-partial-load.mdx',
      rules,
      slug: '/2021/05/29/partial-load',
      date: '2021-05-29',
      text: 'partial-load',
    })),
    { name: '3.x undated Chinese subfolder post', relativePath: 'develop/中文 标题.md', rules: V3, slug: '/develop/中文 标题', text: 'develop/中文 标题' },
    { name: 'YYYY/MM/DD/name.md', relativePath: '2021/05/29/name.md', rules: V3, slug: '/2021/05/29/name', date: '2021-05-29' },
    // #5309 (2.0.0-beta.5) reads dates in folder names; before, only the file name counted.
    { name: 'beta.9 YYYY/MM/DD/name.md', relativePath: '2021/05/29/name.md', rules: BETA_9, slug: '/2021/05/29/name', date: '2021-05-29' },
    { name: 'beta.3 YYYY/MM/DD/name.md: no date', relativePath: '2021/05/29/name.md', rules: BETA_3, slug: '/name', text: 'name' },
    { name: 'single-digit date', relativePath: '2021-5-9-x.md', rules: V3, slug: '/2021/5/9/x', date: '2021-05-09' },
    // The front matter slug is relative to the blog root, not to the post's folder (blogUtils.ts normalizeUrl([base, route, slug])).
    { name: 'fm slug in subfolder', relativePath: 'develop/some-post.md', frontMatterSlug: 'my-post', rules: V3, slug: '/my-post' },
    { name: 'fm /slug in subfolder', relativePath: 'develop/some-post.md', frontMatterSlug: '/abs/path', rules: V3, slug: '/abs/path' },
    { name: 'fm slug on dated post', relativePath: '2021-05-29-partial-load.mdx', frontMatterSlug: 'partial', rules: BETA_3, slug: '/partial', date: '2021-05-29' },

    // <= 2.0.0-beta.4 (before #5309): only the file name counts, and front matter `date` moves the URL date.
    { name: 'beta.3 folder post is /index', relativePath: '2022-01-03-http-capture/index.md', rules: BETA_3, slug: '/index', text: 'index' },
    { name: 'beta.3 subfolder undated', relativePath: 'develop/中文 标题.md', rules: BETA_3, slug: '/中文 标题', text: '中文 标题' },
    {
      name: 'beta.3 fm date wins in URL',
      relativePath: '2021-05-29-partial-load.mdx',
      frontMatterDate: '2021-06-01',
      rules: BETA_3,
      slug: '/2021/06/01/partial-load',
      date: '2021-05-29',
    },
    { name: '3.x fm date ignored in URL', relativePath: '2021-05-29-partial-load.mdx', frontMatterDate: '2021-06-01', rules: V3, slug: '/2021/05/29/partial-load', date: '2021-05-29' },
    // beta.5–beta.14: the whole path is read, but the date must start it.
    { name: 'beta.9 undated subfolder', relativePath: 'develop/中文 标题.md', rules: BETA_9, slug: '/develop/中文 标题' },
  ];

  for (const c of cases) {
    test(c.name, () => {
      const result = blogPostSlug(c);
      assert.equal(result.slug, c.slug, 'slug');
      assert.equal(result.dateFromPath, c.date, 'date');
      if (c.text !== undefined) assert.equal(result.textFromPath, c.text, 'text');
    });
  }
});

describe('tagSlug', () => {
  const cases: [string, string][] = [
    // docusaurus-utils/src/__tests__/tags.test.ts normalizeFrontMatterTag(s)
    ['tag', 'tag'],
    ['some more Complex_tag', 'some-more-complex-tag'],
    ['tag 1', 'tag-1'],
    ['tag-1', 'tag-1'],
    ['tag1', 'tag-1'],
    ['tag 3', 'tag-3'],
    ['tag-2', 'tag-2'],
    // plugin-content-docs/src/__tests__/docs.test.ts tag permalinks
    ['barTag 1', 'bar-tag-1'],
    ['barTag-2', 'bar-tag-2'],
    ['inlineTag-v1.0.0', 'inline-tag-v-1-0-0'],
    // lodash 4.17 kebabCase, which Docusaurus calls: Chinese stays raw, '·' and spaces split words, accents are removed.
    ['前端', '前端'],
    ['数字 电路', '数字-电路'],
    ['前端·工程化', '前端-工程化'],
    ['Vue3 源码', 'vue-3-源码'],
    ['JavaScript', 'java-script'],
    ['Node.js', 'node-js'],
    ['C++', 'c'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['café', 'cafe'],
    ['Łódź', 'lodz'],
    ["don't", 'dont'],
    ['1st place', '1st-place'],
  ];
  for (const [label, slug] of cases) test(JSON.stringify(label), () => assert.equal(tagSlug(label), slug));

  test('lodash.kebabcase 4.1.1 (the package in this project) splits ordinals, lodash 4.17 does not', () => {
    assert.equal(lodashKebabCase('1st place'), '1-st-place');
    assert.equal(lodashKebabCase('数字 电路'), tagSlug('数字 电路'));
  });
});

describe('titles', () => {
  // docusaurus-utils/src/__tests__/markdownUtils.test.ts describe('parseMarkdownContentTitle')
  const cases: [string, string | undefined][] = [
    ['\n# Markdown Title\n\nLorem Ipsum\n', 'Markdown Title'],
    ['# `Markdown Title`\n\nLorem Ipsum', 'Markdown Title'],
    ['# Markdown `Title` With `Many` Backticks!\n\nLorem Ipsum', 'Markdown Title With Many Backticks!'],
    ['# Markdown Title {#my-anchor-id}\n\nLorem Ipsum', 'Markdown Title'],
    ['# Markdown Title\r\n\r\nLorem Ipsum', 'Markdown Title'],
    ['Markdown Title\r\n=====\r\n\r\nLorem Ipsum', 'Markdown Title'],
    ['# Markdown Title #\n\nLorem Ipsum', 'Markdown Title'],
    ['# Markdown Title\n\n## Heading 2\n\nLorem Ipsum', 'Markdown Title'],
    ['# Markdown Title\n\n# Markdown Title 2\n\nLorem Ipsum', 'Markdown Title'],
    ['Lorem Ipsum\n\n# Markdown Title 2\n\nLorem Ipsum', undefined],
    ['Markdown Title\n================\n\nLorem Ipsum', 'Markdown Title'],
    ["import Component1 from '@site/src/components/Component1';\n\nimport './styles.css';\n\n# Markdown Title\n\nLorem Ipsum", 'Markdown Title'],
    ['# Document With Only A Title', 'Document With Only A Title'],
    ['Lorem Ipsum\n\nMarkdown Title\n================\n\nLorem Ipsum', undefined],
    ['## 只有二级标题\n\n正文', undefined],
    ['# 数字电路基础知识\n\n正文', '数字电路基础知识'],
  ];
  for (const [body, title] of cases) test(JSON.stringify(body.slice(0, 40)), () => assert.equal(markdownContentTitle(body), title));

  test('front matter title, then first heading, then the file-name fallback (docs.ts / blogUtils.ts)', () => {
    assert.equal(docusaurusTitle({ frontMatterTitle: 'FM', body: '# H1', fallback: 'file', rules: V3 }), 'FM');
    assert.equal(docusaurusTitle({ body: '# H1', fallback: 'file', rules: V3 }), 'H1');
    assert.equal(docusaurusTitle({ body: 'text', fallback: 'file', rules: V3 }), 'file');
    // Before 2.0.0-alpha.73 (#4485) the heading was not read.
    assert.equal(docusaurusTitle({ body: '# H1', fallback: 'file', rules: docusaurusRules('2.0.0-alpha.70') }), 'file');
  });
});

describe('served files and browser URLs', () => {
  // docusaurus-utils/src/__tests__/getFilePathForRoutePath.test.ts (+ applyTrailingSlash on routes for false/true)
  const cases: [route: string, trailingSlash: boolean | undefined, file: string][] = [
    ['/', undefined, '/index.html'],
    ['/somePath', undefined, '/somePath/index.html'],
    ['/somePath/', undefined, '/somePath/index.html'],
    ['/somePath/xyz.html', undefined, '/somePath/xyz.html'],
    ['/', true, '/index.html'],
    ['/somePath', true, '/somePath/index.html'],
    ['/somePath/', true, '/somePath/index.html'],
    ['/', false, '/index.html'],
    ['/somePath', false, '/somePath.html'],
    ['/docs/guides/', false, '/docs/guides.html'],
    ['/somePath/xyz.html', false, '/somePath/xyz.html'],
  ];
  for (const [route, trailingSlash, file] of cases) {
    test(`${route} trailingSlash=${trailingSlash}`, () => assert.equal(outputFileForRoute(route, trailingSlash), file));
  }

  test('permalinks stay raw; browsers request them percent-encoded as UTF-8', () => {
    assert.equal(browserPath('/blog/develop/中文 标题'), '/blog/develop/%E4%B8%AD%E6%96%87%20%E6%A0%87%E9%A2%98');
    assert.equal(browserPath('/docs/前端 · 笔记'), '/docs/%E5%89%8D%E7%AB%AF%20%C2%B7%20%E7%AC%94%E8%AE%B0');
    assert.equal(decodeURIComponent(browserPath('/docs/硬件/数字电路基础知识')), '/docs/硬件/数字电路基础知识');
  });
});
