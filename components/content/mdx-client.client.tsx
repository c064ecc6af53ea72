'use client';

import { lazy, Suspense } from 'react';
import type { EnhancementsProps } from './enhancements.client';
import type { LocaleLinkRule } from '@/lib/i18n/locale-links';

const MdxRuntime = lazy(() => import('./mdx-runtime.client'));
const Enhancements = lazy(() => import('./enhancements.client'));

/**
 * What LazyMdxClient loads, kept small: MDX that must render in the browser (`code`, by mdx-runtime.client.tsx, with
 * the author's modules), and/or the enhancers of build-time markup (`enhance`), on a page in `locale`. Each is a chunk of its own, so a page
 * with a diagram does not load the MDX runtime, nor an MDX page Mermaid. Both render at build time as before (the
 * static export waits for them). `links`: how the page's locale rewrites Markdown links (none in the default locale).
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
    <Suspense fallback={null}>
      {code !== undefined ? <MdxRuntime code={code} untilTruncate={untilTruncate} locale={locale} links={links} /> : null}
      {enhance ? <Enhancements {...enhance} locale={locale} /> : null}
    </Suspense>
  );
}
