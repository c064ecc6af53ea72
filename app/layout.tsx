import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { ROOT_METADATA, ROOT_VIEWPORT } from '@/lib/metadata';
import './globals.css';
import './code-colours.css';
import '@/components/mdx/docusaurus/docusaurus.css';

export const metadata: Metadata = ROOT_METADATA;

export const viewport: Viewport = ROOT_VIEWPORT;

/**
 * The document shared by every route: theme and navigation behaviour (components/layout/site-document.tsx). The
 * navbar, main landmark and footer are the page's (components/layout/site-shell.tsx), in its language.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
