/** The navigation lists built as HTML: the same markup the components rendered as React elements. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { postLinksHtml, sidebarHtml, tocHtml } from './html-blocks';
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
});

test('a table of contents indents entries deeper than its shallowest; the recent posts mark the current one', () => {
  const toc = tocHtml([
    { depth: 2, id: '调用栈', text: '调用栈' },
    { depth: 3, id: 'micro', text: '微任务 & 宏任务' },
  ]);
  assert.equal(
    toc,
    '<ul class="toc-list"><li><a href="#调用栈">调用栈</a></li><li class="toc-sub"><a href="#micro">微任务 &#x26; 宏任务</a></li></ul>',
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
});
