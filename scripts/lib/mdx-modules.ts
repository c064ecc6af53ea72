/**
 * The modules MDX imports from npm packages and from the author's own code, made bundleable by Next:
 * the content folder's code (`src/` and components next to documents) is mirrored into `.build/mdx-modules/site/`
 * (inside the project, so Next bundles it with the project's node_modules; `@site/`, `@theme/` and
 * `@docusaurus/` imports rewritten to relative paths; SVGs become React components, scripts/lib/svgr-loader.cjs), each imported module gets a `'use client'` re-export
 * of the names documents import, and `index.js` maps module ids to those names for components/content/mdx-evaluate.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { listFiles } from '../../lib/files.mjs';
import { MDX_MODULES } from './build-dirs.mjs';
import { ContentError } from '../../lib/content/errors';
import { fenceTracker } from '../../lib/content/fences';
import { DOCUSAURUS_MODULE_FILES, standsIn, THEME_STAND_IN_FILE, THEME_STAND_IN_ID } from '../../lib/mdx/docusaurus-module-ids';
import { classifyImport, resolveFile, siteThemeComponent } from '../../lib/mdx/mdx-imports';
import { transformSync } from 'esbuild';
import { siteMdxComponents } from '../../lib/mdx/site-mdx-components';
import { bindAbsentImports } from '../../lib/mdx/absent-exports';

/** Where the generated modules go (`MDX_MODULES`, from the working directory). */
export const MDX_MODULES_DIR = path.resolve(MDX_MODULES);

const SCRIPT = /\.(jsx?|tsx?|mjs|cjs)$/;
const MARKDOWN = /\.mdx?$/;
const SKIP_DIRS = new Set(['node_modules', '.git', 'static', '.docusaurus', 'build']);

interface ImportStatement {
  readonly specifier: string;
  /** The line the statement starts on (1-based). */
  readonly line: number;
  readonly names: string[];
  readonly namespace: boolean;
}

