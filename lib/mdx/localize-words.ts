/**
 * The words a compile put into a document, in another locale's language: a document served untranslated in a
 * locale (its default-locale file at the locale's URL, lib/content/queries.ts) is compiled once, in its own
 * language, but Docusaurus builds each locale on its own, so there its code blocks' copy button, its headings'
 * anchor names, its `:::tip` default titles, its task-list boxes and a `<details>` without a summary speak the
 * page's locale. Each of those is markup this project writes (lib/mdx/rehype-code-ui.ts, rehype-headings.ts,
 * admonitions.ts, rehype-task-lists.ts, rehype-details.ts): the exact pieces are found and their words swapped, in
 * rendered HTML (`.md`) and in compiled MDX (esbuild's JavaScript, non-ASCII escaped). A piece not found keeps its
 * words; nothing else of the text is touched.
 */
import { getMdxUiStrings } from '../i18n/client-strings';
import { localeTranslator } from '../i18n';
import type { MdxUiStrings } from '../i18n/mdx-ui';
import type { Translator } from '../i18n/translator';
import { escapeRegExp } from '../escape-regexp';

/** How a word is written in a text of the format: an HTML text or attribute, or a JavaScript string literal as esbuild writes it. */
function writer(format: 'html' | 'mdx'): (word: string) => string {
  if (format === 'html') return (word) => word.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;').replace(/"/g, '&#x22;');
  return (word) =>
    JSON.stringify(word)
      .slice(1, -1)
      .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

interface Words {
  ui: MdxUiStrings;
  t: Translator;
}

const words = new Map<string, Words>();
const wordsOf = (locale: string): Words => {
  let found = words.get(locale);
  if (!found) {
    const t = localeTranslator(locale);
    words.set(locale, (found = { ui: getMdxUiStrings(t), t }));
  }
  return found;
};

/** One piece of markup the compile writes, in the words of the locale given. */
type Piece = (words: Words) => string;

interface Swap {
  pattern: RegExp;
  replace: (...groups: string[]) => string;
}

/** The pieces to swap: each written in `from`'s words, replaced by the same in `to`'s (per format). */
function swaps(format: 'html' | 'mdx', from: Words, to: Words): Swap[] {
  const w = writer(format);
  const html = format === 'html';
  const sep = html ? '' : ',';
  const attr = (name: string, value: string) => (html ? `${name}="${value}"` : `"${name}":"${value}"`);
  const cls = (name: string) => (html ? `class="${name}"` : `className:"${name}"`);
  const child = (text: string) => (html ? `>${text}<` : `children:"${text}"`);
  const pieces: Piece[] = [
    // The copy button and the plain-text label of a code block.
    ({ ui }) => `${attr('aria-label', w(ui.copyLabel))}${html ? ' ' : ','}${attr('data-copy-code', '')}`,
    ({ ui }) => `${attr('data-copy-code', '')}${sep}${child(w(ui.copy))}`,
    ({ ui }) => `${cls('code-lang')}${sep}${child(w(ui.text))}`,
    // Default admonition titles (a title equal to the type's default word is taken as the default).
    ...Object.keys(from.ui.admonitions)
      .filter((kind) => to.ui.admonitions[kind] !== undefined)
      .map(
        (kind): Piece =>
          ({ ui }) =>
            `${cls('admonition-heading')}${sep}${child(w(ui.admonitions[kind]!))}`,
      ),
    // Task list boxes.
    ...(['site.task.done', 'site.task.open'] as const).map(
      (key): Piece =>
        ({ t }) =>
          `${html ? ' ' : ''}${attr('aria-label', w(t(key)))}`,
    ),
    // The summary of a <details> without one (MDX only).
    ...(html ? [] : [({ ui }: Words) => `summary,{children:"${w(ui.details)}"}`]),
  ];
  const list: Swap[] = pieces
    .map((piece) => [piece(from), piece(to)] as const)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ pattern: new RegExp(escapeRegExp(a), 'g'), replace: () => b }));
  // Headings' anchor links: "Direct link to {heading}", the heading's words kept.
  const [before, after] = from.ui.headingLink.split('{heading}');
  const [toBefore = '', toAfter = ''] = to.ui.headingLink.split('{heading}');
  if (after !== undefined && from.ui.headingLink !== to.ui.headingLink) {
    const lead = `${cls('hash-link')}${html ? ' ' : ','}${html ? 'aria-label="' : '"aria-label":"'}`;
    list.push({
      pattern: new RegExp(`(${escapeRegExp(lead)})${escapeRegExp(w(before!))}([^"]*?)${escapeRegExp(w(after))}"`, 'g'),
      replace: (_whole, start: string, heading: string) => `${start}${w(toBefore)}${heading}${w(toAfter)}"`,
    });
  }
  return list;
}

const swapsByPair = new Map<string, Swap[]>();

/** `text` (rendered HTML or compiled MDX) with the compile's words of locale `from` in locale `to`'s. */
export function localizeWords(text: string, format: 'html' | 'mdx', from: string, to: string): string {
  if (from === to) return text;
  let out = text;
  const key = `${format} ${from} ${to}`;
  let list = swapsByPair.get(key);
  if (!list) swapsByPair.set(key, (list = swaps(format, wordsOf(from), wordsOf(to))));
  for (const { pattern, replace } of list) out = out.replace(pattern, replace);
  return out;
}
