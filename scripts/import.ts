// `npm run import -- <docusaurus-site-dir> [--out <dir>] [--install] [--force]`
// Moves a Docusaurus site into a content folder that `CONTENT_DIR=<dir> npm run build` builds: its content
// (docs instances, blogs, Markdown pages, static/), the author's code MDX imports, and its configuration as
// `site.config.json`. Prints what it copied, every change it made to a copy (file:line, what and why) and
// what it could not carry over. The source site is only read; the output is written to a staging folder
// and moved into place at the end, so a failed import leaves nothing half-written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteSchema, type SiteConfig, type SiteConfigInput } from '../config/schema';
import { SITE_CONFIG_FILE } from '../config/site';
import { localeVariants } from '../config/variants';
import { docusaurusRules } from '../lib/content/docusaurus-rules';
import { collectLocaleRedirects, importedRoutePaths, type Redirect } from './import/client-redirects';
import { collectCodeNeeds, contentPathOf, headTitleOf, layoutPropOf, sitePathOf, trialBundle } from './import/code';
import { isInstalled, REACT_PAGE_STYLESHEET } from '../lib/mdx/mdx-imports';
import { siteMdxComponentsFile } from '../lib/mdx/site-mdx-components';
import { installPackages, planPackages, type PackagePlan } from './import/dependencies';
import { docusaurusVersionOf } from './import/docusaurus-version';
import { readDocusaurusSite, type DocusaurusSite } from './import/docusaurus-config';
import { featureRows, featureTable, MATH_PLUGIN, variantLines, variantNotes } from './import/feature-report';
import { copySiteContent, type Change } from './import/layout';
import { toSiteConfig } from './import/site-config';
import { countImages, imagesLine } from './import/images';
import { displayPath } from '../lib/display-path.mjs';

/** Something the import could not carry over, and why. */
interface NotCarried {
  readonly what: string;
  readonly why: string;
}

function usesMath(site: DocusaurusSite): boolean {
  const plugins = [...site.docs, ...site.blogs, ...site.pages].flatMap((p) => [...p.remarkPlugins, ...p.rehypePlugins]);
  return plugins.some((name) => MATH_PLUGIN.test(name));
}

function walkMarkdown(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  visit(root);
  return out.sort();
}

/** True when `dir` is inside a git work tree (git answers; false without git). */
function insideGitWorkTree(dir: string): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'true'
    );
  } catch {
    return false;
  }
}

/** Copies a site file into the staging folder at its site-relative path (unless a copied folder holds it already). */
function copySiteFile(siteDir: string, file: string, staging: string): string | undefined {
  const rel = contentPathOf(siteDir, file);
  const target = path.join(staging, rel);
  if (fs.existsSync(target)) return undefined;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(file, target);
  return rel;
}

/**
 * A page that renders a React page component of the site (`src/pages/about/index.js` → `/about/`), full width,
 * with the Infima classes such components are written with (lib/mdx/mdx-imports.ts `REACT_PAGE_STYLESHEET`).
 */
function reactPageWrapper(
  componentFile: string,
  title: string | undefined,
  { description, ownMain, headTitle }: { description?: string; ownMain: boolean; headTitle?: string },
): string {
  return [
    '---',
    // Without a title, the page is titled with the site's alone, as Docusaurus titles a Layout without one.
    ...(title === undefined ? [] : [`title: ${JSON.stringify(title)}`]),
    ...(description ? [`description: ${JSON.stringify(description)}`] : []),
    'hide_title: true',
    'hide_table_of_contents: true',
    `react_page: ${ownMain ? 'own-main' : 'true'}`,
    '---',
    '',
    `import '${REACT_PAGE_STYLESHEET}';`,
    `import Page from './${path.posix.basename(componentFile)}';`,
    '',
    // The component's own <Head><title> is the page's <title> in Docusaurus (lib/mdx/head-tags.ts reads it).
    ...(headTitle === undefined ? [] : [`<head><title>${headTitle.replace(/&/g, '&amp;')}</title></head>`, '']),
    '<Page />',
    '',
  ].join('\n');
}

/**
 * A React page whose Layout title or description reads the site's title or tagline, which a locale's own reading of
 * the config gives another text: the page's front matter holds the default locale's (one line per locale).
 */
