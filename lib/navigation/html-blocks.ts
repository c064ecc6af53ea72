/**
 * Parts of pages built as HTML: a section's sidebar, a blog's list of recent posts, a page's table of contents,
 * the footer's link columns, the not-found view, a post's byline, a list of tags and the previous/next links at
 * a page's foot. They hold no React component (only anchors, images and <details>), so they travel as blocks of
 * the page's HTML (components/content/static-html.tsx) instead of as React elements in every payload file of
 * every page.
 */
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { siteConfig } from '@/config/site';
import { authorPageHref, authorSocials } from '@/lib/content/blog-authors';
import { rules } from '@/lib/content/paths';
import type { PostEntry } from '@/lib/content/collections';
import type { TocEntry } from '@/lib/content/headings';
import { formatDate, formatReadingTime } from '@/lib/format';
import { safeInlineNodes } from '@/lib/inline-html';
import { NEW_TAB } from '@/lib/external-links';
import { externalLinkHref, getBlog, homeHref, routeWithBase } from '@/lib/routes';
import { getFooterColumns, getFooterSimpleLinks, getNavbarLinks, type FooterEntry } from './navbar';
import { containsHref, type SidebarItem } from './sidebar';
import { localeTranslator, pageLocale, siteLocale, t } from '../i18n';

const current = (href: string | undefined, page: string | undefined) =>
  href !== undefined && href === page ? 'page' : undefined;

/** The classes of a `className` as written in a config or front matter (space-separated). */
export const classesOf = (className: string | undefined): string[] => className?.split(/\s+/).filter(Boolean) ?? [];

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
        h('a', { href: link.external ? link.href : routeWithBase(link.href), ariaCurrent: current(link.href, page) }, link.label),
      ),
    ),
  );

/**
 * A sidebar list; `group` names its categories' `<details>` when the site collapses siblings
 * (`docsSidebar.autoCollapseCategories`): details of one name are exclusive, opening one closes the others.
 */
function list(items: readonly SidebarItem[], page: string, group = 'sidebar'): Element {
  const exclusive = siteConfig.docsSidebar.autoCollapseCategories;
  // With exclusive siblings, the one holding the page is the open one (Docusaurus expands the active category and
  // collapses the others); the browser would keep the first open one of a name.
  const activeHere = exclusive && items.some((i) => i.type === 'category' && containsHref(i, page));
  return h(
    'ul.sidebar-list',
    items.map((item, index) => {
      if (item.type === 'link') {
        return h(
          'li',
          item.external
            ? h('a.sidebar-link', { href: externalLinkHref(item.href, pageLocale().locale), ...NEW_TAB }, item.label)
            : h('a.sidebar-link', { href: routeWithBase(item.href) }, item.label),
        );
      }
      if (item.type === 'html') {
        // Docusaurus renders the value as raw HTML; here it is sanitised (no scripts or handlers) at build time.
        const classes = ['sidebar-html', ...(item.defaultStyle ? ['sidebar-link'] : []), ...classesOf(item.className)];
        return h('li', { className: classes }, safeInlineNodes(item.value));
      }
      if (item.type === 'doc') {
        return h(
          'li',
          item.className ? { className: classesOf(item.className) } : {},
          h('a.sidebar-link', { href: routeWithBase(item.href), ariaCurrent: current(item.href, page) }, item.label),
        );
      }
      if (item.items.length === 0) {
        // A category shown without its items (large sections): a link to its first page.
        return h(
          'li',
          item.href
            ? h('a.sidebar-link.sidebar-category-collapsed', { href: routeWithBase(item.href) }, item.label)
            : h('span.sidebar-link', item.label),
        );
      }
      // A category holding the page being read shows its label as active, as Docusaurus's sidebar does.
      const holdsPage = item.href !== page && containsHref(item, page);
      const classes = ['sidebar-category-item', ...(holdsPage ? ['sidebar-category-active'] : []), ...classesOf(item.className)];
      // The category's own page, linked beside its toggle (or above its items when it does not collapse).
      const ownLink = (extra: string) =>
        item.href
          ? h(
              `a.sidebar-link.sidebar-category-link${extra}`,
              { href: routeWithBase(item.href), ariaCurrent: current(item.href, page) },
              item.label,
            )
          : null;
      if (!item.collapsible) {
        // Docusaurus's `collapsible: false`: the label and the items, always shown, with no toggle.
        return h('li', { className: classes }, [
          ownLink('.sidebar-category-fixed') ?? h('span.sidebar-link.sidebar-category-fixed', item.label),
          list(item.items, page, `${group}-${index}`),
        ]);
      }
      // Open when it is the page's or holds it (containsHref counts its own page).
      const open = containsHref(item, page) || (!item.collapsed && !activeHere);
      return h('li', { className: classes }, [
        ownLink(''),
        h('details.sidebar-category', { open, name: exclusive ? group : undefined }, [
          // With a link, the summary is only the expand/collapse control beside it: no nested controls.
          h(
            'summary',
            { ariaLabel: item.href ? t('site.sidebar.toggleCategory', { label: item.label }) : undefined },
            item.href ? [] : h('span.sidebar-link', item.label),
          ),
          list(item.items, page, `${group}-${index}`),
        ]),
      ]);
    }),
  );
}

