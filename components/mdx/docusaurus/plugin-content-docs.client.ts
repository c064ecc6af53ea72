/** `@docusaurus/plugin-content-docs/client` for code bundled for the browser: what MDX imports of it. */
export { useCurrentSidebarCategory } from './sidebar-category.client';
