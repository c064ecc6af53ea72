/**
 * Inline scripts that must run before the site's JavaScript (or without it): they are strings rendered
 * into the HTML. Each is a self-contained function serialized with its arguments.
 */
import { t } from '../i18n';
import { isSearchShortcut } from '../search-shortcut';

/**
 * Runs in <head> before Next boots:
 * - `…/index.html` is tidied to its folder URL in the address bar (no reload, and the router starts from the
 *   canonical URL, so there is no client-side not-found flash);
 * - on a 2g connection with data saving on, route prefetches (Next's `HEAD` probes and requests with the
 *   `Next-Router-Prefetch` header) fail locally instead of going to the network;
 * - the search shortcut (`/`, Ctrl+K, ⌘K) pressed before the search button is hydrated is remembered
 *   (`data-search-requested`) and opens the dialog once it is (components/search/search-button.client.tsx),
 *   instead of being lost; once the button is there (`data-search="ready"`) this listener does nothing.
 */
function headScript(isSearchShortcut: (e: KeyboardEvent) => boolean): void {
  const root = document.documentElement;
  addEventListener('keydown', (e) => {
    if (root.dataset.search === 'ready' || !isSearchShortcut(e)) return;
    e.preventDefault();
    root.dataset.searchRequested = '1';
  });
  const path = location.pathname;
  if (/\/index\.html$/.test(path)) {
    history.replaceState(history.state, '', path.slice(0, -'index.html'.length) + location.search + location.hash);
  }
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  if (connection && connection.saveData && String(connection.effectiveType).indexOf('2g') !== -1) {
    const realFetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : undefined;
      const headers = new Headers(init?.headers ?? request?.headers);
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      if (headers.has('next-router-prefetch') || method === 'HEAD') {
        return Promise.reject(new TypeError('prefetch disabled on a 2g save-data connection'));
      }
      return realFetch(input, init);
    };
    document.documentElement.dataset.prefetch = 'off';
  }
}

/** The head script as HTML-safe source. */
export const HEAD_SCRIPT = `(${headScript.toString()})(${isSearchShortcut.toString()})`;

/**
 * Runs on the home page, inline, so it works when the site's JS and CSS fail to load: when the page is not
 * served under the configured base path, a banner names the configured value and the likely right one.
 */
function baseUrlBanner(configured: string, words: { title: string; detail: string }): void {
  const path = location.pathname.replace(/index\.html$/, '');
  if (path.indexOf(configured) === 0) return;
  const suggested = path.endsWith('/') ? path : `${path}/`;
  const banner = document.createElement('div');
  banner.id = 'base-url-issue-banner';
  banner.setAttribute('role', 'alert');
  banner.setAttribute(
    'style',
    'border:3px solid #b91c1c;background:#fdecec;color:#1c1e21;margin:16px;padding:16px;font:16px/1.6 sans-serif;border-radius:8px',
  );
  const strong = document.createElement('p');
  strong.style.fontWeight = 'bold';
  strong.style.margin = '0 0 8px';
  strong.textContent = words.title;
  const detail = document.createElement('p');
  detail.style.margin = '0';
  const values: Record<string, string> = { configured, path: location.pathname, suggested };
  detail.textContent = words.detail.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  banner.append(strong, detail);
  const insert = () => document.body.prepend(banner);
  if (document.body) insert();
  else document.addEventListener('DOMContentLoaded', insert);
}

/** The banner script for a configured base URL (e.g. `/myblog/`). */
export const baseUrlBannerScript = (configured: string): string =>
  `(${baseUrlBanner.toString()})(${JSON.stringify(configured)},${JSON.stringify({
    title: t('site.baseUrl.title'),
    detail: t('site.baseUrl.detail'),
  }).replace(/</g, '\\u003c')})`;
