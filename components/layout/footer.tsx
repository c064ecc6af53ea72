import { HtmlBlock } from '@/components/content/static-html';
import { siteConfig } from '@/config/site';
import { safeInlineHtml } from '@/lib/inline-html';
import { footerColumnsHtml } from '@/lib/navigation/html-blocks';
import { pageLocale, t } from '@/lib/i18n';
import { translated } from '@/lib/i18n/site-translations';
import { homeHref } from '@/lib/routes';

/**
 * The site footer in the page's locale: columns of links (configured, or the sections, the blogs and more) and the
 * copyright, translated by the locale's footer.json. The columns are a block of HTML, one per locale, keyed to the
 * locale's home page: every page of the locale holds the same.
 */
export function Footer() {
  const { locale } = pageLocale();
  const copyright = translated(locale, 'docusaurus-theme-classic/footer.json', 'copyright', siteConfig.footer.copyright);
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label={t('site.footerNavLabel')}>
          <HtmlBlock className="footer-links" href={homeHref(locale)} slot="footer-links" html={footerColumnsHtml(locale)} />
        </nav>
        {/* HTML, as Docusaurus renders its copyright line (sanitised at build time); a div, since it may hold paragraphs. */}
        <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: safeInlineHtml(copyright) }} />
      </div>
    </footer>
  );
}
