import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { ROOT_METADATA, ROOT_VIEWPORT } from '@/lib/metadata';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundTitle } from '@/lib/navigation/html-blocks';
import './globals.css';
import './code-colours.css';
import '@/components/mdx/docusaurus/docusaurus.css';

export const metadata: Metadata = { ...ROOT_METADATA, title: notFoundTitle() };

export const viewport: Viewport = ROOT_VIEWPORT;

/**
 * The not-found page (exported as 404.html), with the whole page shell. Next renders it without the root layout
 * (`experimental.globalNotFound`), so the shell travels in this page only: the root layout's not-found boundary,
 * which every page's payload holds, stays the bare block of app/not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <NotFoundView />
      </SiteShell>
    </SiteDocument>
  );
}
