/**
 * The author's code an import needs: files under `src/` (or anywhere in the site) that MDX imports
 * (`@site/…`, `/src/…`, relative paths, `!!raw-loader!…`) with everything they import in turn, React pages
 * that can be carried as pages, the home page's title, and the npm packages all of it imports.
 * A trial bundle with esbuild (JSX in .js allowed, packages external) finds each file's local dependencies
 * and tells whether it can be bundled here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { decodeHTML } from 'entities';
import {
  DOCUSAURUS_MODULE_EXPORTS,
  DOCUSAURUS_MODULE_IDS,
  DOCUSAURUS_SPECIFIER,
  standsIn,
} from '../../lib/mdx/docusaurus-module-ids';
import { ASSET_EXTENSIONS, packageNameOf, resolveFile, siteThemeComponent } from '../../lib/mdx/mdx-imports';
import { compileStylesheet, PREPROCESSED_STYLESHEET } from '../../lib/mdx/preprocessed-css';
import { scanImports } from '../lib/mdx-modules';
import { fenceTracker } from '../../lib/content/fences';
import { absentImportNote, bindAbsentImports, namesDocusaurusLacks } from '../../lib/mdx/absent-exports';

/** The result of a trial bundle of one entry. */
export interface TrialBundle {
  /** Local files the entry reaches (absolute). */
  readonly files: string[];
  /** npm packages it imports. */
  readonly packages: string[];
  /** Why it cannot be bundled here, when it cannot. */
  readonly problems: string[];
  /** The theme components this project does not draw that it imports (each stands in as its children). */
  readonly standIns: string[];
  /**
   * Named imports of what Docusaurus's module does not export (`file:line: …`): undefined, as webpack leaves them
   * (with a warning), and so here (lib/mdx/absent-exports.ts).
   */
  readonly absentImports: string[];
}

const RAW_LOADER = /^!*raw-loader!(.+)$/;
/** esbuild's loader of each asset extension (the build's, ASSET_EXTENSIONS): the file's URL. */
const ASSET_LOADERS = Object.fromEntries(ASSET_EXTENSIONS.map((e) => [`.${e}`, 'file' as const]));

/** A stand-in module with the names a Docusaurus module of this project's runtime exports. */
function exportsOf(id: string): string {
  const names = standsIn(id) ? ['default'] : (DOCUSAURUS_MODULE_EXPORTS[id.replace('@theme-original/', '@theme/')] ?? []);
  return names.map((name) => (name === 'default' ? 'export default {};' : `export const ${name} = {};`)).join('\n');
}

