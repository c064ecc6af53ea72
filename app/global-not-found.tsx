import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/config/site';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { PageUrlTags } from '@/components/layout/page-url-tags';
import { NOT_FOUND_TITLED_BY_SITE, ROOT_METADATA, ROOT_VIEWPORT, formatPageTitle, notFoundUrls } from '@/lib/metadata';
import { NotFoundPage } from '@/components/layout/not-found-view';
import { notFoundTitle } from '@/lib/navigation/html-blocks';
import { siteTitle } from '@/lib/i18n/site-translations';
import './globals.css';
import './code-colours.css';
import '@/components/mdx/docusaurus/docusaurus.css';

// Titled as Docusaurus's NotFound page (`<title> | <site title>`; the site's title alone when docs sit at the root:
// NOT_FOUND_TITLED_BY_SITE), in the title, og:title and twitter:title.
const site = siteTitle(siteConfig.i18n.defaultLocale);
const title = NOT_FOUND_TITLED_BY_SITE ? site : formatPageTitle(notFoundTitle(), site);
export const metadata: Metadata = {
  ...ROOT_METADATA,
  title: { absolute: title },
  openGraph: { title },
  twitter: { card: 'summary_large_image', title },
};

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
        <PageUrlTags urls={notFoundUrls(siteConfig.i18n.defaultLocale)} />
        <NotFoundPage />
      </SiteShell>
    </SiteDocument>
  );
}
