'use client';

import Link from '@/components/ui/site-link';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NEW_TAB } from '@/lib/external-links';
import type { VersionMenuStrings } from '@/lib/i18n/client-strings';
import type { MenuLink } from '@/lib/navigation/navbar';
import type { VersionMenu } from '@/lib/navigation/versions';
import { savePreferredVersion } from '@/lib/search-versions';

/**
 * The version menu of a docs page: each version's label, linking to the same doc in that version or to that
 * version's entry page (computed at build time, lib/navigation/versions.ts). Choosing one stores it as the
 * preferred version.
 */
export function VersionDropdown({ menu, strings }: { menu: VersionMenu; strings: VersionMenuStrings }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="version-dropdown" ref={ref}>
      <button
        type="button"
        className="version-badge"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {strings.button}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={listId} className="version-menu" aria-label={strings.menu} hidden={!open}>
        {menu.before?.map((link) => (
          <ExtraLink key={`before-${link.href}`} link={link} close={() => setOpen(false)} />
        ))}
        {menu.versions.map((v) => (
          <li key={v.name}>
            <Link
              href={v.href}
              aria-current={v.name === menu.current ? 'true' : undefined}
              onClick={() => {
                savePreferredVersion(menu.pluginId, v.name);
                setOpen(false);
              }}
            >
              {v.label}
            </Link>
          </li>
        ))}
        {menu.after?.map((link) => (
          <ExtraLink key={`after-${link.href}`} link={link} close={() => setOpen(false)} />
        ))}
      </ul>
    </div>
  );
}

/** A link of the menu that is not a version (`dropdownItemsBefore`/`After`): another page, or a site in a new tab. */
function ExtraLink({ link, close }: { link: MenuLink; close: () => void }) {
  return (
    <li className="version-menu-extra">
      {link.external ? (
        <a href={link.href} {...NEW_TAB} onClick={close}>
          {link.label}
        </a>
      ) : (
        <Link href={link.href} onClick={close}>
          {link.label}
        </Link>
      )}
    </li>
  );
}

/** A link to another version that, like Docusaurus's banner link, makes that version the preferred one. */
export function PreferredVersionLink({
  pluginId,
  name,
  href,
  children,
}: {
  pluginId: string;
  name: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} onClick={() => savePreferredVersion(pluginId, name)}>
      {children}
    </Link>
  );
}