/** The top-level import statements of an MDX file (outside code fences; inside ```` ```mdx-code-block ```` too). */
export function scanImports(source: string): ImportStatement[] {
  const statements: ImportStatement[] = [];
  const place = fenceTracker({ mdx: true });
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (place(line) !== 'text' || !/^import[\s{*'"]/.test(line)) continue;
    const start = i + 1;
    let text = line;
    while (!/(?:from\s*|import\s*)['"][^'"]+['"]\s*;?\s*$/.test(text) && i + 1 < lines.length) text += `\n${lines[++i]}`;
    try {
      const program = parse(text, { ecmaVersion: 'latest', sourceType: 'module' });
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration') continue;
        const names = node.specifiers.map((s) =>
          s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : s.type === 'ImportNamespaceSpecifier'
              ? '*'
              : s.imported.type === 'Identifier'
                ? s.imported.name
                : String(s.imported.value),
        );
        statements.push({
          specifier: String(node.source.value),
          line: start,
          names: names.filter((n) => n !== '*'),
          namespace: names.includes('*'),
        });
      }
    } catch {
      // Not a statement after all (prose starting with "import"): the MDX compiler reports real mistakes.
    }
  }
  return statements;
}

/** The file (without extension) of this project's module that provides a Docusaurus module id (`@theme/MDXContent`). */
const ownModuleOf = (id: string): string => path.resolve(DOCUSAURUS_MODULE_FILES[id]!).replace(/\.tsx?$/, '');

/** The relative specifier by which `fromFile` imports `target` (`./x`, `../y`). */
function specifierFrom(fromFile: string, target: string): string {
  const rel = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** What precedes a module specifier in code: `from`, `import` (a side-effect or dynamic import) or `require(`. */
const SPECIFIER_LEAD = String.raw`(?:\bfrom|\bimport|\brequire\()\s*`;

/**
 * The files of the site's `static/` folder that a mirrored script imports by path (`../../../static/img/a.png`, or
 * `@site/static/img/a.png` once rewritten), content-relative. Webpack resolves them as any file, so Docusaurus
 * serves them; the mirror holds only static/'s SVGs, so these are copied beside them. A `require()` joined to a
 * value (`require('../static/img/' + name)`) is webpack's context module: every file of that folder (and below)
 * whose path starts with the written part.
 */
export function staticFilesImported(code: string, mirroredFile: string, siteDir: string, contentRoot: string): string[] {
  const found = new Set<string>();
  const staticRoot = path.join(contentRoot, 'static');
  for (const m of code.matchAll(new RegExp(String.raw`${SPECIFIER_LEAD}(['"])(\.{1,2}\/[^'"\n]*)\1(\s*\+)?`, 'g'))) {
    const spec = m[2]!;
    const rel = path.relative(siteDir, path.resolve(path.dirname(mirroredFile), spec));
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const source = path.join(contentRoot, rel);
    if (!source.startsWith(staticRoot + path.sep)) continue;
    const toRel = (file: string) => path.relative(contentRoot, file).split(path.sep).join('/');
    if (m[3] === undefined) {
      if (fs.existsSync(source) && fs.statSync(source).isFile()) found.add(toRel(source));
      continue;
    }
    const dir = spec.endsWith('/') ? source : path.dirname(source);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) continue;
    const prefix = spec.endsWith('/') ? '' : path.basename(source);
    for (const f of listFiles(dir, () => true)) if (f.startsWith(prefix)) found.add(toRel(path.join(dir, f)));
  }
  return [...found].sort();
}

/**
 * Points the site's imports of a package at the alias its own version is installed under (site.config.json
 * `packageAliases`, which the import writes when this project has the package in a version outside the site's
 * range): `from 'remark-gfm'` → `from 'remark-gfm-v1'`, subpaths too, as Docusaurus bundles the site's own.
 */
export function aliasPackageImports(code: string, aliases: Readonly<Record<string, string>>): string {
  const names = Object.keys(aliases);
  if (names.length === 0) return code;
  const alternatives = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return code.replace(
    new RegExp(String.raw`(${SPECIFIER_LEAD})(['"])(${alternatives})(/[^'"]*)?\2`, 'g'),
    (_, lead: string, q: string, name: string, sub: string | undefined) => `${lead}${q}${aliases[name]}${sub ?? ''}${q}`,
  );
}

/** Images Next's bundler gives as an object (`StaticImageData`, its URL in `src`); webpack's url-loader as the URL. */
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp)$/i;
const ASSET_URL = '__myblogAssetUrl';
const ASSET_MODULE = '__myblogAssetModule';

