'use client';

import { useSyncExternalStore } from 'react';
import { useTheme } from 'next-themes';
import type { ColorToggleStrings } from '@/lib/i18n/client-strings';

const subscribe = () => () => {};

/**
 * The colour-mode switch. Both icons are rendered; CSS shows the one for the current theme (no hydration flash).
 * Its name says the current mode, as Docusaurus's does: the default (light) in the server HTML and while
 * hydrating, the reader's once mounted.
 */
export function ThemeToggle({ strings }: { strings: ColorToggleStrings }) {
  const { resolvedTheme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const dark = mounted && resolvedTheme === 'dark';
  const next = dark ? 'light' : 'dark';
  const label = strings.label.replace('{mode}', dark ? strings.dark : strings.light);
  return <ThemeToggleButton label={label} onClick={() => setTheme(next)} />;
}

/**
 * The switch's button: a sun and a moon, of which CSS shows the one for the page's theme. Also Docusaurus's
 * `@theme/ColorModeToggle` (components/mdx/docusaurus/color-mode-toggle.client.tsx).
 */
export function ThemeToggleButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={className ? `icon-button theme-toggle ${className}` : 'icon-button theme-toggle'}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        />
      </svg>
      <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
    </button>
  );
}