/** The HTML of a sidebar's items with `page` (an href) marked as the current page and its categories open. */
export const sidebarHtml = (items: readonly SidebarItem[], page: string): string => toHtml(list(items, page));

/** The HTML of a table of contents: nested lists, each entry under the one its nesting puts it (lib/content/headings.ts tocOf). */
export function tocHtml(entries: readonly TocEntry[]): string {
  let next = 0;
  // The entries from `next` on at `nesting`, each with the deeper ones after it as its own list.
  const level = (nesting: number): Element[] => {
    const items: Element[] = [];
    while (next < entries.length && entries[next]!.nesting >= nesting) {
      const entry = entries[next++]!;
      const children = next < entries.length && entries[next]!.nesting > nesting ? [h('ul', level(nesting + 1))] : [];
      // The entry's HTML as written (Docusaurus renders its `value` with dangerouslySetInnerHTML).
      items.push(h('li', [h('a', { href: `#${entry.id}` }, { type: 'raw', value: entry.value }), ...children]));
    }
    return items;
  };
  return toHtml(h('ul.toc-list', level(0)), { allowDangerousHtml: true });
}

/** The HTML of a blog sidebar's list of posts, with `page` (an href) marked as the current page. */
export function postLinksHtml(
  posts: readonly { readonly title: string; readonly permalink: string; readonly year?: string }[],
  page: string,
): string {
  const links = (group: typeof posts) =>
    linkList(
      group.map(({ title, permalink }) => ({ label: title, href: permalink })),
      page,
    );
  // Posts that carry their year are grouped under year headings (Docusaurus 3.5+ `groupByYear`).
  if (!posts.some((post) => post.year)) return toHtml(links(posts));
  const years = new Map<string, (typeof posts)[number][]>();
  for (const post of posts) years.set(post.year ?? '', [...(years.get(post.year ?? '') ?? []), post]);
  return toHtml([...years].map(([year, group]) => h('div', { role: 'group' }, [h('h3.blog-sidebar-year', year), links(group)])));
}

const footerColumns = new Map<string, string>();

/** A footer entry: a link, or Docusaurus's inline `html` item (sanitised at build time). */
function footerEntryNodes(entry: FooterEntry, tag: 'li' | 'span'): Element {
  if ('html' in entry) return h(`${tag}.footer-html`, safeInlineNodes(entry.html));
  // No page there (a file of static/): not prefetched, as the navbar's own such links (lib/route-table.ts noPageAt).
  const internal = { href: routeWithBase(entry.href), ...(entry.page === false ? { dataNoPrefetch: '' } : {}) };
  const link = h('a', entry.external ? { href: entry.href, ...NEW_TAB } : internal, entry.label);
  return tag === 'li' ? h('li', link) : link;
}

/**
 * The HTML of the footer's links in a locale: its columns, or the one row of a simple footer (links separated by
 * dots, Docusaurus's `FooterLinksSimple`). The same on every page of the locale, so built once per process and
 * locale like the navbar's links it is made of (at N=1000 it took each render worker ~0.2 s of CPU when built for
 * every page).
 */
export function footerColumnsHtml(locale: string): string {
  let html = footerColumns.get(locale);
  if (html === undefined) {
    const simple = getFooterSimpleLinks(locale);
    html = toHtml(
      simple.length > 0
        ? h(
            'div.footer-simple',
            simple.flatMap((entry, i) => [
              ...(i > 0 ? [h('span.footer-separator', { ariaHidden: 'true' }, '·')] : []),
              footerEntryNodes(entry, 'span'),
            ]),
          )
        : getFooterColumns(locale).map((column) =>
            h('div', [
              column.title ? h('h2', column.title) : null,
              h(
                'ul',
                column.links.map((l) => footerEntryNodes(l, 'li')),
              ),
            ]),
          ),
    );
    footerColumns.set(locale, html);
  }
  return html;
}

/** The not-found page's title. */
/** The not-found view's title in `locale` (the default locale's by default). */
export const notFoundTitle = (locale: string = siteLocale.locale): string => localeTranslator(locale)('theme.NotFound.title');

const notFoundViews = new Map<string, string>();

/**
 * The HTML of the not-found view in `locale` (the default locale's by default): what happened, in Docusaurus's
 * words, then the way to the locale's home and sections (the navbar's internal links). Every page's payload holds
 * the default locale's (the root layout's not-found boundary), so it is a block, built once per process and locale.
 */
