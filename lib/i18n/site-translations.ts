/**
 * A site's own translation files, as Docusaurus reads them from `i18n/<locale>/` (`docusaurus write-translations`
 * writes them; each is `{ "<key>": { "message": "…", "description": "…" } }`):
 * - `code.json`: the theme's strings (`theme.…` keys) and the site's own `<Translate id>` ids;
 * - `docusaurus-theme-classic/navbar.json` and `footer.json`: the labels of the navbar and the footer;
 * - `docusaurus-plugin-content-blog[-<id>]/options.json`: a blog's title, description and sidebar title;
 * - `docusaurus-plugin-content-docs[-<id>]/<current|version-X>.json`: a version's label, sidebar category labels.
 * A file that is missing or not such JSON translates nothing.
 */
import { siteLocaleNamed } from '../../config/site';
import { localeTranslationFile } from './translation-file';

/** The messages of one translation file of a locale (`{}` when there is none). */
export function translationFile(locale: string, file: string): Record<string, string> {
  const folder = siteLocaleNamed(locale)?.folder;
  return folder === undefined ? {} : localeTranslationFile(folder, file);
}

/** A label translated by a file's `<prefix><label>` key (Docusaurus's navbar and footer keys), else as written. */
export const translated = (locale: string, file: string, key: string, fallback: string): string =>
  translationFile(locale, file)[key] ?? fallback;
