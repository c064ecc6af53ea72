/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`) for the author's code: a swizzled
 * src/theme/MDXComponents spreads it into its own map (lib/mdx/site-mdx-components.ts). The same components as
 * the map MDX gets (client.ts), in the site's default locale where they have words.
 */
import Admonition from './admonition';
import Details from './details';
import Head from './head';
import Link from './link';

/** The map, with the admonition and details components given (client.ts gives each locale's). */
export const mdxComponentsOf = ({ admonition, details }: { admonition: unknown; details: unknown }) =>
  Object.freeze({ Head, details, Details: details, a: Link, admonition });

const MDXComponents = mdxComponentsOf({ admonition: Admonition, details: Details });
export default MDXComponents;
