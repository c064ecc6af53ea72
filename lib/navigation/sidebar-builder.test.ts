/**
 * Sidebar generation, one scenario tree per behaviour (tests/fixtures/sidebars/<scenario>): ordering,
 * `_category_.json`, generated indexes, unlisted docs, manual sidebars, pruning of large sidebars.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import type { SidebarItemConfig } from '../../config/schema';
import { docIdAndSlug, docusaurusRules, parseNumberPrefix } from '../content/docusaurus-rules';
import { splitFrontMatter } from '../content/frontmatter';
import { listFiles } from '../files.mjs';
import { route } from '../routes';
import {
  breadcrumbsIn,
  buildSidebars,
  containsHref,
  firstHref,
  flattenSidebar,
  pruneSidebar,
  sidebarNameOfPage,
  visibleSidebar,
  type CategoryMeta,
  type SidebarDocInput,
  type SidebarItem,
} from './sidebar-builder';

const FIXTURES = path.resolve('tests', 'fixtures', 'sidebars');
const BASE = '/docs';

/** A scenario's docs and `_category_.json` files, as the content layer would describe them (latest Docusaurus rules). */
function load(scenario: string): { docs: SidebarDocInput[]; categories: Map<string, CategoryMeta> } {
  const root = path.join(FIXTURES, scenario);
  const docs = listFiles(root, (name) => name.endsWith('.md')).map((rel): SidebarDocInput => {
    const fm = (parse(splitFrontMatter(fs.readFileSync(path.join(root, rel), 'utf8')).yaml) ?? {}) as Record<string, unknown>;
    const { id, slug } = docIdAndSlug({
      relativePath: rel,
      frontMatterId: fm.id as string | undefined,
      rules: docusaurusRules(undefined),
    });
    return {
      sourceFilePath: `${scenario}/${rel}`,
      docId: id,
      permalink: route(BASE, slug),
      title: String(fm.title),
      sidebarLabel: fm.sidebar_label as string | undefined,
      // Docusaurus's sidebarPosition: front matter, else the file's number prefix (lib/content/paths.ts docSidebarPosition).
      sidebarPosition:
        (fm.sidebar_position as number | undefined) ?? parseNumberPrefix(path.posix.basename(rel, '.md')).numberPrefix,
      dirs: rel.split('/').slice(0, -1),
      unlisted: fm.unlisted === true,
    };
  });
  const categories = new Map(
    listFiles(root, (name) => name === '_category_.json').map((rel) => [
      path.posix.join(scenario, path.posix.dirname(rel)),
      JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as CategoryMeta,
    ]),
  );
  return { docs, categories };
}

function build(scenario: string, sidebars?: Record<string, SidebarItemConfig[]>, messages?: Record<string, string>) {
  const { docs, categories } = load(scenario);
  return buildSidebars(
    { id: 'docs', folder: scenario, routeBasePath: BASE, sidebarId: 'main', sidebars },
    docs,
    categories,
    messages,
  );
}

/** A sidebar as nested labels (`label → href`), easy to compare with what a reader sees. */
function outline(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) =>
    item.type === 'category'
      ? {
          [`${item.label}${item.href ? ` → ${item.href}` : ''}${item.collapsed ? '' : ' (open)'}${item.collapsible ? '' : ' (fixed)'}`]:
            outline(item.items),
        }
      : item.type === 'html'
        ? `html ${item.value}`
        : `${item.label} → ${item.href}${item.type === 'doc' && item.unlisted ? ' (unlisted)' : ''}`,
  );
}

test('ordering: by position (sidebar_position, else the number prefix of a file or folder), then by name; a folder index is its category page', () => {
  const { sidebars } = build('ordering');
  // As Docusaurus's generator sorts (lodash sortBy over position, then the file or folder name in code-unit order):
  // 2-two.md (2) before alpha.md (sidebar_position 2), the folder 05-later/ by its prefix, zeta.md (none) last.
  const expected = (category: string) => [
    '乙 → /docs/beta/',
    'Two → /docs/two/',
    'Alpha → /docs/alpha/',
    { [`${category} → /docs/guide/`]: ['步骤 → /docs/guide/step/'] },
    { later: ['稍后 → /docs/later/item/'] },
    'Ten → /docs/ten/',
    'Zeta → /docs/zeta/',
  ];
  // The category is labelled by its index doc's title (Docusaurus 2.0.0-beta.17+), before, by its folder's name.
  assert.deepEqual(outline(sidebars.get('main')!), expected('指南首页'));
  const { docs, categories } = load('ordering');
  const older = buildSidebars(
    { id: 'docs', folder: 'ordering', routeBasePath: BASE, sidebarId: 'main' },
    docs,
    categories,
    {},
    {
      categoryLabelFromLinkedDoc: false,
    },
  );
  assert.deepEqual(outline(older.sidebars.get('main')!), expected('guide'));
});

