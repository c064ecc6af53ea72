import Link from 'next/link';
import { siteConfig } from '@/config/site';
import { getFooterColumns } from '@/lib/navigation/navbar';

/** The site footer: columns of links (configured, or the sections, the blogs and more) and the copyright. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="页脚导航" className="footer-links">
          {getFooterColumns().map((column) => (
            <div key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.label}-${link.href}`}>
                    {link.external ? (
                      <a href={link.href}>{link.label}</a>
                    ) : (
                      <Link href={link.href} prefetch={false}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="footer-copyright">{siteConfig.footer.copyright}</p>
      </div>
    </footer>
  );
}
