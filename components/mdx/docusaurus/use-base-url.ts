/**
 * `@docusaurus/useBaseUrl` with Docusaurus's semantics, as plain functions (no React hooks), so it works in server
 * and client components alike. The base path and origin come from `MYBLOG_BASE_PATH` and `MYBLOG_SITE_URL`,
 * which next.config inlines into every bundle; they are read on each call (literal `process.env.X` so they inline).
 */
import { hasProtocol } from '@/lib/external-links';
import * as React from 'react';
import { renderLocale } from '@/lib/i18n/render-locale';
import { MdxLocaleContext } from './mdx-locale.client';
import { getBaseUrl } from './base-url';

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

export { getBaseUrl } from './base-url';

/** React's `useContext`, which the server components' React (react-server) does not have. */
const readContext = (React as { useContext?: typeof React.useContext }).useContext;

/**
 * The locale of the page being rendered, if not the site's default: the server render's, else (a client component's
 * render, on the server or in the browser) the one its MDX body gives ({@link MdxLocaleContext}). Outside a render
 * (a callback), none.
 */
export function docusaurusLocale(): string | undefined {
  const locale = renderLocale().locale;
  if (locale !== undefined || !readContext) return locale;
  try {
    return readContext(MdxLocaleContext);
  } catch {
    return undefined;
  }
}

/**
 * The base URL of the page being rendered, as the siteConfig.baseUrl of Docusaurus's build of its locale: the site's
 * (`/myblog/`), or on another locale's page that locale's (`/myblog/fr/`, as `i18n.localeConfigs` in
 * `MYBLOG_DOCUSAURUS_CONTEXT` gives it), the locale being {@link docusaurusLocale}'s.
 */
export function getLocaleBaseUrl(): string {
  const locale = docusaurusLocale();
  if (locale === undefined) return getBaseUrl();
  let configs: Record<string, { baseUrl?: string }> = {};
  try {
    configs = (siteContextJson(siteContextRaw()).i18n as { localeConfigs?: typeof configs } | undefined)?.localeConfigs ?? {};
  } catch {
    // not JSON: no locales (useDocusaurusContext reports it)
  }
  return configs[locale]?.baseUrl ?? getBaseUrl();
}

/**
 * `MYBLOG_DOCUSAURUS_CONTEXT` as next.config inlines it: read in this one place, so that a bundle holds its text once
 * (useDocusaurusContext reads it through this too).
 */
export const siteContextRaw = (): string | undefined => process.env.MYBLOG_DOCUSAURUS_CONTEXT;

let parsed: { raw: string | undefined; json: Record<string, unknown> } | undefined;

/**
 * `MYBLOG_DOCUSAURUS_CONTEXT` (the site config next.config inlines) as an object, parsed once per value; throws when
 * it is not a JSON object. Read here and by `useDocusaurusContext`.
 */
export function siteContextJson(raw: string | undefined): Record<string, unknown> {
  const memo = parsed;
  if (memo && memo.raw === raw) return memo.json;
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '{}');
  } catch {
    // reported below
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    throw new Error(`MYBLOG_DOCUSAURUS_CONTEXT is not a JSON object: ${raw}`);
  parsed = { raw, json: json as Record<string, unknown> };
  return parsed.json;
}

/** The site origin without a trailing slash (`https://example.com`). */
export const getSiteUrl = (): string => (process.env.MYBLOG_SITE_URL ?? '').replace(/\/+$/, '');

/** True when a URL has a scheme (`https:`, `mailto:`) or is protocol-relative (`//cdn`), as Docusaurus tests it. */
export { hasProtocol };

/** True for a URL inside the site (no scheme), as `@docusaurus/isInternalUrl`. */
export const isInternalUrl = (url?: string): boolean => url !== undefined && !hasProtocol(url);

/**
 * Adds the base URL (the page's locale's, {@link getLocaleBaseUrl}) to a site path, as Docusaurus's `addBaseUrl`;
 * anchors, external URLs and URLs already under that base URL are left alone.
 */
export function withBaseUrl(url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  const baseUrl = getLocaleBaseUrl();
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
