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
