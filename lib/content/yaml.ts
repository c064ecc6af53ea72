/**
 * YAML as Docusaurus reads it: js-yaml (front matter through gray-matter 4, which calls js-yaml 3's `safeLoad`;
 * `authors.yml` and `tags.yml` through js-yaml's `load`), so that what Docusaurus accepts is accepted here (a
 * double-quoted string continued on an unindented line, YAML 1.1 forms). One change: a timestamp stays the
 * text it was written as, so that an impossible date such as 2021-02-30 is caught by the schemas instead of
 * silently rolling over to March.
 */
import jsYaml from 'js-yaml';

// js-yaml is CommonJS: its members are read from the default export (named imports fail in the ESM the content layer runs).
const { DEFAULT_SAFE_SCHEMA, Schema, Type, safeLoad } = jsYaml;
const TIMESTAMP = 'tag:yaml.org,2002:timestamp';
const timestamp = (DEFAULT_SAFE_SCHEMA as unknown as { implicit: { tag: string; resolve(data: unknown): boolean }[] }).implicit.find(
  (t) => t.tag === TIMESTAMP,
)!;

/** js-yaml 3's safe schema, with timestamps kept as their text. */
const SCHEMA = new Schema({
  include: [DEFAULT_SAFE_SCHEMA],
  implicit: [new Type(TIMESTAMP, { kind: 'scalar', resolve: (data: unknown) => timestamp.resolve(data), construct: (data: string) => data })],
});

/** The data of a YAML text (undefined when it is empty); throws js-yaml's error, which {@link yamlProblem} reads. */
export const readYaml = (text: string): unknown => safeLoad(text, { schema: SCHEMA });

/** The 1-based line (within the text js-yaml read) and the reason of a js-yaml error. */
export function yamlProblem(error: unknown): { line: number | undefined; reason: string } {
  const { mark, reason, message } = error as { mark?: { line: number }; reason?: string; message?: string };
  return { line: mark ? mark.line + 1 : undefined, reason: reason ?? String(message ?? error).split('\n')[0]! };
}
