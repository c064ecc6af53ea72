import Link from '@/components/ui/site-link';
import type { CSSProperties, ReactNode } from 'react';
import { HtmlBlock } from '@/components/content/static-html';
import { siteConfig } from '@/config/site';
import { NEW_TAB } from '@/lib/external-links';
import { safeInlineHtml } from '@/lib/inline-html';
import {
  getBrand,
  getLocaleMenu,
  getNavbarItems,
  pageSectionOf,
  pageSidebarName,
  type NavbarEntry,
  type NavbarLogo,
  type ResolvedLink,
} from '@/lib/navigation/navbar';
import { NAVBAR_FIT_SCRIPT, NAVBAR_PENDING_SCRIPT } from '@/lib/navigation/navbar-fit';
import { getNavbarVersionMenu, getVersionedPlugins } from '@/lib/navigation/versions';
import { LocaleMenu, NavbarMenu, NavbarVersionMenu } from './locale-menu';
import { basePath } from '@/lib/routes';
import { pageLocale, t } from '@/lib/i18n';
import { getColorToggleStrings, getMenuToggleStrings, getSearchStrings } from '@/lib/i18n/client-strings';
import { SearchButton } from '@/components/search/search-button.client';
import { MenuToggle } from './menu-toggle.client';
import { NavbarHideOnScroll } from './navbar-hide-on-scroll.client';
import { NavbarMenus } from './navbar-menus.client';
import { NavLink } from './nav-link.client';
import { ThemeToggle } from './theme-toggle.client';

/** The GitHub mark where the item asks for it (Docusaurus sites' `header-github-link`), else the label, as Docusaurus shows it. */
const isGithubMark = (link: ResolvedLink): boolean =>
  /^https:\/\/github\.com\//.test(link.href) && /\bheader-github-link\b/.test(link.className ?? '');

/**
 * A link of the navbar: inside the site through the router (marked current on its pages), else a plain anchor in a
 * new tab, as Docusaurus's Link renders a URL with a scheme. `inBar`: in the bar itself, where the GitHub mark is an
 * icon button; in the drawer it shows its label beside the mark.
 */
function NavbarLinkItem({ link, pageSidebar, inBar }: { link: ResolvedLink; pageSidebar?: string; inBar: boolean }) {
  const bar = inBar ? ' navbar-item' : '';
  if (isGithubMark(link)) {
    const name = t('site.repoLink', { label: link.label });
    const attributes = { href: link.href, 'aria-label': name, title: name, ...NEW_TAB };
    // The mark is drawn by CSS (app/globals.css): an inline SVG path would travel in every page twice.
    const mark = <span className="icon-github" aria-hidden="true" />;
    return inBar ? (
      <a className="icon-button navbar-item" {...attributes}>
        {mark}
      </a>
    ) : (
      <a className="navbar-link" {...attributes}>
        {mark}
        <span>{link.label}</span>
      </a>
    );
  }
  if (link.external)
    return (
      <a className={`navbar-link navbar-external${bar}`} href={link.href} {...NEW_TAB}>
        {link.label}
      </a>
    );
  const item = {
    label: link.label,
    href: link.href,
    activePrefix: link.activePrefix ?? link.href,
    ...(link.activeBase !== undefined ? { activeBase: link.activeBase } : {}),
    ...(link.activeRegex !== undefined ? { activeRegex: link.activeRegex } : {}),
    ...(link.page === false ? { page: false as const } : {}),
  };
  return (
    <NavLink
      item={link.sidebar ? { ...item, sidebar: link.sidebar } : item}
      // Only a sidebar's link needs the page's sidebar: the prop travels in every page's payload.
      {...(link.sidebar ? { pageSidebar } : {})}
      {...(inBar ? { className: 'navbar-item' } : {})}
    />
  );
}

