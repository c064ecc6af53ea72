/**
 * Everything a page shows, gathered by one call per route: the route table says what a URL is, `pageView` adds
 * what its components need from the content queries (the section's sidebar, breadcrumbs, previous and next
 * pages, post excerpts, neighbouring posts, home cards). Components receive it as props and run no queries.
 */
import { siteConfig, type BlogId, type DocSectionId } from '@/config/site';
import { editedFile } from '@/config/variants';
import { authorCard, type AuthorCard } from '@/lib/content/blog-authors';
import { rules } from '@/lib/content/paths';
import type { Body, PostEntry } from '@/lib/content/collections';
import type { TocEntry } from '@/lib/content/headings';
import { blogPagesOf, getAdjacentPosts, getBlogPosts, getPostExcerpt } from '@/lib/content/queries';
import { recentPosts } from '@/lib/navigation/blog-sidebar';
import { setCurrentDoc } from '@/lib/navigation/current-page';
import { getHomeCards } from '@/lib/navigation/home';
import { sectionLabel } from '@/lib/navigation/navbar';
import { getVersionView, type VersionView } from '@/lib/navigation/versions';
import {
  getBreadcrumbs,
  getCategoryCards,
  getPageSidebar,
  getPrevNext,
  type Breadcrumb,
  type SidebarItem,
} from '@/lib/navigation/sidebar';
import type { Page } from '@/lib/pagination';
import type { Route } from '@/lib/route-table';
import { t } from './i18n';
import { blogListTitle } from './metadata';
import {
  blogArchiveHref,
  blogAuthorsHref,
  blogTagsHref,
  docTagHref,
  docTagsHref,
  editHref,
  getBlog,
  getSection,
} from '@/lib/routes';

/** A doc section's frame around a page: the part of the sidebar this page shows, and its table of contents. */
export interface DocShell {
  readonly sectionId: DocSectionId;
  /**
   * The plugin and version of a section whose plugin has several versions (the search dialog reads them from the
   * page: its search covers that version); undefined otherwise, so that other pages carry nothing of it.
   */
  readonly versioned?: { readonly pluginId: string; readonly version: string };
  /** The page's own URL (the sidebar marks it). */
  readonly current: string;
  /** The section's label (the sidebar's and the search results' name for it). */
  readonly label: string;
  readonly sidebar: readonly SidebarItem[];
  readonly toc: readonly TocEntry[];
}

/** A blog's frame: its sidebar of recent posts and the links to its archive and tags. */
export interface BlogShell {
  readonly title: string;
  /** Whether the page has the sidebar (title, recent posts, archive and tags links): not when it would list no post. */
  readonly sidebar: boolean;
  /** The recent posts; each with its year when the sidebar groups them by year. */
  readonly posts: readonly { readonly title: string; readonly permalink: string; readonly year?: string }[];
  readonly archiveHref?: string;
  readonly tagsHref?: string;
  /** The page's own URL (a post's own link in the list is marked as the current page). */
  readonly href: string;
}

/**
 * A post in a list: what the list shows of it (up to its truncate marker, else all of it) and whether it was cut
 * there (the list then links "Read more").
 */
export interface PostPreview {
  readonly post: PostEntry;
  readonly excerpt: Body;
  readonly truncated: boolean;
}

/** The previous and next pages of a doc or generated index, as the sidebar orders them. */
export type DocNeighbours = ReturnType<typeof getPrevNext>;

type RouteOf<K extends Route['kind']> = Extract<Route, { kind: K }>;

