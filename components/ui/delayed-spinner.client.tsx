'use client';

import { useEffect, useState } from 'react';
import { SPINNER_DELAY_MS } from '@/lib/navigation/client-nav';

/** A loading indicator that appears only after 200 ms, so quick loads never flash a spinner. */
export function DelayedSpinner({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="loading-view" role="status" aria-live="polite">
      {visible ? <span className="spinner" aria-hidden="true" /> : null}
      <span className={visible ? undefined : 'visually-hidden'}>{label}</span>
    </div>
  );
}
