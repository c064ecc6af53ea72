'use client';

import dynamic from 'next/dynamic';

/**
 * The browser-only enhancers of build-time markup, each in a chunk of its own: rendered (and so loaded) only on the
 * pages whose content holds what they enhance (components/content/enhancements.tsx). The markup reads without them.
 */
export const LazyMermaidDiagrams = dynamic(() => import('./mermaid.client'), { ssr: false });
export const LazyLiveCodeBlocks = dynamic(() => import('./live-code.client'), { ssr: false });
