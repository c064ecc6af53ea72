'use client';

import dynamic from 'next/dynamic';

/**
 * MdxClient in a chunk of its own. The site is one catch-all route, so every client module a page imports
 * would load on every page: through `next/dynamic`, the MDX runtime (the Docusaurus components, the author's
 * modules) loads only on the pages that render MDX in the browser, and is still rendered to HTML at build time.
 */
export const LazyMdxClient = dynamic(() => import('./mdx-client.client').then((m) => m.MdxClient));

/**
 * The enhancers of build-time markup, each in a chunk of its own, loaded only on the pages whose content holds what
 * they enhance (components/content/enhancements.tsx): Mermaid diagrams, live code blocks. In this module, which
 * every page loads already, so that a page without them loads no more than it did.
 */
export const LazyMermaidDiagrams = dynamic(() => import('./mermaid.client'));
export const LazyLiveCodeBlocks = dynamic(() => import('./live-code.client'));
