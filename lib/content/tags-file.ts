/** Docusaurus `tags.yml` (blog/ or a doc section folder): predefined tag labels and permalinks by key. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { ContentError } from './errors';
import { displayPath } from '../display-path.mjs';
import { getContentRoot } from './paths';

const tagsFile = z.record(
  z.string(),
  z
    .object({
      label: z.string().optional().describe('Display label'),
      permalink: z.string().optional().describe('URL segment of the tag'),
      description: z.string().optional().describe('Shown on the tag page'),
    })
    .nullable(),
);

/** A predefined tag. */
export interface TagDefinition {
  readonly label?: string;
  readonly permalink?: string;
  readonly description?: string;
}

const cache = new Map<string, { mtimeMs: number; tags: Record<string, TagDefinition> }>();

/** The tags defined in `<content root>/<folder>/tags.yml` (empty when there is none). */
export function loadTagsFile(folder: string): Record<string, TagDefinition> {
  const file = path.join(getContentRoot(), folder, 'tags.yml');
  if (!fs.existsSync(file)) return {};
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.tags;
  const display = displayPath(file);
  let data: unknown;
  try {
    data = parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(display, (error as { linePos?: { line: number }[] }).linePos?.[0]?.line, undefined, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const result = tagsFile.safeParse(data ?? {});
  if (!result.success) throw new ContentError(display, undefined, result.error.issues[0]!.path.join('.'), result.error.issues[0]!.message);
  const tags = Object.fromEntries(Object.entries(result.data).map(([k, v]) => [k, v ?? {}]));
  cache.set(file, { mtimeMs, tags });
  return tags;
}
