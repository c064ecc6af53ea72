/** The files of the content folder's sections, listed as Contentlayer's globs list them (before any Contentlayer run). */
import fs from 'node:fs';
import path from 'node:path';
import { getContentRoot } from './paths';
import type { SourceGlobs } from './source-globs';

/** A section's folder and its globs (a doc section, a blog or the pages, in one locale and version). */
export type SourceSection = { readonly folder: string } & SourceGlobs;

/** The sections with their own folder (a folder named twice is read once, with its first section's globs). */
export const uniqueFolders = <T extends SourceSection>(sections: readonly T[]): T[] =>
  sections.filter((section, i) => sections.findIndex((s) => s.folder === section.folder) === i);

/** The files under a folder of the content root, content-relative, `/`-separated, sorted. */
export function filesUnder(folder: string): string[] {
  const root = path.join(getContentRoot(), folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .map((rel) => `${folder}/${rel.split(path.sep).join('/')}`)
    .sort();
}
