/**
 * Values computed from a content file's text, kept while the text stays the same: Contentlayer's computed fields and
 * the queries ask for the same document's description many times in one process, and the dev server's process lives
 * across edits (the text, read again, decides whether a value still holds).
 */
import { readSource } from './paths';

const memo = new Map<string, { source: string; value: unknown }>();

/** `build(source)` for the file's current text, once per `kind` (what is computed, and from which folders). */
export function memoizedBySource<T>(kind: string, sourceFilePath: string, build: (source: string) => T): T {
  const source = readSource(sourceFilePath);
  const key = `${kind}\0${sourceFilePath}`;
  const hit = memo.get(key);
  if (hit && hit.source === source) return hit.value as T;
  const value = build(source);
  memo.set(key, { source, value });
  return value;
}
