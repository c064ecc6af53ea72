/**
 * Docusaurus's `applyTrailingSlash` (packages/docusaurus-utils-common/src/applyTrailingSlash.ts), which its `Link`
 * applies to every internal target (a Markdown link too, as MDX renders `a` with `Link`): with `trailingSlash: false`
 * `/docs/rules/` is linked as `/docs/rules`, with `true` `/docs/rules` as `/docs/rules/`; unset, as written. The path
 * before `?` or `#` changes; an anchor, `/` and the base URL never do.
 */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (path.startsWith('#') || trailingSlash === undefined) return path;
  const pathname = path.split(/[#?]/)[0]!;
  if (pathname === '/' || pathname === baseUrl) return path;
  const changed = trailingSlash
    ? pathname.endsWith('/')
      ? pathname
      : `${pathname}/`
    : pathname.endsWith('/')
      ? pathname.slice(0, -1)
      : pathname;
  return path.replace(pathname, changed);
}

/** A last path segment naming a file (a feed, a download, an image): Docusaurus's Link would add a slash to it too. */
const FILE_NAME = /\.(?:xml|json|txt|pdf|zip|gz|tgz|png|jpe?g|gif|svg|webp|avif|ico|css|js|mjs|wasm|mp3|mp4|webm)$/i;

/**
 * {@link applyTrailingSlash} for a link's target, except that a file's URL (`/blog/rss.xml`) keeps its form: Docusaurus
 * writes `/blog/rss.xml/` under `trailingSlash: true`, a URL no host serves, which the link check here stops.
 */
export function slashedLinkTarget(path: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  return FILE_NAME.test(path.split(/[#?]/)[0]!) ? path : applyTrailingSlash(path, trailingSlash, baseUrl);
}
