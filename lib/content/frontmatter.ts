/**
 * Front matter schemas (zod) for docs, posts and pages, and their validation with file:line errors.
 * Front matter is read as Docusaurus reads it (packages/docusaurus-utils/src/markdownUtils.ts
 * `parseFileContentFrontMatter`): gray-matter 4 with js-yaml (lib/content/yaml.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError } from './errors';
import { readYaml, yamlProblem } from './yaml';
import { escapeRegExp } from '../escape-regexp';
import { rules } from './paths';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** True when a `YYYY-MM-DD[ HH:mm[:ss]]` string names a real calendar date and time. */
export function isValidDateString(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? undefined) as string[];
  const date = new Date(Date.UTC(+y!, +mo! - 1, +d!));
  return (
    date.getUTCFullYear() === +y! && date.getUTCMonth() === +mo! - 1 && date.getUTCDate() === +d! && +h < 24 && +mi < 60 && +s < 60
  );
}

/*
 * Docusaurus validates front matter with Joi, converting as Joi does (`validateFrontMatter`, `convert: true`;
 * utils-validation `JoiFrontMatter`): a number or date where text is expected is its text (`slug: 20260903`,
 * `title: 2024`, `tags: [2024]`), a numeric string where a number is (`sidebar_position: "3"`), `"true"`/`"false"`
 * where a boolean is.
 */
export const fmString = () => z.preprocess((v) => (typeof v === 'number' || v instanceof Date ? String(v) : v), z.string());
export const fmNumber = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v), z.number());
export const fmBoolean = () =>
  z.preprocess((v) => (typeof v === 'string' && /^(true|false)$/i.test(v.trim()) ? v.trim().toLowerCase() === 'true' : v), z.boolean());

/** A year, month and day in another spelling than YAML's (`2020/08/16`, `2020-8-6`, `2020.08.16`). */
const OTHER_YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/**
 * A front matter date as text this project reads: YAML's `YYYY-MM-DD[ HH:mm[:ss]]` as written, another spelling of a
 * year, month and day as `YYYY-MM-DD`, and any other text JavaScript's `Date` reads (`Aug 16 2020`) as its ISO form.
 * Docusaurus validates `date` with Joi's `date()`, which takes whatever `new Date()` reads (its blog fixture's
 * `date: 2020/08/16`, "not YAML date, but we can still use it"); an impossible calendar date still fails here.
 */
export function normalizeDateText(text: string): string {
  const value = text.trim();
  if (DATE.test(value) || value.includes('T')) return value;
  const ymd = OTHER_YMD.exec(value);
  if (ymd) return `${ymd[1]}-${ymd[2]!.padStart(2, '0')}-${ymd[3]!.padStart(2, '0')}`;
  // Not a bare number: Joi reads one as milliseconds, and nobody means that by a date.
  const parsed = /^\d+$/.test(value) ? NaN : Date.parse(value);
  return Number.isNaN(parsed) ? value : new Date(parsed).toISOString();
}

const dateField = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString() : normalizeDateText(v)))
  .refine((v) => (v.includes('T') && !Number.isNaN(Date.parse(v)) ? true : isValidDateString(v)), {
    message: 'is not a valid date (expected YYYY-MM-DD, optionally with a time)',
  });

/**
 * A URI reference as Docusaurus's `URISchema` (utils-validation) accepts one for `image`, `custom_edit_url` and the
 * author links: what `new URL()` reads (an absolute URL, non-ASCII characters too), or a relative reference of RFC 3986's
 * characters (Joi's `uri({ allowRelative: true })`): a space, a non-ASCII character or one of `[]{}|^\\"<>` in a
 * path fails, as does an empty value.
 */
export function isDocusaurusUri(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return RELATIVE_URI.test(value);
  }
}

const RELATIVE_URI = /^[\w\-.~%!$&'()*+,;=:@/?]+(?:#[\w\-.~%!$&'()*+,;=:@/?]*)?$|^#[\w\-.~%!$&'()*+,;=:@/?]*$/;

/** A front matter field Docusaurus validates with its `URISchema` (from the release `validated` names), else any text. */
export const uriField = (validated = rules.frontMatterUris) =>
  validated
    ? z.string().refine(isDocusaurusUri, {
        message: 'does not look like a valid url (Docusaurus reads it as a URI: percent-encode spaces and non-ASCII characters)',
      })
    : z.string();

const tagField = z.union([
  fmString().pipe(z.string().trim().min(1, 'a tag must not be empty')),
  z.object({ label: fmString().pipe(z.string().min(1)).describe('Tag label'), permalink: fmString().optional().describe('Tag URL segment') }),
]);

