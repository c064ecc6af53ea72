import crypto from 'node:crypto';

/** The SHA-256 of the parts, each followed by a NUL (so `('ab', 'c')` and `('a', 'bc')` differ), as hex. */
export function hashParts(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}