/** The navbar's image, one per colour mode when the config names a dark one (Docusaurus's ThemedImage). */
function Logo({ logo }: { logo: NavbarLogo }) {
  const style = logo.style as CSSProperties | undefined;
  return [logo.src, logo.srcDark].map((src, i) =>
    i === 1 && logo.srcDark === logo.src ? null : (
      // eslint-disable-next-line @next/next/no-img-element -- a static logo; next/image adds nothing here
      <img
        key={src}
        className={[
          'navbar-logo',
          ...(logo.srcDark === logo.src ? [] : [`navbar-logo--${i === 0 ? 'light' : 'dark'}`]),
          ...(logo.className ? [logo.className] : []),
        ].join(' ')}
        src={src}
        alt={logo.alt}
        width={logo.sizes[i]!.width}
        height={logo.sizes[i]!.height}
        style={style}
      />
    ),
  );
}

/** The brand: the logo and the title beside it when there is one, linking the logo's `href` or the home page. */
function Brand({ brand }: { brand: NonNullable<ReturnType<typeof getBrand>> }) {
  const content = (
    <>
      {brand.logo ? <Logo logo={brand.logo} /> : null}
      {brand.title !== undefined ? <span className="navbar-title">{brand.title}</span> : null}
    </>
  );
  // Only what is set: an undefined prop would still travel in every page's payload.
  const props = {
    className: 'navbar-brand',
    ...(brand.label ? { 'aria-label': brand.label } : {}),
    ...(brand.target ? { target: brand.target } : {}),
  };
  return brand.external ? (
    <a href={brand.href} {...NEW_TAB} {...props}>
      {content}
    </a>
  ) : (
    <Link href={brand.href} {...props}>
      {content}
    </Link>
  );
}

/**
 * The site header, laid out as Docusaurus's (theme-classic `Navbar/Content`): the brand, the left items, then the
 * right items, each side in the config's order; the colour-mode switch after them; the search button where a
 * `search` item puts it, else last. At 996 px and below (and on a wide screen its items do not fit:
 * lib/navigation/navbar-fit.ts) every item moves into the drawer behind the menu button, as Docusaurus's
 * `NavbarMobileSidebar` lists them (all in the config's order); the bar keeps the brand, the search button and the
 * colour-mode switch. The left items' list is the drawer itself; the right items are in the bar and again in the
 * drawer, one of the two shown.
 */
