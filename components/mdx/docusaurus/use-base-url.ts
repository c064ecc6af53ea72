/**
 * `@docusaurus/useBaseUrl` with Docusaurus's semantics, as plain functions (no React hooks), so it works in server
 * and client components alike. The base path and origin come from `MYBLOG_BASE_PATH` and `MYBLOG_SITE_URL`,
 * which next.config inlines into every bundle; they are read on each call (literal `process.env.X` so they inline).
 */
import { hasProtocol } from '@/lib/external-links';

/** Options of `useBaseUrl` / `withBaseUrl`. */
export interface BaseUrlOptions {
  /** Prepend the base URL even to a URL that already starts with it. */
  readonly forcePrependBaseUrl?: boolean;
  /** Return an absolute URL (site origin + path). */
  readonly absolute?: boolean;
}

/** What `useBaseUrlUtils()` returns. */
export interface BaseUrlUtils {
  readonly withBaseUrl: (url: string, options?: BaseUrlOptions) => string;
}

/** The site's base URL with both slashes, as Docusaurus's `baseUrl` (`/myblog/`, or `/` at the root). */
export function getBaseUrl(): string {
  const basePath = (process.env.MYBLOG_BASE_PATH ?? '').replace(/^\/*/, '/').replace(/\/+$/, '');
  return `${basePath}/`;
}

/** The site origin without a trailing slash (`https://example.com`). */
export const getSiteUrl = (): string => (process.env.MYBLOG_SITE_URL ?? '').replace(/\/+$/, '');

/** True when a URL has a scheme (`https:`, `mailto:`) or is protocol-relative (`//cdn`), as Docusaurus tests it. */
export { hasProtocol };

/** True for a URL inside the site (no scheme), as `@docusaurus/isInternalUrl`. */
export const isInternalUrl = (url?: string): boolean => url !== undefined && !hasProtocol(url);

/** Adds the base URL to a site path; anchors, external URLs and URLs already under the base URL are left alone. */
export function withBaseUrl(url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  const baseUrl = getBaseUrl();
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // `/myblog` means the home page `/myblog/`.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? getSiteUrl() + path : path;
}

/** `useBaseUrlUtils()`: `{ withBaseUrl }`. */
export function useBaseUrlUtils(): BaseUrlUtils {
  return { withBaseUrl };
}

/** `useBaseUrl(url, options)`: the URL with the site's base path (`img/x.png` → `/myblog/img/x.png`). */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return withBaseUrl(url, options);
}