test("a folder holding only its index doc is that doc's link, labelled and classed as the category (Docusaurus 2.0.0-beta.16+)", () => {
  const items = build('lone-index').sidebars.get('main')!;
  assert.deepEqual(outline(items), [
    'Start → /docs/start/',
    'Recipes → /docs/recipes/',
    { 'Tools → /docs/tools/': ['Hammer → /docs/tools/hammer/'] },
  ]);
  assert.deepEqual(items[1], { type: 'doc', label: 'Recipes', href: '/docs/recipes/', docId: 'recipes/index', className: 'pro' });
  // Before 2.0.0-beta.16 (no sidebars postProcessor), a category without items.
  const { docs, categories } = load('lone-index');
  const older = buildSidebars(
    { id: 'docs', folder: 'lone-index', routeBasePath: BASE, sidebarId: 'main' },
    docs,
    categories,
    {},
    {
      emptyCategoryAsDoc: false,
    },
  );
  assert.deepEqual(outline(older.sidebars.get('main')!)[1], { 'Recipes → /docs/recipes/': [] });
});

test('_category_.json: label, position, collapsed and collapsible (a category that cannot fold is open)', () => {
  assert.deepEqual(outline(build('category-json').sidebars.get('main')!), [
    '顶层 → /docs/top/',
    { '基础 (open)': ['一 → /docs/basics/one/'] },
    { '进阶 (open) (fixed)': ['二 → /docs/advanced/two/'] },
  ]);
});

test("the section's sidebarCollapsed and sidebarCollapsible are the default of categories that do not say (Docusaurus's postProcessor)", () => {
  const { docs, categories } = load('category-json');
  const withOptions = (options: { sidebarCollapsible?: boolean; sidebarCollapsed?: boolean }) =>
    outline(
      buildSidebars(
        { id: 'docs', folder: 'category-json', routeBasePath: BASE, sidebarId: 'main', ...options },
        docs,
        categories,
      ).sidebars.get('main')!,
    ).slice(1);
  // Both categories say something: 基础 collapsed: false, 进阶 collapsible: false.
  assert.deepEqual(withOptions({ sidebarCollapsed: false }), [
    { '基础 (open)': ['一 → /docs/basics/one/'] },
    { '进阶 (open) (fixed)': ['二 → /docs/advanced/two/'] },
  ]);
  assert.deepEqual(withOptions({ sidebarCollapsible: false, sidebarCollapsed: false }), [
    { '基础 (open) (fixed)': ['一 → /docs/basics/one/'] },
    { '进阶 (open) (fixed)': ['二 → /docs/advanced/two/'] },
  ]);
  // An autogenerated category with no _category_ file takes the section's setting.
  const bare = docs.filter((d) => !d.sourceFilePath.includes('/advanced/'));
  const open = buildSidebars(
    { id: 'docs', folder: 'category-json', routeBasePath: BASE, sidebarId: 'main', sidebarCollapsed: false },
    [...bare, ...docs.filter((d) => d.sourceFilePath.includes('/advanced/'))],
    new Map([...categories].filter(([dir]) => !dir.endsWith('advanced'))),
  );
  assert.deepEqual(outline(open.sidebars.get('main')!).at(-1), { 'advanced (open)': ['二 → /docs/advanced/two/'] });
});

