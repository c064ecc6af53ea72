/** Which content file a unified pass is compiling. */
import type { VFile } from 'vfile';
import { localeOfSource } from '../content/paths';
import { localeTranslator, siteLocale, type Translator } from '../i18n';

/** The content-relative path of the file being compiled (set by Contentlayer on the vfile). */
export function sourcePathOf(file: VFile): string | undefined {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData;
  return raw?.sourceFilePath;
}

/** The interface's words in the language of the file being compiled (its section's locale; the site's by default). */
export function translatorOf(file: VFile): Translator {
  const source = sourcePathOf(file);
  return localeTranslator((source && localeOfSource(source)) ?? siteLocale.locale);
}
