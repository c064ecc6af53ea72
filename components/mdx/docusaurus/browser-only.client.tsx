'use client';

import { isValidElement, useSyncExternalStore, type ReactNode } from 'react';

/** Props of `@docusaurus/BrowserOnly`. */
export interface BrowserOnlyProps {
  readonly children?: () => ReactNode;
  readonly fallback?: ReactNode;
}

const subscribe = () => () => {};

/** `@docusaurus/BrowserOnly`: the fallback on the server and while hydrating, then what `children()` returns. */
export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  // false in the server HTML and the hydration render, true afterwards (and at once for a client-side mount)
  const isBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!isBrowser || children == null) return fallback ?? null;
  if (typeof children !== 'function') {
    throw new Error(
      `Docusaurus error: The children of <BrowserOnly> must be a "render function", e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>.\nCurrent type: ${isValidElement(children) ? 'React element' : typeof children}`,
    );
  }
  return <>{children()}</>;
}
