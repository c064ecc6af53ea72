/**
 * Sass stylesheets (`.scss`, `.sass`), which Docusaurus sites compile with docusaurus-plugin-sass (sass-loader over
 * `sass`). Next compiles those the site's code imports itself (its built-in Sass support, with `sass` installed);
 * this compiles them where Next does not: a stylesheet MDX imports, and the importer's trial bundle, which needs the
 * partials a stylesheet loads (`@use`, `@import`, `@forward`) to copy them with it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `sass`, loaded on the first stylesheet: every process that compiles Markdown imports this module (the content
 * layer and its compile threads among them), and loading the package took 0.2 s of CPU in each, on sites that
 * have no Sass at all. Resolved from the project root, as a bundle of this module may run from elsewhere.
 */
let sassModule: typeof import('sass') | undefined;
const loadSass = (): typeof import('sass') =>
  (sassModule ??= createRequire(path.resolve('package.json'))('sass') as typeof import('sass'));

/** A stylesheet compiled to CSS, with the local files it loaded (itself included). */
export function compileSass(file: string, loadPaths: readonly string[] = []): { css: string; loadedFiles: string[] } {
  const result = loadSass().compile(file, { loadPaths: [...loadPaths], style: 'expanded' });
  return {
    css: result.css,
    loadedFiles: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)),
  };
}
