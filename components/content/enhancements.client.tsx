'use client';

import { lazy, Suspense } from 'react';
import type { MermaidConfig } from './mermaid.client';
import { settled } from './settled';

// The server renders them without suspending (./settled.ts).
const MermaidDiagrams = lazy(() =>
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
      settled(require('./mermaid.client') as typeof import('./mermaid.client'))
    : import('./mermaid.client'),
);
const LiveCodeBlocks = lazy(() =>
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
      settled(require('./live-code.client') as typeof import('./live-code.client'))
    : import('./live-code.client'),
);

export interface EnhancementsProps {
  /** Mermaid's settings, on a page with diagrams. */
  readonly mermaid?: MermaidConfig;
  /** True on a page with live code blocks. */
  readonly live: boolean;
  /** The page's locale (their words). */
  readonly locale: string;
}

/**
 * The enhancers a page's content needs (components/content/enhancements.tsx decides), each in a chunk of its own:
 * Mermaid's when `mermaid` is given, react-live's when `live`.
 */
export default function Enhancements({ mermaid, live, locale }: EnhancementsProps) {
  return (
    <Suspense fallback={null}>
      {mermaid ? <MermaidDiagrams config={mermaid} locale={locale} /> : null}
      {live ? <LiveCodeBlocks locale={locale} /> : null}
    </Suspense>
  );
}
