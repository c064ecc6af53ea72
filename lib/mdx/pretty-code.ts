/**
 * Code blocks as the pipeline (lib/mdx/pipeline.ts) and `@theme/CodeBlock` at render time (lib/mdx/highlight.ts)
 * both render them, the same `<figure>`: rehype-pretty-code with the process's one Shiki highlighter, then the
 * token colours and the code tools.
 * Its own module, so that the pages' server code, which highlights `<CodeBlock>`s, does not import the whole
 * Markdown pipeline (KaTeX, the remark plugins, MDX's parser): compiling those took Turbopack about 1 s of its ~6–7 s
 * (2026-11-24, this site, seven alternated runs each: 5.8 s against 6.9 s on average).
 */
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import { createHighlighter, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { lineClassesOf } from './highlight-comments';
import type { PluggableList } from 'unified';
import { hashParts } from '../hash';
import { CODE_THEMES, rehypeCodeColours } from './code-colours';
import { rehypeCodeUi } from './rehype-code-ui';
import { searchMemo } from './search-memo';

let highlighter: Promise<Highlighter> | undefined;

/**
 * The process's single highlighter; languages load on first use. Shiki's WebAssembly Oniguruma, the engine the
 * grammars are written for. Its JavaScript regex engine (patterns translated to native RegExp, many of them
 * emulated) was measured slower on every corpus here: highlighting all code blocks in one process took
 * 11.9 s against 6.8 s (this site), 16.9 s against 9.8 s (the N=1000 bench corpus) and 11.3 s against 4.2 s
 * (a real site's C++), and the real site's content layer 31.0 s against 25.1 s. It also skips patterns it
 * cannot translate, so some tokens came out differently.
 */
function getHighlighter(options: Parameters<typeof createHighlighter>[0]): Promise<Highlighter> {
  highlighter ??= createOnigurumaEngine(import('shiki/wasm')).then(async (engine) => {
    // Each block is tokenized once per theme: the second pass reuses the first one's regex searches.
    const memo = searchMemo(engine);
    const shiki = await createHighlighter({ ...options, langs: [], engine: memo.engine });
    const highlighted = highlightMemo();
    return {
      ...shiki,
      codeToHtml: (code, codeOptions) =>
        highlighted(code, codeOptions, () => memo.around(() => shiki.codeToHtml(code, codeOptions))),
    };
  });
  return highlighter;
}

/** Characters of highlighted HTML a process keeps by default ({@link highlightMemo}); past them it starts over. */
const MEMO_CHARACTERS = 32 * 1024 * 1024;

/**
 * Highlighted blocks remembered by their code and options. A block's HTML depends on nothing else (the themes and
 * the transformers are the same for every block; a transformer counts by its name), and the same block comes
 * back often: in every version and every translation of a doc (a translation keeps its code), and in the
 * snippets a site repeats across pages (865 different blocks among the N=1000 bench corpus's 2,499).
 */
export function highlightMemo(
  limit = MEMO_CHARACTERS,
  store: HighlightStore | undefined = highlightStore(),
): (code: string, options: object, highlight: () => string) => string {
  const memo = new Map<string, string>();
  let characters = 0;
  return (code, options, highlight) => {
    const key = `${JSON.stringify(options, (name, value: unknown) => (typeof value === 'function' ? undefined : value))}\0${code}`;
    let html = memo.get(key);
    if (html === undefined) {
      html = store?.read(key);
      if (html === undefined) {
        html = highlight();
        store?.write(key, html);
      }
      if (characters + html.length > limit) {
        memo.clear();
        characters = 0;
      }
      memo.set(key, html);
      characters += html.length;
    }
    return html;
  };
}

/** Highlighted blocks kept on disk between processes ({@link highlightStore}). */
export interface HighlightStore {
  read(key: string): string | undefined;
  write(key: string, html: string): void;
}

/** Where a build keeps highlighted blocks (`.build/cache/highlight/`, beside the compile cache). */
export const HIGHLIGHT_CACHE_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), '.build', 'cache', 'highlight');

/**
 * Highlighted blocks kept on disk, one file per block named by the hash of its memo key and of what else decides its
 * HTML (the lockfile's Shiki and grammars, this module, the themes), for the build's content steps
 * (`MYBLOG_CONTENT_CACHE=1`). A partial build's content update compiles only the edited documents, in a process of
 * its own: an edit of a document's prose finds its blocks here and never starts Oniguruma, whose scanners for a
 * document's grammars took ~0.45 s of the update's 1.9 s (N=1000, 2026-11-27). A clean build starts without them.
 */
export function highlightStore(
  dir = HIGHLIGHT_CACHE_DIR,
  enabled = process.env.MYBLOG_CONTENT_CACHE === '1',
): HighlightStore | undefined {
  if (!enabled) return undefined;
  let version: string | undefined;
  const fileOf = (key: string) => {
    version ??= hashParts(
      ...['package-lock.json', 'lib/mdx/pretty-code.ts', 'lib/mdx/code-colours.ts'].map((file) => {
        try {
          return fs.readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), file));
        } catch {
          return '';
        }
      }),
    );
    return path.join(dir, `${hashParts(version, key)}.html`);
  };
  return {
    read(key) {
      try {
        return fs.readFileSync(/* turbopackIgnore: true */ fileOf(key), 'utf8');
      } catch {
        return undefined;
      }
    },
    write(key, html) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const file = fileOf(key);
        // A temporary name first: another thread or process may read it meanwhile.
        const tmp = `${file}.${process.pid}.${threadId}.tmp`;
        fs.writeFileSync(tmp, html);
        fs.renameSync(tmp, file);
      } catch {
        // Not kept: the next process highlights the block again.
      }
    },
  };
}

/** rehype-pretty-code's options. */
const prettyCodeOptions: PrettyCodeOptions = {
  theme: CODE_THEMES,
  keepBackground: false,
  defaultLang: { block: 'text' },
  getHighlighter,
  // Shiki stops tokenizing a line after 500 ms and colours the rest of it plainly: on a busy build machine the
  // first line of a language can take that long, which would ship wrong colours without any error.
  transformers: [
    { name: 'no-time-limit', preprocess: (_code, options) => void (options.tokenizeTimeLimit = 0) },
    {
      // The site's magic comments other than highlighting (lib/mdx/code-meta.ts): their lines get their classes.
      name: 'magic-comment-classes',
      code() {
        const classes = lineClassesOf(this.options.meta?.__raw ?? '');
        if (!classes) return;
        this.lines.forEach((line, i) => {
          const names = classes.get(i + 1);
          if (names) this.addClassToHast(line, names);
        });
      },
    },
  ],
};

/** The rehype plugins of a code block, in order, as the pipeline and lib/mdx/highlight.ts run them. */
export const codeBlockPlugins: PluggableList = [[rehypePrettyCode, prettyCodeOptions], rehypeCodeColours, rehypeCodeUi];