/** A page, as its components render it. */
export type PageView =
  | { readonly kind: 'home'; readonly cards: ReturnType<typeof getHomeCards> }
  | RouteOf<'not-found'>
  | RouteOf<'search'>
  | (RouteOf<'doc'> & {
      readonly shell: DocShell;
      readonly version: VersionView;
      readonly breadcrumbs: readonly Breadcrumb[];
      readonly neighbours: DocNeighbours;
      readonly editUrl?: string;
      /** When the doc was last updated, where its section shows it (`showLastUpdateTime`). */
      readonly lastUpdated?: string;
      /** Who last updated the doc, where its section shows it (`showLastUpdateAuthor`). */
      readonly lastUpdatedBy?: string;
    })
  | (RouteOf<'category-index'> & {
      readonly shell: DocShell;
      readonly version: VersionView;
      readonly breadcrumbs: readonly Breadcrumb[];
      readonly cards: ReturnType<typeof getCategoryCards>;
      readonly neighbours: DocNeighbours;
    })
  | (RouteOf<'doc-tags'> & { readonly shell: DocShell })
  | (RouteOf<'doc-tag'> & { readonly shell: DocShell })
  | RouteOf<'page'>
  | (RouteOf<'post'> & {
      readonly shell: BlogShell;
      readonly newer?: PostEntry;
      readonly older?: PostEntry;
      /** Where to edit the post, when its blog or the site has an `editUrl`. */
      readonly editUrl?: string;
      /** When the post was last updated, where its blog shows it (`showLastUpdateTime`). */
      readonly lastUpdated?: string;
      /** Who last updated the post, where its blog shows it (`showLastUpdateAuthor`). */
      readonly lastUpdatedBy?: string;
    })
  | {
      readonly kind: 'blog-list';
      readonly blogId: BlogId;
      readonly shell: BlogShell;
      /** The heading: the blog's title (with the page number after the first page), or a tag's. */
      readonly heading:
        | { readonly title: string }
        | { readonly tag: string; readonly count: number; readonly description?: string }
        | { readonly author: AuthorCard };
      readonly page: Page<PostEntry>;
      readonly previews: readonly PostPreview[];
    }
  | RouteOf<'blog-archive'>
  | (RouteOf<'blog-tags'> & { readonly shell: BlogShell })
  | {
      readonly kind: 'blog-authors';
      readonly blogId: BlogId;
      readonly shell: BlogShell;
      readonly authors: readonly AuthorCard[];
    };

function docShell(
  sectionId: DocSectionId,
  current: string,
  { displayed, toc = [] }: { displayed?: string | null; toc?: readonly TocEntry[] } = {},
): DocShell {
  const { pluginId, version, allVersions } = getSection(sectionId);
  return {
    sectionId,
    versioned: allVersions.length > 1 ? { pluginId, version: version.name } : undefined,
    current,
    label: sectionLabel(sectionId),
    sidebar: getPageSidebar(sectionId, current, displayed),
    toc,
  };
}

function blogShell(blogId: BlogId, href: string): BlogShell {
  const blog = getBlog(blogId);
  const posts = getBlogPosts(blogId);
  const groupByYear = blog.sidebarGroupByYear ?? rules.blogAuthorPages;
  const pages = blogPagesOf(blogId);
  // As Docusaurus: the recent posts counted with the unlisted ones, each of which shows only on its own page; none at
  // all when the blog's sidebarCount leaves none.
  const recent = recentPosts(posts, blog.sidebarCount, href);
  return {
    title: blog.sidebarTitle,
    sidebar: recent.shown,
    posts: recent.posts.map(({ title, permalink, date }) => ({
      title,
      permalink,
      ...(groupByYear ? { year: date.slice(0, 4) } : {}),
    })),
    // Only to the pages the blog has (a blog without posts or tags has no archive or tags page).
    archiveHref: pages.archive ? blogArchiveHref(blogId) : undefined,
    tagsHref: pages.tags ? blogTagsHref(blogId) : undefined,
    href,
  };
}

/** One page of a blog's post list or of a tag's: the previews, each post with its excerpt. */
function postListView(
  blogId: BlogId,
  page: Page<PostEntry>,
  heading: PageViewOf<'blog-list'>['heading'],
): PageViewOf<'blog-list'> {
  const previews = page.items.map((post) => {
    const { body, truncated } = getPostExcerpt(post);
    return { post, excerpt: body, truncated };
  });
  return { kind: 'blog-list', blogId, shell: blogShell(blogId, page.href), heading, page, previews };
}

