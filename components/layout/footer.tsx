import { HtmlBlock } from '@/components/content/static-html';
import { siteConfig } from '@/config/site';
import { safeInlineHtml } from '@/lib/inline-html';
import { footerColumnsHtml } from '@/lib/navigation/html-blocks';

/**
 * The site footer: columns of links (configured, or the sections, the blogs and more) and the copyright. The
 * columns are a block of HTML: the root layout, and so its block, stays in the page across navigations.
 */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="页脚导航">
          <HtmlBlock className="footer-links" href="/" slot="footer-links" html={footerColumnsHtml()} />
        </nav>
        {/* HTML, as Docusaurus renders its copyright line (sanitised at build time); a div, since it may hold paragraphs. */}
        <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: safeInlineHtml(siteConfig.footer.copyright) }} />
      </div>
    </footer>
  );
}
