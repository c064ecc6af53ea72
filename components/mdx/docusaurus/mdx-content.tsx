import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: Docusaurus wraps MDX in it to give it the theme's MDX components (an MDXProvider). Here MDX is
 * compiled with them already (admonitions, code blocks, headings: lib/mdx), so what it wraps renders as it is.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
