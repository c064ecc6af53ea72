import Link from 'next/link';
import { getBrand, getLocaleMenu, getNavbarLinks, getNavbarMenus, pageSectionOf, pageSidebarName } from '@/lib/navigation/navbar';
import { getVersionedPlugins } from '@/lib/navigation/versions';
import { LocaleMenu, NavbarMenu } from './locale-menu';
import { basePath } from '@/lib/routes';
import { t } from '@/lib/i18n';
import { getColorToggleStrings, getMenuToggleStrings, getSearchStrings } from '@/lib/i18n/client-strings';
import { SearchButton } from '@/components/search/search-button.client';
import { MenuToggle } from './menu-toggle.client';
import { NavLinks } from './nav-links.client';
import { ThemeToggle } from './theme-toggle.client';

/** The site header: brand, section links, right-hand links (GitHub as an icon) and colour-mode switch; a drawer on small screens. */
export function Navbar({ href }: { href?: string }) {
  const brand = getBrand();
  // Doc links stay in the version of the page being read.
  const within = pageSectionOf(href);
  const { left, right } = getNavbarLinks(undefined, within);
  const menus = getNavbarMenus(undefined, within);
  const localeMenu = getLocaleMenu(href);
  // Only a site with versions passes them: an undefined prop would still travel in every page's payload.
  const versioned = getVersionedPlugins();
  const searchVersions = versioned.length > 0 ? { versions: versioned } : {};
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label={t('theme.NavBar.navAriaLabel')}>
        <MenuToggle strings={getMenuToggleStrings()} />
        {brand ? (
          <Link href={brand.href} className="navbar-brand" aria-label={brand.label}>
            {brand.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- a static logo; next/image adds nothing here
              <img src={brand.logo} alt={brand.alt} width={28} height={28} />
            ) : null}
            {brand.title !== undefined ? <span>{brand.title}</span> : null}
          </Link>
        ) : null}
        <NavLinks
          items={left
            .filter((l) => !l.external)
            .map(({ label, href, activePrefix, sidebar }) => ({
              label,
              href,
              activePrefix: activePrefix ?? href,
              ...(sidebar ? { sidebar } : {}),
            }))}
          // Only a navbar with sidebar links needs the page's sidebar: the prop travels in every page's payload.
          {...(left.some((l) => l.sidebar) ? { pageSidebar: pageSidebarName(href) } : {})}
        />
        <div className="navbar-right">
          {left
            .filter((l) => l.external)
            .map((l, i) => (
              <a key={`${l.href} ${i}`} className="navbar-link navbar-external" href={l.href}>
                {l.label}
              </a>
            ))}
          {menus.map((menu) => (
            <NavbarMenu key={menu.label} menu={menu} />
          ))}
          {localeMenu ? <LocaleMenu menu={localeMenu} /> : null}
          <SearchButton basePath={basePath} strings={getSearchStrings()} {...searchVersions} />
          {right.map((l, i) =>
            // The GitHub mark where the item asks for it (Docusaurus sites' `header-github-link`), else the label, as Docusaurus shows it.
            /^https:\/\/github\.com\//.test(l.href) && /\bheader-github-link\b/.test(l.className ?? '') ? (
              <a
                key={`${l.href} ${i}`}
                className="icon-button"
                href={l.href}
                aria-label={t('site.repoLink', { label: l.label })}
                title={t('site.repoLink', { label: l.label })}
              >
                {/* The mark is drawn by CSS (app/globals.css): an inline SVG path would travel in every page twice. */}
                <span className="icon-github" aria-hidden="true" />
              </a>
            ) : l.external ? (
              <a key={`${l.href} ${i}`} className="navbar-link navbar-external" href={l.href}>
                {l.label}
              </a>
            ) : (
              <Link key={`${l.href} ${i}`} className="navbar-link" href={l.href}>
                {l.label}
              </Link>
            ),
          )}
          <ThemeToggle strings={getColorToggleStrings()} />
        </div>
      </nav>
    </header>
  );
}
