/**
 * Navigation lists built as HTML: a section's sidebar, a blog's list of recent posts, a page's table of
 * contents, the footer's link columns and the not-found view. They hold no React
 * component (only anchors and <details>), so they travel as blocks of the page's HTML
 * (components/content/static-html.tsx) instead of as React elements in every payload file of every page.
 */
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { TocItem } from '@/lib/content/headings';
import { homeHref, withBase } from '@/lib/routes';
import { getFooterColumns, getNavbarLinks } from './navbar';
import { containsHref, type SidebarItem } from './sidebar';

const current = (href: string | undefined, page: string | undefined) =>
  href !== undefined && href === page ? 'page' : undefined;

/** A link of a list: an internal href (without base path) or, when `external`, a URL as written. */
interface ListLink {
  readonly label: string;
  readonly href: string;
  readonly external?: boolean;
}

/** A `<ul>` of links, the one to `page` (an href) marked as the current page. */
const linkList = (links: readonly ListLink[], page?: string): Element =>
  h(
    'ul',
    links.map((link) =>
      h(
        'li',
        h('a', { href: link.external ? link.href : withBase(link.href), ariaCurrent: current(link.href, page) }, link.label),
      ),
    ),
  );

function list(items: readonly SidebarItem[], page: string): Element {
  return h(
    'ul.sidebar-list',
    items.map((item) => {
      if (item.type === 'link') {
        return h(
          'li',
          item.external
            ? h('a.sidebar-link', { href: item.href, target: '_blank', rel: 'noopener noreferrer' }, item.label)
            : h('a.sidebar-link', { href: withBase(item.href) }, item.label),
        );
      }
      if (item.type === 'doc') {
        return h('li', h('a.sidebar-link', { href: withBase(item.href), ariaCurrent: current(item.href, page) }, item.label));
      }
      if (item.items.length === 0) {
        // A category shown without its items (large sections): a link to its first page.
        return h(
          'li',
          item.href
            ? h('a.sidebar-link.sidebar-category-collapsed', { href: withBase(item.href) }, item.label)
            : h('span.sidebar-link', item.label),
        );
      }
      const open = !item.collapsed || containsHref(item, page) || !item.collapsible;
      return h('li.sidebar-category-item', [
        item.href
          ? h(
              'a.sidebar-link.sidebar-category-link',
              { href: withBase(item.href), ariaCurrent: current(item.href, page) },
              item.label,
            )
          : null,
        h('details.sidebar-category', { open }, [
          // With a link, the summary is only the expand/collapse control beside it: no nested controls.
          h(
            'summary',
            { ariaLabel: item.href ? `展开或折叠「${item.label}」` : undefined },
            item.href ? [] : h('span.sidebar-link', item.label),
          ),
          list(item.items, page),
        ]),
      ]);
    }),
  );
}

/** The HTML of a sidebar's items with `page` (an href) marked as the current page and its categories open. */
export const sidebarHtml = (items: readonly SidebarItem[], page: string): string => toHtml(list(items, page));

/** The HTML of a table of contents' list: h2 entries, deeper ones indented (`toc-sub`). */
export function tocHtml(items: readonly TocItem[]): string {
  const min = Math.min(...items.map((i) => i.depth));
  return toHtml(
    h(
      'ul.toc-list',
      items.map((item) =>
        h('li', { className: item.depth > min ? ['toc-sub'] : undefined }, h('a', { href: `#${item.id}` }, item.text)),
      ),
    ),
  );
}

/** The HTML of a blog sidebar's list of posts, with `page` (an href) marked as the current page. */
export function postLinksHtml(posts: readonly { readonly title: string; readonly permalink: string }[], page: string): string {
  return toHtml(
    linkList(
      posts.map(({ title, permalink }) => ({ label: title, href: permalink })),
      page,
    ),
  );
}

/** The HTML of the footer's link columns (the same on every page). */
export function footerColumnsHtml(): string {
  return toHtml(getFooterColumns().map((column) => h('div', [h('h2', column.title), linkList(column.links)])));
}

/** The not-found page's title. */
export const NOT_FOUND_TITLE = '找不到页面';

/**
 * The HTML of the not-found view: what happened, the way home and the site's sections (the navbar's internal
 * links). Every page's payload holds this view (the root layout's not-found boundary), so it is a block.
 */
export function notFoundHtml(): string {
  return toHtml([
    h('h1', NOT_FOUND_TITLE),
    h('p', '我们没能找到你要的页面。它可能已被移动，或者链接有误。'),
    h('p', [h('a', { href: withBase(homeHref()) }, '返回首页'), '，或从下面的栏目开始：']),
    linkList(getNavbarLinks().left.filter((link) => !link.external)),
  ]);
}
