/** The development JSX runtime of the site's own code: see ./jsx-runtime.ts. */
import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { markPlainAnchor } from './mark-anchor';

export { Fragment };

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) =>
  reactJsxDEV(type, markPlainAnchor(type, props), key, isStatic, source, self);
