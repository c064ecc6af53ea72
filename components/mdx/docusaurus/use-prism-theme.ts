/** `@theme/hooks/usePrismTheme` of Docusaurus 2 (theme-common's `usePrismTheme` since), as its default export. */
export { usePrismTheme as default } from './theme-common-utils';
