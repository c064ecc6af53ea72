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

/** How a word is written in a text of the format: an HTML text or attribute, or a JavaScript string literal as esbuild writes it. */
function writer(format: 'html' | 'mdx'): (word: string) => string {
  if (format === 'html') return (word) => word.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;').replace(/"/g, '&#x22;');
  return (word) =>
    JSON.stringify(word)
      .slice(1, -1)
      .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** The pieces to swap: the text written in `from`'s words, and the same in `to`'s (per format). */
function swaps(format: 'html' | 'mdx', from: Words, to: Words): { pattern: RegExp; replace: (...groups: string[]) => string }[] {
  const w = writer(format);
  const attr = (name: string, value: string) => (format === 'html' ? `${name}="${value}"` : `"${name}":"${value}"`);
  const cls = (name: string) => (format === 'html' ? `class="${name}"` : `className:"${name}"`);
  const child = (text: string) => (format === 'html' ? `>${text}<` : `children:"${text}"`);
  const pairs: [string, string][] = [];
  const list: { pattern: RegExp; replace: (...groups: string[]) => string }[] = [];
  const exact = (a: string, b: string) => {
    if (a !== b) list.push({ pattern: new RegExp(escapeRegExp(a), 'g'), replace: () => b });
  };
  // The copy button and the plain-text label of a code block.
  const copy = (ui: MdxUiStrings) =>
    `${attr('aria-label', w(ui.copyLabel))}${format === 'html' ? ' ' : ','}${attr('data-copy-code', '')}`;
  exact(copy(from.ui), copy(to.ui));
  exact(
    `${attr('data-copy-code', '')}${format === 'html' ? '' : ','}${child(w(from.ui.copy))}`,
    `${attr('data-copy-code', '')}${format === 'html' ? '' : ','}${child(w(to.ui.copy))}`,
  );
  exact(
    `${cls('code-lang')}${format === 'html' ? '' : ','}${child(w(from.ui.text))}`,
    `${cls('code-lang')}${format === 'html' ? '' : ','}${child(w(to.ui.text))}`,
  );
  // Default admonition titles (a title equal to the type's default word is taken as the default).
  for (const [kind, title] of Object.entries(from.ui.admonitions)) {
    const other = to.ui.admonitions[kind];
    if (other !== undefined) pairs.push([title, other]);
  }
  for (const [a, b] of pairs)
    exact(
      `${cls('admonition-heading')}${format === 'html' ? '' : ','}${child(w(a))}`,
      `${cls('admonition-heading')}${format === 'html' ? '' : ','}${child(w(b))}`,
    );
  // Task list boxes.
  for (const key of ['site.task.done', 'site.task.open'] as const) {
    exact(
      `${format === 'html' ? ' ' : ''}${attr('aria-label', w(from.t(key)))}`,
      `${format === 'html' ? ' ' : ''}${attr('aria-label', w(to.t(key)))}`,
    );
  }
  // The summary of a <details> without one (MDX only).
  if (format === 'mdx') exact(`summary,{children:"${w(from.ui.details)}"}`, `summary,{children:"${w(to.ui.details)}"}`);
  // Headings' anchor links: "Direct link to {heading}".
  const [before, after] = from.ui.headingLink.split('{heading}').map((part) => escapeRegExp(w(part ?? '')));
  if (after !== undefined && from.ui.headingLink !== to.ui.headingLink) {
    list.push({
      pattern: new RegExp(
        `(${escapeRegExp(cls('hash-link'))}${format === 'html' ? ' ' : ','})${escapeRegExp(format === 'html' ? 'aria-label="' : '"aria-label":"')}${before}([^"]*?)${after}"`,
        'g',
      ),
      replace: (_whole, lead: string, heading: string) =>
        `${lead}${format === 'html' ? 'aria-label="' : '"aria-label":"'}${w(to.ui.headingLink.split('{heading}')[0]!)}${heading}${w(to.ui.headingLink.split('{heading}')[1] ?? '')}"`,
    });
  }
  return list;
}

/** `text` (rendered HTML or compiled MDX) with the compile's words of locale `from` in locale `to`'s. */
export function localizeWords(text: string, format: 'html' | 'mdx', from: string, to: string): string {
  if (from === to) return text;
  let out = text;
  for (const { pattern, replace } of swaps(format, wordsOf(from), wordsOf(to))) out = out.replace(pattern, replace);
  return out;
}
