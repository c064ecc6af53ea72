import type { ReactNode } from 'react';
import { CopyCode } from '@/components/content/copy-code.client';
import { pageLocale, t } from '@/lib/i18n';
import { getCopyCodeStrings } from '@/lib/i18n/client-strings';
import { AnnouncementBar } from './announcement-bar';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { pageOwnsMain } from '@/lib/route-table';

/**
 * The page shell in the page's locale: skip link, announcement bar (when the site has one), navbar, main landmark
 * and footer. The catch-all segment's layout renders it (app/[[...path]]/layout.tsx), not the root layout, which
 * does not know which page (and so which language) it holds. `data-html-lang` and `data-html-dir` name the page's
 * language: the build writes them into `<html lang dir>` of the exported page (scripts/lib/html-lang.mjs), and a
 * client navigation copies them there (navigation-events.client.tsx).
 */
export function SiteShell({ href, children }: { href?: string; children: ReactNode }) {
  const locale = pageLocale();
  // A Docusaurus React page that renders its own <main> (as the template's home page does) gets no second one.
  const Main = href !== undefined && pageOwnsMain(href) ? 'div' : 'main';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('theme.common.skipToMainContent')}
      </a>
      <AnnouncementBar />
      <Navbar href={href} />
      <Main id="main" className="main" data-html-lang={locale.htmlLang} data-html-dir={locale.direction}>
        {children}
      </Main>
      <Footer />
      <CopyCode strings={getCopyCodeStrings()} />
    </>
  );
}
