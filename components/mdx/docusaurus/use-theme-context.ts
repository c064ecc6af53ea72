import { useColorMode } from './theme-common.client';

/** What Docusaurus 2's `useThemeContext` (and its alpha's `useTheme`) returns. */
export interface ThemeContext {
  readonly isDarkTheme: boolean;
  readonly setLightTheme: () => void;
  readonly setDarkTheme: () => void;
}

/**
 * `@theme/hooks/useThemeContext` of Docusaurus 2 (before `useColorMode` replaced it in 2.0), and its alpha's
 * `@theme/hooks/useTheme`: whether the page is dark, and setters, over the page's colour mode (useColorMode). Not a
 * client module of its own, so it stays out of every page's first scripts (the server's module table answers light).
 */
export default function useThemeContext(): ThemeContext {
  const { isDarkTheme, setColorMode } = useColorMode();
  return { isDarkTheme, setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
}