const authorObject = z.object({
  name: fmString().optional().describe('Display name'),
  title: fmString().optional().describe('Role shown under the name'),
  url: uriField().optional().describe('Link of the name'),
  imageURL: z.string().optional().describe('Avatar'),
  image_url: z.string().optional().describe('Avatar: the older spelling of imageURL'),
  email: z.string().optional().describe("E-mail, given in the RSS feed's items"),
  socials: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Docusaurus 3.5+: social accounts by platform (x, github, linkedin…), a handle or a URL'),
  key: fmString().optional(),
});

const common = {
  title: fmString().pipe(z.string().trim().min(1)).optional().describe('Page title; defaults to the first # heading'),
  description: fmString().optional().describe('One-sentence summary for meta description and search'),
  slug: fmString().pipe(z.string().min(1)).optional().describe('URL override'),
  tags: z.array(tagField).optional().describe('Tags, as labels'),
  keywords: z.array(fmString()).optional().describe('Meta keywords'),
  image: uriField().optional().describe('Social card image'),
  draft: fmBoolean().optional().describe('Drafts are left out of production builds'),
  unlisted: fmBoolean().optional().describe('Built but not listed'),
  hide_table_of_contents: fmBoolean().optional().describe('Hides the right-hand TOC'),
  hide_title: fmBoolean().optional().describe('Hides the title above the body'),
  custom_edit_url: z
    .union([z.literal(''), uriField()])
    .nullable()
    .optional()
    .describe('"Edit this page" URL of this file (null or empty: none)'),
  toc_min_heading_level: fmNumber().pipe(z.number().int().min(2).max(6)).optional(),
  toc_max_heading_level: fmNumber().pipe(z.number().int().min(2).max(6)).optional(),
};

/** Front matter of a doc page. */
export const docFrontMatter = z.looseObject({
  ...common,
  id: fmString().optional().describe('Doc id override'),
  parse_number_prefixes: fmBoolean()
    .optional()
    .describe('false: the number prefixes of its file and folder names stay in its id and URL (Docusaurus)'),
  sidebar_position: fmNumber().optional().describe('Order inside its folder'),
  sidebar_label: fmString().optional().describe('Label in the sidebar'),
  sidebar_class_name: fmString().optional(),
  pagination_label: fmString().optional().describe('Label in prev/next links'),
  displayed_sidebar: fmString().nullable().optional().describe('Sidebar shown with this doc (null: none)'),
  pagination_prev: fmString().nullable().optional(),
  pagination_next: fmString().nullable().optional(),
  last_update: z.looseObject({ date: dateField.optional(), author: fmString().optional() }).optional(),
});

/** Front matter of a blog post. */
export const postFrontMatter = z.looseObject({
  ...common,
  date: dateField.optional().describe('Publication date; defaults to the YYYY-MM-DD- file name prefix'),
  authors: z
    .union([fmString(), authorObject, z.array(z.union([fmString(), authorObject]))])
    .optional()
    .describe('Author keys from authors.yml, or inline authors'),
  author: fmString().optional().describe('Docusaurus v1 style single author name'),
  author_url: uriField().optional(),
  author_title: fmString().optional(),
  author_image_url: uriField().optional(),
  authorURL: uriField().optional(),
  authorImageURL: uriField().optional(),
  last_update: z.looseObject({ date: dateField.optional(), author: fmString().optional() }).optional(),
});

/** Front matter of a standalone page. */
export const pageFrontMatter = z.looseObject({
  ...common,
  image: uriField(rules.pageFrontMatterValidation).optional().describe('Social card image'),
  wrapperClassName: z.string().optional(),
  react_page: z
    .union([fmBoolean(), z.literal('own-main')])
    .optional()
    .describe(
      "A Docusaurus site's React page (written by the importer): shown full width, without an article's typography; `own-main` when it renders its own <main>",
    ),
});

/**
 * Contentlayer's field options. Contentlayer takes a document's type from the front matter field named
 * `typeFieldName` before it matches the types' path patterns, so under its default (`type`) a doc whose front
 * matter has `type: note` (a key Docusaurus ignores) was looked up as a document type "note" and failed the build.
 * The name here is one no front matter of a Docusaurus site is expected to hold.
 */
export const contentlayerFieldOptions = { typeFieldName: '_contentlayerType' } as const;

export type DocFrontMatter = z.infer<typeof docFrontMatter>;
export type PostFrontMatter = z.infer<typeof postFrontMatter>;
export type PageFrontMatter = z.infer<typeof pageFrontMatter>;

