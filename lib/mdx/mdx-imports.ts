/**
 * What MDX may import, the way Docusaurus resolves it: `@theme/*` and `@docusaurus/*` (this project's
 * Docusaurus runtime), `@site/…` and `/src/…` (from the site root, i.e. the content root), relative paths,
 * `!!raw-loader!path` (the file's text), images (their served URL, copied under a content hash), CSS (served
 * and linked from the page; a CSS module's class names scoped, as Docusaurus's css-loader does), `.md`/`.mdx` partials and JSON (bundled), and npm packages or the author's own
 * React code (bundled by Next as client modules: scripts/lib/mdx-modules.ts generates them).
 *
 * One classifier serves the esbuild plugin that compiles MDX (mdx-bundler), the remark plugin that reports
 * an import that cannot be resolved (file:line, the import, what to do) and the module generator.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCUSAURUS_MODULE_IDS, DOCUSAURUS_SPECIFIER, standsIn, THEME_STAND_IN_ID } from './docusaurus-module-ids';

/** How an MDX import is served. */
export type MdxImport =
  | { readonly kind: 'docusaurus'; readonly id: string }
  | { readonly kind: 'module'; readonly id: string; readonly file?: string; readonly packageName?: string }
  | { readonly kind: 'raw'; readonly file: string }
  | { readonly kind: 'asset'; readonly file: string }
  | { readonly kind: 'css'; readonly file: string }
  | { readonly kind: 'css-module'; readonly file: string }
  | { readonly kind: 'bundled'; readonly file: string }
  | { readonly kind: 'unresolved'; readonly specifier: string; readonly hint: string };

/**
 * Files an import or `require()` gives the URL of: the extensions of Docusaurus's file rules (images, fonts, media and
 * documents, `@docusaurus/utils` webpackUtils), with `bmp` and `ogg`.
 */
export const ASSET_EXTENSIONS = [
  ...['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp'],
  ...['woff', 'woff2', 'eot', 'ttf', 'otf'],
  ...[
    'mp4',
    'avi',
    'mov',
    'mkv',
    'mpg',
    'mpeg',
    'vob',
    'wmv',
    'm4v',
    'webm',
    'ogv',
    'ogg',
    'wav',
    'mp3',
    'm4a',
    'aac',
    'oga',
    'flac',
  ],
  ...['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar'],
];
const ASSET = new RegExp(`\\.(${ASSET_EXTENSIONS.join('|')})$`, 'i');
const CODE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'];
const RAW_LOADER = /^!*raw-loader!(.+)$/;

/** The package name of a bare specifier (`antd/dist/antd.css` → `antd`, `@scope/pkg/x` → `@scope/pkg`). */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The file a path of the site names, trying code extensions and `index.*` the way bundlers do (`@site/src/hooks/useX`
 * → `useX.ts`, `./RepoCard` → `RepoCard/index.tsx`): the one rule for MDX imports and for the author's code the
 * importer carries (scripts/import/code.ts).
 */
export function resolveFile(absolute: string): string | undefined {
  const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();
  if (isFile(absolute)) return absolute;
  for (const ext of [...CODE_EXTENSIONS, '.json', '.md', '.mdx']) if (isFile(absolute + ext)) return absolute + ext;
  for (const ext of CODE_EXTENSIONS) if (isFile(path.join(absolute, `index${ext}`))) return path.join(absolute, `index${ext}`);
  return undefined;
}

/**
 * The site's own component for a `@theme/<Name>` this project does not provide: `src/theme/<Name>` of the content
 * root, which Docusaurus puts first among the theme aliases (a component a site adds to its theme, such as
 * `@theme/BilibiliVideo`). A `@theme/` name this project provides keeps this project's component (a swizzled copy of
 * it is replaced: scripts/import/feature-report.ts). The one rule for MDX and for the site's code
 * (scripts/lib/mdx-modules.ts).
 */
export function siteThemeComponent(specifier: string, contentRoot: string): string | undefined {
  if (!specifier.startsWith('@theme/') || DOCUSAURUS_MODULE_IDS.includes(specifier)) return undefined;
  return resolveFile(path.join(contentRoot, 'src', 'theme', specifier.slice('@theme/'.length)));
}

/** The project's own folder (where node_modules is): the working directory of the build. */
const projectRoot = () => process.cwd();

/** True when an npm package is installed in the project. */
export function isInstalled(packageName: string): boolean {
  return fs.existsSync(path.join(projectRoot(), 'node_modules', packageName, 'package.json'));
}

