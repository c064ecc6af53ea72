/** One Docusaurus translation file (`{ "<key>": { "message": "…", "description": "…" } }`) as key → message. */
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from '../content-root.mjs';

const files = new Map<string, Record<string, string>>();

/** The messages of `file` in a locale's translation folder (content-relative, `i18n/fr`), read once. */
export const localeTranslationFile = (folder: string, file: string): Record<string, string> =>
  readTranslationFile(path.join(contentRoot(), folder, file));

/** The messages of a translation file, read once (`{}` when it is missing or not such JSON). */
export function readTranslationFile(absolutePath: string): Record<string, string> {
  let messages = files.get(absolutePath);
  if (!messages) {
    messages = {};
    try {
      const data: unknown = JSON.parse(fs.readFileSync(absolutePath, 'utf8'));
      if (data && typeof data === 'object')
        for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
          const message = value && typeof value === 'object' ? (value as { message?: unknown }).message : value;
          if (typeof message === 'string') messages[key] = message;
        }
    } catch {
      // No such file, or not JSON: nothing translated.
    }
    files.set(absolutePath, messages);
  }
  return messages;
}
