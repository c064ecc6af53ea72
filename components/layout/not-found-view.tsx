import { HtmlBlock } from '@/components/content/static-html';
import { siteLocale } from '@/lib/i18n';
import { notFoundHtml } from '@/lib/navigation/html-blocks';
import { notFoundHref } from '@/lib/routes';

/**
 * The not-found view of a locale (the default locale's by default), as a block of the locale's not-found page: the
 * export's 404.html for the default locale, `<locale>/404/` for another (lib/routes.ts `notFoundHref`).
 */
export function NotFoundView({ locale = siteLocale.locale }: { locale?: string }) {
  const page = locale === siteLocale.locale ? '/404.html' : notFoundHref(locale);
  return <HtmlBlock href={page} slot="not-found" className="not-found" html={notFoundHtml(locale)} />;
}
