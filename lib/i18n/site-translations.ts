/**
 * A site's own translation files, as Docusaurus reads them from `i18n/<locale>/` (`docusaurus write-translations`
 * writes them; each is `{ "<key>": { "message": "…", "description": "…" } }`):
 * - `code.json`: the theme's strings (`theme.…` keys) and the site's own `<Translate id>` ids;
 * - `docusaurus-theme-classic/navbar.json` and `footer.json`: the labels of the navbar and the footer;
 * - `docusaurus-plugin-content-blog[-<id>]/options.json`: a blog's title, description and sidebar title;
 * - `docusaurus-plugin-content-docs[-<id>]/<current|version-X>.json`: a version's label, sidebar category labels.
 * A file that is missing or not such JSON translates nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteLocales } from '../../config/site';
import { contentRoot } from '../content-root.mjs';

const files = new Map<string, Record<string, string>>();

/** The messages of one translation file of a locale (`{}` when there is none). */
export function translationFile(locale: string, file: string): Record<string, string> {
  const folder = siteLocales.find((l) => l.locale === locale)?.folder;
  if (folder === undefined) return {};
  const absolute = path.join(contentRoot(), folder, file);
  let messages = files.get(absolute);
  if (!messages) {
    messages = {};
    try {
      const data: unknown = JSON.parse(fs.readFileSync(absolute, 'utf8'));
      if (data && typeof data === 'object')
        for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
          const message = value && typeof value === 'object' ? (value as { message?: unknown }).message : value;
          if (typeof message === 'string') messages[key] = message;
        }
    } catch {
      // No such file, or not JSON: nothing translated.
    }
    files.set(absolute, messages);
  }
  return messages;
}

/** A label translated by a file's `<prefix><label>` key (Docusaurus's navbar and footer keys), else as written. */
export const translated = (locale: string, file: string, key: string, fallback: string): string =>
  translationFile(locale, file)[key] ?? fallback;
