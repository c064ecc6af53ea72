/**
 * Sass stylesheets (`.scss`, `.sass`), which Docusaurus sites compile with docusaurus-plugin-sass (sass-loader over
 * `sass`). Next compiles those the site's code imports itself (its built-in Sass support, with `sass` installed);
 * this compiles them where Next does not: a stylesheet MDX imports, and the importer's trial bundle, which needs the
 * partials a stylesheet loads (`@use`, `@import`, `@forward`) to copy them with it.
 */
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';

/** A Sass stylesheet's file name. */
export const SASS_FILE = /\.s[ac]ss$/i;

/** A stylesheet compiled to CSS, with the local files it loaded (itself included). */
export function compileSass(file: string, loadPaths: readonly string[] = []): { css: string; loadedFiles: string[] } {
  const result = sass.compile(file, { loadPaths: [...loadPaths], style: 'expanded' });
  return {
    css: result.css,
    loadedFiles: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)),
  };
}