test('category links: generated indexes (default and given slug, title, description) and a doc link', () => {
  const { sidebars, generated } = build('generated-index');
  assert.deepEqual(outline(sidebars.get('main')!), [
    { '链接到文档 → /docs/linked/overview/': ['细节 → /docs/linked/detail/'] },
    { '命名 → /docs/all-named/': ['B → /docs/named/b/'] },
    { '工具 Tools → /docs/category/工具-tools/': ['A → /docs/tools/a/'] },
  ]);
  assert.deepEqual(
    generated.map((g) => [g.slug, g.title, g.description]),
    [
      ['all-named', '全部命名', undefined],
      ['category/工具-tools', '工具 Tools', '全部工具'],
    ],
  );
});

test("a category file's link turns the index convention off: an index doc under a generated index or `link: null` is one of its items", () => {
  // Docusaurus's generator applies the convention (index, README or the folder's name) only when the category file
  // gives no link or a doc link; its URL is still the folder's.
  const { sidebars, generated } = build('index-opt-out');
  assert.deepEqual(outline(sidebars.get('main')!), [
    { 'no-link': ['读我 → /docs/no-link/', 'D → /docs/no-link/d/'] },
    { '自带首页 → /docs/category/自带首页/': ['C → /docs/own-index/c/', '首页文档 → /docs/own-index/'] },
  ]);
  assert.deepEqual(
    generated.map((g) => g.slug),
    ['category/自带首页'],
  );
});

test("a folder's index doc by Docusaurus's isCategoryIndex: the raw names, number prefixes included", () => {
  // 01-基础/基础.md is not its folder's index (基础 ≠ 01-基础): an item, at the URL of an item; 02-语法/02-语法.md is.
  const { sidebars } = build('index-raw-names');
  assert.deepEqual(outline(sidebars.get('main')!), [
    { 基础: ['A → /docs/基础/a/', '基础文档 → /docs/基础/基础/'] },
    { '语法文档 → /docs/语法/': ['B → /docs/语法/b/'] },
  ]);
});

test("a translation's labels (Docusaurus's current.json keys); a generated index keeps the slug of the label as written", () => {
  const { sidebars, generated } = build('generated-index', undefined, {
    'sidebar.main.category.工具 Tools': 'Tools',
    'sidebar.main.category.命名.link.generated-index.title': 'All named',
    'sidebar.main.category.工具 Tools.link.generated-index.description': 'Every tool',
  });
  assert.deepEqual(outline(sidebars.get('main')!), [
    { '链接到文档 → /docs/linked/overview/': ['细节 → /docs/linked/detail/'] },
    { '命名 → /docs/all-named/': ['B → /docs/named/b/'] },
    { 'Tools → /docs/category/工具-tools/': ['A → /docs/tools/a/'] },
  ]);
  assert.deepEqual(
    generated.map((g) => [g.slug, g.title, g.description, g.category.label]),
    [
      ['all-named', 'All named', undefined, '命名'],
      ['category/工具-tools', 'Tools', 'Every tool', 'Tools'],
    ],
  );
});

test("generated index slugs: Docusaurus's github-slugger over the version's sidebars (a repeated label gets -1)", () => {
  const index = (label: string, id: string): SidebarItemConfig => ({
    type: 'category',
    label,
    link: { type: 'generated-index' },
    items: [{ type: 'doc', id }],
  });
  const { generated } = build('manual', {
    main: [index('UnoCSS', 'intro'), index('异步编程（2）', 'api/fetch'), index('Guides', 'api/put')],
    second: [index('Guides', 'notes/n1')],
  });
  assert.deepEqual(
    generated.map((g) => g.slug),
    ['category/unocss', 'category/异步编程2', 'category/guides', 'category/guides-1'],
  );
});

