/** One Docusaurus translation file (`{ "<key>": { "message": "…", "description": "…" } }`) as key → message. */
import fs from 'node:fs';

const files = new Map<string, Record<string, string>>();

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
