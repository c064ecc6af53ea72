/**
 * A blog's recent-posts sidebar as Docusaurus builds it: the blog's first `sidebarCount` posts (`'ALL'`: every one),
 * unlisted ones counted, each unlisted post then shown only on its own page (theme-common's
 * useVisibleBlogSidebarItems). `shown` is whether there is a sidebar at all: Docusaurus's BlogLayout renders none
 * when the blog gives it no items (`hasSidebar = sidebar.items.length > 0`: `blogSidebarCount: 0`, or a blog
 * without posts), and the page's content takes the width.
 */
export function recentPosts<P extends { readonly permalink: string; readonly unlisted?: boolean }>(
  posts: readonly P[],
  sidebarCount: number | 'ALL',
  href: string,
): { shown: boolean; posts: P[] } {
  const items = sidebarCount === 'ALL' ? [...posts] : posts.slice(0, sidebarCount);
  return { shown: items.length > 0, posts: items.filter((post) => !post.unlisted || post.permalink === href) };
}
