/** KaTeX's stylesheet, served from the site (copied by scripts/mdx-modules.ts when the site uses math). */
import path from 'node:path';
import { withBase } from '../routes';

/** Where the stylesheet and its fonts are copied. */
export const KATEX_DIR = path.resolve('public', '_assets', 'katex');

/** The stylesheet's href. */
export const KATEX_STYLESHEET = withBase('/_assets/katex/katex.min.css');

/** True when rendered HTML or compiled MDX holds KaTeX output. */
export const hasMath = (text: string): boolean => /class(?:Name)?[=:]"katex/.test(text);
