/**
 * Copies a Docusaurus site's content into a content folder, keeping each folder's path relative to the site
 * (so relative links and `@site/` imports keep working), and changes the copies where this project reads
 * content differently: a UTF-8 BOM and CRLF line endings are normalised, MDX 1 is rewritten for MDX 3
 * (scripts/import/mdx1.ts), a `.md` that needs MDX becomes `.mdx`, folder names with leading or trailing
 * spaces are trimmed (their old URLs forward to the new ones), and a post Docusaurus dated by its file gets that
 * date in its front matter (scripts/import/post-dates.ts). The source site is never written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { SiteConfig } from '../../config/schema';
import { expandBlogSections, expandDocSections, expandPageSections, localeVariants } from '../../config/variants';
import { docIdAndSlug, type DocusaurusRules } from '../../lib/content/docusaurus-rules';
import { unwrapMdxCodeBlocks } from '../../lib/content/fences';
import { frontMatterData } from '../../lib/content/frontmatter';
import { isSourceOf, type SourceGlobs } from '../../lib/content/source-globs';
import type { DocusaurusSite } from './docusaurus-config';
import { visit } from 'unist-util-visit';
import { emphasisAsMdx1, needsMdx, parseMdx3, rewriteMdx1 } from './mdx1';
import { siteMdxComponents } from '../../lib/mdx/site-mdx-components';
import { blogDatePinner } from './post-dates';
import { contentFolderOf } from './site-config';
import { sitePathOf } from './code';

/** One change the importer made to a copy, for the report. */
export interface Change {
  /** Path in the content folder. */
  readonly file: string;
  readonly line?: number;
  readonly what: string;
  readonly why: string;
}

/** What was copied from one folder of the site. */
export interface Copied {
  readonly from: string;
  readonly to: string;
  readonly files: number;
  readonly documents: number;
}

const SKIP_DIRS = new Set(['node_modules', '.git', '.docusaurus', 'build']);
const CODE = /\.(jsx?|tsx?|mjs|cjs)$/;

/** What a walk found: files (POSIX paths relative to the folder), and entries it could not follow. */
interface Walked {
  readonly files: string[];
  readonly skipped: { readonly rel: string; readonly why: string }[];
}

/**
 * Every file under a folder, following symlinks as Docusaurus's globbing does, except a symlink that leads back
 * to a folder it is in (a loop, which would never end) or that leads nowhere: those are listed as skipped.
 */
function walk(root: string): Walked {
  const files: string[] = [];
  const skipped: { rel: string; why: string }[] = [];
  const visit = (dir: string, ancestors: ReadonlySet<string>) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join('/');
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        let stats: fs.Stats;
        try {
          stats = fs.statSync(full);
        } catch (error) {
          skipped.push({ rel, why: `a symlink that leads nowhere (${(error as NodeJS.ErrnoException).code ?? 'error'})` });
          continue;
        }
        isDirectory = stats.isDirectory();
        isFile = stats.isFile();
        if (isDirectory && ancestors.has(fs.realpathSync(full))) {
          skipped.push({ rel, why: 'a symlink to a folder that contains it (a loop): its files are already imported once' });
          continue;
        }
      }
      if (isDirectory) {
        if (!SKIP_DIRS.has(entry.name)) visit(full, new Set([...ancestors, fs.realpathSync(full)]));
      } else if (isFile) files.push(rel);
    }
  };
  if (fs.existsSync(root)) visit(root, new Set([fs.realpathSync(root)]));
  return { files: files.sort(), skipped };
}

/** The 1-based line of the first bytes of `bytes` that are not UTF-8, or undefined when it is all UTF-8. */
export function firstNonUtf8Line(bytes: Uint8Array): number | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    try {
      decoder.decode(bytes.subarray(start, i));
    } catch {
      return line;
    }
    line++;
    start = i + 1;
  }
  return undefined;
}