/** Splits a file into its front matter YAML (with the line it starts on) and its body. */
export function splitFrontMatter(source: string): { yaml: string; yamlStartLine: number; body: string; bodyStartLine: number } {
  // A UTF-8 byte-order mark before the front matter is not content.
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!m) return { yaml: '', yamlStartLine: 1, body: source, bodyStartLine: 1 };
  const consumed = m[0];
  return {
    yaml: m[1] ?? '',
    yamlStartLine: 2,
    body: source.slice(consumed.length),
    bodyStartLine: consumed.split('\n').length,
  };
}

/** The line of the file a top-level front matter field starts on (`authors:`), or undefined when it has none. */
export function frontMatterLine(source: string, field: string): number | undefined {
  const { yaml, yamlStartLine } = splitFrontMatter(source);
  const i = yaml.split('\n').findIndex((l) => l.startsWith(`${field}:`));
  return i === -1 ? undefined : i + yamlStartLine;
}

/**
 * A file's body as Contentlayer stores it (`body.raw`): the text gray-matter leaves after the front matter, cut
 * by gray-matter's rule (which differs from splitFrontMatter's): the block closes at the first line that starts
 * with `---`, and one line break after it is dropped.
 */
export function contentlayerBody(source: string): string {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (!text.startsWith('---') || text.charAt(3) === '-') return text;
  // What follows the opening delimiter on its line (gray-matter's language, `---yaml`) cannot hold the close.
  const close = text.indexOf('\n---', 3);
  if (close === -1) return '';
  let body = text.slice(close + '\n---'.length);
  if (body.startsWith('\r')) body = body.slice(1);
  if (body.startsWith('\n')) body = body.slice(1);
  return body;
}

const yamlEngine = { parse: (text: string) => readYaml(text) as object };

/**
 * Makes the content layer read front matter with this same reader (contentlayer.config.ts calls it). Contentlayer's
 * gray-matter engine calls `yaml.parse(text)` (the `yaml` package, YAML 1.2, which rejects YAML that Docusaurus
 * accepts), looking `parse` up on the package's CommonJS exports at each call: that property is replaced, in the
 * content layer's process only. Nothing of this project calls `yaml.parse` there (config/site.ts parses documents).
 */
export function installFrontMatterReader(): void {
  const yamlPackage = createRequire(path.resolve('package.json'))('yaml') as { parse: (text: string) => unknown };
  yamlPackage.parse = (text: string) => readYaml(text);
}

/** What gray-matter makes of a file as Docusaurus calls it: the front matter's data (a non-mapping comes back as is) and the body after it. */
export function readFrontMatter(source: string): { data: unknown; content: string } {
  // Passing options turns gray-matter's cache (keyed by the text) off; an empty text has no front matter.
  const file = matter(source, { engines: { yaml: yamlEngine } });
  return { data: file.data, content: file.content };
}

/** A file's front matter fields, or {} when it has none or they do not parse (for readers whose file is validated elsewhere). */
export function frontMatterData(source: string): Record<string, unknown> {
  try {
    const { data } = readFrontMatter(source);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The file line of a top-level front matter key (block style), when it can be found. */
function lineOfKey(source: string, key: string | number | undefined): number | undefined {
  if (key === undefined) return undefined;
  const { yaml, yamlStartLine } = splitFrontMatter(source);
  const name = escapeRegExp(String(key));
  const i = yaml.split('\n').findIndex((l) => new RegExp(`^(["']?)${name}\\1\\s*:`).test(l));
  return i === -1 ? undefined : i + yamlStartLine;
}

/**
 * Parses and validates a file's front matter against a schema. Throws a ContentError naming the file,
 * the line and the field on the first problem found (YAML syntax, wrong type, impossible date…).
 */
export function parseFrontMatter<S extends z.ZodType>(schema: S, source: string, file: string): z.output<S> {
  let data: unknown;
  try {
    data = readFrontMatter(source).data ?? {};
  } catch (error) {
    // gray-matter hands js-yaml the text from the end of the opening `---`, so js-yaml's lines are the file's.
    const { line, reason } = yamlProblem(error);
    throw new ContentError(file, line ?? 1, undefined, `invalid YAML front matter: ${reason}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || data instanceof Date) {
    throw new ContentError(file, 2, undefined, 'front matter must be a YAML mapping of fields');
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.');
    const line = lineOfKey(source, issue.path[0] as string | number | undefined) ?? 2;
    const got = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k as PropertyKey], data);
    throw new ContentError(file, line, field || undefined, `${issue.message} (got ${JSON.stringify(got)})`);
  }
  return result.data;
}
