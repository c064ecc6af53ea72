/**
 * Pure helpers for the client-side navigation behaviours (no React): which clicks start a navigation,
 * and how long to wait before showing the progress bar.
 */

/** A navigation shorter than this shows no progress bar (SPEC §4). */
export const PROGRESS_DELAY_MS = 1000;

/** A loading view shows its spinner only after this (SPEC §4). */
export const SPINNER_DELAY_MS = 200;

/** True when two URLs differ only in their hash (or not at all): such a click starts no navigation. */
export function isSameDocument(a: URL, b: URL): boolean {
  return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
}

/** The internal URL a click on an anchor would navigate to, or undefined when it leaves the app or is special. */
export function internalTarget(event: MouseEvent, basePath: string, location: Location): URL | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  return internalLink(event.target, basePath, location);
}

/** The internal URL of the anchor holding `target` (an event's target), or undefined when it leaves the app or is special. */
export function internalLink(target: EventTarget | null, basePath: string, location: Location): URL | undefined {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return undefined;
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined;
  return url;
}
