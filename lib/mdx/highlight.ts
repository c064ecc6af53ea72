/**
 * Highlights one code block outside a Markdown document (Docusaurus's `<CodeBlock>` in MDX) with the plugins
 * the pipeline runs on fenced code, so both render the same `<figure>`: Shiki themes, contrast fixes, the
 * title, line numbers, highlighted lines (`{1,3-5}` and `// highlight-next-line`) and the code tools header.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkCodeMeta } from './code-meta';
import { codeBlockPlugins } from './pretty-code';

/** What to highlight: the code and what a fence's info string would say about it. */
export interface HighlightArgs {
  readonly code: string;
  readonly language?: string;
  /** The rest of a fence's info string (`{1,3} title="a.js" showLineNumbers`). */
  readonly meta?: string;
  readonly title?: string;
  /** `true`, or the number of the first line. */
  readonly showLineNumbers?: boolean | number;
  /** The locale of the page it is on (the copy button's words); the site's by default. */
  readonly locale?: string;
}

const TITLE = /(^|\s)title=(["'])[^]*?\2(?=\s|$)/;
const LINE_NUMBERS = /(^|\s)showLineNumbers(?:\{\d+\}|=\d+)?(?=\s|$)/g;

/** A fence's meta with `title` and `showLineNumbers` props folded in; a prop wins over the meta, as in Docusaurus. */
export function buildCodeMeta({ meta = '', title, showLineNumbers }: Omit<HighlightArgs, 'code' | 'language'>): string {
  let result = meta;
  const parts: string[] = [];
  if (title !== undefined) {
    result = result.replace(TITLE, '$1');
    // rehype-pretty-code reads `title="…"` up to the next double quote, so one inside the title is swapped for a look-alike.
    if (title !== '') parts.push(`title="${title.replace(/"/g, '＂')}"`);
  }
  if (showLineNumbers !== undefined) {
    result = result.replace(LINE_NUMBERS, '$1');
    if (showLineNumbers !== false)
      parts.push(showLineNumbers === true ? 'showLineNumbers' : `showLineNumbers{${showLineNumbers}}`);
  }
  return [result, ...parts].join(' ').replace(/\s+/g, ' ').trim();
}

const processor = unified().use(remarkCodeMeta).use(remarkRehype).use(codeBlockPlugins).use(rehypeStringify);

const cache = new Map<string, Promise<string>>();

async function render({ code, language, locale, ...rest }: HighlightArgs): Promise<string> {
  const meta = buildCodeMeta(rest);
  const node: Code = { type: 'code', lang: language || null, meta: meta || null, value: code };
  const file = new VFile({ data: locale === undefined ? {} : { locale } });
  const tree = (await processor.run({ type: 'root', children: [node] } satisfies MdastRoot, file)) as HastRoot;
  const figure = tree.children.find((child): child is Element => child.type === 'element');
  if (!figure || figure.tagName !== 'figure') throw new Error('highlightCodeToHtml: rehype-pretty-code produced no <figure>');
  return processor.stringify({ type: 'root', children: [figure] });
}

/** The highlighted `<figure>` HTML of a code block, exactly as the pipeline renders the same fenced block; cached per input. */
export function highlightCodeToHtml(args: HighlightArgs): Promise<string> {
  const key = JSON.stringify([args.code, args.language, args.meta, args.title, args.showLineNumbers, args.locale]);
  let html = cache.get(key);
  if (!html) {
    html = render(args);
    cache.set(key, html);
    // A failure is not remembered: the next render tries again.
    html.catch(() => cache.delete(key));
  }
  return html;
}

/** The opening tag's attributes and the inner HTML of a `<figure>` from {@link highlightCodeToHtml}. */
export function splitFigureHtml(html: string): { attributes: Record<string, string>; innerHtml: string } {
  const m = /^<figure((?:\s+[^\s=>]+(?:="[^"]*")?)*)>([^]*)<\/figure>$/.exec(html.trim());
  if (!m) throw new Error('splitFigureHtml: not a single <figure> element');
  const attributes: Record<string, string> = {};
  for (const [, name, value] of m[1]!.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)) attributes[name!] = decodeEntities(value ?? '');
  return { attributes, innerHtml: m[2]! };
}

const NAMED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(parseInt(dec, 10));
    return NAMED[name!.toLowerCase()] ?? entity;
  });
}
