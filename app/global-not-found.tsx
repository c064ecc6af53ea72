import type { Metadata, Viewport } from 'next';
import { HtmlBlock } from '@/components/content/static-html';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { ROOT_METADATA, ROOT_VIEWPORT } from '@/lib/metadata';
import { NOT_FOUND_TITLE, notFoundHtml } from '@/lib/navigation/html-blocks';
import './globals.css';
import './code-colours.css';
import '@/components/mdx/docusaurus/docusaurus.css';

export const metadata: Metadata = { ...ROOT_METADATA, title: NOT_FOUND_TITLE };

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
        <HtmlBlock href="/404.html" slot="not-found" className="not-found" html={notFoundHtml()} />
      </SiteShell>
    </SiteDocument>
  );
}