/** The 1-based line of the first NUL byte (what no text file holds), or undefined. */
export function binaryLine(bytes: Uint8Array): number | undefined {
  const at = bytes.indexOf(0);
  if (at === -1) return undefined;
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** A route base and a slug joined as a URL path without trailing slash. */
const urlPath = (base: string, slug: string): string => `/${[base, slug].join('/').split('/').filter(Boolean).join('/')}`;

/** A path with each segment's leading and trailing spaces removed. */
const trimSegments = (rel: string): string =>
  rel
    .split('/')
    .map((s) => s.trim())
    .join('/');

/**
 * MDX 1 rendered a component that was never imported, nor put in scope by the site's MDXComponents (`inScope`), as a
 * `<div>` (with a console warning); MDX 3 throws.
 * Declares each such component the way MDX 1 rendered it; returns the names and the line of first use (of the file
 * as written when `lineOf` maps an offset of `text` to it). `tree` is the text as the compile reads it: an
 * ```mdx-code-block's imports and components are the document's own.
 */
export function declareMissingComponents(
  text: string,
  math: boolean,
  tree: Root = parseMdx3(unwrapMdxCodeBlocks(text), math),
  inScope: readonly string[] = [],
  lineOf?: (offset: number) => number,
): { text: string; missing: { name: string; line: number }[] } {
  const defined = new Set<string>(inScope);
  const used = new Map<string, number>();
  visit(tree, (node) => {
    // Any name an import or export statement mentions counts as defined (an over-approximation is harmless).
    if (node.type === 'mdxjsEsm')
      for (const w of (node as unknown as { value: string }).value.matchAll(/[A-Za-z_$][\w$]*/g)) defined.add(w[0]);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = (node as unknown as { name: string | null }).name;
      const start = node.position?.start;
      const line = start && lineOf && start.offset !== undefined ? lineOf(start.offset) : (start?.line ?? 1);
      if (name && /^[A-Z]\w*$/.test(name) && !used.has(name)) used.set(name, line);
    }
  });
  const missing = [...used].filter(([name]) => !defined.has(name)).map(([name, line]) => ({ name, line }));
  if (missing.length === 0) return { text, missing };
  const declarations = missing.map(({ name }) => `export const ${name} = (props) => <div {...props} />;`).join('\n');
  return { text: `${text.replace(/\s*$/, '')}\n\n${declarations}\n`, missing };
}

const USES_MDX =
  'it uses MDX (imports, JSX or expressions); this site reads .md as Markdown, .mdx as MDX (same URL; links to the .md still resolve)';
const SAME_DOCUMENT_MDX =
  'its translation or default-locale file uses MDX: the files of one document keep one extension, as a translation pairs with its file by path';

/** The options of a copy. */
export interface LayoutOptions {
  /** The site's Markdown is MDX 1 (Docusaurus 2): rewrite it for MDX 3. */
  readonly mdx1: boolean;
  /** The site renders math: `$` is math, not text, when rewriting. */
  readonly math: boolean;
  readonly rules: DocusaurusRules;
  /**
   * The site config the import writes: its sections in every locale and version (config/variants.ts) name the
   * folders the build reads, so exactly those are copied with the content treatment.
   */
  readonly config: SiteConfig;
}

/** The result of copying the site's content. */
export interface LayoutResult {
  readonly copied: Copied[];
  readonly changes: Change[];
  readonly redirects: { from: string; to: string }[];
  /** Content-folder paths of the pages that are React components (src/pages/*.js). */
  readonly reactPages: string[];
  /**
   * A locale's translation of a React page (`i18n/<locale>/docusaurus-plugin-content-pages/index.js`), which
   * Docusaurus renders in that locale in place of the default page at the same path (`source`).
   */
  readonly translatedReactPages: { readonly page: string; readonly source: string; readonly locale: string }[];
  /** Files and folders of the site the copy leaves out, and why. */
  readonly notCarried: { readonly what: string; readonly why: string }[];
  /**
   * Documents whose copy has another path than the file in the site (a `.md` renamed `.mdx`, a folder name trimmed):
   * content path → the site's path, which the site's editUrl links (the site config's `editPaths`).
   */
  readonly editPaths: Record<string, string>;
}

/**
 * Copies the docs (each version), blogs, pages and their translations, the other translation files (i18n/<locale>/)
 * and static folders of a site into `outDir`.
 */
