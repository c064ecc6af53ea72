/** The site's base URL with both slashes, as Docusaurus's `baseUrl` (`/myblog/`, or `/` at the root). */
export function getBaseUrl(): string {
  const basePath = (process.env.MYBLOG_BASE_PATH ?? '').replace(/^\/*/, '/').replace(/\/+$/, '');
  return `${basePath}/`;
}
