'use client';

import { useEffect, useRef, useState } from 'react';
import type { VersionMenuStrings } from '@/lib/i18n/client-strings';

/**
 * The doc version switch: each section has one version, `current` (Docusaurus labels it "Next"). Choosing it stores
 * `docs-preferred-version-<section id>` = `current` in localStorage, as Docusaurus does.
 */
export function VersionDropdown({ sectionId, strings }: { sectionId: string; strings: VersionMenuStrings }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
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
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {strings.badge}
      </button>
      {open ? (
        <ul className="version-menu">
          <li>
            <button
              type="button"
              aria-current="true"
              onClick={() => {
                localStorage.setItem(`docs-preferred-version-${sectionId}`, 'current');
                setOpen(false);
              }}
            >
              {strings.current}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