/**
 * How a file of the site is imported: an SVG that an `import` statement names is a React component, as
 * Docusaurus's SVGR rule makes it (`import Logo from '@site/static/img/logo.svg'`, then `<Logo />`): a module
 * of the site (scripts/lib/mdx-modules.ts, scripts/lib/svgr-loader.cjs). Through `require()` it stays its URL,
 * so `<img src={require('./x.svg').default} />` shows the image.
 */
function classifyFile(file: string, contentRoot: string, how: ImportKind): MdxImport {
  if (how === 'import' && /\.svg$/i.test(file)) return moduleOf(file, contentRoot);
  if (ASSET.test(file)) return { kind: 'asset', file };
  // Sass (docusaurus-plugin-sass) and Less (docusaurus-plugin-less) compiled to CSS as they are published
  // (lib/mdx/mdx-esbuild.ts, lib/mdx/sass.ts, lib/mdx/less.ts).
  if (/\.module\.(css|scss|sass|less)$/i.test(file)) return { kind: 'css-module', file };
  if (/\.(css|scss|sass|less)$/i.test(file)) return { kind: 'css', file };
  if (/\.(mdx?|json)$/.test(file)) return { kind: 'bundled', file };
  return moduleOf(file, contentRoot);
}

/** A file of the content folder bundled by Next as a module of the site (`@site/<path>`). */
function moduleOf(file: string, contentRoot: string): MdxImport {
  const rel = path.relative(contentRoot, file).split(path.sep).join('/');
  if (rel.startsWith('..')) {
    return { kind: 'unresolved', specifier: file, hint: 'only files inside the content folder can be imported' };
  }
  return { kind: 'module', id: `@site/${rel}`, file };
}

/** An `import` statement or a `require()` call. */
export type ImportKind = 'import' | 'require';

/**
 * The stylesheet of Infima's classes that the importer's React page wrappers import (scripts/import.ts): this
 * project's own file, linked only on those pages.
 */
export const REACT_PAGE_STYLESHEET = '@myblog/react-page.css';

/** Classifies one import (or `require()`) of the MDX file at `fromFile` (absolute) in a content root. */
export function classifyImport(specifier: string, fromFile: string, contentRoot: string, how: ImportKind = 'import'): MdxImport {
  if (specifier === REACT_PAGE_STYLESHEET)
    return { kind: 'css', file: path.join(projectRoot(), 'components', 'mdx', 'docusaurus', 'react-page.css') };
  const raw = RAW_LOADER.exec(specifier);
  const target = raw ? raw[1]! : specifier;
  if (!raw && DOCUSAURUS_SPECIFIER.test(specifier)) {
    if (DOCUSAURUS_MODULE_IDS.includes(specifier)) return { kind: 'docusaurus', id: specifier };
    const own = siteThemeComponent(specifier, contentRoot);
    if (own) return moduleOf(own, contentRoot);
    if (standsIn(specifier)) return { kind: 'docusaurus', id: THEME_STAND_IN_ID };
    return {
      kind: 'unresolved',
      specifier,
      hint: `this site provides ${DOCUSAURUS_MODULE_IDS.filter((id) => !id.startsWith('@theme-')).join(', ')}: remove the import or use one of those`,
    };
  }
  let absolute: string | undefined;
  if (target.startsWith('@site/')) absolute = path.join(contentRoot, target.slice('@site/'.length));
  else if (target.startsWith('/')) absolute = path.join(contentRoot, target);
  else if (target.startsWith('./') || target.startsWith('../')) absolute = path.resolve(path.dirname(fromFile), target);
  if (absolute !== undefined) {
    const file = resolveFile(absolute);
    if (!file) {
      return {
        kind: 'unresolved',
        specifier,
        hint: `${path.relative(contentRoot, absolute) || absolute} does not exist in the content folder`,
      };
    }
    return raw ? { kind: 'raw', file } : classifyFile(file, contentRoot, how);
  }
  // A bare specifier: an npm package of the project.
  const packageName = packageNameOf(target);
  if (!isInstalled(packageName)) {
    return {
      kind: 'unresolved',
      specifier,
      hint: `the npm package "${packageName}" is not installed: run \`npm install ${packageName}\` (or \`npm run import -- <site> --install\`)`,
    };
  }
  if (raw || /\.css$/.test(target) || ASSET.test(target)) {
    let file: string | undefined;
    try {
      file = createRequire(path.join(projectRoot(), 'package.json')).resolve(target);
    } catch {
      file = resolveFile(path.join(projectRoot(), 'node_modules', target));
    }
    if (!file)
      return { kind: 'unresolved', specifier, hint: `"${target}" is not a file of the installed package "${packageName}"` };
    return raw ? { kind: 'raw', file } : ASSET.test(file) ? { kind: 'asset', file } : { kind: 'css', file };
  }
  return { kind: 'module', id: target, packageName };
}
