/**
 * Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start` / `// highlight-end`, and the site's
 * own (`prism.magicComments`: `// This will error` giving its line a class), in the
 * comment forms Docusaurus reads for the block's language (theme-common `codeBlockUtils.ts`,
 * `getAllMagicCommentDirectiveStyles`): `//` and `/* *\/` for JavaScript, `#` for Python and Bash, `<!-- -->`,
 * `{/* *\/}` and `#` for Markdown (so a Markdown example can show `// highlight-next-line` as text), and so on;
 * any other language reads every form but Lua's, WebAssembly's and TeX's. Free of Shiki, so that the browser's
 * plain code block (components/mdx/docusaurus/code-block-plain.tsx) reads them as the build does
 * (lib/mdx/code-meta.ts).
 */

import { escapeRegExp } from '../escape-regexp';

/** Docusaurus's comment forms: what opens and what closes a comment, as regular expressions. */
const FORMS = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  'f#': ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
  fortran: ['!', ''],
} as const;

type Form = keyof typeof FORMS;

/** The comment forms of a language (Docusaurus's switch; the default is every form but lua, wasm and tex). */
function formsOf(language: string): readonly Form[] {
  switch (language.toLowerCase()) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vbnet':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f#'];
    case 'fsharp':
      return ['js', 'f#'];
    case 'ocaml':
    case 'sml':
      return ['f#'];
    case 'fortran':
      return ['fortran'];
    case 'cobol':
      return ['cobol'];
    default:
      return (Object.keys(FORMS) as Form[]).filter((form) => !['lua', 'wasm', 'tex'].includes(form));
  }
}

/**
 * A magic comment (Docusaurus's `prism.magicComments` entry): the class its lines get, the directive that marks the
 * next line, and the pair that marks the lines between them.
 */
export interface MagicComment {
  readonly className: string;
  readonly line?: string;
  readonly block?: { readonly start: string; readonly end: string };
}

/** The class of highlighted lines: Docusaurus's default magic comment, and the one its meta ranges (`{1,3}`) give. */
export const HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line';

/** Docusaurus's magic comments when the config sets none. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: HIGHLIGHT_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

const patterns = new Map<string, RegExp>();

/** The line pattern of a magic comment in a language: group 1 (of whichever form matched) is the directive. */
function patternOf(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((d) => d !== undefined);
  const key = `${language.toLowerCase()}\0${directives.join('\0')}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = formsOf(language.toLowerCase()).map((form) => {
      const [start, end] = FORMS[form];
      return `(?:${start}\\s*(${directives.map(escapeRegExp).join('|')})\\s*${end})`;
    });
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The meta key that carries the lines of magic comments other than highlighting: `lineClasses="3:a b;5:c"`. */
export const LINE_CLASSES = 'lineClasses';

const LINE_CLASSES_ENTRY = new RegExp(`(?:^|\\s)${LINE_CLASSES}="([^"]*)"`);

/** The classes by 1-based line of a block's meta (`lineClasses="3:a b;5:c"`), if it has any. */
export function lineClassesOf(meta: string): Map<number, string[]> | undefined {
  const list = LINE_CLASSES_ENTRY.exec(meta)?.[1];
  if (!list) return undefined;
  return new Map(
    list.split(';').map((entry) => {
      const [line, names = ''] = entry.split(':');
      return [Number(line), names.split(' ').filter(Boolean)] as const;
    }),
  );
}

/** A line range in a block's meta (`{1,3-5}`), as Docusaurus's `metastringLinesRangeRegex` finds it. */
const META_RANGE = /\{[\d,-]+\}/;

/**
 * Removes the magic-comment lines of a block in `language` (as written in the fence: `js`, `md`…; an unknown one
 * reads every form but Lua's, WebAssembly's and TeX's) and returns the code with the 1-based numbers of the lines
 * they mark: `lines` for the highlight class, `classes` for the others (`prism.magicComments`). As Docusaurus's
 * `parseLines`: a block whose meta gives a line range (`{1,3-5}`), or that names no language, is not read for
 * comments (they stay in the code as text: "only declaration OR directive highlight").
 */
export function extractHighlightComments(
  code: string,
  language = '',
  meta = '',
  magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS,
): { code: string; lines: number[]; classes: Map<number, string[]> } {
  const none = { code, lines: [], classes: new Map<number, string[]>() };
  if (language === '' || META_RANGE.test(meta) || magicComments.length === 0) return none;
  const pattern = patternOf(language, magicComments);
  const byLine = new Map(magicComments.flatMap((c) => (c.line ? [[c.line, c.className] as const] : [])));
  const byStart = new Map(magicComments.flatMap((c) => (c.block ? [[c.block.start, c.className] as const] : [])));
  const byEnd = new Map(magicComments.flatMap((c) => (c.block ? [[c.block.end, c.className] as const] : [])));
  // As Docusaurus counts: each comment line is taken out, so the line it marks takes its index.
  const marked = new Map<string, Set<number>>();
  const starts = new Map<string, number>();
  const mark = (className: string, index: number) => {
    if (!marked.has(className)) marked.set(className, new Set());
    marked.get(className)!.add(index);
  };
  const lines = code.split('\n');
  for (let i = 0; i < lines.length;) {
    const m = pattern.exec(lines[i]!);
    if (!m) {
      i++;
      continue;
    }
    const directive = m.slice(1).find((group) => group !== undefined)!;
    if (byLine.has(directive)) mark(byLine.get(directive)!, i);
    else if (byStart.has(directive)) starts.set(byStart.get(directive)!, i);
    else if (byEnd.has(directive)) {
      const className = byEnd.get(directive)!;
      for (let l = starts.get(className) ?? 0; l < i; l++) mark(className, l);
    }
    lines.splice(i, 1);
  }
  const classes = new Map<number, string[]>();
  const highlighted: number[] = [];
  for (const [className, indices] of marked) {
    for (const index of [...indices].sort((a, b) => a - b)) {
      if (index >= lines.length) continue;
      if (className === HIGHLIGHT_CLASS) highlighted.push(index + 1);
      else classes.set(index + 1, [...(classes.get(index + 1) ?? []), className]);
    }
  }
  return { code: lines.join('\n'), lines: highlighted.sort((a, b) => a - b), classes };
}
