/**
 * Stylesheets written for a preprocessor that Docusaurus sites compile with a plugin: Sass (docusaurus-plugin-sass,
 * lib/mdx/sass.ts) and Less (docusaurus-plugin-less, lib/mdx/less.ts). One rule for which files they are and how one
 * is compiled, for MDX's imports (lib/mdx/mdx-esbuild.ts) and the importer's trial bundle (scripts/import/code.ts).
 */
import { compileLess, LESS_FILE } from './less';
import { compileSass } from './sass';

/** A Sass or Less stylesheet's file name. */
export const PREPROCESSED_STYLESHEET = /\.(s[ac]ss|less)$/i;

/** A Sass or Less stylesheet compiled to CSS, with the local files it loaded (itself included). */
export const compileStylesheet = (file: string, paths: readonly string[] = []): { css: string; loadedFiles: string[] } =>
  LESS_FILE.test(file) ? compileLess(file, paths) : compileSass(file, paths);
