/**
 * The esbuild plugin mdx-bundler compiles MDX with: imports are served as lib/mdx/mdx-imports.ts classifies
 * them. Modules (Docusaurus runtime, npm packages, the author's components) are not bundled into the
 * document: they are looked up at render time with `__mdx_import(id)` (components/content/mdx-evaluate.ts), so each page
 * uses the one copy Next bundles. Raw text, asset URLs and stylesheets are inlined as values.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import postcss from 'postcss';
import postcssModules from 'postcss-modules';
import { getContentRoot } from '../content/paths';
import { publishAsset, type PublishedAsset } from './links';
import { classifyImport } from './mdx-imports';
import { compileStylesheet, PREPROCESSED_STYLESHEET } from './preprocessed-css';

const PASS_THROUGH = /^(react|react-dom|react\/jsx-runtime|react\/jsx-dev-runtime)$/;

/** A document being bundled: its entry compiled in advance, the assets its imports publish, and what to do when done. */
export interface BundledDocument {
  readonly compileEntry: (text: string) => Promise<string>;
  readonly assets: PublishedAsset[];
  readonly done: () => void;
}

/** Publishes a file, recording it for the document (a stylesheet's rewritten copy is written again on replay from its source). */
function publish(file: string, doc: BundledDocument | undefined): string {
  const href = publishAsset(file);
  doc?.assets.push({ from: file, name: href.slice(href.lastIndexOf('/') + 1) });
  return href;
}

/** A stylesheet's CSS: its text, or a Sass or Less stylesheet compiled (lib/mdx/preprocessed-css.ts). */
const stylesheetText = (file: string): string =>
  PREPROCESSED_STYLESHEET.test(file) ? compileStylesheet(file).css : fs.readFileSync(file, 'utf8');

/**
 * `url(...)` references of a stylesheet, copied next to it under their content hash; the stylesheet published as
 * `.css` (a Sass or Less stylesheet's CSS too, which browsers take only with a CSS type).
 */
function publishStylesheet(file: string, doc: BundledDocument | undefined, text = stylesheetText(file)): string {
  const css = text.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) => {
    if (/^(?:[a-z]+:|\/\/|#|\/)/i.test(url)) return whole;
    const target = path.resolve(path.dirname(file), url.split(/[?#]/)[0]!);
    if (!fs.existsSync(target)) return whole;
    return `url(${quote}${publish(target, doc)}${quote})`;
  });
  const href = publishAsset(file.replace(PREPROCESSED_STYLESHEET, '.css'), css);
  doc?.assets.push({ from: file, name: href.slice(href.lastIndexOf('/') + 1), contents: css });
  return href;
}

/**
 * A CSS module as Docusaurus's css-loader serves one: its class names scoped to the file (postcss-modules), the
 * stylesheet published and linked like any other, and the names it exports (`styles.red`) as the module's value.
 */
async function cssModule(file: string, doc: BundledDocument | undefined): Promise<string> {
  let names: Record<string, string> = {};
  const result = await postcss([
    postcssModules({
      getJSON: (_file: string, json: Record<string, string>) => {
        names = json;
      },
    }),
  ]).process(stylesheetText(file), { from: file });
  const href = publishStylesheet(file, doc, result.css);
  return `__mdx_stylesheet(${JSON.stringify(href)}); export default ${JSON.stringify(names)};`;
}

/**
 * The plugin; registered before mdx-bundler's own so it sees every import first. `doc.compileEntry` gives the
 * document's module compiled in advance (lib/mdx/contentlayer-hooks.ts); without it, or when it fails,
 * @mdx-js/esbuild compiles the entry (and reports a syntax error with its position).
 */
export function mdxImportsPlugin(doc?: BundledDocument): Plugin {
  return {
    name: 'myblog-mdx-imports',
    setup(build) {
      if (doc) build.onEnd(() => doc.done());
      build.onLoad({ filter: /_mdx_bundler_entry_point-[^/\\]*\.mdx$/ }, async (args) => {
        const contents = (args.pluginData as { inMemory?: boolean; contents?: string } | undefined)?.contents;
        if (!doc || contents === undefined) return undefined;
        try {
          return { contents: await doc.compileEntry(contents), loader: 'js', resolveDir: path.dirname(args.path) };
        } catch {
          return undefined;
        }
      });
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point' || PASS_THROUGH.test(args.path) || args.pluginData?.inMemory) return undefined;
        // mdx-bundler's entry lives in the document's folder; partials import relative to their own file.
        const from = args.importer || path.join(args.resolveDir, '_');
        const found = classifyImport(args.path, from, getContentRoot(), args.kind === 'require-call' ? 'require' : 'import');
        switch (found.kind) {
          case 'docusaurus':
          case 'module':
            return { path: found.id, namespace: 'mdx-scope' };
          case 'raw':
            return { path: found.file, namespace: 'mdx-raw' };
          case 'asset':
            return { path: found.file, namespace: 'mdx-asset' };
          case 'css':
            return { path: found.file, namespace: 'mdx-css' };
          case 'css-module':
            return { path: found.file, namespace: 'mdx-css-module' };
          case 'bundled':
            return { path: found.file };
          case 'unresolved':
            return { errors: [{ text: `cannot resolve import "${found.specifier}": ${found.hint}` }] };
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'mdx-scope' }, (args) => ({
        contents: `module.exports = __mdx_import(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'mdx-raw' }, (args) => ({
        contents: `export default ${JSON.stringify(fs.readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'mdx-asset' }, (args) => ({
        contents: `export default ${JSON.stringify(publish(args.path, doc))};`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'mdx-css' }, (args) => ({
        contents: `__mdx_stylesheet(${JSON.stringify(publishStylesheet(args.path, doc))}); export default {};`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'mdx-css-module' }, async (args) => ({
        contents: await cssModule(args.path, doc),
        loader: 'js',
      }));
    },
  };
}

/** mdx-bundler's `esbuildOptions` hook: our plugin first, JSX allowed in `.js` files of partials. */
export function mdxEsbuildOptions<T extends { plugins?: Plugin[]; loader?: Record<string, string> }>(
  options: T,
  doc?: BundledDocument,
): T {
  options.plugins = [mdxImportsPlugin(doc), ...(options.plugins ?? [])];
  options.loader = { ...options.loader, '.js': 'jsx' };
  return options;
}
