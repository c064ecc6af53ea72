/** `@docusaurus/useRouteContext` for code bundled for the browser (content-hooks.ts). */
export { useRouteContext as default } from './content-hooks';