export function Navbar({ href }: { href?: string }) {
  const brand = getBrand();
  // Doc links stay in the version of the page being read.
  const within = pageSectionOf(href);
  const { left, right, inOrder } = getNavbarItems(undefined, within);
  const localeMenu = getLocaleMenu(href);
  const entries = [...left, ...right];
  // Only a navbar with sidebar links needs the page's sidebar.
  const pageSidebar = entries.some((e) => e.type === 'link' && e.link.sidebar) ? pageSidebarName(href) : undefined;
  // Only a site with versions passes them: an undefined prop would still travel in every page's payload.
  const versioned = getVersionedPlugins();
  const search = (
    <SearchButton
      key="search"
      basePath={basePath}
      strings={getSearchStrings()}
      {...(versioned.length > 0 ? { versions: versioned } : {})}
    />
  );
  const searchPlaced = entries.some((e) => e.type === 'search');
  // Each version menu once for the bar and the drawer: its links depend on the page.
  const versionMenus = new Map(
    entries.flatMap((e) =>
      e.type === 'versionDropdown' ? [[e.pluginId, getNavbarVersionMenu(e.pluginId, pageLocale().locale, href)] as const] : [],
    ),
  );

  /**
   * An item as the bar shows it (`inBar`) or as the drawer lists it; a `left` item's one copy in the drawer is also
   * the bar on a wide screen.
   */
  const item = (entry: NavbarEntry, inBar: boolean, key?: number, left = false): ReactNode => {
    const barClass = inBar ? { className: 'navbar-item' } : {};
    switch (entry.type) {
      case 'link':
        return <NavbarLinkItem key={key} link={entry.link} pageSidebar={pageSidebar} inBar={inBar} />;
      case 'menu':
        return <NavbarMenu key={key} menu={entry.menu} {...barClass} />;
      case 'localeDropdown':
        return localeMenu ? <LocaleMenu key={key} menu={localeMenu} {...barClass} /> : null;
      case 'versionDropdown': {
        const version = versionMenus.get(entry.pluginId);
        if (!version) return null;
        const { menu, link } = version;
        // One entry and no links around it: a link to that version's page, as Docusaurus renders such a menu.
        if (menu.versions.length + (menu.before?.length ?? 0) + (menu.after?.length ?? 0) <= 1) {
          const versionLink = { label: link.label, href: link.href, external: false, kind: 'version' as const };
          return <NavbarLinkItem key={key} link={versionLink} inBar={inBar} />;
        }
        const label = inBar ? menu.label : t('theme.navbar.mobileVersionsDropdown.label');
        // A left menu is labelled with its version in the bar and "Versions" in the open drawer, as Docusaurus's
        // DocsVersionDropdownNavbarItem labels its desktop and mobile copies.
        const barLabel = !inBar && left ? { barLabel: menu.label } : {};
        return <NavbarVersionMenu key={key} menu={menu} label={label} {...barLabel} {...barClass} />;
      }
      case 'search':
        return inBar ? search : null;
      case 'html':
        // Docusaurus's HtmlNavbarItem renders the value as raw HTML; here it is sanitised at build time.
        return (
          <div
            key={key}
            className={['navbar-html', ...(inBar ? ['navbar-item'] : []), ...(entry.className ? [entry.className] : [])].join(
              ' ',
            )}
            dangerouslySetInnerHTML={{ __html: safeInlineHtml(entry.html) }}
          />
        );
    }
  };
  // The drawer lists every item in the config's order; a right item's copy there shows only in the open drawer.
  const drawerItems = inOrder.filter(({ entry: e }) => e.type !== 'search' && (e.type !== 'localeDropdown' || localeMenu));
  return (
    <header className={siteConfig.navbar.hideOnScroll ? 'navbar navbar--hideable' : 'navbar'}>
      {siteConfig.navbar.hideOnScroll ? <NavbarHideOnScroll /> : null}
      {entries.some((e) => e.type === 'menu' || e.type === 'localeDropdown' || e.type === 'versionDropdown') ? (
        <NavbarMenus />
      ) : null}
      {/* Hides the bar until the fit below has run (lib/navigation/navbar-fit.ts). */}
      <HtmlBlock href="/" slot="navbar-pending" as="script" html={NAVBAR_PENDING_SCRIPT} />
      <nav className="navbar-inner" aria-label={t('theme.NavBar.navAriaLabel')}>
        <MenuToggle strings={getMenuToggleStrings()} />
        {brand ? <Brand brand={brand} /> : null}
        <div className="navbar-drawer" id="site-drawer">
          {drawerItems.length === 0 ? null : (
            <ul className="navbar-links">
              {drawerItems.map(({ position, entry }, i) => (
                <li key={i} {...(position === 'right' ? { className: 'navbar-drawer-end' } : {})}>
                  {item(entry, false, undefined, position !== 'right')}
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* A search item on the left: after the left items, and in the bar on a narrow screen too. */}
        {left.some((e) => e.type === 'search') ? search : null}
        <div className="navbar-right">
          {right.map((entry, i) => item(entry, true, i))}
          {siteConfig.colorMode.disableSwitch ? null : <ThemeToggle strings={getColorToggleStrings()} />}
          {searchPlaced ? null : search}
        </div>
      </nav>
      {/* A block: the payload of every page would carry the script's text again. */}
      <HtmlBlock href="/" slot="navbar-fit" as="script" html={NAVBAR_FIT_SCRIPT} />
    </header>
  );
}
