/** The Docusaurus plugin instance of a route, as `useRouteContext()` names it. */
export interface RoutePlugin {
  readonly name: string;
  readonly id: string;
}

/** The plugin of a page outside the docs and blogs (Docusaurus's pages plugin). */
export const PAGES_PLUGIN: RoutePlugin = { name: 'docusaurus-plugin-content-pages', id: 'default' };