export function notFoundHtml(locale: string = siteLocale.locale): string {
  let html = notFoundViews.get(locale);
  if (html === undefined) {
    const say = localeTranslator(locale);
    html = toHtml([
      h('h1', notFoundTitle(locale)),
      h('p', say('theme.NotFound.p1')),
      h('p', say('theme.NotFound.p2')),
      linkList([
        { label: say('theme.docs.breadcrumbs.home'), href: homeHref(locale) },
        ...getNavbarLinks(locale).left.filter((link) => !link.external),
      ]),
    ]);
    notFoundViews.set(locale, html);
  }
  return html;
}

/** Names of social platforms as readers know them (Docusaurus's Author/Socials titles). */
const PLATFORM_LABELS: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
  newsletter: 'Newsletter',
};

/** The name a social platform is shown by (an e-mail's in the page's language, an unknown one as written). */
export function authorSocialLabel(platform: string): string {
  const key = platform.toLowerCase();
  return key === 'email' ? t('site.author.email') : (PLATFORM_LABELS[key] ?? platform);
}

/** Where an author's name links: their page when they have one (Docusaurus 3.5+), else their URL. */
const authorLink = (blogId: string, key: string | undefined, url: string | undefined): string | undefined => {
  const page = authorPageHref(blogId, key);
  return page ? routeWithBase(page) : url;
};

/** An author's social accounts in a byline, as links named by platform (sites of Docusaurus 3.5+). */
const bylineSocials = ({ name, socials }: PostEntry['authors'][number]): Element[] => {
  const links = rules.authorSocialsInBylines ? authorSocials(socials) : [];
  if (links.length === 0) return [];
  return [
    h(
      'span.post-author-socials',
      { ariaLabel: t('site.author.socials', { name }) },
      links.map((social) => h('a', { href: social.href, rel: 'me noopener' }, authorSocialLabel(social.platform))),
    ),
  ];
};

/** The HTML of a post's byline: its date, its reading time (when its blog shows one) and its authors. */
export function postBylineHtml(post: PostEntry): string {
  // A blog's `readingTime` function may give a post none (Docusaurus then shows none).
  const minutes = getBlog(post.blogId).showReadingTime ? post.readingMinutes : undefined;
  const readingTime =
    minutes === undefined ? [] : [h('span', { ariaHidden: 'true' }, ' · '), h('span', formatReadingTime(minutes))];
  const date = h('p.post-date', [h('time', { dateTime: post.date }, formatDate(post.date)), ...readingTime]);
  if (post.authors.length === 0) return toHtml(date);
  return toHtml([
    date,
    h(
      'ul.post-authors',
      { ariaLabel: t('theme.blog.authorsList.pageTitle') },
      post.authors.map((author) =>
        h('li.post-author', [
          author.imageUrl
            ? h('img.avatar', {
                src: routeWithBase(author.imageUrl),
                alt: '',
                width: 36,
                height: 36,
                loading: 'lazy',
                decoding: 'async',
              })
            : null,
          h('span', [
            authorLink(post.blogId, author.key, author.url)
              ? h('a', { href: authorLink(post.blogId, author.key, author.url) }, author.name)
              : author.name,
            author.title ? h('small', author.title) : null,
            ...bylineSocials(author),
          ]),
        ]),
      ),
    ),
  ]);
}

/**
 * The HTML of a page's tags (`hrefOf`: a tag's page, without the base path) as Docusaurus's TagsListInline writes
 * them: "标签：" in bold, then a tag link each (components/mdx/docusaurus/tags-list-inline.tsx, the same markup).
 */
export function tagListHtml(tags: readonly { label: string; slug: string }[], hrefOf: (slug: string) => string): string {
  return toHtml(
    h('div.tags-inline', [
      h('b', t('theme.tags.tagsListLabel')),
      h(
        'ul.tag-list',
        tags.map((tag) => h('li', h('a.tag', { rel: 'tag', href: routeWithBase(hrefOf(tag.slug)) }, tag.label))),
      ),
    ]),
  );
}

/** One end of a previous/next pair: a page's title and href (without the base path). */
export interface PrevNextLink {
  readonly label: string;
  readonly href: string;
}

/**
 * The HTML of the previous / next links at the foot of a page (docs in sidebar order, posts newer/older):
 * a navigation landmark named `label`, each link with its caption (`prevText`, `nextText`) above its title.
 */
export function prevNextHtml({
  prev,
  next,
  label,
  prevText,
  nextText,
}: {
  prev?: PrevNextLink;
  next?: PrevNextLink;
  label: string;
  prevText: string;
  nextText: string;
}): string {
  const link = (to: PrevNextLink, className: string, rel: string, caption: string, title: string) =>
    h(`a.pagination-link.${className}`, { href: routeWithBase(to.href), rel }, [
      h('span.pagination-sub', caption),
      h('span.pagination-label', title),
    ]);
  return toHtml(
    h('nav.pagination-nav', { ariaLabel: label }, [
      prev ? link(prev, 'pagination-prev', 'prev', prevText, `« ${prev.label}`) : h('span'),
      next ? link(next, 'pagination-next', 'next', nextText, `${next.label} »`) : null,
    ]),
  );
}