function localeLayoutProps(page: string, source: string, site: DocusaurusSite): NotCarried[] {
  return Object.entries(site.localeSites).flatMap(([locale, localeSite]) =>
    (['title', 'description'] as const).flatMap((prop) => {
      const [own, base] = [layoutPropOf(source, prop, localeSite), layoutPropOf(source, prop, site)];
      return own === base
        ? []
        : [
            {
              what: page,
              why: `its Layout ${prop} is "${base ?? ''}" in every locale; "${own ?? ''}" in ${locale}'s Docusaurus build`,
            },
          ];
    }),
  );
}

/** The converted configuration validated by the schema; a problem stops the import. */
function checkedConfig(config: SiteConfigInput): SiteConfig {
  const checked = siteSchema.safeParse(config);
  if (!checked.success) {
    throw new Error(
      `the converted configuration is invalid: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return checked.data;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      install: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const [siteArg] = positionals;
  if (!siteArg) {
    console.error('Usage: npm run import -- <docusaurus-site-dir> [--out <dir>] [--install] [--force]');
    process.exit(2);
  }
  const siteDir = path.resolve(siteArg);
  const projectContent = path.resolve('content');
  const outDir = path.resolve(values.out ?? projectContent);
  if (outDir === siteDir || outDir.startsWith(`${siteDir}${path.sep}`)) {
    throw new Error(`--out ${outDir} is inside the site being imported: the importer never writes into the source site`);
  }
  const replacing = fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0;
  if (replacing && outDir !== projectContent && !fs.existsSync(path.join(outDir, SITE_CONFIG_FILE)) && !values.force) {
    throw new Error(`${outDir} is not empty and holds no earlier import: choose another --out or add --force to replace it`);
  }

  const site = await readDocusaurusSite(siteDir);
  const version = docusaurusVersionOf(site);
  const major = site.packageJson?.docusaurusMajor ?? (version ? Number(/\d+/.exec(version)?.[0]) : 3);
  const rules = docusaurusRules(version);
  const mdx1 = major < 3;
  const math = usesMath(site);
  console.log(`Importing ${siteDir} (Docusaurus ${version ?? 'version unknown: latest rules'}${mdx1 ? ', MDX 1' : ''})`);

  const staging = `${outDir}.importing-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    // The site's configuration, validated by the same schema as config/site.ts: its sections in every locale and
    // version name the folders the layout copies.
    const { config, notes, carried } = toSiteConfig(site, {
      redirects: [],
      math,
      docusaurusVersion: version,
      markdownFormat: mdx1 ? 'detect' : site.markdown.format,
    });
    const parsedConfig = checkedConfig(config);
    const layout = copySiteContent(site, staging, { mdx1, math, rules, config: parsedConfig });
    const changes: Change[] = [...layout.changes];
    const notCarried: NotCarried[] = [...layout.notCarried];

    // The author's code that MDX imports, and the npm packages all of it needs.
    const documents = walkMarkdown(staging).map((contentPath) => ({
      contentPath,
      sitePath: sitePathOf(siteDir, contentPath),
      text: fs.readFileSync(path.join(staging, contentPath), 'utf8'),
    }));
    const needs = await collectCodeNeeds(documents, siteDir);
    /** Files (site-relative) that import each theme component this project does not draw. */
    const standIns = new Map<string, Set<string>>();
    const addStandIns = (file: string, specifiers: readonly string[]) =>
      specifiers.forEach((s) => standIns.set(s, (standIns.get(s) ?? new Set()).add(file)));
    for (const { file, specifier } of needs.standIns) addStandIns(file, [specifier]);
    // A swizzled src/theme/MDXComponents puts its components in scope of every document (lib/mdx/site-mdx-components.ts).
    const scopeFile = siteMdxComponentsFile(siteDir);
    if (scopeFile) {
      const trial = await trialBundle(scopeFile, siteDir);
      addStandIns(path.relative(siteDir, scopeFile), trial.standIns);
      if (trial.problems.length > 0) {
        notCarried.push({ what: path.relative(siteDir, scopeFile), why: `cannot be bundled here: ${trial.problems.join('; ')}` });
      } else {
        for (const file of [scopeFile, ...trial.files]) needs.files.add(file);
        trial.packages.forEach((p) => needs.packages.set(p, (needs.packages.get(p) ?? new Set()).add('src/theme/MDXComponents')));
      }
    }
    const codeCopied = [...needs.files].map((f) => copySiteFile(siteDir, f, staging)).filter((f) => f !== undefined);
    for (const { file, problem } of needs.problems) notCarried.push({ what: file, why: problem });
    // Imports of files outside the site point at their copies in the content folder (contentPathOf).
    for (const { file, specifier, replacement } of needs.outside) {
      const target = path.join(staging, file);
      const text = fs.readFileSync(target, 'utf8');
      const quoted = new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
      fs.writeFileSync(
        target,
        text.replace(quoted, (_m, q: string) => `${q}${replacement}${q}`),
      );
      changes.push({
        file,
        what: `import "${specifier}" → "${replacement}"`,
        why: 'a file outside the site, as Docusaurus imports it, copied into the content folder (only its files are bundled)',
      });
    }

    // React pages are carried as pages that render the component. The home page too, when everything it imports is
    // here (or is installed with --install); else the home is this project's hero, with the page's title and description.
    let homeTitle: string | undefined;
    let homeDescription: string | undefined;
    let reactHome = false;
    const reactPagesCarried: string[] = [];
    /** Named imports of what Docusaurus's module does not export, in the documents and the carried pages' code. */
    const absentImports = new Set<string>(needs.absentImports);
    /**
     * Carries a React page whose imports bundle here: its files and packages, and a page (`.mdx` beside it) that
     * renders it, titled as its Layout is in `titleSite`'s reading of the config.
     */
    const carryReactPage = (
      page: string,
      source: string,
      trial: Awaited<ReturnType<typeof trialBundle>>,
      titleSite: DocusaurusSite,
    ) => {
      trial.files.forEach((f) => copySiteFile(siteDir, f, staging));
      trial.packages.forEach((p) => needs.packages.set(p, (needs.packages.get(p) ?? new Set()).add(page)));
      addStandIns(page, trial.standIns);
      trial.absentImports.forEach((note) => absentImports.add(note));
      const wrapper = page.replace(/\.(jsx?|tsx?)$/, '.mdx');
      const title = layoutPropOf(source, 'title', titleSite);
      // A component that renders its own <main> (the template's home page does) gets none from the page shell.
      const ownMain = [path.join(siteDir, page), ...trial.files].some(
        (f) => /\.(jsx?|tsx?)$/.test(f) && /<main[\s>]/.test(fs.readFileSync(f, 'utf8')),
      );
      fs.writeFileSync(
        path.join(staging, wrapper),
        reactPageWrapper(page, title, {
          description: layoutPropOf(source, 'description', titleSite),
          ownMain,
          headTitle: headTitleOf(source),
        }),
      );
      reactPagesCarried.push(page);
      changes.push({
        file: wrapper,
        what: `added: a page rendering ${path.posix.basename(page)}`,
        why: 'React pages are carried as pages that render the component (same URL)',
      });
    };
    for (const page of layout.reactPages) {
      const file = path.join(siteDir, page);
      const source = fs.readFileSync(file, 'utf8');
      const pagesDir = site.pages[0] ? path.relative(siteDir, site.pages[0].contentDir).split(path.sep).join('/') : 'src/pages';
      const inside = page.slice(pagesDir.length + 1);
      const home = /^index\.(jsx?|tsx?)$/.test(inside);
      if (home) reactHome = true;
      const trial = await trialBundle(file, siteDir);
      const missing = trial.packages.filter((p) => !['react', 'react-dom'].includes(p) && !isInstalled(p));
      notCarried.push(...localeLayoutProps(page, source, site));
      if (home && (trial.problems.length > 0 || (missing.length > 0 && !values.install))) {
        homeTitle = layoutPropOf(source, 'title', site);
        homeDescription = layoutPropOf(source, 'description', site);
        const why =
          trial.problems.length > 0 ? trial.problems.join('; ') : `it imports ${missing.join(', ')}, not installed here`;
        notCarried.push({
          what: page,
          why: `the React home page (${why}): the home is this site's own hero (title, tagline and the sections from site.config.json)${homeTitle ? `; its page title "${homeTitle}" is kept` : ''}${homeDescription ? ', and its description' : ''}${missing.length > 0 && trial.problems.length === 0 ? ' (--install adds the packages and carries the page)' : ''}`,
        });
        continue;
      }
      if (trial.problems.length > 0) {
        notCarried.push({ what: page, why: `a React page that cannot be bundled here: ${trial.problems.join('; ')}` });
        continue;
      }
      carryReactPage(page, source, trial, site);
    }

    // A locale's translation of a React page is that locale's page (Docusaurus reads the pages of the source
    // folder from the translation folder when the same path is there): carried as the default one is, when it is.
    for (const { page, source: defaultPage, locale } of layout.translatedReactPages) {
      if (!reactPagesCarried.includes(defaultPage)) {
        notCarried.push({
          what: page,
          why: `a translated React page whose default page (${defaultPage}) is not carried: that page is shown`,
        });
        continue;
      }
      const trial = await trialBundle(path.join(siteDir, page), siteDir);
      if (trial.problems.length > 0) {
        notCarried.push({
          what: page,
          why: `a translated React page that cannot be bundled here (${trial.problems.join('; ')}): the default locale's page is shown`,
        });
        continue;
      }
      carryReactPage(page, fs.readFileSync(path.join(siteDir, page), 'utf8'), trial, site.localeSites[locale] ?? site);
    }

    for (const note of absentImports) {
      const [what, ...why] = note.split(': ');
      notCarried.push({ what: what!, why: why.join(': ') });
    }
    for (const [specifier, files] of standIns) {
      const list = [...files].sort();
      notCarried.push({
        what: specifier,
        why: `a theme component this site does not draw, imported by ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` and ${list.length - 3} more` : ''}: the page builds, and it renders only its children there, if it has any`,
      });
    }

    // Notes of the content plugins that do not move over (plugins, themes, theme settings and swizzled components
    // are in the feature table; versions and locales in their own lines).
    for (const docs of site.docs) for (const note of docs.notes) notCarried.push({ what: `docs "${docs.id}"`, why: note });
    for (const blog of site.blogs) for (const note of blog.notes) notCarried.push({ what: `blog "${blog.id}"`, why: note });
    notCarried.push(...variantNotes(site, parsedConfig));
    // Last-updated dates and authors come from git, as in Docusaurus: a copy outside a repository shows none.
    const lastUpdate = [...site.docs, ...site.blogs].some((p) => p.showLastUpdateTime || p.showLastUpdateAuthor);
    if (lastUpdate && !insideGitWorkTree(path.dirname(outDir))) {
      notCarried.push({
        what: 'showLastUpdateTime / showLastUpdateAuthor',
        why: `the dates and authors come from git, and ${outDir} is not in a git repository: commit the imported folder (they then read its commits), or set last_update in front matter`,
      });
    }

    // npm packages.
    // React itself is this project's own (React 19): a site's React 17/18 is not installed beside it.
    const packages = [...needs.packages.keys()].filter((name) => !['react', 'react-dom'].includes(name));
    const plans: PackagePlan[] = planPackages(packages, {
      ...site.packageJson?.devDependencies,
      ...site.packageJson?.dependencies,
    });
    const missing = plans.filter((p) => p.install);
    if (values.install && missing.length > 0) {
      console.log(`\nInstalling ${missing.map((p) => p.install).join(', ')} with npm…`);
      installPackages(missing);
    }

    // The site's configuration: the home page's title and the redirects of renamed folders, known now.
    for (const note of notes) notCarried.push({ what: 'config', why: note });
    if (homeTitle) config.home = { ...config.home, title: homeTitle };
    if (homeDescription) config.home = { ...config.home, description: homeDescription };
    config.redirects = layout.redirects;
    // The site's own version of a package this project has in another (installed under an alias): its code imports that.
    const aliases = plans.filter((p) => p.alias && (p.installed || (values.install && p.install)));
    if (aliases.length > 0) config.packageAliases = Object.fromEntries(aliases.map((p) => [p.name, p.alias!]));
    // The copies the layout renamed keep their edit links to the site's own files (Docusaurus links the `.md`); only
    // an editUrl links the site's repository, so without one nothing is written.
    const linksEdits = [...(config.docs ?? []), ...(config.blogs ?? [])].some((section) => section.editUrl !== undefined);
    if (linksEdits && Object.keys(layout.editPaths).length > 0) config.editPaths = layout.editPaths;
    checkedConfig(config);
    fs.writeFileSync(path.join(staging, SITE_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);

    // Client redirects: collected over the imported site's route paths in each locale (createRedirects is called over each).
    // The home page is a route of the Docusaurus site when it had one there (a page, doc or post at `/` is in the list already).
    const clientRedirects = { redirects: [] as Redirect[], warnings: [] as string[] };
    if (site.clientRedirects.length > 0) {
      const routes = importedRoutePaths(staging, { home: reactHome });
      const found = collectLocaleRedirects(
        site.clientRedirects,
        routes.paths,
        localeVariants(parsedConfig).map((l) => l.urlPrefix),
      );
      clientRedirects.redirects.push(...found.redirects);
      clientRedirects.warnings.push(
        ...routes.problems.map(
          (p) => `${p.file}: ${p.message} (createRedirects was not called over its routes; import again once it is fixed)`,
        ),
        ...found.warnings,
      );
    }
    if (clientRedirects.redirects.length > 0) {
      const taken = new Set(layout.redirects.map((r) => r.from));
      config.redirects = [...layout.redirects, ...clientRedirects.redirects.filter((r) => !taken.has(r.from))];
      fs.writeFileSync(path.join(staging, SITE_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
    }

    // Move the finished import into place.
    if (fs.existsSync(outDir)) fs.rmSync(outDir, { recursive: true, force: true });
    fs.renameSync(staging, outDir);

    // The report.
    const rel = displayPath;
    console.log(`\nCopied into ${rel(outDir)}/`);
    for (const c of layout.copied.filter((entry) => entry.files > 0))
      console.log(`  ${c.from}/ → ${c.to}/  (${c.files} files${c.documents ? `, ${c.documents} documents` : ''})`);
    console.log(imagesLine(await countImages(outDir)));
    if (codeCopied.length > 0) console.log(`  code imported by MDX: ${codeCopied.join(', ')}`);
    if (reactPagesCarried.length > 0) console.log(`  React pages carried as pages: ${reactPagesCarried.join(', ')}`);
    console.log(
      `  ${SITE_CONFIG_FILE}: ${config.docs?.length ?? 0} doc section(s), ${config.blogs?.length ?? 0} blog(s), navbar, footer${math ? ', math' : ''}`,
    );
    console.log('\nVersions and locales');
    for (const line of variantLines(parsedConfig, layout.copied)) console.log(line);
    for (const [locale, what] of Object.entries(carried))
      console.log(
        `  ${locale}: its own ${what.join(', ')} (the config read for its build, with DOCUSAURUS_CURRENT_LOCALE=${locale})`,
      );
    console.log(`\nChanged in the copy (${changes.length})`);
    for (const c of changes) console.log(`  ${c.file}${c.line ? `:${c.line}` : ''}: ${c.what} — ${c.why}`);
    for (const r of layout.redirects) console.log(`  redirect ${r.from} → ${r.to} (the old URL forwards to the new one)`);
    if (site.clientRedirects.length > 0) {
      console.log(`\nClient redirects (${clientRedirects.redirects.length}): a redirect page at each old URL`);
      for (const r of clientRedirects.redirects) console.log(`  ${r.from} → ${r.to}`);
      for (const w of clientRedirects.warnings) console.log(`  warn: ${w}`);
    }
    // The site's own theme components that code or MDX imports (src/theme/<Name>), carried with that code.
    const themeComponentsCarried = new Set(codeCopied.flatMap((rel) => /^src\/theme\/([^/.]+)/.exec(rel)?.[1] ?? []));
    const features = featureRows(site, {
      redirects: clientRedirects.redirects.length,
      docusaurusVersion: version,
      themeComponentsCarried,
    });
    if (features.length > 0) {
      console.log(
        `\nPlugins, themes and theme settings (${features.length}): carried, replaced by this site's own, or not carried`,
      );
      for (const line of featureTable(features)) console.log(line);
    }
    console.log(`\nNot carried over (${notCarried.length})`);
    for (const n of notCarried) console.log(`  ${n.what}: ${n.why}`);
    console.log(`\nnpm packages imported by MDX and components (${plans.length})`);
    for (const p of plans) {
      const state = p.installed
        ? `installed (${p.installed}${p.alias ? ` as ${p.alias}, beside this project's own` : ''})`
        : values.install && p.install
          ? `installed ${p.install}`
          : p.install
            ? `missing: npm install ${p.install}`
            : `missing (${p.note})`;
      console.log(`  ${p.name}${p.siteRange ? ` ${p.siteRange}` : ''}: ${state}${p.note && p.install ? ` — ${p.note}` : ''}`);
    }
    if (!values.install && missing.length > 0) console.log('  Run the import again with --install to add the missing packages.');
    console.log(`\nBuild it: CONTENT_DIR=${rel(outDir)} npm run build`);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

main().catch((error: Error) => {
  console.error(`\n✗ Import failed: ${error.message}`);
  process.exit(1);
});
