/** Docusaurus `tags.yml` (blog/ or a doc section folder): predefined tag labels and permalinks by key. */
import path from 'node:path';
import { z } from 'zod';
import { getContentRoot } from './paths';
import { loadYamlFile } from './yaml-file';

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

/** The tags defined in `<content root>/<folder>/tags.yml` (empty when there is none). */
export function loadTagsFile(folder: string): Record<string, TagDefinition> {
  const tags = loadYamlFile(path.join(getContentRoot(), folder, 'tags.yml'), tagsFile) ?? {};
  return Object.fromEntries(Object.entries(tags).map(([key, tag]) => [key, tag ?? {}]));
}