/** Bundles `entry` from the site without writing anything, to learn what it needs. */
export async function trialBundle(entry: string, siteDir: string): Promise<TrialBundle> {
  const packages = new Set<string>();
  const problems: string[] = [];
  const standIns = new Set<string>();
  const stylesheetFiles = new Set<string>();
  const absentImports: string[] = [];
  const plugin: Plugin = {
    name: 'docusaurus-site',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        // A stylesheet's `url(https://…)` or `url(//cdn…/x.png)` is a URL, left as it is (css-loader does): no package.
        if (args.kind === 'url-token' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(args.path))
          return { path: args.path, external: true };
        const raw = RAW_LOADER.exec(args.path);
        const spec = raw ? raw[1]! : args.path;
        const own = raw ? undefined : siteThemeComponent(spec, siteDir);
        if (own) return { path: own, namespace: 'file' };
        if (DOCUSAURUS_SPECIFIER.test(spec)) {
          if (standsIn(spec)) standIns.add(spec);
          else if (!DOCUSAURUS_MODULE_IDS.includes(spec)) {
            problems.push(`imports ${spec}, which this site does not provide`);
            return { path: spec, external: true };
          }
          // A module with the names this project's runtime exports: esbuild then reports a named import it lacks.
          return { path: spec, namespace: 'docusaurus' };
        }
        const target = siteFileOf(spec, path.join(args.resolveDir, '_'), siteDir);
        if (target === undefined) {
          packages.add(packageNameOf(spec));
          return { path: spec, external: true };
        }
        // A file as MDX imports resolve it; what does not exist is left to esbuild, which reports it.
        const file = raw ? target : resolveFile(target);
        return file ? { path: file, namespace: raw ? 'raw' : 'file' } : undefined;
      });
      // The site's scripts as the build mirrors them: a name Docusaurus's module lacks is undefined.
      b.onLoad({ filter: /\.(jsx?|tsx?|mjs)$/, namespace: 'file' }, (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const { code, absent } = bindAbsentImports(fs.readFileSync(args.path, 'utf8'));
        const rel = path.relative(siteDir, args.path).split(path.sep).join('/');
        for (const a of absent) absentImports.push(absentImportNote(rel, a));
        const ext = path.extname(args.path).slice(1);
        const loader = ext === 'ts' ? 'ts' : ext === 'tsx' ? 'tsx' : 'jsx';
        return { contents: code, loader, resolveDir: path.dirname(args.path) };
      });
      b.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({ contents: fs.readFileSync(args.path, 'utf8'), loader: 'text' }));
      b.onLoad({ filter: /.*/, namespace: 'docusaurus' }, (args) => ({ contents: exportsOf(args.path), loader: 'js' }));
      // A Sass or Less stylesheet (docusaurus-plugin-sass, docusaurus-plugin-less), compiled as the build will compile
      // it; the partials it loads go with it.
      b.onLoad({ filter: PREPROCESSED_STYLESHEET, namespace: 'file' }, (args) => {
        try {
          const { css, loadedFiles } = compileStylesheet(args.path, [path.join(siteDir, 'node_modules')]);
          for (const file of loadedFiles) stylesheetFiles.add(file);
          return {
            contents: css,
            loader: /\.module\.(s[ac]ss|less)$/i.test(args.path) ? 'local-css' : 'css',
            resolveDir: path.dirname(args.path),
          };
        } catch (error) {
          problems.push(`${path.relative(siteDir, args.path)}: ${(error as Error).message.split('\n')[0]}`);
          return { contents: '', loader: 'css' };
        }
      });
    },
  };
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-trial-'));
  try {
    const result = await build({
      entryPoints: [entry],
      absWorkingDir: siteDir,
      bundle: true,
      write: false,
      metafile: true,
      outdir,
      platform: 'browser',
      format: 'esm',
      jsx: 'automatic',
      logLevel: 'silent',
      loader: { '.js': 'jsx', '.md': 'text', '.mdx': 'text', ...ASSET_LOADERS },
      plugins: [plugin],
    });
    const files = Object.keys(result.metafile.inputs)
      .map((input) => input.replace(/^(file|raw):/, ''))
      .map((input) => path.resolve(siteDir, input))
      .filter((file) => fs.existsSync(file));
    return {
      files: [...new Set([...files, ...stylesheetFiles])],
      packages: [...packages],
      problems,
      standIns: [...standIns],
      absentImports: [...new Set(absentImports)],
    };
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number } }[] }).errors ?? [];
    const messages = errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}: ${e.text}` : e.text));
    return {
      files: [],
      packages: [...packages],
      problems: [...problems, ...(messages.length > 0 ? messages : [(error as Error).message])],
      standIns: [...standIns],
      absentImports: [...new Set(absentImports)],
    };
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/** The folder of the content that holds, for each `..` of its path, the files of the site's parent folders it uses. */
export const PARENT_FOLDER = '_parent';

/**
 * Where a file of the site goes in the content folder (`/`-separated): its path in the site; a file outside the site
 * (a monorepo's `@site/../packages/x/src/a.ts`, `../../../README.md`), which Docusaurus imports as well, under one
 * PARENT_FOLDER per `..` (`_parent/packages/x/src/a.ts`), so the files it imports relatively keep their places.
 */
export function contentPathOf(siteDir: string, file: string): string {
  const parts = path.relative(siteDir, file).split(path.sep);
  return parts.map((part) => (part === '..' ? PARENT_FOLDER : part)).join('/');
}

/** Where a file or folder of the content folder (`contentPathOf`'s answer) is in the site: each PARENT_FOLDER a `..`. */
export function sitePathOf(siteDir: string, contentPath: string): string {
  const parts = contentPath.split('/');
  const up = parts.findIndex((part) => part !== PARENT_FOLDER);
  return path.join(siteDir, ...parts.map((part, i) => (i < up || up === -1 ? '..' : part)));
}

/**
 * The site's files that an MDX document `require()`s outside code fences and inline code
 * (`<CodeBlock>{require('!!raw-loader!@site/sidebars.js').default}</CodeBlock>`, `require('./a.png').default`): paths
 * and raw-loader specifiers only, since a package named in prose (`require('fs')`) is no import.
 */
export function scanRequires(source: string): { specifier: string; line: number }[] {
  const place = fenceTracker({ mdx: true });
  const found: { specifier: string; line: number }[] = [];
  source.split(/\r?\n/).forEach((line, i) => {
    if (place(line) !== 'text') return;
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\brequire\(\s*(['"])([^'"]+)\1\s*\)/g)) {
      if (/^(!*raw-loader!|\.{1,2}\/|\/|@site\/)/.test(m[2]!)) found.push({ specifier: m[2]!, line: i + 1 });
    }
  });
  return found;
}

/** Where an MDX import of the copied document `docFile` points in the site (undefined for packages and the runtime). */
function siteFileOf(specifier: string, docFile: string, siteDir: string): string | undefined {
  const raw = RAW_LOADER.exec(specifier);
  const spec = raw ? raw[1]! : specifier;
  if (spec.startsWith('@site/')) return path.join(siteDir, spec.slice(6));
  if (spec.startsWith('/')) return path.join(siteDir, spec);
  if (spec.startsWith('.')) return path.resolve(path.dirname(docFile), spec);
  return undefined;
}

/** What the copied documents' imports need from the site. */
export interface CodeNeeds {
  /** Site files to copy (absolute), besides the documents' own folders. */
  readonly files: Set<string>;
  /** npm packages imported by MDX or by the author's code, with the documents that import them. */
  readonly packages: Map<string, Set<string>>;
  /** Imports that cannot be bundled, by document. */
  readonly problems: { file: string; problem: string }[];
  /** Theme components this project does not draw (they render only their children), by document. */
  readonly standIns: { file: string; specifier: string }[];
  /**
   * Imports of files outside the site, by document: the specifier and the one of the file's copy in the content
   * folder (`@site/_parent/…`, contentPathOf), which the import writes into the copied document.
   */
  readonly outside: { file: string; specifier: string; replacement: string }[];
  /**
   * Named imports of what Docusaurus's own module does not export, in the documents (`file:line: …`): undefined, as
   * webpack leaves them (with a warning), and so in the build (lib/mdx/remark-mdx-esm.ts).
   */
  readonly absentImports: string[];
}

/**
 * Scans the copied documents (content-folder paths in `documents`, their site paths from `siteFileOfDoc`)
 * for imports of the author's code and of npm packages.
 */
export async function collectCodeNeeds(
  documents: { contentPath: string; sitePath: string; text: string }[],
  siteDir: string,
): Promise<CodeNeeds> {
  const files = new Set<string>();
  const packages = new Map<string, Set<string>>();
  const problems: { file: string; problem: string }[] = [];
  const standIns: { file: string; specifier: string }[] = [];
  const outside: { file: string; specifier: string; replacement: string }[] = [];
  const absentImports: string[] = [];
  const addPackage = (name: string, by: string) => packages.set(name, (packages.get(name) ?? new Set()).add(by));
  const trials = new Map<string, TrialBundle>();
  for (const doc of documents) {
    if (!doc.text.includes('import') && !doc.text.includes('require')) continue;
    const statements = [
      ...scanImports(doc.text),
      ...scanRequires(doc.text).map(({ specifier, line }) => ({ specifier, line, names: ['default'] })),
    ];
    for (const { specifier, line, names } of statements) {
      const own = siteThemeComponent(specifier, siteDir);
      if (!own && standsIn(specifier)) {
        standIns.push({ file: doc.contentPath, specifier });
        continue;
      }
      if (!own && DOCUSAURUS_SPECIFIER.test(specifier)) {
        const absent = namesDocusaurusLacks(specifier, names);
        for (const name of absent) absentImports.push(absentImportNote(doc.contentPath, { specifier, name, line }));
        const provided = DOCUSAURUS_MODULE_EXPORTS[specifier.replace('@theme-original/', '@theme/')];
        for (const name of provided ? names.filter((n) => !provided.includes(n) && !absent.includes(n)) : [])
          problems.push({
            file: doc.contentPath,
            problem: `imports ${name} from ${specifier}, which this site does not provide`,
          });
        continue;
      }
      const target = own ?? siteFileOf(specifier, doc.sitePath, siteDir);
      if (!target) {
        addPackage(packageNameOf(specifier.replace(RAW_LOADER, '$1')), doc.contentPath);
        continue;
      }
      const file = resolveFile(target);
      if (!file) {
        problems.push({ file: doc.contentPath, problem: `imports "${specifier}", which does not exist in the site` });
        continue;
      }
      files.add(file);
      const copied = contentPathOf(siteDir, file);
      if (copied.startsWith(`${PARENT_FOLDER}/`)) {
        const loader = RAW_LOADER.exec(specifier) ? specifier.slice(0, specifier.lastIndexOf('!') + 1) : '';
        outside.push({ file: doc.contentPath, specifier, replacement: `${loader}@site/${copied}` });
      }
      if (RAW_LOADER.test(specifier) || !/\.(jsx?|tsx?|mjs|cjs|s[ac]ss|less)$/.test(file)) continue;
      let trial = trials.get(file);
      if (!trial) {
        trial = await trialBundle(file, siteDir);
        trials.set(file, trial);
      }
      trial.files.forEach((f) => files.add(f));
      trial.packages.forEach((p) => addPackage(p, doc.contentPath));
      trial.problems.forEach((problem) =>
        problems.push({ file: doc.contentPath, problem: `${path.relative(siteDir, file)}: ${problem}` }),
      );
      trial.standIns.forEach((specifier) => standIns.push({ file: doc.contentPath, specifier }));
    }
  }
  return { files, packages, problems, standIns, outside, absentImports };
}

/**
 * The `<title>` a React page sets with `@docusaurus/Head` (`<Head><title>Acme · Rockets</title></Head>`), if literal,
 * as JSX reads the text (each line trimmed where it meets another, empty lines dropped, the rest joined by a space;
 * character references decoded). react-helmet keeps the innermost title, so in Docusaurus it replaces the one the
 * page's Layout `title` gives.
 */
export function headTitleOf(source: string): string | undefined {
  const head = /<Head>([\s\S]*?)<\/Head>/.exec(source)?.[1];
  const raw = head === undefined ? undefined : /<title>([^<{}]*)<\/title>/.exec(head)?.[1];
  if (raw === undefined) return undefined;
  const lines = raw.split(/\r\n|\n|\r/);
  const text =
    lines.length === 1
      ? raw
      : lines
          .map((line, i) => {
            const start = i > 0 ? line.replace(/^[ \t]+/, '') : line;
            return i < lines.length - 1 ? start.replace(/[ \t]+$/, '') : start;
          })
          .filter((line) => line !== '')
          .join(' ');
  return text === '' ? undefined : decodeHTML(text);
}

/**
 * A text prop a React page gives its Layout (`<Layout title={`Hello from ${siteConfig.title}`}>`, `description`), if
 * literal enough (`${siteConfig.title}` and `tagline` are read, and so are `{siteConfig.title}` and `{siteConfig.tagline}`
 * themselves).
 */
export function layoutPropOf(
  source: string,
  prop: 'title' | 'description',
  site: { title: string; tagline: string },
): string | undefined {
  const m = new RegExp(
    `<Layout\\b[^>]*?\\b${prop}=(?:\\{\\s*\`([^\`]*)\`\\s*\\}|"([^"]*)"|\\{\\s*'([^']*)'\\s*\\}|\\{\\s*"([^"]*)"\\s*\\})`,
    's',
  ).exec(source);
  // `title={translate({ id: 'homepage.title', message: 'The site' })}`: the default locale's words, the message.
  const translated = new RegExp(
    `<Layout\\b[^>]*?\\b${prop}=\\{\\s*translate\\(\\s*\\{[^}]*?\\bmessage\\s*:\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`$]*)\`)`,
    's',
  ).exec(source);
  // `title={siteConfig.title}`: the site's own words.
  const bare = new RegExp(`<Layout\\b[^>]*?\\b${prop}=\\{\\s*siteConfig\\.(title|tagline)\\s*\\}`, 's').exec(source)?.[1] as
    'title' | 'tagline' | undefined;
  const raw = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? translated?.[1] ?? translated?.[2] ?? translated?.[3];
  if (raw === undefined) return bare === undefined ? undefined : site[bare];
  const value = raw.replace(/\$\{\s*siteConfig\.(title|tagline)\s*\}/g, (_w, key: 'title' | 'tagline') => site[key]);
  return value.includes('${') ? undefined : value;
}
