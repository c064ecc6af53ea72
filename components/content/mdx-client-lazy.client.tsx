'use client';

import dynamic from 'next/dynamic';

/**
 * MdxClient in a chunk of its own. The site is one catch-all route, so every client module a page imports
 * would load on every page: through `next/dynamic`, the MDX runtime (the Docusaurus components, the author's
 * modules) loads only on the pages that render MDX in the browser, and is still rendered to HTML at build time.
 * The same loader brings the enhancers of build-time markup (Mermaid, live code) to the pages that hold such
 * markup (components/content/enhancements.tsx): a page without either loads nothing more for them.
 */
export const LazyMdxClient = dynamic(() => import('./mdx-client.client').then((m) => m.MdxClient));
