'use client';

import { dismissAnnouncementBar } from '@/lib/navigation/announcement-storage';

/** The announcement bar's close button: hides the bar and remembers that this reader closed announcement `id`. */
export function AnnouncementClose({ id, label }: { id: string; label: string }) {
  return (
    <button type="button" className="announcement-bar-close" aria-label={label} onClick={() => dismissAnnouncementBar(id)}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
      </svg>
    </button>
  );
}