test('unlisted docs: in the sidebar, marked; a page shows them only on their own page; previous/next skip them', () => {
  const main = build('unlisted').sidebars.get('main')!;
  assert.deepEqual(outline(main), [
    { drafts: ['草稿 → /docs/drafts/note/ (unlisted)'] },
    { '指南 → /docs/guide/': ['步骤 → /docs/guide/step/'] },
    '隐藏 → /docs/hidden/ (unlisted)',
    '显示 → /docs/shown/',
  ]);
  // Docusaurus's isVisibleSidebarItem: a category shows when it holds the page, has a listed page or shows an item.
  assert.deepEqual(outline(visibleSidebar(main, '/docs/shown/')), [
    { '指南 → /docs/guide/': ['步骤 → /docs/guide/step/'] },
    '显示 → /docs/shown/',
  ]);
  assert.deepEqual(outline(visibleSidebar(main, '/docs/drafts/note/')), [
    { drafts: ['草稿 → /docs/drafts/note/ (unlisted)'] },
    { '指南 → /docs/guide/': ['步骤 → /docs/guide/step/'] },
    '显示 → /docs/shown/',
  ]);
  assert.deepEqual(outline(visibleSidebar(main, '/docs/hidden/')).at(-2), '隐藏 → /docs/hidden/ (unlisted)');
  assert.deepEqual(
    flattenSidebar(main, { listedOnly: true }).map((l) => l.href),
    ['/docs/guide/step/', '/docs/shown/'],
  );
  // A card or a collapsed category links to the first listed page (findFirstSidebarItemLink).
  assert.equal(firstHref(main[0]!), undefined);
  assert.equal(firstHref(main[1]!), '/docs/guide/step/');
});

test('a doc in two sidebars shows the last, as Docusaurus keeps the last sidebar naming it; displayed_sidebar first', () => {
  const { sidebars } = build('unlisted', {
    main: [
      { type: 'doc', id: 'shown' },
      { type: 'ref', id: 'hidden' },
    ],
    second: [{ type: 'doc', id: 'shown' }],
    third: [{ type: 'doc', id: 'hidden' }],
  });
  assert.equal(sidebarNameOfPage(sidebars, '/docs/shown/'), 'second');
  assert.equal(sidebarNameOfPage(sidebars, '/docs/hidden/'), 'third', 'a ref item does not hold its doc');
  assert.equal(sidebarNameOfPage(sidebars, '/docs/shown/', 'main'), 'main');
  assert.equal(sidebarNameOfPage(sidebars, '/docs/shown/', null), undefined);
});

test('breadcrumbs: the categories to a page, then its own item, a ref item too', () => {
  const { sidebars } = build('unlisted', {
    main: [
      { type: 'category', label: '参考', items: [{ type: 'ref', id: 'hidden', label: '隐藏的' }] },
      { type: 'doc', id: 'shown' },
    ],
  });
  assert.deepEqual(breadcrumbsIn(sidebars.get('main')!, '/docs/hidden/'), [
    { label: '参考', href: undefined },
    { label: '隐藏的', href: '/docs/hidden/' },
  ]);
  assert.deepEqual(breadcrumbsIn(sidebars.get('main')!, '/docs/shown/'), [{ label: '显示', href: '/docs/shown/' }]);
  assert.deepEqual(breadcrumbsIn(sidebars.get('main')!, '/docs/other/'), []);
});

test('html items are kept with their class and default style', () => {
  const { sidebars } = build('unlisted', {
    main: [
      { type: 'html', value: '<b>Guides</b>', defaultStyle: true, className: 'sidebar-title' },
      { type: 'doc', id: 'shown' },
    ],
  });
  assert.deepEqual(sidebars.get('main'), [
    { type: 'html', value: '<b>Guides</b>', defaultStyle: true, className: 'sidebar-title' },
    { type: 'doc', label: '显示', href: '/docs/shown/', docId: 'shown' },
  ]);
  assert.deepEqual(flattenSidebar(sidebars.get('main')!), [{ label: '显示', href: '/docs/shown/' }]);
});

test('manual sidebars: doc ids (front-matter id), labels, autogenerated parts, links, generated indexes; a wrong id names the field', () => {
  const { sidebars, generated } = build('manual', {
    main: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: '接口',
        link: { type: 'generated-index', slug: '/api' },
        items: [
          { type: 'doc', id: 'api/fetch', label: '取数' },
          { type: 'autogenerated', dirName: 'notes' },
        ],
      },
      { type: 'link', label: '外部', href: 'https://example.com' },
      { type: 'link', label: '接口文档', href: 'pathname:///apidocs/' },
      { type: 'link', label: '站内', href: '/blog' },
    ],
    second: [{ type: 'doc', id: 'api/put' }],
  });
  assert.deepEqual(outline(sidebars.get('main')!), [
    '介绍 → /docs/intro/',
    { '接口 → /docs/api/': ['取数 → /docs/api/fetch/', '笔记一 → /docs/notes/n1/'] },
    '外部 → https://example.com',
    '接口文档 → pathname:///apidocs/',
    '站内 → /blog',
  ]);
  // A URL with a scheme (pathname:// too) leaves the router, as Docusaurus's isInternalUrl says.
  assert.deepEqual(
    sidebars.get('main')!.flatMap((item) => (item.type === 'link' ? [item.external] : [])),
    [true, true, false],
  );
  assert.deepEqual(outline(sidebars.get('second')!), ['写入 → /docs/api/put/']);
  assert.deepEqual(
    generated.map((g) => g.slug),
    ['api'],
  );
  assert.throws(
    () => build('manual', { main: [{ type: 'category', label: 'x', items: [{ type: 'doc', id: 'api/get' }] }] }),
    /Invalid sidebar docs\.docs\.sidebars\.main\[0\]\.items\[0\]: no doc with id "api\/get"/,
  );
});

