'use client';

import { useEffect } from 'react';
import type { CopyCodeStrings } from '@/lib/i18n/client-strings';

const RESET_MS = 2000;

/** One delegated handler for every code block's copy button: copies the code and says so (`strings.copied`). */
export function CopyCode({ strings }: { strings: CopyCodeStrings }) {
  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[data-copy-code]');
      if (!(button instanceof HTMLButtonElement)) return;
      const code = button.closest('figure')?.querySelector('pre code');
      if (!code) return;
      const text = [...code.querySelectorAll<HTMLElement>('[data-line]')].map((line) => line.textContent ?? '').join('\n') || (code.textContent ?? '');
      let done = strings.copied;
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        done = strings.failed;
      }
      button.textContent = done;
      button.dataset.copied = 'true';
      button.setAttribute('aria-label', done);
      setTimeout(() => {
        button.textContent = strings.copy;
        button.setAttribute('aria-label', strings.copyLabel);
        delete button.dataset.copied;
      }, RESET_MS);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [strings]);
  return (
    <p className="visually-hidden" aria-live="polite" id="copy-status">
      {/* Screen readers hear the button's new label; this region keeps polite announcements available. */}
    </p>
  );
}
