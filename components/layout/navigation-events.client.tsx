'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { prefetchStaticHtml } from '@/components/content/static-html.client';
import { internalLink, internalTarget, isSameDocument, PROGRESS_DELAY_MS } from '@/lib/navigation/client-nav';

type Progress = typeof import('nprogress');
let progress: Progress | undefined;

/** The progress bar module, loaded on first use. */
async function loadProgress(): Promise<Progress> {
  if (!progress) {
    const bar = (await import('nprogress')).default;
    bar.configure({ showSpinner: false, trickleSpeed: 250, minimum: 0.15 });
    progress = bar;
  }
  return progress;
}

interface RouterLike {
  push(href: string, options?: unknown): void;
  replace(href: string, options?: unknown): void;
  prefetch(href: string): void;
}

/**
 * Client navigation behaviours the App Router lacks (SPEC §4):
 * - a navigation (link click, `router.push`/`replace`, back/forward) still pending after 1000 ms shows a
 *   thin nprogress bar until the new page has rendered; hash-only and same-URL clicks start nothing;
 * - plain anchors to internal pages (Markdown links) navigate client-side like `next/link`;
 * - pointing at, touching or focusing an internal link prefetches its page: the route (plain anchors have no
 *   `next/link` to do it) and the page's HTML blocks, which the route's payload does not carry (StaticHtml);
 * - after a navigation, scroll to the `#hash` target (Chinese ids included) or to the top; the first load
 *   leaves scrolling to the browser; `<html lang dir>` take the new page's language.
 */
export function NavigationEvents({ basePath }: { basePath: string }) {
  const pathname = usePathname();
  const router = useRouter() as RouterLike;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    /** The path of an internal URL as the router takes it (without the base path). */
    const appPath = (target: URL) => target.pathname.slice(basePath.length) || '/';
    const start = (target: URL) => {
      if (isSameDocument(target, new URL(window.location.href))) return;
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (!pending.current) return;
        // nprogress loads only for navigations slow enough to need it: nothing of it in the first load.
        void loadProgress().then((bar) => pending.current && bar.start());
      }, PROGRESS_DELAY_MS);
    };

    const onClick = (event: MouseEvent) => {
      const target = internalTarget(event, basePath, window.location);
      if (!target || isSameDocument(target, new URL(window.location.href))) return;
      if (!event.defaultPrevented) {
        // A plain <a> (Markdown content): navigate client-side instead of reloading the page.
        event.preventDefault();
        router.push(`${appPath(target)}${target.search}${target.hash}`);
      }
      start(target);
    };
    const onPopState = () => start(new URL(window.location.href));
    const onIntent = (event: Event) => {
      if (document.documentElement.dataset.prefetch === 'off') return; // 2g with data saving (HEAD_SCRIPT)
      const target = internalLink(event.target, basePath, window.location);
      if (!target || isSameDocument(target, new URL(window.location.href))) return;
      if (/\.[^/]*$/.test(target.pathname)) return; // a file (a feed, an image), not a page
      if ((event.target as Element | null)?.closest?.('a[data-no-prefetch]')) return; // no page there (static/)
      router.prefetch(appPath(target));
      prefetchStaticHtml(target);
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;

    // Wrap the app's router instances (useRouter()'s and the global one) to catch every push/replace.
    const appUrl = (href: string) => new URL(href.startsWith('/') ? `${basePath}${href}` : href, window.location.href);
    const globalRouter = (window as unknown as { next?: { router?: RouterLike } }).next?.router;
    const restore = [...new Set([router, globalRouter])]
      .filter((r): r is RouterLike => r !== undefined)
      .map((instance) => {
        const { push, replace } = instance;
        instance.push = (href, options) => {
          start(appUrl(href));
          push.call(instance, href, options);
        };
        instance.replace = (href, options) => {
          start(appUrl(href));
          replace.call(instance, href, options);
        };
        return () => Object.assign(instance, { push, replace });
      });

    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    for (const type of intents) window.addEventListener(type, onIntent, { passive: true });
    // Marks the page as interactive (navigation handled by the app); tests and CSS can rely on it.
    document.documentElement.dataset.js = 'ready';
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      for (const type of intents) window.removeEventListener(type, onIntent);
      restore.forEach((undo) => undo());
    };
  }, [basePath, router]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    pending.current = false;
    clearTimeout(timer.current);
    progress?.done();
    const hash = window.location.hash.slice(1);
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      /* keep as written */
    }
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  // The page's language (its shell's main landmark names it) on <html>, which the root layout keeps across navigations.
  useEffect(() => {
    const main = document.getElementById('main');
    const root = document.documentElement;
    if (main?.dataset.htmlLang && root.lang !== main.dataset.htmlLang) root.lang = main.dataset.htmlLang;
    if (main?.dataset.htmlDir && root.dir !== main.dataset.htmlDir) root.dir = main.dataset.htmlDir;
  }, [pathname]);

  return null;
}
