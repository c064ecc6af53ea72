'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * `navbar.hideOnScroll`, as Docusaurus's `useHideableNavbar` decides it: near the top the bar shows; scrolling down
 * hides it, scrolling up shows it again (but not the bounce at the page's end); a new page shows it. The decision is a
 * mark on `<html>` (`data-navbar-hidden`), which app/globals.css turns into the bar's slide; nothing renders here.
 */
export function NavbarHideOnScroll() {
  const pathname = usePathname();
  useEffect(() => {
    const root = document.documentElement;
    const bar = document.querySelector<HTMLElement>('.navbar');
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const height = bar?.offsetHeight ?? 0;
      if (y < height) delete root.dataset.navbarHidden;
      else if (y > last) root.dataset.navbarHidden = '';
      else if (y < last && y + window.innerHeight < root.scrollHeight - height) delete root.dataset.navbarHidden;
      last = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      delete root.dataset.navbarHidden;
    };
  }, [pathname]);
  return null;
}
