'use client';

import dynamic from 'next/dynamic';
import { settled } from './settled';

/**
 * MdxClient in a chunk of its own. The site is one catch-all route, so every client module a page imports
 * would load on every page: through `next/dynamic`, the MDX runtime (the Docusaurus components, the author's
 * modules) loads only on the pages that render MDX in the browser, and is still rendered to HTML at build time.
 * The same loader brings the enhancers of build-time markup (Mermaid, live code) to the pages that hold such
 * markup (components/content/enhancements.tsx): a page without either loads nothing more for them.
 */
export const LazyMdxClient = dynamic(() =>
  // The server renders it without suspending (./settled.ts).
  (typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only (./settled.ts)
      settled(require('./mdx-client.client') as typeof import('./mdx-client.client'))
    : import('./mdx-client.client')
  ).then((m) => m.MdxClient),
);
