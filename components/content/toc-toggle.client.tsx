'use client';

import { useState } from 'react';

/** The mobile table-of-contents button: opens and closes the table of contents it sits in (via `data-open`). */
export function TocToggle({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className="toc-toggle"
      aria-expanded={open}
      aria-controls="toc"
      onClick={(e) => {
        const next = !open;
        setOpen(next);
        const nav = e.currentTarget.parentElement;
        if (nav) nav.dataset.open = String(next);
      }}
    >
      {label}
    </button>
  );
}
