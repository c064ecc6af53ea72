/** Joins class names, skipping empty and non-string parts (`cx('a', cond && 'b')`). */
export const cx = (...parts: unknown[]): string | undefined =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ') || undefined;