test("a released version's sidebar may name docs by Docusaurus 2's versioned ids (version-<name>/<id>)", () => {
  const { docs, categories } = load('manual');
  const legacy: Record<string, SidebarItemConfig[]> = {
    'version-1.0/main': [
      { type: 'doc', id: 'version-1.0/intro' },
      {
        type: 'category',
        label: '接口',
        link: { type: 'doc', id: 'version-1.0/api/put' },
        items: [{ type: 'doc', id: 'api/fetch' }],
      },
    ],
  };
  const section = { id: 'docs', folder: 'manual', routeBasePath: BASE, sidebarId: 'main', sidebars: legacy } as const;
  const { sidebars } = buildSidebars(section, docs, categories, {}, { versionedIdPrefix: 'version-1.0/' });
  // The sidebar keeps its name as written, as Docusaurus 2 keeps it; its items are the docs themselves.
  assert.deepEqual(outline(sidebars.get('version-1.0/main')!), [
    '介绍 → /docs/intro/',
    { '接口 → /docs/api/put/': ['获取 → /docs/api/fetch/'] },
  ]);
  const [first] = sidebars.get('version-1.0/main')!;
  assert.equal(first?.type === 'doc' ? first.docId : undefined, 'intro');
  // Without the prefix (Docusaurus 3, or the current version) such an id names no doc.
  assert.throws(() => buildSidebars(section, docs, categories), /no doc with id "version-1\.0\/intro"/);
});

test("a ref item links a doc without making it a page of the sidebar: not in previous/next, not the page's sidebar", () => {
  const { sidebars } = build('manual', {
    main: [
      { type: 'doc', id: 'intro' },
      { type: 'ref', id: 'api/put', label: '去写入' },
      { type: 'doc', id: 'api/fetch' },
    ],
    second: [{ type: 'doc', id: 'api/put' }],
  });
  const main = sidebars.get('main')!;
  assert.deepEqual(outline(main), ['介绍 → /docs/intro/', '去写入 → /docs/api/put/', '获取 → /docs/api/fetch/']);
  assert.deepEqual(
    flattenSidebar(main).map((l) => l.href),
    ['/docs/intro/', '/docs/api/fetch/'],
  );
  assert.equal(
    main.some((item) => containsHref(item, '/docs/api/put/')),
    false,
  );
});

test('a large sidebar keeps only the categories on the way to the page open; the others link to their first page', () => {
  const items = build('pruning').sidebars.get('main')!;
  assert.deepEqual(outline(pruneSidebar(items, '/docs/b/b1/', 3)), [
    { 'a → /docs/a/a1/': [] },
    { 'b (open)': ['B1 → /docs/b/b1/', 'B2 → /docs/b/b2/'] },
  ]);
  assert.deepEqual(outline(pruneSidebar(items, '/docs/b/b1/', 100)), outline(items), 'a small sidebar is shown whole');
});

test("className of sidebars.js items: a doc's (its sidebar_class_name first) and a category's", () => {
  const { sidebars } = build('unlisted', {
    main: [
      { type: 'doc', id: 'shown', className: 'from-sidebars' },
      { type: 'category', label: '分类', className: 'group', collapsible: false, items: [{ type: 'doc', id: 'hidden' }] },
    ],
  });
  const [docItem, category] = sidebars.get('main')!;
  assert.equal(docItem?.type === 'doc' && docItem.className, 'from-sidebars');
  assert.equal(category?.type === 'category' && category.className, 'group');
  assert.equal(category?.type === 'category' && category.collapsible, false);
});