export function copySiteContent(site: DocusaurusSite, outDir: string, options: LayoutOptions): LayoutResult {
  const copied: Copied[] = [];
  const changes: Change[] = [];
  const redirects: { from: string; to: string }[] = [];
  const reactPages: string[] = [];
  const translatedReactPages: { page: string; source: string; locale: string }[] = [];
  const notCarried: { what: string; why: string }[] = [];
  const renamed = new Set<string>();
  /** Files of the default locale's own translation folders that were read in place of a source file (site-relative). */
  const usedLocalized = new Set<string>();
  const editPaths = new Map<string, string>();
  /** The copy at content path `from` is now at `to`: the site's path of the file goes with it. */
  const moved = (from: string, to: string) => {
    editPaths.set(to, editPaths.get(from) ?? from);
    editPaths.delete(from);
  };

  const copyMarkdown = (absolute: string, rel: string, forceMdx = false): { rel: string; text: string | Buffer } => {
    const bytes = fs.readFileSync(absolute);
    const nul = binaryLine(bytes);
    if (nul !== undefined) {
      changes.push({
        file: rel,
        line: nul,
        what: 'copied unchanged: it holds a NUL byte, so it is binary, not text',
        why: 'Docusaurus builds it as a page of its bytes read as text, and so does this site; rename it if it is not Markdown',
      });
      return { rel, text: bytes };
    }
    const badLine = firstNonUtf8Line(bytes);
    if (badLine !== undefined) {
      changes.push({
        file: rel,
        line: badLine,
        what: 'bytes that are not UTF-8 read as U+FFFD (�)',
        why: 'Docusaurus reads Markdown as UTF-8 and shows such bytes as � too; save the file as UTF-8 (the source is unchanged)',
      });
    }
    let text = bytes.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) {
      text = text.slice(1);
      changes.push({
        file: rel,
        line: 1,
        what: 'removed the UTF-8 byte-order mark',
        why: 'a BOM before `---` hides the front matter',
      });
    }
    if (text.includes('\r\n')) {
      text = text.replace(/\r\n/g, '\n');
      changes.push({ file: rel, what: 'CRLF line endings → LF', why: 'one line-ending style for the whole content' });
    }
    if (!options.mdx1) return { rel, text };
    const isMd = rel.endsWith('.md');
    if (isMd && !needsMdx(text) && !forceMdx) return { rel, text: withMdx1Emphasis(text, rel, false) };
    return toMdx(text, rel, forceMdx ? SAME_DOCUMENT_MDX : USES_MDX);
  };

  /**
   * `text` with the strong and emphasis pairs MDX 1 read and CommonMark would not as `<strong>`/`<em>`, each one
   * reported at the line of the file as written (`lineOf`, when `text` is rewritten).
   */
  const withMdx1Emphasis = (text: string, rel: string, mdx: boolean, lineOf?: (offset: number) => number): string => {
    const result = emphasisAsMdx1(text, { mdx, math: options.math, lineOf });
    for (const { line, source, kind } of result.changes) {
      changes.push({
        file: rel,
        line,
        what: kind === 'text' ? `escaped ${source}, text as MDX 1 read it` : `${source} → <${kind}>…</${kind}>`,
        why:
          kind === 'text'
            ? 'MDX 1 paired the markers around otherwise and showed these as text; CommonMark would take them as emphasis'
            : 'MDX 1 closed `**`/`*` (and `__`/`_`) at the next marker of its kind whatever the characters around; CommonMark keeps them as text after punctuation such as `。` before a letter, or between spaces, so they would show',
      });
    }
    return result.text;
  };

  /** The components a swizzled src/theme/MDXComponents puts in scope of every document (not declared as `<div>`s). */
  const scope = siteMdxComponents(site.siteDir)?.names ?? [];

  /** MDX 1 text as MDX 3, `rel` (the copy's path) renamed to `.mdx` when it is a `.md`, for the reason `why`. */
  const toMdx = (text: string, rel: string, why: string): { rel: string; text: string } => {
    const rewritten = rewriteMdx1(text, { math: options.math });
    let target = rel;
    if (rel.endsWith('.md')) {
      target = `${rel.slice(0, -3)}.mdx`;
      changes.push({ file: rel, what: `renamed to ${path.posix.basename(target)}`, why });
    }
    for (const change of rewritten.changes) changes.push({ file: target, line: change.line, what: change.what, why: change.why });
    const declared = declareMissingComponents(rewritten.text, options.math, rewritten.tree, scope, rewritten.lineOf);
    for (const { name, line } of declared.missing) {
      changes.push({
        file: target,
        line,
        what: `declared <${name}> (never imported) as a <div>`,
        why: 'MDX 1 rendered a component that was not imported as a <div>; MDX 3 stops with an error',
      });
    }
    return { rel: target, text: withMdx1Emphasis(declared.text, target, true, rewritten.lineOf) };
  };

  /**
   * The copies of one document in every locale (the default locale's file and its translations, matched by their
   * path as Docusaurus matches them): when one of them becomes `.mdx`, all do, so the path still pairs them.
   */
  const documentCopies = new Map<string, { mdx: boolean; copies: { rel: string; out: string }[] }>();
  const keepPaired = (key: string, rel: string, out: string) => {
    const group = documentCopies.get(key) ?? { mdx: false, copies: [] };
    documentCopies.set(key, group);
    group.copies.push({ rel, out });
    if (group.mdx || !out.endsWith('.mdx') || !rel.endsWith('.md')) return;
    group.mdx = true;
    for (const copy of group.copies.filter((c) => c.out.endsWith('.md'))) {
      const converted = toMdx(fs.readFileSync(path.join(outDir, copy.out), 'utf8'), copy.out, SAME_DOCUMENT_MDX);
      fs.rmSync(path.join(outDir, copy.out));
      fs.writeFileSync(path.join(outDir, converted.rel), converted.text);
      moved(copy.out, converted.rel);
      copy.out = converted.rel;
    }
  };

  const copyFolder = (
    from: string,
    kind: 'docs' | 'blog' | 'pages' | 'static',
    routeBasePath?: string,
    /** The default locale's folder of a translation (its documents pair with the translation's by path). */
    sourceFolder?: string,
    /** The plugin's `include`/`exclude`: the pages' (which code files are React pages), the blog's (which are posts). */
    globs?: SourceGlobs,
    /**
     * The default locale's own translation folder (`i18n/en/docusaurus-plugin-content-blog`): Docusaurus reads a
     * Markdown file there in place of the source file at the same path, in the default locale too.
     */
    localized?: string,
    /** The locale of a translation folder. */
    locale?: string,
  ) => {
    const folder = contentFolderOf(site, from);
    const translation = sourceFolder !== undefined && sourceFolder !== folder;
    const pinDate = kind === 'blog' ? blogDatePinner(from, options.rules, globs) : undefined;
    let files = 0;
    let documents = 0;
    const walked = walk(from);
    for (const { rel, why } of walked.skipped) changes.push({ file: `${folder}/${rel}`, what: 'skipped', why });
    // A folder the config names is kept even when empty: Docusaurus builds an empty blog (and says why an empty
    // docs folder cannot be built), so the build must find the folder as the config names it.
    fs.mkdirSync(path.join(outDir, folder), { recursive: true });
    for (const rel of walked.files) {
      const localizedSource = localized && /\.mdx?$/.test(rel) ? path.join(localized, rel) : undefined;
      const takesLocalized = localizedSource !== undefined && fs.existsSync(localizedSource);
      const source = takesLocalized ? localizedSource : path.join(from, rel);
      if (takesLocalized) {
        const localizedRel = path.relative(site.siteDir, localizedSource).split(path.sep).join('/');
        usedLocalized.add(localizedRel);
        changes.push({
          file: `${folder}/${rel}`,
          what: `its text is ${localizedRel}'s`,
          why: "Docusaurus reads a Markdown file of the default locale's translation folder in place of the source file at the same path",
        });
      }
      let target = trimSegments(rel);
      const parts = rel.split('/');
      parts.forEach((segment, i) => {
        const dir = parts.slice(0, i + 1).join('/');
        if (segment === segment.trim() || renamed.has(dir)) return;
        renamed.add(dir);
        changes.push({
          file: `${folder}/${dir}`,
          what: `renamed "${segment}" → "${segment.trim()}"`,
          why: 'spaces at the ends of a name make fragile URLs and file names; the old URLs forward to the new ones',
        });
      });
      if (kind === 'pages' && CODE.test(rel)) {
        if (isSourceOf(globs ?? {}, rel)) {
          if (!translation) reactPages.push(`${folder}/${rel}`);
          // Docusaurus lists the pages of the source folder and reads each from the translation folder when the
          // same path is there: a translated page without a default one is not a page.
          else if (sourceFolder !== undefined && fs.existsSync(path.join(sitePathOf(site.siteDir, sourceFolder), rel)))
            translatedReactPages.push({ page: `${folder}/${rel}`, source: `${sourceFolder}/${rel}`, locale: locale ?? '' });
          else
            notCarried.push({
              what: `${folder}/${rel}`,
              why: 'a translated React page with no page at its path in the default locale: Docusaurus does not read it',
            });
        }
        continue;
      }
      const out = path.join(outDir, folder, target);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (kind !== 'static' && /\.mdx?$/.test(rel)) {
        const key = `${sourceFolder ?? folder}/${target}`;
        const copied = `${folder}/${target}`;
        const copy = copyMarkdown(source, copied, documentCopies.get(key)?.mdx);
        target = copy.rel.slice(folder.length + 1);
        if (copy.rel !== `${folder}/${rel}`) moved(`${folder}/${rel}`, copy.rel);
        // A binary file (copied as bytes) gets no date: it has no front matter to carry one.
        const pinned = typeof copy.text === 'string' ? pinDate?.(rel, copy.text, frontMatterData(copy.text)) : undefined;
        if (pinned) {
          changes.push({
            file: copy.rel,
            line: pinned.line,
            what: `added \`date: ${pinned.iso}\` to the front matter`,
            why:
              pinned.source === 'git'
                ? 'Docusaurus dated this post by the commit that added it, which the copy does not have'
                : "Docusaurus dated this post by its file's birth time, which the copy does not keep",
          });
        }
        fs.writeFileSync(path.join(outDir, copy.rel), pinned?.text ?? copy.text);
        if (options.mdx1) keepPaired(key, copied, copy.rel);
        documents++;
        if (kind === 'docs' && trimSegments(rel) !== rel && routeBasePath !== undefined) {
          const fm = frontMatterData(typeof copy.text === 'string' ? copy.text : '');
          const ident = (p: string) =>
            docIdAndSlug({
              relativePath: p,
              frontMatterId: typeof fm.id === 'string' ? fm.id : undefined,
              frontMatterSlug: typeof fm.slug === 'string' ? fm.slug : undefined,
              rules: options.rules,
            }).slug;
          const oldUrl = urlPath(routeBasePath, ident(rel));
          const newUrl = urlPath(routeBasePath, ident(trimSegments(rel)));
          if (oldUrl !== newUrl) redirects.push({ from: oldUrl, to: newUrl });
        }
      } else {
        fs.copyFileSync(source, out);
      }
      files++;
    }
    copied.push({ from: path.relative(site.siteDir, from) || '.', to: folder, files, documents });
  };

  // Every section of every locale and version, each folder once: the default locale's docs versions
  // (docs/, versioned_docs/version-X/…), then each locale's translations (i18n/<locale>/docusaurus-plugin-content-…),
  // which Docusaurus reads file by file over the default locale's.
  const { config } = options;
  const translate = (locale: string) => config.i18n.localeConfigs[locale]?.translate !== false;
  const sections = [
    ...expandDocSections(config).map((s) => ({ ...s, kind: 'docs' as const })),
    ...expandBlogSections(config).map((b) => ({ ...b, kind: 'blog' as const })),
    ...expandPageSections(config).map((p) => ({ ...p, kind: 'pages' as const })),
  ];
  const sectionFolders = new Set<string>();
  for (const section of sections) {
    const translation = section.folder !== section.sourceFolder;
    if (sectionFolders.has(section.folder) || (translation && !translate(section.locale))) continue;
    if (section.kind === 'pages' && site.pages.length === 0) continue; // pages: false (the config names a folder anyway)
    const from = sitePathOf(site.siteDir, section.folder);
    if (translation && !fs.existsSync(from)) continue;
    sectionFolders.add(section.folder);
    const localized = sitePathOf(site.siteDir, section.localizedFolder);
    copyFolder(
      from,
      section.kind,
      section.kind === 'docs' ? section.routeBasePath : undefined,
      section.sourceFolder,
      section.kind === 'pages' ? site.pages[0] : section.kind === 'blog' ? section : undefined,
      !translation && fs.existsSync(localized) ? localized : undefined,
      section.locale,
    );
  }

  // Further pages instances are copied as they are (the config has one pages section).
  for (const pages of site.pages.slice(1)) copyFolder(pages.contentDir, 'pages', undefined, undefined, pages);

  // The rest of each locale's translation folder (code.json, docusaurus-theme-classic/navbar.json, footer.json, a
  // version's current.json, a blog's options.json…), as it is; a locale with `translate: false` reads none of it.
  const insideSection = (rel: string) => [...sectionFolders].some((f) => rel === f || rel.startsWith(`${f}/`));
  const locales = localeVariants(config);
  for (const locale of locales) {
    const from = path.join(site.siteDir, locale.folder);
    if (!fs.existsSync(from)) continue;
    if (!translate(locale.locale)) {
      notCarried.push({
        what: `${locale.folder}/`,
        why: `locale ${locale.locale} has translate: false: Docusaurus reads none of its translations, so they are not copied`,
      });
      continue;
    }
    let files = 0;
    const walked = walk(from);
    for (const { rel, why } of walked.skipped) changes.push({ file: `${locale.folder}/${rel}`, what: 'skipped', why });
    const markdownLeft: string[] = [];
    for (const rel of walked.files) {
      const target = `${locale.folder}/${rel}`;
      if (insideSection(target) || usedLocalized.has(target)) continue;
      if (/\.mdx?$/.test(rel)) markdownLeft.push(target);
      fs.mkdirSync(path.dirname(path.join(outDir, target)), { recursive: true });
      fs.copyFileSync(path.join(from, rel), path.join(outDir, target));
      files++;
    }
    if (markdownLeft.length > 0)
      notCarried.push({
        what: `${markdownLeft.length} Markdown file(s) under ${locale.folder}/ (${markdownLeft.slice(0, 3).join(', ')}${markdownLeft.length > 3 ? ', …' : ''})`,
        why: locale.isDefault
          ? "in the default locale's own translation folder with no source file at the same path: Docusaurus builds only the source folders' files (copied, not built)"
          : 'in no folder of a built docs version, blog or pages (copied, not built)',
      });
    copied.push({ from: path.relative(site.siteDir, from), to: locale.folder, files, documents: 0 });
  }
  const i18nRoot = path.join(site.siteDir, config.i18n.path);
  if (fs.existsSync(i18nRoot)) {
    const known = new Set(locales.map((l) => path.posix.relative(config.i18n.path, l.folder)));
    for (const entry of fs.readdirSync(i18nRoot, { withFileTypes: true }))
      if (entry.isDirectory() && !known.has(entry.name))
        notCarried.push({
          what: `${config.i18n.path}/${entry.name}/`,
          why: `not a locale of i18n.locales (${config.i18n.locales.join(', ')}): Docusaurus does not read it, nor is it copied`,
        });
  }

  for (const dir of site.staticDirectories) {
    const absolute = path.resolve(site.siteDir, dir);
    if (!fs.existsSync(absolute)) continue;
    let files = 0;
    const walked = walk(absolute);
    for (const { rel, why } of walked.skipped) changes.push({ file: `static/${rel}`, what: 'skipped', why });
    for (const rel of walked.files) {
      const out = path.join(outDir, 'static', rel);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.copyFileSync(path.join(absolute, rel), out);
      files++;
    }
    copied.push({ from: dir, to: 'static', files, documents: 0 });
  }
  const sortedEditPaths = Object.fromEntries([...editPaths].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { copied, changes, redirects, reactPages, translatedReactPages, notCarried, editPaths: sortedEditPaths };
}
