'use client';

import dynamic from 'next/dynamic';

/**
 * MdxClient in a chunk of its own. The site is one catch-all route, so every client module a page imports
 * would load on every page: through `next/dynamic`, the MDX runtime (the Docusaurus components, the author's
 * modules) loads only on the pages that render MDX in the browser, and is still rendered to HTML at build time.
 */
export const LazyMdxClient = dynamic(() => import('./mdx-client.client').then((m) => m.MdxClient));

/**
 * The enhancers of build-time markup (Mermaid diagrams, live code blocks; components/content/enhancements.tsx), in a
 * chunk of their own that only the pages holding such content load. Declared in this module, which every page loads
 * already, so that a page without them loads only this one loader more.
 */
export const LazyEnhancements = dynamic(() => import('./enhancements.client'));