/** End (exclusive) of the call whose `(` is at `open`, skipping strings and templates; -1 if it does not close. */
function callEnd(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * An image that the site's code imports is its URL, as Docusaurus's url-loader gives it (`<img src={arrow} />`,
 * `require('./x.png').default`); Next's bundler gives an object (`StaticImageData`), which `src` would show as
 * `[object Object]`. A default import of an image becomes its URL; a relative `require()` naming an image, or joined
 * to a value (a context over a folder, `require('../img/' + name)`), gets the module with its default export made
 * the URL. The two helpers go at the end of the file (function declarations, so they serve an ES module and a
 * CommonJS one alike).
 */
export function imageImportsAsUrls(code: string): string {
  let n = 0;
  let out = code.replace(
    /^([ \t]*)import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])([^'"\n]+)\3[ \t]*;?/gm,
    (whole, indent: string, name: string, q: string, spec: string) => {
      if (!IMAGE.test(spec)) return whole;
      const alias = `__myblogImage${n++}`;
      return `${indent}import ${alias} from ${q}${spec}${q};\n${indent}const ${name} = ${ASSET_URL}(${alias});`;
    },
  );
  const requires: [number, number][] = [];
  for (const m of out.matchAll(/\brequire\(\s*(['"])(\.{1,2}\/[^'"\n]*)\1\s*(\+)?/g)) {
    if (!IMAGE.test(m[2]!) && m[3] === undefined) continue;
    const open = m.index! + m[0].indexOf('(');
    const end = callEnd(out, open);
    if (end > 0) requires.push([m.index!, end]);
  }
  for (const [start, end] of requires.reverse()) {
    out = `${out.slice(0, start)}${ASSET_MODULE}(${out.slice(start, end)})${out.slice(end)}`;
  }
  if (out === code) return code;
  return (
    `${out}\n\n// An imported image is its URL, as webpack's url-loader gives it (scripts/lib/mdx-modules.ts).\n` +
    `function ${ASSET_URL}(image) {\n  return image && typeof image === 'object' && typeof image.src === 'string' ? image.src : image;\n}\n` +
    `function ${ASSET_MODULE}(module) {\n  const image = module && module.default;\n` +
    `  return image && typeof image === 'object' && typeof image.src === 'string' ? { ...module, default: image.src } : module;\n}\n`
  );
}

/** The JSX runtime of the site's own code (components/mdx/docusaurus/site-jsx): plain anchors marked unchecked. */
const SITE_JSX_RUNTIME = path.resolve('components/mdx/docusaurus/site-jsx');

/**
 * Names the site code's JSX runtime in a `@jsxImportSource` pragma at the head of a mirrored script that may hold
 * JSX (on its first line: line numbers stay), unless the file picks its own (`@jsx`, `@jsxImportSource`,
 * `@jsxRuntime` pragmas) or starts with a shebang.
 */
export function withSiteJsxRuntime(code: string, mirroredFile: string): string {
  if (!/\.(jsx?|tsx)$/.test(mirroredFile) || /@jsx(?:ImportSource|Runtime|Frag)?\s/.test(code) || code.startsWith('#!'))
    return code;
  return `/** @jsxImportSource ${specifierFrom(mirroredFile, SITE_JSX_RUNTIME)} */ ${code}`;
}

/**
 * Rewrites `@site/`, `@theme/`, `@docusaurus/` and `@generated/` specifiers of a mirrored code file to relative paths;
 * a theme component this project does not draw becomes its stand-in, and `standIns` gets its place (`<file>:<line>`).
 */
function rewriteSpecifiers(
  code: string,
  mirroredFile: string,
  siteDir: string,
  contentRoot: string,
  standIns?: StandIns,
  label?: string,
): string {
  return code.replace(
    /((?:from|import|require\()\s*)(['"])(@site\/[^'"]+|@theme[^'"]*|@docusaurus\/[^'"]+|@generated\/[^'"]+)\2/g,
    (whole, lead: string, q: string, spec: string, offset: number) => {
      let target: string | undefined;
      if (spec.startsWith('@site/')) target = path.join(siteDir, spec.slice('@site/'.length));
      else if (DOCUSAURUS_MODULE_FILES[spec]) target = ownModuleOf(spec);
      else {
        const own = siteThemeComponent(spec, contentRoot);
        if (own) {
          target = path.join(siteDir, path.relative(contentRoot, own));
          standIns?.useTheme(path.relative(contentRoot, own).split(path.sep).join('/'));
        } else if (standsIn(spec)) {
          target = path.resolve(THEME_STAND_IN_FILE).replace(/\.tsx?$/, '');
          const line = code.slice(0, offset).split('\n').length;
          standIns?.add(spec, label ?? `${path.relative(siteDir, mirroredFile).split(path.sep).join('/')}:${line}`);
        }
      }
      if (!target) return whole;
      return `${lead}${q}${specifierFrom(mirroredFile, target)}${q}`;
    },
  );
}

/**
 * Where theme components this project does not draw are imported: specifier → places (`<file>:<line>`). A swizzled
 * component of the site (`src/theme/<Name>/…`) is this site's only when something imports it as `@theme/<Name>`
 * (siteThemeComponent): the others are never bundled, so what they import is not reported (`useTheme`).
 */
class StandIns {
  readonly places = new Map<string, { place: string; file: string }[]>();
  /** The swizzled components something imports (`src/theme/<Name>`, content-relative). */
  readonly usedThemes = new Set<string>();
  add(specifier: string, place: string, file = place.replace(/:\d+$/, '')): void {
    this.places.set(specifier, [...(this.places.get(specifier) ?? []), { place, file }]);
  }
  /** Marks the swizzled component `file` (content-relative) as used. */
  useTheme(file: string): void {
    const name = themeRootOf(file);
    if (name) this.usedThemes.add(name);
  }
  /** One line per component, naming up to three of the places that import it. */
  lines(): string[] {
    return [...this.places]
      .map(([specifier, all]) => {
        const places = all
          .filter(({ file }) => !themeRootOf(file) || this.usedThemes.has(themeRootOf(file)!))
          .map((p) => p.place);
        if (places.length === 0) return undefined;
        const shown = places.slice(0, 3).join(', ');
        const more = places.length > 3 ? ` and ${places.length - 3} more` : '';
        return `${specifier} (${shown}${more}) is a theme component this site does not draw: it renders only its children, if it has any`;
      })
      .filter((line): line is string => line !== undefined)
      .sort();
  }
}

/** `src/theme/<Name>` of a swizzled component's file (`src/theme/DocItem/Footer/index.js` → `src/theme/DocItem`). */
const themeRootOf = (file: string): string | undefined => /^(src\/theme\/[^/.]+)/.exec(file)?.[1];

/**
 * The names a module of the site exports (`default` for its default export), read from its code with JSX and
 * TypeScript compiled away; `export * from` re-exports are followed into the site's files they name.
 */
export function exportNamesOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const loader = /\.tsx?$/.test(file) ? 'tsx' : 'jsx';
  const code = transformSync(fs.readFileSync(file, 'utf8'), { loader, format: 'esm' }).code;
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: EsNode[] };
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') names.add('default');
    if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration as EsNode | null;
      if (declaration?.id) names.add((declaration.id as EsNode).name as string);
      for (const declarator of (declaration?.declarations ?? []) as EsNode[])
        if ((declarator.id as EsNode).type === 'Identifier') names.add((declarator.id as EsNode).name as string);
      for (const specifier of (statement.specifiers ?? []) as EsNode[]) {
        const exported = specifier.exported as EsNode;
        names.add((exported.name ?? exported.value) as string);
      }
    }
    if (statement.type === 'ExportAllDeclaration' && !statement.exported) {
      const from = String((statement.source as EsNode).value);
      const target = from.startsWith('.') ? resolveFile(path.resolve(path.dirname(file), from)) : undefined;
      if (target && SCRIPT.test(target))
        exportNamesOf(target, seen)
          .filter((n) => n !== 'default')
          .forEach((n) => names.add(n));
    }
  }
  return [...names];
}

interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** An import of a Markdown file in code (`import Intro from '../docs/_intro.mdx'`, `require('./README.md')`). */
const MARKDOWN_IMPORT = /((?:from|import|require\()\s*)(['"])([^'"]+\.mdx?)\2/g;

/**
 * Points the Markdown imports of a mirrored code file at the module each is compiled into (`<file>.js` beside its
 * mirrored place), adding the file to `queue` (content-relative): Docusaurus's MDX loader makes a React component
 * of any `.md`/`.mdx` file, and a React page may render one (a partial, a README).
 */
function pointMarkdownImports(code: string, mirroredFile: string, siteDir: string, queue: Set<string>): string {
  return code.replace(MARKDOWN_IMPORT, (whole, lead: string, q: string, spec: string) => {
    if (!spec.startsWith('.')) return whole;
    const rel = path
      .relative(siteDir, path.resolve(path.dirname(mirroredFile), spec))
      .split(path.sep)
      .join('/');
    if (rel.startsWith('..')) return whole;
    queue.add(rel);
    return `${lead}${q}${spec}.js${q}`;
  });
}

/**
 * Compiles the Markdown files the site's code imports into modules of the mirror, as a document is compiled
 * (lib/mdx/compile.ts: the same plugins; a `.md` CommonMark file of a `detect` site is its HTML), each one's own
 * Markdown imports in turn. The compiler loads only when a site needs it.
 */
async function compileImportedMarkdown(
  queue: Set<string>,
  siteDir: string,
  contentRoot: string,
  standIns: StandIns,
): Promise<void> {
  if (queue.size === 0) return;
  const { compileDocument } = await import('../../lib/mdx/compile');
  const { isMdxSource } = await import('../../lib/content/paths');
  const done = new Set<string>();
  for (const rel of queue) {
    if (done.has(rel)) continue;
    done.add(rel);
    const source = path.join(contentRoot, rel);
    if (!fs.existsSync(source)) continue;
    const kind = isMdxSource(rel) ? 'mdx' : 'md';
    const text = fs.readFileSync(source, 'utf8');
    // Compiled twice: rendered inside @theme/MDXContent, its headings get anchor links (the theme's Heading, which
    // Docusaurus's MDXContent provides); outside it, plain headings with their ids, as in Docusaurus.
    // One after the other: a compile collects the warnings it prints by replacing console.warn while it runs.
    const compiles = [];
    for (const outsideMdxContent of [false, true]) {
      compiles.push(
        await compileDocument(kind, text, { sourceFilePath: rel, outsideMdxContent }, path.dirname(source)).catch(
          (error: { message?: string; line?: number; place?: { line?: number; start?: { line?: number } } }) => {
            const line = error.line ?? error.place?.start?.line ?? error.place?.line;
            throw new ContentError(source, line, undefined, `imported by the site's code, does not compile: ${error.message}`);
          },
        ),
      );
    }
    const [anchored, plain] = compiles;
    for (const warning of plain!.warnings) console.warn(warning);
    const target = path.join(siteDir, `${rel}.js`);
    // Our @theme/MDXContent's module (not a swizzled one of the site), whose hook tells whether the partial renders inside it.
    const hook = specifierFrom(target, ownModuleOf('@theme/MDXContent'));
    const prelude = `import { jsx as __jsx } from 'react/jsx-runtime';\nimport { useInsideMdxContent } from ${JSON.stringify(hook)};\n`;
    const write = (file: string, code: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        pointMarkdownImports(rewriteSpecifiers(code, file, siteDir, contentRoot, standIns, rel), file, siteDir, queue),
      );
    };
    // In the article's `markdown` box, so that code blocks, tables and admonitions look as they do in a document.
    if (kind === 'mdx') {
      // Each compile is a module of its own (both declare the document's imports); this one picks one, and exports
      // the document's other exports (`toc`, `frontMatter`…) from the plain one.
      const base = path.basename(target, '.js');
      for (const [variant, compiled] of [
        ['anchored', anchored!],
        ['plain', plain!],
      ] as const)
        write(path.join(path.dirname(target), `${base}.${variant}.js`), compiled.output);
      write(
        target,
        `${prelude}import Anchored from './${base}.anchored.js';\nimport Plain from './${base}.plain.js';\nexport * from './${base}.plain.js';\nexport default function MDXContent(props) {\n  return __jsx('div', { className: 'markdown', children: __jsx(useInsideMdxContent() ? Anchored : Plain, props) });\n}\n`,
      );
    } else {
      write(
        target,
        `${prelude}const anchored = ${JSON.stringify(anchored!.output)};\nconst plain = ${JSON.stringify(plain!.output)};\nexport default function MDXContent() {\n  return __jsx('div', { className: 'markdown', dangerouslySetInnerHTML: { __html: useInsideMdxContent() ? anchored : plain } });\n}\n`,
      );
    }
  }
}

/**
 * The modules whose hooks read Docusaurus's global data (components/mdx/docusaurus/docs-client-utils.ts): a site
 * whose code or MDX names one gets the data written for the browser ({@link GLOBAL_DATA_FILE}).
 */
const GLOBAL_DATA_MODULES = /['"]@docusaurus\/(useGlobalData|plugin-content-docs\/client)['"]/;

/**
 * The generated module of the global data by locale (`globalData`, imported as `mdx-modules/global-data`), empty
 * unless the build step writes it: a module of its own, so that the component giving it to a page
 * (components/mdx/docusaurus/global-data-scope.client.tsx) does not bundle the site's modules with it.
 */
export const GLOBAL_DATA_FILE = 'global-data.js';

/**
 * Code that reads a page's document through `useDoc()`, `useBlogPost()` or `useRouteContext()`
 * (lib/content/content-context.ts): a site
 * with such code gets `readsPageMetadata` true in the generated `mdx-modules/page-metadata`, and its pages give their
 * document's metadata to the body's components (components/content/body.tsx); other sites' pages carry none.
 */
const PAGE_METADATA_MODULES = /['"]@docusaurus\/plugin-content-(?:docs|blog)\/client['"]/;
const PAGE_METADATA_HOOKS = /\buse(?:Doc|BlogPost)\b/;
const ROUTE_CONTEXT_MODULE = /['"]@docusaurus\/useRouteContext['"]/;
const readsPageMetadata = (code: string): boolean =>
  (PAGE_METADATA_MODULES.test(code) && PAGE_METADATA_HOOKS.test(code)) || ROUTE_CONTEXT_MODULE.test(code);

/**
 * A string naming one of the theme's translation ids (`'theme.blog.archive.title'`, `id="theme.x"`), or the start of one
 * the code completes (`` `theme.admonition.${type}` ``, `'theme.admonition.' + type`).
 */
const THEME_ID = /(['"`])(theme\.[\w.-]*)(?:\1|(\$\{))/g;

/**
 * The theme translation ids a file of the site's code or MDX names (lib/i18n/site-translations.ts `ThemeIdUses`): an
 * id, or a prefix ending in `*` where the code completes it, so that `translate()` and `<Translate>` get the theme's
 * words for those and the browser is not sent the others.
 */
export function themeIdsIn(code: string): string[] {
  if (!code.includes('theme.')) return [];
  return [...code.matchAll(THEME_ID)].map(([, , id, template]) => (template || id!.endsWith('.') ? `${id}*` : id!));
}

/** Infima's variables as the project writes them (what the CSS of a Docusaurus site's own components reads). */
const INFIMA_VARIABLES = path.join('components', 'mdx', 'docusaurus', 'infima-variables.css');

/**
 * The sheet the site's stylesheet `@import`s (app/globals.css): Infima's `--ifm-*` variables when the site has code
 * of its own (components its MDX imports, React pages), whose CSS reads them; an empty sheet otherwise, so that a
 * site without such code does not carry them (2.2 KB gzipped on every page).
 */
function writeInfimaVariables(outDir: string, siteHasCode: boolean): void {
  const css = siteHasCode
    ? fs.readFileSync(path.resolve(INFIMA_VARIABLES), 'utf8')
    : `/* The site has no code of its own: no Infima variables (${INFIMA_VARIABLES}). */\n`;
  fs.writeFileSync(path.join(outDir, 'infima-variables.css'), css);
}

/** What {@link generateMdxModules} did: how many modules MDX imports; whether the site reads the global data. */
export interface GeneratedModules {
  readonly count: number;
  readonly usesGlobalData: boolean;
  readonly usesPageMetadata: boolean;
  /** The theme's translation ids the site's code and MDX name ({@link themeIdsIn}), sorted. */
  readonly themeIds: string[];
  /** Warnings: the theme components this project does not draw that the site imports, and where. */
  readonly standIns: string[];
}

/** Writes the global data by locale for the browser (scripts/mdx-modules.ts, when the site reads it). */
export function writeGlobalData(byLocale: Record<string, unknown>, outDir = MDX_MODULES_DIR): void {
  fs.writeFileSync(path.join(outDir, GLOBAL_DATA_FILE), `export const globalData = ${JSON.stringify(byLocale)};\n`);
}

/** Generates the modules for a content root. */
export async function generateMdxModules(
  contentRoot: string,
  outDir = MDX_MODULES_DIR,
  aliases: Readonly<Record<string, string>> = {},
): Promise<GeneratedModules> {
  let usesGlobalData = false;
  let usesPageMetadata = false;
  const themeIds = new Set<string>();
  fs.rmSync(outDir, { recursive: true, force: true });
  const siteDir = path.join(outDir, 'site');
  fs.mkdirSync(siteDir, { recursive: true });
  /** Markdown files the site's code imports (content-relative), compiled into modules. */
  const markdown = new Set<string>();
  const standIns = new StandIns();
  // Everything but the documents: code, its CSS, and the images, fonts and data the code and CSS point at.
  const files = listFiles(
    contentRoot,
    () => true,
    (dir) => !SKIP_DIRS.has(dir),
  );
  // The SVGs of static/ too: code and MDX import them as components (`@site/static/img/logo.svg`), as in Docusaurus.
  const staticSvgs = listFiles(path.join(contentRoot, 'static'), (name) => /\.svg$/i.test(name)).map((f) => `static/${f}`);
  /** The other files of static/ that the code imports (staticFilesImported). */
  const staticImported = new Set<string>();
  for (const rel of [...files.filter((f) => !MARKDOWN.test(f)), ...staticSvgs]) {
    const target = path.join(siteDir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (SCRIPT.test(rel)) {
      // A name Docusaurus's module does not export is undefined, as webpack binds it (Turbopack would stop).
      const { code } = bindAbsentImports(fs.readFileSync(path.join(contentRoot, rel), 'utf8'));
      usesGlobalData ||= GLOBAL_DATA_MODULES.test(code);
      usesPageMetadata ||= readsPageMetadata(code);
      themeIdsIn(code).forEach((id) => themeIds.add(id));
      const rewritten = aliasPackageImports(rewriteSpecifiers(code, target, siteDir, contentRoot, standIns), aliases);
      for (const file of staticFilesImported(rewritten, target, siteDir, contentRoot)) staticImported.add(file);
      fs.writeFileSync(
        target,
        withSiteJsxRuntime(imageImportsAsUrls(pointMarkdownImports(rewritten, target, siteDir, markdown)), target),
      );
    } else fs.copyFileSync(path.join(contentRoot, rel), target);
  }
  for (const rel of staticImported) {
    const target = path.join(siteDir, rel);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(contentRoot, rel), target);
  }
  await compileImportedMarkdown(markdown, siteDir, contentRoot, standIns);
  const modules = new Map<string, { target: string; names: Set<string> }>();
  for (const rel of files.filter((f) => MARKDOWN.test(f))) {
    const absolute = path.join(contentRoot, rel);
    const source = fs.readFileSync(absolute, 'utf8');
    // Before the imports: a swizzled MDXComponents can put `Translate` in scope without one.
    themeIdsIn(source).forEach((id) => themeIds.add(id));
    if (!source.includes('import')) continue;
    usesGlobalData ||= GLOBAL_DATA_MODULES.test(source);
    usesPageMetadata ||= readsPageMetadata(source);
    for (const statement of scanImports(source)) {
      const found = classifyImport(statement.specifier, absolute, contentRoot);
      if (found.kind === 'docusaurus' && found.id === THEME_STAND_IN_ID)
        standIns.add(statement.specifier, `${rel}:${statement.line}`);
      if (found.kind === 'module' && found.file)
        standIns.useTheme(path.relative(contentRoot, found.file).split(path.sep).join('/'));
      if (found.kind !== 'module') continue;
      const target = found.file ? `./site/${path.relative(contentRoot, found.file).split(path.sep).join('/')}` : found.id;
      const entry = modules.get(found.id) ?? { target, names: new Set<string>() };
      statement.names.forEach((n) => entry.names.add(n));
      if (statement.namespace && !found.file) {
        const ns = (await import(found.id)) as Record<string, unknown>;
        Object.keys(ns).forEach((n) => entry.names.add(n));
      }
      // `import * as Icons from '@site/src/components/Icons'` (then `<Icons.Star />`): every name the file exports.
      if (statement.namespace && found.file && SCRIPT.test(found.file))
        exportNamesOf(found.file).forEach((n) => entry.names.add(n));
      modules.set(found.id, entry);
    }
  }
  // A swizzled src/theme/MDXComponents: its components are in scope of every document (the compile imports the
  // ones a document uses by name, lib/mdx/remark-mdx-esm.ts); its default export is an object, so each is re-exported.
  const scope = siteMdxComponents(contentRoot);
  const scopeId = scope && `@site/${path.relative(contentRoot, scope.file).split(path.sep).join('/')}`;
  if (scopeId) standIns.useTheme(scopeId.slice('@site/'.length));
  if (scope && scopeId) {
    const entry = modules.get(scopeId) ?? { target: `./site/${scopeId.slice('@site/'.length)}`, names: new Set<string>() };
    for (const name of ['default', ...scope.names]) entry.names.add(name);
    modules.set(scopeId, entry);
  }
  const ids = [...modules.keys()].sort();
  ids.forEach((id, i) => {
    const { target, names } = modules.get(id)!;
    const list = [...names].sort();
    const exports = list.map((n) => (n === 'default' ? 'default' : n)).join(', ');
    const code =
      id === scopeId
        ? `'use client';\nimport map from ${JSON.stringify(target)};\nexport default map;\n${list
            .filter((n) => n !== 'default')
            .map((n) => `export const ${n} = map[${JSON.stringify(n)}];\n`)
            .join('')}`
        : `'use client';\nexport { ${exports} } from ${JSON.stringify(target)};\n`;
    fs.writeFileSync(path.join(outDir, `m${i}.js`), code);
  });
  const imports = ids.map((_, i) => `import * as m${i} from './m${i}.js';`).join('\n');
  const entries = ids
    .map((id, i) => {
      const names = [...modules.get(id)!.names].sort().map((n) => `${JSON.stringify(n)}: m${i}[${JSON.stringify(n)}]`);
      return `  ${JSON.stringify(id)}: { __esModule: true, ${names.join(', ')} },`;
    })
    .join('\n');
  fs.writeFileSync(
    path.join(outDir, 'index.js'),
    `${imports}\n\n/** Modules MDX imports, by id. */\nexport const mdxModules = {\n${entries}\n};\n`,
  );
  writeGlobalData({}, outDir);
  writeInfimaVariables(outDir, ids.length > 0);
  fs.writeFileSync(path.join(outDir, 'page-metadata.js'), `export const readsPageMetadata = ${usesPageMetadata};\n`);
  fs.writeFileSync(
    path.join(outDir, 'page-metadata.d.ts'),
    "/** Whether the site's code reads a page's document (generated by scripts/lib/mdx-modules.ts). */\nexport declare const readsPageMetadata: boolean;\n",
  );
  fs.writeFileSync(
    path.join(outDir, 'index.d.ts'),
    '/** Modules MDX imports, by id (generated by scripts/lib/mdx-modules.ts). */\nexport declare const mdxModules: Record<string, Record<string, unknown>>;\n',
  );
  fs.writeFileSync(
    path.join(outDir, GLOBAL_DATA_FILE.replace(/\.js$/, '.d.ts')),
    "/** Docusaurus's global data by locale (generated by scripts/lib/mdx-modules.ts; empty unless the site reads it). */\nexport declare const globalData: Record<string, Record<string, Record<string, unknown>>>;\n",
  );
  return {
    count: ids.length,
    usesGlobalData,
    usesPageMetadata,
    themeIds: [...themeIds].sort(),
    standIns: standIns.lines(),
  };
}
