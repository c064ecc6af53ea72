'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Whether what renders is inside `@theme/MDXContent` (see {@link useInsideMdxContent}). */
const InsideMdxContent = createContext(false);

/**
 * Whether the component is rendered inside `@theme/MDXContent`. A Markdown partial that the site's code imports
 * (scripts/lib/mdx-modules.ts) asks it: inside, its headings have anchor links, as the theme's Heading, which
 * Docusaurus's MDXContent provides, renders them; outside, plain headings with their ids.
 */
export const useInsideMdxContent = (): boolean => useContext(InsideMdxContent);

/**
 * `@theme/MDXContent`: Docusaurus wraps MDX in it to give it the theme's MDX components (an MDXProvider). Here MDX is
 * compiled with them already (admonitions, code blocks, headings: lib/mdx), so what it wraps renders as it is; a
 * Markdown partial of the site's code inside it takes its headings' anchor links ({@link useInsideMdxContent}).
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <InsideMdxContent.Provider value>{children}</InsideMdxContent.Provider>;
}
