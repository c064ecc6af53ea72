'use client';

import { useTheme } from 'next-themes';
import useIsBrowser from './use-is-browser.client';

/** What `useColorMode` returns in Docusaurus: the mode, a setter, and Docusaurus 2's `isDarkTheme`. */
export interface ColorModeContext {
  readonly colorMode: 'light' | 'dark';
  readonly setColorMode: (mode: 'light' | 'dark' | null) => void;
  readonly isDarkTheme: boolean;
}

/**
 * `useColorMode` of `@docusaurus/theme-common`, the part of that package a site's components use most: the page's
 * colour mode (next-themes, which the colour switch also sets). Light until hydrated, as the server render is.
 * MDX rendered on the server gets one that answers light (components/mdx/docusaurus/index.ts).
 */
export function useColorMode(): ColorModeContext {
  const { resolvedTheme, setTheme } = useTheme();
  // The server's value while hydrating (React keeps the server's attributes), the reader's mode from then on.
  const hydrated = useIsBrowser();
  const colorMode = hydrated && resolvedTheme === 'dark' ? 'dark' : 'light';
  return { colorMode, setColorMode: (mode) => setTheme(mode ?? 'system'), isDarkTheme: colorMode === 'dark' };
}
