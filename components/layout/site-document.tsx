import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { HeadTags } from './head-tags';
import { HtmlBlock } from '@/components/content/static-html';
import { siteConfig } from '@/config/site';
import { basePath } from '@/lib/routes';
import { siteLocale } from '@/lib/i18n';
import { HEAD_SCRIPT } from '@/lib/navigation/inline-scripts';
import { NavigationEvents } from './navigation-events.client';

/** Development only: a content error reported by scripts/dev.mjs is thrown here, so Next's error overlay shows it. */
function DevContentError() {
  if (process.env.NODE_ENV === 'development') {
    let status: { error?: string | null } = {};
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file written by `npm run dev`, absent otherwise
      status = require('../../.contentlayer/dev-status.json');
    } catch {
      // A bare `next dev`: no content-layer status to show.
    }
    if (status.error) throw new Error(status.error);
  }
  return null;
}

/**
 * The colour mode as Docusaurus's inline script picks it (theme-classic's getThemeInlineScript): the mode the reader
 * chose (stored), else their system's with `respectPrefersColorScheme`, else `defaultMode`. Without the switch
 * (`disableSwitch`) a mode chosen earlier is not applied (Docusaurus deletes it): the default is, or the system's.
 */
function themeOptions() {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = siteConfig.colorMode;
  if (disableSwitch && !respectPrefersColorScheme) return { forcedTheme: defaultMode };
  return {
    defaultTheme: respectPrefersColorScheme ? 'system' : defaultMode,
    enableSystem: respectPrefersColorScheme,
    // No switch: a key nothing writes, so no stored mode applies.
    ...(disableSwitch ? { storageKey: 'theme-no-switch' } : {}),
  };
}

/**
 * The document around every page: `<html>`, the head script, the colour mode and the navigation behaviour. The root
 * layout and the not-found page (app/global-not-found.tsx, which Next renders without the layout) share it.
 * `<html lang dir>` is the default locale's: the build rewrites it on other locales' pages (scripts/lib/html-lang.mjs).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={siteLocale.htmlLang} dir={siteLocale.direction} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root document: next/head is the Pages Router's */}
      <head>
        {/* A block: the payload of every page would carry the script's text again. */}
        <HtmlBlock href="/" slot="head-script" as="script" html={HEAD_SCRIPT} />
        <HeadTags />
      </head>
      <body>
        <ThemeProvider attribute="data-theme" disableTransitionOnChange {...themeOptions()}>
          <DevContentError />
          {children}
          <NavigationEvents basePath={basePath} />
        </ThemeProvider>
      </body>
    </html>
  );
}
