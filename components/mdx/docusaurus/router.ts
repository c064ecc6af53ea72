/**
 * `@docusaurus/router` (react-router's hooks, `<Redirect>` and `matchPath`) as MDX documents and pages use it: the
 * hooks as plain functions over `window.location` and `window.history`. Paths include the base path, as
 * Docusaurus's do; on the server the location is the site root.
 */
export { Redirect } from './redirect.client';
export { matchPath } from './match-path';

/** A react-router location. */
export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
}

function readLocation(): RouterLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '', state: undefined };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown };
}

/** `useLocation()`: the current location. */
export function useLocation(): RouterLocation {
  return readLocation();
}

/** `useHistory()`: the current location; push/replace load a URL, go back and forward. */
export function useHistory() {
  return {
    get location(): RouterLocation {
      return readLocation();
    },
    push: (url: string) => window.location.assign(url),
    replace: (url: string) => window.location.replace(url),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
  };
}
