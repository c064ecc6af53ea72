'use client';

import { lazy, Suspense } from 'react';
import type { MermaidConfig } from './mermaid.client';

const MermaidDiagrams = lazy(() => import('./mermaid.client'));
const LiveCodeBlocks = lazy(() => import('./live-code.client'));

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
