/** Docusaurus `tags.yml` (blog/ or a doc section folder): predefined tag labels and permalinks by key. */
import path from 'node:path';
import { z } from 'zod';
import { getContentRoot } from './paths';
import { loadYamlFile } from './yaml-file';
import { tagSlug } from '../routes';

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

/** A tag as documents carry it. */
export interface TagRef {
  readonly label: string;
  /** URL segment of the tag (kebab-case of the label, Chinese kept). */
  readonly slug: string;
  /** The tag's description in tags.yml: its page's meta description and lead, as Docusaurus shows it. */
  readonly description?: string;
}

const cleanPermalink = (permalink: string) => permalink.replace(/^\/+|\/+$/g, '');

/**
 * Tags as labels and URL segments; a key of the folder's tags.yml takes its entry's label and permalink, or
 * Docusaurus's defaults for them (`normalizeTagsFile`, utils-validation/src/tagsFile.ts): the key capitalised
 * (lodash `capitalize`) and the key in kebab case.
 */
export function normalizeTags(tags: (string | { label: string; permalink?: string })[] | undefined, defined: Record<string, TagDefinition>): TagRef[] {
  const seen = new Map<string, TagRef>();
  for (const tag of tags ?? []) {
    let label: string;
    let slug: string;
    let description: string | undefined;
    if (typeof tag === 'string') {
      const key = tag.trim();
      const def = Object.hasOwn(defined, key) ? defined[key] : undefined;
      label = def ? def.label || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase() : key;
      slug = def?.permalink ? cleanPermalink(def.permalink) : tagSlug(key);
      description = def?.description;
    } else {
      label = tag.label;
      slug = tag.permalink ? cleanPermalink(tag.permalink) : tagSlug(label);
    }
    if (!seen.has(slug)) seen.set(slug, description ? { label, slug, description } : { label, slug });
  }
  return [...seen.values()];
}

