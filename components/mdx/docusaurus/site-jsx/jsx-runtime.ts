/**
 * The JSX runtime of the site's own code (scripts/lib/mdx-modules.ts names this folder in a `@jsxImportSource`
 * pragma of each mirrored script): React's, with each plain `<a>` marked as a link Docusaurus does not check.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { markPlainAnchor } from './mark-anchor';

export { Fragment };

export const jsx: typeof reactJsx = (type, props, key) => reactJsx(type, markPlainAnchor(type, props), key);

export const jsxs: typeof reactJsxs = (type, props, key) => reactJsxs(type, markPlainAnchor(type, props), key);