/** The view of one kind of page. */
export type PageViewOf<K extends PageView['kind']> = Extract<PageView, { kind: K }>;

/** What the page of `route` shows. */
export function pageView(route: Route): PageView {
  switch (route.kind) {
    case 'home':
      return { kind: 'home', cards: getHomeCards() };
    case 'not-found':
    case 'search':
      return route;
    case 'doc': {
      const { doc, sectionId } = route;
      const section = getSection(sectionId);
      const displayed = doc.displayedSidebar;
      // MDX components of the doc (DocCardList, useCurrentSidebarCategory) ask which doc they are in.
      setCurrentDoc({ sectionId, href: doc.permalink, displayedSidebar: displayed });
      return {
        ...route,
        shell: docShell(sectionId, doc.permalink, { displayed, toc: doc.hideToc ? [] : doc.toc }),
        version: getVersionView(sectionId, { docId: doc.docId }),
        breadcrumbs: section.breadcrumbs ? getBreadcrumbs(sectionId, doc.permalink, displayed) : [],
        neighbours: getPrevNext(sectionId, doc.permalink, displayed),
        editUrl:
          doc.customEditUrl === null
            ? undefined
            : (doc.customEditUrl ?? editHref(editedFile(doc.sourceFilePath, section, siteConfig.editPaths), section.editUrl)),
        lastUpdated: section.showLastUpdateTime ? doc.lastUpdated : undefined,
        lastUpdatedBy: section.showLastUpdateAuthor ? doc.lastUpdatedBy : undefined,
      };
    }
    case 'category-index': {
      const href = route.index.category.href!;
      return {
        ...route,
        shell: docShell(route.sectionId, href),
        version: getVersionView(route.sectionId, { generatedSlug: route.index.slug }),
        breadcrumbs: getSection(route.sectionId).breadcrumbs ? getBreadcrumbs(route.sectionId, href) : [],
        cards: getCategoryCards(route.sectionId, route.index.category),
        neighbours: getPrevNext(route.sectionId, href),
      };
    }
    case 'doc-tags':
      return { ...route, shell: docShell(route.sectionId, docTagsHref(route.sectionId)) };
    case 'doc-tag':
      return { ...route, shell: docShell(route.sectionId, docTagHref(route.sectionId, route.tag.slug)) };
    case 'page':
      return route;
    case 'post':
      return {
        ...route,
        shell: blogShell(route.blogId, route.post.permalink),
        ...getAdjacentPosts(route.post),
        lastUpdated: getBlog(route.blogId).showLastUpdateTime ? route.post.lastUpdated : undefined,
        lastUpdatedBy: getBlog(route.blogId).showLastUpdateAuthor ? route.post.lastUpdatedBy : undefined,
        editUrl: editHref(
          editedFile(route.post.sourceFilePath, getBlog(route.blogId), siteConfig.editPaths),
          getBlog(route.blogId).editUrl,
        ),
      };
    case 'blog-list': {
      const title = blogListTitle(route.blogId, route.page.href);
      return postListView(route.blogId, route.page, {
        title: route.page.page > 1 ? `${title} · ${t('site.meta.page', { page: route.page.page })}` : title,
      });
    }
    case 'blog-tag':
      return postListView(route.blogId, route.page, {
        tag: route.tag.label,
        count: route.tag.items.length,
        description: route.tag.description,
      });
    // Docusaurus's BlogArchivePage is a plain Layout: no blog sidebar.
    case 'blog-archive':
      return route;
    case 'blog-tags':
      return { ...route, shell: blogShell(route.blogId, blogTagsHref(route.blogId)) };
    case 'blog-author':
      return postListView(route.blogId, route.page, { author: authorCard(route.blogId, route.author) });
    case 'blog-authors':
      return {
        kind: 'blog-authors',
        blogId: route.blogId,
        shell: blogShell(route.blogId, blogAuthorsHref(route.blogId)),
        authors: route.authors.map((author) => authorCard(route.blogId, author)),
      };
  }
}
