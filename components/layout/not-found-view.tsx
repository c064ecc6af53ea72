import { HtmlBlock } from '@/components/content/static-html';
import { siteLocale } from '@/lib/i18n';
import { notFoundHtml } from '@/lib/navigation/html-blocks';
import { notFoundHref } from '@/lib/routes';
import { routeCaseScript } from '@/lib/route-case';

/**
 * The not-found view of a locale (the default locale's by default), as a block of the locale's not-found page: the
 * export's 404.html for the default locale, `<locale>/404/` for another (lib/routes.ts `notFoundHref`).
 */
export function NotFoundView({ locale = siteLocale.locale }: { locale?: string }) {
  const page = locale === siteLocale.locale ? '/404.html' : notFoundHref(locale);
  return <HtmlBlock href={page} slot="not-found" className="not-found" html={notFoundHtml(locale)} />;
}

/**
 * A not-found page of its own (404.html, `<locale>/404/`): the script that goes to the page the URL names in another
 * letter case, as Docusaurus's router shows it (lib/route-case.ts), then the view. The script comes first: it hides
 * the view until it has decided, so that a URL in the wrong case does not paint "page not found" on its way. Not in
 * the bare block every page's payload holds (app/not-found.tsx).
 */
export function NotFoundPage({ locale }: { locale?: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: routeCaseScript() }} />
      <NotFoundView locale={locale} />
    </>
  );
}
