/**
 * Docusaurus's highlight comments: `// highlight-next-line`, `// highlight-start` / `// highlight-end`, in the
 * comment forms Docusaurus reads for the block's language (theme-common `codeBlockUtils.ts`,
 * `getAllMagicCommentDirectiveStyles`): `//` and `/* *\/` for JavaScript, `#` for Python and Bash, `<!-- -->`,
 * `{/* *\/}` and `#` for Markdown (so a Markdown example can show `// highlight-next-line` as text), and so on;
 * any other language reads every form but Lua's, WebAssembly's and TeX's. Free of Shiki, so that the browser's
 * plain code block (components/mdx/docusaurus/code-block-plain.tsx) reads them as the build does
 * (lib/mdx/code-meta.ts).
 */

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

const patterns = new Map<string, RegExp>();

/** The line pattern of a highlight comment in a language: group 1 (of whichever form matched) is the directive. */
function patternOf(language: string): RegExp {
  const key = language.toLowerCase();
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = formsOf(key).map((form) => {
      const [start, end] = FORMS[form];
      return `(?:${start}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${end})`;
    });
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** A line range in a block's meta (`{1,3-5}`), as Docusaurus's `metastringLinesRangeRegex` finds it. */
const META_RANGE = /\{[\d,-]+\}/;

/**
 * Removes the magic-comment lines of a block in `language` (as written in the fence: `js`, `md`…; an unknown one
 * reads every form but Lua's, WebAssembly's and TeX's) and returns the code with the 1-based line numbers they mark.
 * As Docusaurus's `parseLines`: a block whose meta gives a line range (`{1,3-5}`), or that names no language, is
 * not read for comments (they stay in the code as text: "only declaration OR directive highlight").
 */
export function extractHighlightComments(code: string, language = '', meta = ''): { code: string; lines: number[] } {
  if (language === '' || META_RANGE.test(meta)) return { code, lines: [] };
  const pattern = patternOf(language);
  const out: string[] = [];
  const lines: number[] = [];
  let inRange = false;
  let next = false;
  for (const line of code.split('\n')) {
    const m = pattern.exec(line);
    if (m) {
      const directive = m.slice(1).find((group) => group !== undefined);
      if (directive === 'highlight-next-line') next = true;
      else inRange = directive === 'highlight-start';
      continue;
    }
    out.push(line);
    if (inRange || next) lines.push(out.length);
    next = false;
  }
  return { code: out.join('\n'), lines };
}
