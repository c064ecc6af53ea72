'use client';

import { lazy, Suspense } from 'react';
import type { EnhancementsProps } from './enhancements.client';
import { settled } from './settled';
import type { LocaleLinkRule } from '@/lib/i18n/locale-links';

// The server renders them without suspending (./settled.ts).
const MdxRuntime = lazy(() =>
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
      settled(require('./mdx-runtime.client') as typeof import('./mdx-runtime.client'))
    : import('./mdx-runtime.client'),
);
const Enhancements = lazy(() =>
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
      settled(require('./enhancements.client') as typeof import('./enhancements.client'))
    : import('./enhancements.client'),
);

/**
 * What LazyMdxClient loads, kept small: MDX that must render in the browser (`code`, by mdx-runtime.client.tsx, with
 * the author's modules), and/or the enhancers of build-time markup (`enhance`), on a page in `locale`. Each is a chunk of its own, so a page
 * with a diagram does not load the MDX runtime, nor an MDX page Mermaid. Both render at build time as before (the
 * static export waits for them). `links`: how the page's locale rewrites Markdown links (none in the default locale).
 *
 * No Suspense boundary around the MDX: React writes a large boundary's content apart from the page (hidden, at the
 * end, moved into place by an inline script), so the article would be hidden without scripts and painted after them.
 * In the browser the page waits for the runtime's chunk (preloaded by `next/dynamic`) to hydrate, as it waits for
 * its other scripts, and a navigation keeps the old page until the chunk has loaded.
 */
export function MdxClient({
  code,
  untilTruncate,
  enhance,
  locale,
  links,
}: {
  code?: string;
  /** A blog list's view of a post: up to its truncate marker. */
  untilTruncate?: boolean;
  enhance?: Omit<EnhancementsProps, 'locale'>;
  locale: string;
  links?: LocaleLinkRule;
}) {
  return (
    <>
      {code !== undefined ? <MdxRuntime code={code} untilTruncate={untilTruncate} locale={locale} links={links} /> : null}
      {enhance ? (
        // Enhancers render nothing on the server; in the browser they load while the page is in use.
        <Suspense fallback={null}>
          <Enhancements {...enhance} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}
