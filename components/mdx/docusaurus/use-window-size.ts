/** `@theme/hooks/useWindowSize` of Docusaurus 2 (theme-common's `useWindowSize` since), as its default export. */
export { useWindowSize as default } from './theme-common-utils';
