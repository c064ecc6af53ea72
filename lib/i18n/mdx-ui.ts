/**
 * The words of MDX components and page scripts that also run in the browser (`@theme/Admonition`,
 * `@theme/Details`, `@theme/CodeBlock` rendered client-side, live code, diagrams, image zoom), in each locale of
 * the site. They get no server props: next.config.ts puts them in `MYBLOG_MDX_UI` (built by `getMdxUiTable`,
 * lib/i18n/client-strings.ts); without it (a unit test of a component) they are English. A component asks for its
 * page's locale: on the server the render's (`renderLocale`), in the browser the one its parent passes down.
 * Client-safe: reads no files.
 */

export interface MdxUiStrings {
  copy: string;
  copyLabel: string;
  /** Language label of plain-text code. */
  text: string;
  /** Default titles of admonitions, by type (Docusaurus's six, and Docusaurus 2's success/important/secondary). */
  admonitions: Record<string, string>;
  /** Summary of a `<details>` without one. */
  details: string;
  /** With `{heading}`: the name of a heading's anchor link (`@theme/Heading`). */
  headingLink: string;
  liveEditor: string;
  liveResult: string;
  liveLoading: string;
  /** With `{label}` (the editor's heading). */
  liveEditable: string;
  /** With `{message}`. */
  diagramError: string;
  /** With `{alt}`: `zoomImageAlt` when the image has alt text, else `zoomImage`. */
  zoomImage: string;
  zoomImageAlt: string;
  /** Before a document's tags (`@theme/TagsListInline`): "Tags:". */
  tagsLabel: string;
  /** The label of a page's own search bar (`@theme/SearchBar`). */
  searchLabel: string;
  /** The link to a page's source (`@theme/EditThisPage`). */
  editThisPage: string;
  /** `@theme/DocPaginator`: the name of its links' list and their captions. */
  docsPagination: string;
  previous: string;
  next: string;
  /** `@theme/ColorModeToggle`: its name, with `{mode}` the current mode's (`colorModeLight`, `colorModeDark`). */
  colorModeToggle: string;
  colorModeLight: string;
  colorModeDark: string;
}

const ENGLISH: MdxUiStrings = {
  copy: 'Copy',
  copyLabel: 'Copy code to clipboard',
  text: 'Text',
  admonitions: {
    note: 'note',
    tip: 'tip',
    info: 'info',
    warning: 'warning',
    caution: 'caution',
    danger: 'danger',
    success: 'success',
    important: 'important',
    secondary: 'secondary',
  },
  details: 'Details',
  headingLink: 'Direct link to {heading}',
  liveEditor: 'Live Editor',
  liveResult: 'Result',
  liveLoading: 'Loading...',
  liveEditable: '{label}: editable example code',
  diagramError: 'The diagram could not be drawn: {message}',
  zoomImage: 'Zoom image',
  zoomImageAlt: 'Zoom image: {alt}',
  tagsLabel: 'Tags:',
  searchLabel: 'Search',
  editThisPage: 'Edit this page',
  docsPagination: 'Docs pages',
  previous: 'Previous',
  next: 'Next',
  colorModeToggle: 'Switch between dark and light mode (currently {mode})',
  colorModeLight: 'light mode',
  colorModeDark: 'dark mode',
};

/** Every locale's strings, as `MYBLOG_MDX_UI` holds them. */
export interface MdxUiTable {
  defaultLocale: string;
  locales: Record<string, MdxUiStrings>;
}

/** The table, read once from `MYBLOG_MDX_UI` (the same object for the same value). */
let cached: { raw: string | undefined; table: MdxUiTable | undefined } | undefined;

/**
 * The words in `locale`'s language (the site's default locale's when it is not given or not one of the site's),
 * English without `MYBLOG_MDX_UI`.
 */
export function mdxUi(locale?: string): MdxUiStrings {
  const raw = process.env.MYBLOG_MDX_UI;
  if (cached === undefined || cached.raw !== raw) cached = { raw, table: raw ? (JSON.parse(raw) as MdxUiTable) : undefined };
  const { table } = cached;
  if (!table) return ENGLISH;
  return (locale !== undefined ? table.locales[locale] : undefined) ?? table.locales[table.defaultLocale] ?? ENGLISH;
}

/** Fills `{name}` placeholders. */
export const fill = (message: string, values: Record<string, string>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
