'use client';

import { lazy, Suspense } from 'react';
import type { MermaidConfig } from './mermaid.client';

const MermaidDiagrams = lazy(() => import('./mermaid.client'));
const LiveCodeBlocks = lazy(() => import('./live-code.client'));

/**
 * The enhancers a page's content needs (components/content/enhancements.tsx decides), each in a chunk of its own:
 * Mermaid's when `mermaid` is given, react-live's when `live`. One small module behind one loader, so that what
 * every page loads for them is that loader alone.
 */
export default function Enhancements({ mermaid, live }: { mermaid?: MermaidConfig; live: boolean }) {
  return (
    <Suspense fallback={null}>
      {mermaid ? <MermaidDiagrams config={mermaid} /> : null}
      {live ? <LiveCodeBlocks /> : null}
    </Suspense>
  );
}
