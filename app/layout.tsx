import type { Metadata, Viewport } from 'next';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { NavigationEvents } from '@/components/layout/navigation-events.client';
import { siteConfig } from '@/config/site';
import { HtmlBlock } from '@/components/content/static-html';
import { HEAD_SCRIPT } from '@/lib/navigation/inline-scripts';
import { DEFAULT_DESCRIPTION, FAVICON, FEED_ALTERNATES } from '@/lib/metadata';
import { absoluteUrl, basePath, withBase } from '@/lib/routes';
import { siteLocale } from '@/lib/i18n';
import './globals.css';
import './code-colours.css';
import '@/components/mdx/docusaurus/docusaurus.css';

export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  title: { default: siteConfig.title, template: `%s | ${siteConfig.title}` },
  description: DEFAULT_DESCRIPTION,
  applicationName: siteConfig.title,
  authors: siteConfig.author ? [{ name: siteConfig.author }] : undefined,
  icons: { icon: [{ url: FAVICON.href, type: FAVICON.type }], apple: withBase('/img/apple-touch-icon.png') },
  manifest: withBase('/manifest.webmanifest'),
  alternates: { types: FEED_ALTERNATES },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

/** Development only: a content error reported by scripts/dev.mjs is thrown here, so Next's error overlay shows it. */
function DevContentError() {
  if (process.env.NODE_ENV === 'development') {
    let status: { error?: string | null } = {};
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file written by `npm run dev`, absent otherwise
      status = require('../.contentlayer/dev-status.json');
    } catch {
      // A bare `next dev`: no content-layer status to show.
    }
    if (status.error) throw new Error(status.error);
  }
  return null;
}

/**
 * The document shared by every route: theme and navigation behaviour. The navbar, main landmark and footer are the
 * page's (components/layout/site-shell.tsx), in its language; `<html lang dir>` here is the default locale's, which
 * the build rewrites on other locales' pages.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteLocale.htmlLang} dir={siteLocale.direction} suppressHydrationWarning>
      <head>
        {/* A block: the payload of every page would carry the script's text again. */}
        <HtmlBlock href="/" slot="head-script" as="script" html={HEAD_SCRIPT} />
      </head>
      <body>
        <ThemeProvider attribute="data-theme" defaultTheme="light" enableSystem={false} disableTransitionOnChange>
          <DevContentError />
          {children}
          <NavigationEvents basePath={basePath} />
        </ThemeProvider>
      </body>
    </html>
  );
}
