// Functions of a Docusaurus config that move into site.config.json as their source, run at build time as plain
// functions (lib/config-function.ts): a blog's `readingTime` and npm2yarn's custom converters. A function is carried
// when, run that way, it gives what the config's own function gives on every sample: the site's own posts, its own
// npm2yarn blocks, and a few of each made here. One that reads its module's scope (a constant, an import), or that
// is not a plain function, gives something else or throws there, and is not carried.
import fs from 'node:fs';
import path from 'node:path';
import { configFunction, type ConfigHelper, type JsonValue } from '../../lib/config-function';
import { fenceTracker, fenceOf } from '../../lib/content/fences';
import { defaultReadingTimeOf, readingTimeInput } from '../../lib/content/reading-time';
import { listFiles } from '../../lib/files.mjs';

/** A function carried as its source, or why it is not. */
export type Carried = { readonly source: string } | { readonly reason: string };

/** Markdown files of a content folder (node_modules left out), at most `limit`, in a stable order. */
function markdownFiles(dir: string, limit = 400): string[] {
  if (!fs.existsSync(dir)) return [];
  return listFiles(
    dir,
    (name: string) => /\.mdx?$/.test(name),
    (name: string) => name !== 'node_modules',
  )
    .sort()
    .slice(0, limit)
    .map((rel: string) => path.join(dir, rel));
}

/** A result as comparable text: what it returned (JSON, `undefined` kept apart), or that it threw. */
function outcome(run: () => unknown): string {
  try {
    const value = run();
    return value === undefined ? 'undefined' : `= ${JSON.stringify(value)}`;
  } catch {
    return 'threw';
  }
}

/**
 * The source of `fn` when, compiled as a config function, it gives the same as `fn` on every sample (its argument,
 * with `helpers` added as properties when it is an object); else why it is not carried.
 */
export function carryFunction(
  fn: unknown,
  name: string,
  samples: readonly JsonValue[],
  helpers: Readonly<Record<string, ConfigHelper>> = {},
): Carried {
  if (typeof fn !== 'function') return { reason: 'not a function' };
  const source = Function.prototype.toString.call(fn);
  if (/\{\s*\[native code\]\s*\}$/.test(source)) return { reason: 'a built-in or bound function, whose source cannot be read' };
  let compiled;
  try {
    compiled = configFunction(source, name);
  } catch (error) {
    return { reason: `its source does not compile on its own (${(error as Error).message})` };
  }
  // The config's own function gets the same helpers, handed what it passes as JSON (as the compiled one does).
  const own = Object.fromEntries(
    Object.entries(helpers).map(([key, helper]) => [
      key,
      (options: unknown) => helper(options === undefined ? undefined : (JSON.parse(JSON.stringify(options)) as JsonValue)),
    ]),
  );
  for (const sample of samples) {
    const copy = () => JSON.parse(JSON.stringify(sample)) as JsonValue;
    const theirs = outcome(() => {
      const argument = copy();
      return (fn as (a: unknown) => unknown)(
        argument !== null && typeof argument === 'object' ? { ...argument, ...own } : argument,
      );
    });
    const ours = outcome(() => compiled.call(copy(), helpers));
    if (theirs !== ours) {
      return {
        reason:
          ours === 'threw'
            ? 'it reads something outside itself (its module, an import, Node): run on its own it fails'
            : 'run on its own it gives other results than in the config (it reads something outside itself)',
      };
    }
  }
  return { source };
}

/** A blog's `readingTime` function, tried on the blog's posts (and an empty one) with Docusaurus's default at hand. */
export function carryReadingTime(fn: unknown, blogDir: string, locale: string): Carried {
  const sources = [
    ...markdownFiles(blogDir).map((file) => fs.readFileSync(file, 'utf8')),
    '---\ntitle: x\n---\n',
    'word '.repeat(500),
  ];
  // Any default serves the comparison, as both functions get the same one.
  return carryFunction(
    fn,
    'blog readingTime',
    sources.map((source) => readingTimeInput(source, locale)),
    { defaultReadingTime: defaultReadingTimeOf('docusaurus', true) },
  );
}

/** Commands a custom npm2yarn converter is tried on, besides the site's own npm2yarn blocks. */
const NPM_COMMANDS = [
  'npm install',
  'npm install --save-dev typescript @types/node',
  'npm install -g left-pad',
  'npm uninstall left-pad',
  'npm run build -- --watch',
  'npm ci',
  'npx create-docusaurus@latest my-website classic',
  'npm init -y\nnpm install react react-dom',
];

/** The code of every npm2yarn block (```` ```bash npm2yarn ````) of the given content folders. */
export function npm2yarnBlocks(dirs: readonly string[]): string[] {
  const blocks: string[] = [];
  for (const file of dirs.flatMap((dir) => markdownFiles(dir))) {
    const place = fenceTracker();
    let block: string[] | undefined;
    for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
      const where = place(line);
      if (where === 'open') block = /^\S*\s+npm2yarn$/.test(fenceOf(line)?.info ?? '') ? [] : undefined;
      else if (where === 'code') block?.push(line);
      else if (where === 'close' && block) {
        blocks.push(block.join('\n'));
        block = undefined;
      }
    }
  }
  return blocks;
}

/** A custom npm2yarn converter's function, tried on the site's npm2yarn blocks and the commands above. */
export function carryNpm2yarnConverter(fn: unknown, name: string, blocks: readonly string[]): Carried {
  return carryFunction(fn, `npm2yarn converter ${name}`, [...new Set([...blocks, ...NPM_COMMANDS])]);
}
