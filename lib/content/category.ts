/**
 * A doc folder's `_category_.json` (or `.yml`/`.yaml`), read as Docusaurus reads it (plugin-content-docs
 * `readCategoriesMetadata`: js-yaml's `load` whatever the extension) and validates it (`validateCategoryMetadataFile`:
 * Joi with its default conversions, so `"position": "2"` is 2 and `"collapsed": "false"` is false); a value
 * Docusaurus rejects names the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { displayPath } from './display-path';
import { ContentError } from './errors';
import { fmBoolean, fmNumber, fmString } from './frontmatter';
import { docSections } from '../../config/site';
import { getContentRoot, pathInSection } from './paths';
import { isLeftOut } from './source-globs';
import { filesUnder, uniqueFolders } from './source-files';
import { readYaml, yamlProblem } from './yaml';
import type { CategoryMeta } from '../navigation/sidebar-builder';

const categorySchema = z.looseObject({
  label: fmString().optional(),
  position: fmNumber().optional(),
  collapsed: fmBoolean().optional(),
  collapsible: fmBoolean().optional(),
  className: fmString().optional(),
  link: z.unknown().optional(),
  customProps: z.unknown().optional(),
});

/** The line of a top-level key in a JSON or YAML file's text (`"position":` or `position:`), when it can be found. */
function lineOfKey(text: string, key: string): number | undefined {
  const i = text.split('\n').findIndex((line) => new RegExp(`(?:^|[\\s{,])["']?${key}["']?\\s*:`).test(line));
  return i === -1 ? undefined : i + 1;
}

/** The folder metadata of a category file's data (`sourceFilePath`: content-relative, for errors). */
export function parseCategory(data: unknown, sourceFilePath: string): CategoryMeta {
  const result = categorySchema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  let line: number | undefined;
  try {
    const text = fs.readFileSync(path.join(getContentRoot(), sourceFilePath), 'utf8');
    line = field ? lineOfKey(text, String(issue.path[0])) : undefined;
  } catch {
    // The file is gone: no line.
  }
  throw new ContentError(displayPath(sourceFilePath), line, field, issue.message);
}

/** The names of a folder's category file, as Docusaurus looks them up (plugin-content-docs `readCategoriesMetadata`). */
export const CATEGORY_FILE_NAMES: readonly string[] = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** A `_category_` file's data, with where it was read (content-relative). */
export interface CategoryFile {
  readonly data: unknown;
  readonly _raw: { readonly sourceFilePath: string; readonly sourceFileDir: string };
}

/**
 * Every `_category_.json`, `.yml` or `.yaml` in the doc sections' folders that their `exclude` leaves in, read with
 * js-yaml whatever its extension, as Docusaurus reads it: YAML in a `.json` file (trailing commas, single quotes,
 * comments, `label: 甲`) is a category file to Docusaurus, and JSON.parse (Contentlayer's reader of `.json`) rejects
 * it. A file js-yaml cannot read fails with file:line.
 */
export function readCategoryFiles(): CategoryFile[] {
  return uniqueFolders(docSections)
    .flatMap((section) =>
      filesUnder(section.folder).filter(
        (file) => CATEGORY_FILE_NAMES.includes(path.posix.basename(file)) && !isLeftOut(section, pathInSection(section, file)!),
      ),
    )
    .map((sourceFilePath) => {
      let data: unknown;
      try {
        data = readYaml(fs.readFileSync(path.join(getContentRoot(), sourceFilePath), 'utf8'));
      } catch (error) {
        const { line, reason } = yamlProblem(error);
        throw new ContentError(displayPath(sourceFilePath), line, undefined, `not a category file Docusaurus reads: ${reason}`);
      }
      return { data, _raw: { sourceFilePath, sourceFileDir: path.posix.dirname(sourceFilePath) } };
    });
}
