import Link from 'next/link';
import { githubRepoUrl, siteConfig } from '@/config/site';
import { getNavbarEntries } from '@/lib/navigation/navbar';
import { homeHref, withBase } from '@/lib/routes';
import { SearchButton } from '@/components/search/search-button.client';
import { MenuToggle } from './menu-toggle.client';
import { NavLinks } from './nav-links.client';
import { ThemeToggle } from './theme-toggle.client';

/** The site header: brand, section links, GitHub link and colour-mode switch; a drawer on small screens. */
export function Navbar() {
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="主导航">
        <MenuToggle />
        <Link href={homeHref()} className="navbar-brand">
          {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG logo; next/image adds nothing here */}
          <img src={withBase(siteConfig.favicon)} alt="" width={28} height={28} />
          <span>{siteConfig.title}</span>
        </Link>
        <NavLinks items={getNavbarEntries()} />
        <div className="navbar-right">
          <SearchButton />
          <a className="icon-button" href={githubRepoUrl} aria-label="GitHub 仓库" title="GitHub 仓库">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.53-1.33-1.29-1.69-1.29-1.69-1.04-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a10.9 10.9 0 0 1 5.77 0c2.2-1.49 3.16-1.18 3.16-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z"
              />
            </svg>
          </a>
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
