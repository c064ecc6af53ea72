import Link from 'next/link';
import { getBrand, getNavbarLinks } from '@/lib/navigation/navbar';
import { basePath } from '@/lib/routes';
import { SearchButton } from '@/components/search/search-button.client';
import { MenuToggle } from './menu-toggle.client';
import { NavLinks } from './nav-links.client';
import { ThemeToggle } from './theme-toggle.client';

const GITHUB_ICON =
  'M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.53-1.33-1.29-1.69-1.29-1.69-1.04-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a10.9 10.9 0 0 1 5.77 0c2.2-1.49 3.16-1.18 3.16-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z';

/** The site header: brand, section links, right-hand links (GitHub as an icon) and colour-mode switch; a drawer on small screens. */
export function Navbar() {
  const brand = getBrand();
  const { left, right } = getNavbarLinks();
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="主导航">
        <MenuToggle />
        <Link href={brand.href} className="navbar-brand">
          {/* eslint-disable-next-line @next/next/no-img-element -- a static logo; next/image adds nothing here */}
          <img src={brand.logo} alt={brand.alt} width={28} height={28} />
          <span>{brand.title}</span>
        </Link>
        <NavLinks
          items={left
            .filter((l) => !l.external)
            .map(({ label, href, activePrefix }) => ({ label, href, activePrefix: activePrefix ?? href }))}
        />
        <div className="navbar-right">
          {left
            .filter((l) => l.external)
            .map((l) => (
              <a key={l.href} className="navbar-link navbar-external" href={l.href}>
                {l.label}
              </a>
            ))}
          <SearchButton basePath={basePath} />
          {right.map((l) =>
            /^https:\/\/github\.com\//.test(l.href) ? (
              <a key={l.href} className="icon-button" href={l.href} aria-label={`${l.label} 仓库`} title={`${l.label} 仓库`}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path fill="currentColor" d={GITHUB_ICON} />
                </svg>
              </a>
            ) : l.external ? (
              <a key={l.href} className="navbar-link navbar-external" href={l.href}>
                {l.label}
              </a>
            ) : (
              <Link key={l.href} className="navbar-link" href={l.href}>
                {l.label}
              </Link>
            ),
          )}
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