test('items naming drafts are dropped, as Docusaurus 2.0.0-beta.19+ drops them (postProcessor); other unknown ids fail', () => {
  const { docs, categories } = load('manual');
  const drafts: Record<string, SidebarItemConfig[]> = {
    main: [
      { type: 'doc', id: 'draft1' },
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: '全是草稿',
        items: [
          { type: 'doc', id: 'draft2' },
          { type: 'doc', id: 'draft3' },
        ],
      },
      {
        type: 'category',
        label: '草稿索引',
        link: { type: 'generated-index' },
        items: [{ type: 'doc', id: 'draft2' }],
      },
      { type: 'category', label: '有页面', link: { type: 'doc', id: 'api/put' }, items: [{ type: 'doc', id: 'draft3' }] },
      { type: 'category', label: '页面是草稿', link: { type: 'doc', id: 'draft1' }, items: [{ type: 'doc', id: 'api/fetch' }] },
    ],
  };
  const section = { id: 'docs', folder: 'manual', routeBasePath: BASE, sidebarId: 'main', sidebars: drafts } as const;
  const draftIds = new Set(['draft1', 'draft2', 'draft3']);
  const { sidebars, generated } = buildSidebars(section, docs, categories, {}, { draftIds });
  assert.deepEqual(outline(sidebars.get('main')!), [
    '介绍 → /docs/intro/',
    '有页面 → /docs/api/put/',
    { 页面是草稿: ['获取 → /docs/api/fetch/'] },
  ]);
  assert.deepEqual(generated, []);
  // Without them being drafts, the ids name no doc: the build fails, as Docusaurus's does.
  assert.throws(() => buildSidebars(section, docs, categories), /no doc with id "draft1"/);
});

test("a doc's sidebar_label wins over a sidebars.js item's label and over the category a lone doc stands for", () => {
  const { sidebars } = build('labels', {
    main: [
      { type: 'doc', id: 'guide', label: '手册' },
      { type: 'doc', id: 'faq', label: '问答' },
      { type: 'autogenerated', dirName: 'setup' },
    ],
  });
  assert.deepEqual(outline(sidebars.get('main')!), ['指南 → /docs/guide/', '问答 → /docs/faq/', '安装步骤 → /docs/setup/']);
  // The folder holding only its index doc becomes that doc's link: the doc's sidebar_label, not the category's label.
  assert.deepEqual(outline(build('labels').sidebars.get('main')!), [
    '常见问题 → /docs/faq/',
    '指南 → /docs/guide/',
    '安装步骤 → /docs/setup/',
  ]);
});

test('a category without items: its doc as a doc item (translated as one); with a generated index, gone with its page (2.0.0-beta.19+)', () => {
  const { docs, categories } = load('labels');
  const section = {
    id: 'docs',
    folder: 'labels',
    routeBasePath: BASE,
    sidebarId: 'main',
    sidebars: {
      main: [
        { type: 'category', label: '分组', link: { type: 'doc', id: 'faq' }, items: [] },
        { type: 'category', label: '索引', link: { type: 'generated-index' }, items: [] },
      ],
    } as Record<string, SidebarItemConfig[]>,
  };
  // Docusaurus translates the processed sidebars, where the category is a doc item already: a `doc.` key.
  const messages = { 'sidebar.main.doc.分组': 'Group', 'sidebar.main.category.分组': 'not this one' };
  const latest = buildSidebars(section, docs, categories, messages);
  assert.deepEqual(outline(latest.sidebars.get('main')!), ['Group → /docs/faq/']);
  assert.deepEqual(latest.generated, []);
  // Before 2.0.0-beta.19 the generated index stayed, with its page.
  const older = buildSidebars(section, docs, categories, {}, { dropEmptyGeneratedIndex: false });
  assert.deepEqual(outline(older.sidebars.get('main')!), ['分组 → /docs/faq/', { '索引 → /docs/category/索引/': [] }]);
  assert.deepEqual(
    older.generated.map((g) => g.slug),
    ['category/索引'],
  );
});
