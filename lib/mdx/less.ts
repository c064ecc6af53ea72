/**
 * Less stylesheets (`.less`, `.module.less`), which Docusaurus sites compile with docusaurus-plugin-less (less-loader
 * over `less`, JavaScript evaluation on, as Ant Design's stylesheets need). Compiled here where this project serves a
 * stylesheet itself (one MDX imports: lib/mdx/mdx-esbuild.ts) and in the importer's trial bundle, which needs the
 * files a stylesheet `@import`s to copy them with it; the site's code gets them through a Turbopack loader
 * (scripts/lib/less-loader.cjs).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A Less stylesheet's file name. */
export const LESS_FILE = /\.less$/i;

/** What `less.render` gives back. */
interface LessOutput {
  readonly css: string;
  readonly imports: readonly string[];
}

interface LessModule {
  render(
    input: string,
    options: Record<string, unknown>,
    callback: (error: (Error & { line?: number; column?: number }) | null, output?: LessOutput) => void,
  ): void;
}

/** `less`, loaded on the first stylesheet (most sites have none), from the project root. */
let lessModule: LessModule | undefined;
const loadLess = (): LessModule => (lessModule ??= createRequire(path.resolve('package.json'))('less') as LessModule);

/** The options docusaurus-plugin-less's users give it most (Ant Design's): JavaScript in stylesheets evaluated. */
export const LESS_OPTIONS = { javascriptEnabled: true } as const;

/**
 * A stylesheet compiled to CSS, with the local files it loaded (itself included). Synchronous (`syncImport`), as the
 * callers are; a mistake throws with the file and line, as Less reports them.
 */
export function compileLess(file: string, paths: readonly string[] = []): { css: string; loadedFiles: string[] } {
  let result: LessOutput | undefined;
  let failure: Error | undefined;
  loadLess().render(
    fs.readFileSync(file, 'utf8'),
    { ...LESS_OPTIONS, filename: file, paths: [...paths], syncImport: true },
    (error, output) => {
      if (error) failure = new Error(`${error.message}${error.line ? ` (line ${error.line})` : ''}`);
      else result = output;
    },
  );
  if (failure) throw failure;
  if (!result) throw new Error(`${file}: Less did not compile it synchronously`);
  return { css: result.css, loadedFiles: [file, ...result.imports.map((f) => path.resolve(path.dirname(file), f))] };
}
