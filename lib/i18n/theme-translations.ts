/**
 * Docusaurus's own theme strings for a language, from `@docusaurus/theme-translations` (its
 * `locales/<lang>/*.json`; English is `locales/base`, whose `…___DESCRIPTION` entries are dropped). Read at
 * build time, on the server only; a language is tried as Docusaurus tries it (`zh-CN` → `zh-Hans`).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The package's folder of locales (resolved from the project root: bundlers rewrite `require.resolve`). */
const LOCALES_DIR = path.resolve('node_modules/@docusaurus/theme-translations/locales');

/** The files of the package this site's interface draws on. */
const FILES = ['theme-common.json', 'theme-search-algolia.json', 'theme-live-codeblock.json', 'plugin-ideal-image.json'];

/** Docusaurus's `codeTranslationLocalesToTry`: the locale, then language-region, language-script, language. */
export function localesToTry(locale: string): string[] {
  try {
    const max = new Intl.Locale(locale).maximize();
    return [...new Set([locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language])];
  } catch {
    return [locale];
  }
}

function readMessages(folder: string, files: readonly string[] = FILES): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of files) {
    const full = path.join(LOCALES_DIR, folder, file);
    if (!fs.existsSync(full)) continue;
    const data = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && !key.endsWith('___DESCRIPTION')) messages[key] = value;
    }
  }
  return messages;
}

/** Docusaurus's English strings (the keys every language shares). */
export function englishThemeMessages(): Record<string, string> {
  const messages = readMessages('base');
  if (Object.keys(messages).length === 0) {
    throw new Error(`@docusaurus/theme-translations: no English strings in ${LOCALES_DIR}/base (run npm install)`);
  }
  return messages;
}

/** Docusaurus's strings for a language, or `undefined` when the package has none for it. */
export function themeMessagesOf(locale: string): Record<string, string> | undefined {
  for (const candidate of localesToTry(locale)) {
    if (candidate === 'base' || !/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*$/.test(candidate)) continue;
    if (fs.existsSync(path.join(LOCALES_DIR, candidate))) return readMessages(candidate);
  }
  return undefined;
}

/**
 * Docusaurus's default code translations of a locale, as its plugins give them (`getDefaultCodeTranslationMessages`,
 * theme-translations' `readDefaultCodeTranslationMessages`): for each of `files` (`theme-common.json`…), the first
 * folder of {@link localesToTry} that has it, else nothing; never English's `base` (an `en` site's `translate()` of
 * a `theme.…` id reads its message as written, as Docusaurus's does).
 */
export function defaultCodeTranslations(locale: string, files: readonly string[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of files) {
    const folder = localesToTry(locale).find(
      (candidate) =>
        candidate !== 'base' &&
        /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*$/.test(candidate) &&
        fs.existsSync(path.join(LOCALES_DIR, candidate, file)),
    );
    if (folder !== undefined) Object.assign(messages, readMessages(folder, [file]));
  }
  return messages;
}
