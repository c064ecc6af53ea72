'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The doc version switch: each section has one version, `current`, labelled "Next". Choosing it stores
 * `docs-preferred-version-<section id>` = `current` in localStorage, as Docusaurus does.
 */
export function VersionDropdown({ sectionId }: { sectionId: string }) {
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
        版本：Next
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
              Next（当前版本）
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
