/** The parts of pages built as HTML: the same markup the components rendered as React elements. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteConfig } from '@/config/site';
import type { PostEntry } from '@/lib/content/collections';
import { postBylineHtml, postLinksHtml, prevNextHtml, sidebarHtml, tagListHtml, tocHtml } from './html-blocks';
import type { SidebarItem } from './sidebar';

const doc = (label: string, href: string): SidebarItem => ({ type: 'doc', label, href, docId: label });
const items: SidebarItem[] = [
  doc('导读', '/docs/intro/'),
  {
    type: 'category',
    label: '异步',
    href: '/docs/category/async/',
    collapsed: true,
    collapsible: true,
    items: [doc('事件循环', '/docs/async/event-loop/'), doc('Promise <基础>', '/docs/async/promise/')],
  },
  { type: 'category', label: '进阶', collapsed: true, collapsible: true, items: [doc('闭包', '/docs/advanced/closure/')] },
  { type: 'category', label: '大类', href: '/docs/category/big/', collapsed: true, collapsible: true, items: [] },
  { type: 'link', label: 'MDN', href: 'https://developer.mozilla.org/', external: true },
  { type: 'link', label: 'API', href: 'pathname:///apidocs/', external: true },
];

/** Each element's start tag named `tag`, in document order. */
const tags = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const attr = (startTag: string, name: string) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?[\\s>]`).exec(startTag)?.[1] ??
  (new RegExp(`\\s${name}[\\s>]`).test(startTag) ? '' : null);

test('a sidebar: base path on internal links, the current page marked, its categories open, the others closed', () => {
  const html = sidebarHtml(items, '/docs/async/event-loop/');
  assert.deepEqual(
    tags(html, 'a').map((a) => [attr(a, 'href'), attr(a, 'aria-current')]),
    [
      ['/myblog/docs/intro/', null],
      ['/myblog/docs/category/async/', null],
      ['/myblog/docs/async/event-loop/', 'page'],
      ['/myblog/docs/async/promise/', null],
      ['/myblog/docs/advanced/closure/', null],
      ['/myblog/docs/category/big/', null],
      ['https://developer.mozilla.org/', null],
      // Docusaurus's escape hatch out of its router: the path under the base URL, loaded in full, in a new tab.
      ['/myblog/apidocs/', null],
    ],
  );
  assert.deepEqual(
    tags(html, 'a')
      .slice(-2)
      .map((a) => [attr(a, 'target'), attr(a, 'rel')]),
    [
      ['_blank', 'noopener noreferrer'],
      ['_blank', 'noopener noreferrer'],
    ],
  );
  assert.deepEqual(
    tags(html, 'details').map((d) => attr(d, 'open') !== null),
    [true, false],
    'the category holding the page is open, a collapsed one is not',
  );
  assert.match(
    html,
    /<summary aria-label="展开或折叠「异步」"><\/summary>/,
    'a linked category: the summary is a labelled control',
  );
  assert.match(
    html,
    /<summary><span class="sidebar-link">进阶<\/span><\/summary>/,
    'an unlinked category: its label is the summary',
  );
  assert.match(html, /<a class="sidebar-link sidebar-category-collapsed" href="\/myblog\/docs\/category\/big\/">大类<\/a>/);
  assert.match(
    html,
    /<a class="sidebar-link" href="https:\/\/developer.mozilla.org\/" target="_blank" rel="noopener noreferrer">/,
  );
  assert.match(html, />Promise &#x3C;基础><\/a>/, 'labels are text, escaped');
  assert.deepEqual(
    tags(sidebarHtml(items, '/docs/intro/'), 'details').map((d) => attr(d, 'open') !== null),
    [false, false],
  );
  // The category holding the page is active (its label in the active colour), the others and the page's own are not.
  assert.deepEqual(
    tags(html, 'li')
      .filter((li) => /sidebar-category-item/.test(li))
      .map((li) => /sidebar-category-active/.test(li)),
    [true, false],
  );
  const ownPage = sidebarHtml(items, '/docs/category/async/');
  assert.ok(!ownPage.includes('sidebar-category-active'), "on the category's own page, its link is the current page");
});

test('a table of contents nests each entry in the list of the one above it, its HTML as written; the recent posts mark the current one', () => {
  const toc = tocHtml([
    { depth: 2, id: '调用栈', value: '调用栈', nesting: 0 },
    { depth: 3, id: 'micro', value: '微任务 &amp; 宏任务', nesting: 1 },
    { depth: 4, id: 'deep', value: 'The <code>useState</code> hook', nesting: 2 },
    { depth: 2, id: 'end', value: 'End', nesting: 0 },
  ]);
  assert.equal(
    toc,
    '<ul class="toc-list"><li><a href="#调用栈">调用栈</a><ul><li><a href="#micro">微任务 &amp; 宏任务</a><ul><li><a href="#deep">The <code>useState</code> hook</a></li></ul></li></ul></li><li><a href="#end">End</a></li></ul>',
  );
  const posts = postLinksHtml(
    [
      { title: 'A', permalink: '/blog/a/' },
      { title: 'B', permalink: '/blog/b/' },
    ],
    '/blog/b/',
  );
  assert.equal(
    posts,
    '<ul><li><a href="/myblog/blog/a/">A</a></li><li><a href="/myblog/blog/b/" aria-current="page">B</a></li></ul>',
  );
  // Grouped by year (Docusaurus 3.5+ themeConfig.blog.sidebar.groupByYear).
  const byYear = postLinksHtml(
    [
      { title: 'A', permalink: '/blog/a/', year: '2025' },
      { title: 'B', permalink: '/blog/b/', year: '2025' },
      { title: 'C', permalink: '/blog/c/', year: '2024' },
    ],
    '/blog/b/',
  );
  assert.equal(
    byYear,
    '<div role="group"><h3 class="blog-sidebar-year">2025</h3><ul><li><a href="/myblog/blog/a/">A</a></li><li><a href="/myblog/blog/b/" aria-current="page">B</a></li></ul></div>' +
      '<div role="group"><h3 class="blog-sidebar-year">2024</h3><ul><li><a href="/myblog/blog/c/">C</a></li></ul></div>',
  );
});

test('previous/next links: base path, rel, captions; a missing previous page keeps its place', () => {
  const both = prevNextHtml({
    prev: { label: 'Promise <基础>', href: '/docs/async/promise/' },
    next: { label: '闭包', href: '/docs/advanced/closure/' },
    label: '文档分页',
    prevText: '上一篇',
    nextText: '下一篇',
  });
  assert.equal(
    both,
    '<nav class="pagination-nav" aria-label="文档分页">' +
      '<a class="pagination-link pagination-prev" href="/myblog/docs/async/promise/" rel="prev">' +
      '<span class="pagination-sub">上一篇</span><span class="pagination-label">« Promise &#x3C;基础></span></a>' +
      '<a class="pagination-link pagination-next" href="/myblog/docs/advanced/closure/" rel="next">' +
      '<span class="pagination-sub">下一篇</span><span class="pagination-label">闭包 »</span></a></nav>',
  );
  const nextOnly = prevNextHtml({
    next: { label: '闭包', href: '/docs/advanced/closure/' },
    label: 'x',
    prevText: 'a',
    nextText: 'b',
  });
  assert.match(nextOnly, /^<nav class="pagination-nav" aria-label="x"><span><\/span><a class="pagination-link pagination-next"/);
});

test("a page's tags: their label, then one link a tag, with the base path, as Docusaurus's TagsListInline", () => {
  const html = tagListHtml(
    [
      { label: 'JavaScript', slug: 'java-script' },
      { label: '调试 & 工具', slug: '调试' },
    ],
    (slug) => `/blog/tags/${slug}/`,
  );
  assert.equal(
    html,
    '<div class="tags-inline"><b>标签：</b><ul class="tag-list">' +
      '<li><a class="tag" rel="tag" href="/myblog/blog/tags/java-script/">JavaScript</a></li>' +
      '<li><a class="tag" rel="tag" href="/myblog/blog/tags/调试/">调试 &#x26; 工具</a></li></ul></div>',
  );
});

test("a post's byline: its date, its reading time when the blog shows it, its authors with avatar, link and title", () => {
  const post = {
    blogId: 'default',
    date: '2021-10-12T00:00:00.000Z',
    readingMinutes: 6,
    authors: [
      { key: 'lin', name: '林舟', title: '前端工程师', url: 'https://github.com/lin', imageUrl: '/img/avatar.svg' },
      { name: '佚名' },
    ],
  } as unknown as PostEntry;
  assert.equal(
    postBylineHtml(post),
    '<p class="post-date"><time datetime="2021-10-12T00:00:00.000Z">2021年10月12日</time>' +
      '<span aria-hidden="true"> · </span><span>阅读需 6 分钟</span></p>' +
      '<ul class="post-authors" aria-label="作者">' +
      '<li class="post-author"><img class="avatar" src="/myblog/img/avatar.svg" alt="" width="36" height="36" loading="lazy" decoding="async">' +
      '<span><a href="https://github.com/lin">林舟</a><small>前端工程师</small></span></li>' +
      '<li class="post-author"><span>佚名</span></li></ul>',
  );
  assert.equal(
    postBylineHtml({ ...post, authors: [] } as PostEntry),
    '<p class="post-date"><time datetime="2021-10-12T00:00:00.000Z">2021年10月12日</time>' +
      '<span aria-hidden="true"> · </span><span>阅读需 6 分钟</span></p>',
    'no authors: no list',
  );
});

test('a sidebar html item: its HTML in an item of its own, sanitised, with its classes', () => {
  const html = sidebarHtml(
    [
      { type: 'html', value: '<span class="sidebar-divider">参考</span><script>alert(1)</script>', className: 'sidebar-title' },
      { type: 'html', value: '<a href="/docs/intro/" onclick="x()">导读</a>', defaultStyle: true },
    ],
    '/docs/intro/',
  );
  assert.equal(
    html,
    '<ul class="sidebar-list"><li class="sidebar-html sidebar-title"><span class="sidebar-divider">参考</span></li>' +
      '<li class="sidebar-html sidebar-link"><a href="/myblog/docs/intro/">导读</a></li></ul>',
  );
});

test('a category that does not collapse: its label and items, no toggle; its className on its item', () => {
  const html = sidebarHtml(
    [
      {
        type: 'category',
        label: '参考',
        href: '/docs/ref/',
        collapsed: true,
        collapsible: false,
        className: 'ref-category',
        items: [doc('接口', '/docs/ref/api/')],
      },
    ],
    '/docs/intro/',
  );
  assert.equal(tags(html, 'details').length, 0);
  assert.equal(tags(html, 'summary').length, 0);
  assert.match(
    html,
    /<li class="sidebar-category-item ref-category"><a class="sidebar-link sidebar-category-link sidebar-category-fixed" href="\/myblog\/docs\/ref\/">参考<\/a><ul class="sidebar-list"><li><a class="sidebar-link" href="\/myblog\/docs\/ref\/api\/">接口<\/a>/,
  );
});

test("autoCollapseCategories: each list's categories are one exclusive <details> group, the page's the open one", () => {
  const nested: SidebarItem[] = [
    {
      type: 'category',
      label: '基础',
      collapsed: false,
      collapsible: true,
      items: [
        { type: 'category', label: '语法', collapsed: false, collapsible: true, items: [doc('变量', '/docs/basics/vars/')] },
        { type: 'category', label: '类型', collapsed: true, collapsible: true, items: [doc('字符串', '/docs/basics/str/')] },
      ],
    },
    { type: 'category', label: '进阶', collapsed: true, collapsible: true, items: [doc('闭包', '/docs/advanced/closure/')] },
    {
      // A category that does not collapse: its own categories are a group of their own, not its siblings'.
      type: 'category',
      label: '附录',
      collapsed: false,
      collapsible: false,
      items: [{ type: 'category', label: '术语', collapsed: true, collapsible: true, items: [doc('词汇', '/docs/terms/')] }],
    },
  ];
  const details = (html: string) => tags(html, 'details').map((d) => [attr(d, 'name'), attr(d, 'open') !== null]);
  const settings = siteConfig.docsSidebar as { autoCollapseCategories: boolean };
  assert.deepEqual(details(sidebarHtml(nested, '/docs/advanced/closure/')), [
    [null, true],
    [null, true],
    [null, false],
    [null, true],
    [null, false],
  ]);
  settings.autoCollapseCategories = true;
  try {
    // The page's category is open and `collapsed: false` siblings are not (the browser keeps one open per name).
    assert.deepEqual(details(sidebarHtml(nested, '/docs/advanced/closure/')), [
      ['sidebar', false],
      ['sidebar-0', true],
      ['sidebar-0', false],
      ['sidebar', true],
      ['sidebar-2', false],
    ]);
    assert.deepEqual(details(sidebarHtml(nested, '/docs/basics/str/')), [
      ['sidebar', true],
      ['sidebar-0', false],
      ['sidebar-0', true],
      ['sidebar', false],
      ['sidebar-2', false],
    ]);
  } finally {
    settings.autoCollapseCategories = false;
  }
});
