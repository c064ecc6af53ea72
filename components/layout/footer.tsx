import { HtmlBlock } from '@/components/content/static-html';
import { siteConfig } from '@/config/site';
import { safeInlineHtml } from '@/lib/inline-html';
import { footerColumnsHtml } from '@/lib/navigation/html-blocks';
import { getFooterLogo } from '@/lib/navigation/navbar';
import { pageLocale, t } from '@/lib/i18n';
import { footerCopyright } from '@/lib/i18n/site-translations';
import { homeHref } from '@/lib/routes';

/**
 * The site footer in the page's locale, laid out as Docusaurus's (theme-classic `Footer/Layout`): the links (columns,
 * or a simple footer's one row), then the logo and the copyright, translated by the locale's footer.json. The links
 * are a block of HTML, one per locale, keyed to the locale's home page: every page of the locale holds the same.
 * `style: 'dark'` is a dark footer in both colour modes, as Docusaurus's `footer--dark`.
 */
export function Footer() {
  const { locale } = pageLocale();
  const copyright = footerCopyright(locale);
  const logo = getFooterLogo(locale);
  const links = footerColumnsHtml(locale);
  const image = logo && (
    // Both images are in the page; the colour mode shows one (Docusaurus's ThemedImage).
    <>
      {[logo.src, logo.srcDark].map((src, i) =>
        i === 1 && logo.srcDark === logo.src ? null : (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={src}
            className={logo.srcDark === logo.src ? 'footer-logo' : `footer-logo footer-logo--${i === 0 ? 'light' : 'dark'}`}
            src={src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        ),
      )}
    </>
  );
  // Nothing to show (a Docusaurus site without themeConfig.footer): no footer, as Docusaurus renders none.
  if (links === '' && !logo && copyright.trim() === '') return null;
  return (
    <footer className={siteConfig.footer.style === 'dark' ? 'footer footer-dark' : 'footer'}>
      <div className="footer-inner">
        {links !== '' ? (
          <nav aria-label={t('site.footerNavLabel')}>
            <HtmlBlock className="footer-links" href={homeHref(locale)} slot="footer-links" html={links} />
          </nav>
        ) : null}
        {logo ? (
          <div className="footer-logo-row">
            {logo.href ? (
              <a
                className="footer-logo-link"
                href={logo.href}
                {...(logo.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {image}
              </a>
            ) : (
              image
            )}
          </div>
        ) : null}
        {/* HTML, as Docusaurus renders its copyright line (sanitised at build time); a div, since it may hold paragraphs. */}
        {copyright.trim() === '' ? null : (
          <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: safeInlineHtml(copyright) }} />
        )}
      </div>
    </footer>
  );
}
