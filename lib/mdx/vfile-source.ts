/** Which content file a unified pass is compiling. */
import type { VFile } from 'vfile';
import { localeOfSource } from '../content/paths';
import { localeTranslator, siteLocale, type Translator } from '../i18n';
import { getMdxUiStrings } from '../i18n/client-strings';
import type { MdxUiStrings } from '../i18n/mdx-ui';

/** The content-relative path of the file being compiled (set by Contentlayer on the vfile). */
export function sourcePathOf(file: VFile): string | undefined {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData;
  return raw?.sourceFilePath;
}

/**
 * Whether the file is Markdown that the site's own code renders (a partial a React page imports:
 * scripts/lib/mdx-modules.ts), outside `@theme/MDXContent`: Docusaurus's MDX then has none of the theme's MDX
 * components (its loader's `providerImportSource: '@mdx-js/react'` finds no provider), so its headings are plain
 * `<hN id>`, without the theme Heading's anchor link.
 */
export function outsideMdxContent(file: VFile): boolean {
  return (file.data as { rawDocumentData?: { outsideMdxContent?: boolean } }).rawDocumentData?.outsideMdxContent === true;
}

/**
 * The locale of the file being compiled: its section's, or the one a pass outside a document names
 * (`file.data.locale`: a `@theme/CodeBlock` rendered on a page); the site's by default.
 */
export function localeOfFile(file: VFile): string {
  const source = sourcePathOf(file);
  return (file.data as { locale?: string }).locale ?? (source && localeOfSource(source)) ?? siteLocale.locale;
}

/** The interface's words in the language of the file being compiled. */
export const translatorOf = (file: VFile): Translator => localeTranslator(localeOfFile(file));

const mdxUiByLocale = new Map<string, MdxUiStrings>();

/** The words of code blocks and playgrounds (lib/i18n/mdx-ui.ts) in the language of the file being compiled. */
export function mdxUiOf(file: VFile): MdxUiStrings {
  const locale = localeOfFile(file);
  let ui = mdxUiByLocale.get(locale);
  if (!ui) mdxUiByLocale.set(locale, (ui = getMdxUiStrings(localeTranslator(locale))));
  return ui;
}
