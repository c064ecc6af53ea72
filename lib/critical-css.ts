/**
 * A content stylesheet without blocking the first paint: when a page's content imports a stylesheet (an MDX
 * `import 'antd/dist/antd.css'`, 72 KB gzipped, of which the original site's `/blog/AJAX/` uses 17 KB raw), the
 * page carries, in a `<style>` at the link's place, the rules of it that can match the page, and loads the whole
 * stylesheet without blocking (`media="print"` switched to `all` once loaded; a `<noscript>` copy for readers
 * without scripts). Post-processing (scripts/postbuild.ts) rewrites the pages so. The site's own stylesheet is
 * left blocking (lib/critical-css-markup.mjs says why).
 *
 * Which rules can match a page is decided the way PurgeCSS does, on words: a rule is kept when every class,
 * id, element and attribute name of one of its selectors occurs as a word anywhere in the page's HTML
 * (markup, inline scripts and the inline payload). That over-keeps (the words need not sit on one element) and
 * never drops a rule that matches the markup, nor one keyed on what an inline script sets before the first
 * paint (the theme script names `data-theme`). Classes a client component adds after hydration, when the
 * whole stylesheet is loaded, are the ones left out.
 */
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { BLOCKING_LINK, criticalMarkup } from './critical-css-markup.mjs';

export { CRITICAL_STYLE_ATTRIBUTE, withoutCriticalCss } from './critical-css-markup.mjs';

/** A top-level rule of the stylesheet, with the words each of its selectors needs, or an at-rule's children. */
type Entry =
  | { kind: 'always'; css: string }
  | { kind: 'rule'; css: string; selectors: string[][] }
  | { kind: 'group'; open: string; children: Entry[] };

/** A stylesheet parsed once, for the pages that link it. */
export interface CriticalSheet {
  readonly entries: readonly Entry[];
}

/** Pseudo-classes whose argument is a selector list: their argument is not required (it may match or not). */
const SELECTOR_ARGUMENT = /^:(?:not|is|where|has|matches|-webkit-any|-moz-any|host|host-context)$/i;

/** The words a selector needs on a page: its element names, classes, ids and attribute names. */
function wordsOf(selector: selectorParser.Selector): string[] {
  const words = new Set<string>();
  selector.walk((node) => {
    if (node.type === 'pseudo') {
      // Nothing inside a pseudo-class's argument is required; `:hover`, `::before` add no word either.
      if (SELECTOR_ARGUMENT.test(node.value)) node.nodes.length = 0;
      return;
    }
    if (node.type === 'tag' && node.value !== '*') words.add(node.value.toLowerCase());
    else if (node.type === 'class' || node.type === 'id') words.add(node.value);
    else if (node.type === 'attribute') words.add(node.attribute);
  });
  return [...words];
}

const selectorsOf = (rule: Rule): string[][] => {
  const selectors: string[][] = [];
  selectorParser((root) => {
    root.each((selector) => {
      selectors.push(wordsOf(selector));
    });
  }).processSync(rule.selector);
  return selectors;
};

/** At-rules whose children are rules kept or not one by one. */
const GROUPING = /^(?:media|supports|layer|container|scope|document|-moz-document)$/i;

function entryOf(node: ChildNode): Entry | undefined {
  if (node.type === 'rule') return { kind: 'rule', css: node.toString(), selectors: selectorsOf(node) };
  if (node.type === 'atrule') {
    const at = node as AtRule;
    if (GROUPING.test(at.name) && at.nodes) {
      const children = at.nodes.map(entryOf).filter((e): e is Entry => e !== undefined);
      return { kind: 'group', open: `@${at.name}${at.raws.afterName ?? ' '}${at.params}{`, children };
    }
    // @keyframes, @font-face, @property, @charset, @import…: kept as they are.
    return { kind: 'always', css: at.toString() };
  }
  return undefined; // comments
}

const URL_TOKEN = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;

/**
 * The stylesheet's relative `url(…)`s made path-absolute from `href`, where it is served: the inlined rules
 * resolve their URLs against the page's address instead (KaTeX's fonts, an MDX stylesheet's images).
 */
function absoluteUrls(css: string, href: string): string {
  return css.replace(URL_TOKEN, (token, quote: string, url: string) => {
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(url)) return token;
    const resolved = new URL(url, new URL(href, 'http://localhost'));
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/** Parses a stylesheet once; `href` is where it is served (path-absolute), for its relative URLs. */
export function parseSheet(css: string, href = '/'): CriticalSheet {
  const root: Root = postcss.parse(absoluteUrls(css, href));
  return { entries: root.nodes.map(entryOf).filter((e): e is Entry => e !== undefined) };
}

const WORD = /[\w-]+/g;

/** Every word of a page (letters, digits, `_` and `-`), as PurgeCSS's default extractor reads content. */
export function pageWords(html: string): Set<string> {
  const words = new Set<string>();
  for (const [word] of html.matchAll(WORD)) {
    words.add(word);
    words.add(word.toLowerCase());
  }
  return words;
}

function select(entries: readonly Entry[], words: Set<string>): string {
  let css = '';
  for (const entry of entries) {
    if (entry.kind === 'always') css += entry.css;
    else if (entry.kind === 'rule') {
      if (entry.selectors.some((needed) => needed.every((word) => words.has(word)))) css += entry.css;
    } else {
      const inner = select(entry.children, words);
      if (inner) css += `${entry.open}${inner}}`;
    }
  }
  return css;
}

/** The rules of `sheet` that can match the page `html`, in the stylesheet's order. */
export function criticalCss(sheet: CriticalSheet, html: string): string {
  return select(sheet.entries, pageWords(html));
}

/**
 * The page with each of Next's render-blocking stylesheet links replaced by the rules that can match the page
 * and the same link loaded without blocking (`criticalMarkup`); `undefined` when it has no such link (a
 * redirect page, or a page rewritten already). `sheetOf` gives the parsed stylesheet of an href as the page
 * writes it.
 */
export function inlineCriticalCss(html: string, sheetOf: (href: string) => CriticalSheet): string | undefined {
  const links = [...html.matchAll(BLOCKING_LINK)];
  if (links.length === 0) return undefined;
  let rewritten = html;
  for (const [link, href = '', precedence = ''] of links) {
    const css = criticalCss(sheetOf(href), html).replaceAll('</style', '<\\/style');
    rewritten = rewritten.replace(link, criticalMarkup(href, precedence, css));
  }
  return rewritten;
}
