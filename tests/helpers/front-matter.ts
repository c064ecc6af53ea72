/**
 * The author's own front matter of a content file, as YAML says it (no schema, no defaults, no fallbacks):
 * what tests compare the build's output with, so that an expectation never comes from the code under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The front matter of `file` (absolute, or relative to content/) as a plain object. */
export function authorFrontMatter(file: string): Record<string, unknown> {
  const text = fs.readFileSync(path.resolve('content', file), 'utf8').replace(/^\uFEFF/, '');
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  return (yaml === undefined ? {} : (parse(yaml) ?? {})) as Record<string, unknown>;
}

/** A front-matter field that must be a non-empty string. */
export function authorString(file: string, field: string): string {
  const value = authorFrontMatter(file)[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`${file}: front matter ${field} is not a non-empty string`);
  return value;
}
