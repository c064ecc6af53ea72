/**
 * A YAML data file of the content (`authors.yml`, `tags.yml`), validated by a zod schema and kept while its
 * modification time is unchanged, read as Docusaurus reads it (lib/content/yaml.ts). A mistake fails with the file,
 * the line (invalid YAML) or the field.
 */
import fs from 'node:fs';
import type { z } from 'zod';
import { displayPath } from '../display-path.mjs';
import { ContentError } from './errors';
import { readYaml, yamlProblem } from './yaml';

const cache = new Map<string, { mtimeMs: number; data: unknown }>();

/** The file's data as `schema` parses it (an empty file is `{}`), or undefined when there is no such file. */
export function loadYamlFile<S extends z.ZodType>(file: string, schema: S): z.infer<S> | undefined {
  if (!fs.existsSync(file)) return undefined;
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.data as z.infer<S>;
  const display = displayPath(file);
  let data: unknown;
  try {
    data = readYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const { line, reason } = yamlProblem(error);
    throw new ContentError(display, line, undefined, `invalid YAML: ${reason}`);
  }
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(display, undefined, issue.path.join('.'), issue.message);
  }
  cache.set(file, { mtimeMs, data: result.data });
  return result.data as z.infer<S>;
}
