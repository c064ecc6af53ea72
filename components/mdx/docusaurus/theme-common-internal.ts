/**
 * `@docusaurus/theme-common/internal` for code bundled for the browser: theme-common's public API (which Docusaurus
 * re-exports there), the docs and blog plugins' client hooks that lived there in Docusaurus 2 (`useDoc`,
 * `useBlogPost`, the version hooks), and the internal helpers components use (theme-common-internal-utils.ts).
 */
export * from './theme-common';
export * from './plugin-content-docs.client';
export { useBlogPost } from './plugin-content-blog.client';
export * from './theme-common-internal-utils';
