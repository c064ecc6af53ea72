import type { LocaleMenu as LocaleMenuData, NavbarMenu as NavbarMenuData } from '@/lib/navigation/navbar';
import { withBase } from '@/lib/routes';
import { t } from '@/lib/i18n';

/**
 * The language menu: the same page in each locale. A `<details>` element, so it opens and closes without any
 * script; its links are plain anchors, which the navigation component routes like other internal links.
 */
export function LocaleMenu({ menu }: { menu: LocaleMenuData }) {
  return (
    <details className="locale-menu">
      <summary className="navbar-link" aria-label={`${t('theme.navbar.mobileLanguageDropdown.label')}: ${menu.label}`}>
        <span className="icon-language" aria-hidden="true" />
        {menu.label}
      </summary>
      <ul className="locale-menu-list">
        {menu.items.map((item) => (
          <li key={item.lang}>
            <a href={withBase(item.href)} hrefLang={item.lang} lang={item.lang} aria-current={item.current ? 'true' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A navbar menu of links (Docusaurus's `dropdown` item), in the same `<details>` as the language menu: internal links
 * under the base path, others as written.
 */
export function NavbarMenu({ menu }: { menu: NavbarMenuData }) {
  return (
    <details className="locale-menu navbar-menu">
      <summary className="navbar-link">{menu.label}</summary>
      <ul className="locale-menu-list">
        {menu.links.map((link) => (
          <li key={`${link.label} ${link.href}`}>
            <a href={link.external ? link.href : withBase(link.href)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
