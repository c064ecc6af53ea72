import type { ReactNode } from 'react';
import type { LocaleMenu as LocaleMenuData, MenuLink, NavbarMenu as NavbarMenuData } from '@/lib/navigation/navbar';
import type { VersionMenu } from '@/lib/navigation/versions';
import { classesOf } from '@/lib/navigation/html-blocks';
import { safeInlineHtml } from '@/lib/inline-html';
import { NEW_TAB } from '@/lib/external-links';
import { routeWithBase, withBase } from '@/lib/routes';
import { t } from '@/lib/i18n';

/**
 * The language menu: the same page in each locale. A `<details>` element, so it opens and closes without any
 * script; its links are plain anchors, which the navigation component routes like other internal links.
 */
export function LocaleMenu({ menu, className }: { menu: LocaleMenuData; className?: string }) {
  return (
    <details className={className ? `locale-menu ${className}` : 'locale-menu'}>
      <summary className="navbar-link" aria-label={`${t('theme.navbar.mobileLanguageDropdown.label')}: ${menu.label}`}>
        <span className="icon-language" aria-hidden="true" />
        {menu.label}
      </summary>
      <MenuList before={menu.before} after={menu.after}>
        {menu.items.map((item) => (
          <li key={item.lang}>
            <a
              href={routeWithBase(item.href)}
              hrefLang={item.lang}
              lang={item.lang}
              aria-current={item.current ? 'true' : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </MenuList>
    </details>
  );
}

/** A menu's list: its entries, between the links its navbar item lists before and after them. */
function MenuList({
  before,
  after,
  children,
}: {
  before?: readonly MenuLink[];
  after?: readonly MenuLink[];
  children: ReactNode;
}) {
  return (
    <ul className="locale-menu-list">
      {before?.map((link) => (
        <MenuLinkItem key={`before-${link.href}`} link={link} />
      ))}
      {children}
      {after?.map((link) => (
        <MenuLinkItem key={`after-${link.href}`} link={link} />
      ))}
    </ul>
  );
}

/** A link of a navbar menu (a dropdown's, or one the language menu lists around the languages): a page, or a site in a new tab. */
function MenuLinkItem({ link }: { link: MenuLink }) {
  return (
    <li>
      {link.external ? (
        <a href={link.href} {...NEW_TAB}>
          {link.label}
        </a>
      ) : (
        <a href={withBase(link.href)}>{link.label}</a>
      )}
    </li>
  );
}

/**
 * A navbar menu of links (Docusaurus's `dropdown` item), in the same `<details>` as the language menu: internal links
 * under the base path, others as written.
 */
export function NavbarMenu({ menu, className }: { menu: NavbarMenuData; className?: string }) {
  return (
    <details className={className ? `locale-menu navbar-menu ${className}` : 'locale-menu navbar-menu'}>
      <summary className="navbar-link">{menu.label}</summary>
      <ul className="locale-menu-list">
        {menu.entries.map((entry, i) =>
          'html' in entry ? (
            // Docusaurus renders the value as raw HTML; here it is sanitised (no scripts or handlers) at build time.
            <li
              key={i}
              className={['navbar-menu-html', ...classesOf(entry.className)].join(' ')}
              dangerouslySetInnerHTML={{ __html: safeInlineHtml(entry.html) }}
            />
          ) : (
            <MenuLinkItem key={i} link={entry} />
          ),
        )}
      </ul>
    </details>
  );
}

/**
 * A docs plugin's version menu in the navbar (Docusaurus's `docsVersionDropdown` item), in the same `<details>` as
 * the other menus: labelled with the version it shows (in the drawer, Docusaurus's "Versions" word; a left item, one
 * copy for both, holds both labels and the stylesheet shows the one that applies), its item's own
 * links around the versions; choosing a version keeps it as the preferred one (`data-version`, read by
 * `NavbarMenus`), as Docusaurus does.
 */
export function NavbarVersionMenu({
  menu,
  label,
  barLabel,
  className,
}: {
  menu: VersionMenu;
  label: string;
  /** A left item's label in the bar, when its one copy is both the bar's item and the drawer's (`label`). */
  barLabel?: string;
  className?: string;
}) {
  return (
    <details
      className={className ? `locale-menu navbar-menu ${className}` : 'locale-menu navbar-menu'}
      data-version-menu={menu.pluginId}
      data-label={menu.label}
    >
      <summary className="navbar-link">
        {barLabel === undefined ? (
          label
        ) : (
          <>
            <span className="version-menu-bar-label">{barLabel}</span>
            <span className="version-menu-drawer-label">{label}</span>
          </>
        )}
      </summary>
      <MenuList before={menu.before} after={menu.after}>
        {menu.versions.map((v) => (
          <li key={v.name}>
            <a href={routeWithBase(v.href)} data-version={v.name} aria-current={v.name === menu.current ? 'true' : undefined}>
              {v.label}
            </a>
          </li>
        ))}
      </MenuList>
    </details>
  );
}
