import type { ReactNode } from 'react';
import { CopyCode } from '@/components/content/copy-code.client';
import { pageLocale, t } from '@/lib/i18n';
import { getCopyCodeStrings } from '@/lib/i18n/client-strings';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The page shell in the page's locale: skip link, navbar, main landmark and footer. The catch-all segment's layout
 * renders it (app/[[...path]]/layout.tsx), not the root layout, which does not know which page (and so which
 * language) it holds. `data-html-lang`
 * and `data-html-dir` name the page's language: the build writes them into `<html lang dir>` of the exported page
 * (scripts/lib/html-lang.mjs), and a client navigation copies them there (navigation-events.client.tsx).
 */
export function SiteShell({ href, children }: { href?: string; children: ReactNode }) {
  const locale = pageLocale();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('theme.common.skipToMainContent')}
      </a>
      <Navbar href={href} />
      <main id="main" className="main" data-html-lang={locale.htmlLang} data-html-dir={locale.direction}>
        {children}
      </main>
      <Footer />
      <CopyCode strings={getCopyCodeStrings()} />
    </>
  );
}
