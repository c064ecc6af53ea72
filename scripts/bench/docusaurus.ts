// The benchmark's reference: Docusaurus 3.10 with `future.faster` (Rspack, SWC, Lightning CSS, SSG in worker
// threads, Rspack's persistent cache), building the same generated corpus as the same site (the six doc
// sections, the blog and the standalone page of config/site.ts, base URL, navbar and footer).
// It is installed once into a scratch folder outside the repository (os.tmpdir()/myblog-bench-docusaurus, or
// MYBLOG_BENCH_DOCUSAURUS_DIR) and reused while its manifest is unchanged; each size copies the corpus into it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../../config/site';
import { isNavbarLink } from '../../config/schema';
import { timedBuild, type TimedBuild } from './measure.mjs';
import { discard } from './trash';

export const DOCUSAURUS_VERSION = '3.10.2';
/** @docsearch/react 4.7.1 needs an @docsearch/core the registry mirror lacks: pinned to 4.7.0 (unused: no Algolia). */
const DOCSEARCH_VERSION = '4.7.0';

/** The reference's package.json; a change reinstalls it. */
export const MANIFEST = {
  name: 'myblog-bench-docusaurus',
  private: true,
  description: 'Reference build of npm run bench (myblog): Docusaurus Faster on the generated corpus. Scratch folder.',
  scripts: { build: 'docusaurus build', clear: 'docusaurus clear' },
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/faster': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    react: '^19.0.0',
    'react-dom': '^19.0.0',
  },
  overrides: {
    '@docsearch/react': DOCSEARCH_VERSION,
    '@docsearch/css': DOCSEARCH_VERSION,
  },
};

/** Packages whose installed versions the results record. */
const REPORTED_PACKAGES = [
  '@docusaurus/core',
  '@docusaurus/faster',
  '@docusaurus/preset-classic',
  '@rspack/core',
  '@swc/core',
  '@swc/html',
  'lightningcss',
  'react',
  'react-dom',
  '@docsearch/react',
  '@docsearch/css',
  '@docsearch/core',
];

/** What the builds leave or reuse: removed before a clean build, kept for a warm rebuild. */
const CACHES = ['build', '.docusaurus', path.join('node_modules', '.cache')];

export interface DocusaurusInstall {
  dir: string;
  /** Whether this run installed it (else a previous run's install was reused). */
  installed: boolean;
  installSeconds?: number;
  versions: Record<string, string | undefined>;
  /** Disk use of node_modules without the build caches (node_modules/.cache). */
  nodeModulesBytes: number;
  packages: number;
}

/** The reference's folder: outside the repository at `root`, whatever MYBLOG_BENCH_DOCUSAURUS_DIR says. */
export function docusaurusDir(root: string): string {
  const dir = path.resolve(process.env.MYBLOG_BENCH_DOCUSAURUS_DIR ?? path.join(os.tmpdir(), 'myblog-bench-docusaurus'));
  const rel = path.relative(root, dir);
  if (!rel.startsWith('..') && !path.isAbsolute(rel))
    throw new Error(`the Docusaurus reference must be installed outside the repository (got ${dir})`);
  return dir;
}

const readJson = (file: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

function installedVersion(dir: string, name: string): string | undefined {
  const version = readJson(path.join(dir, 'node_modules', name, 'package.json'))?.version;
  return typeof version === 'string' ? version : undefined;
}

function run(command: string, args: string[], cwd: string, logFile: string): Promise<number> {
  const log = fs.openSync(logFile, 'w');
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', log, log] });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  }).finally(() => fs.closeSync(log));
}

/**
 * Installs the reference into `dir` with `npm install --no-audit --no-fund` unless the same manifest is
 * already installed there with Docusaurus DOCUSAURUS_VERSION; `logFile` gets npm's output.
 */
export async function ensureDocusaurus(dir: string, logFile: string): Promise<DocusaurusInstall> {
  const manifest = `${JSON.stringify(MANIFEST, null, 2)}\n`;
  const manifestFile = path.join(dir, 'package.json');
  const current = fs.existsSync(manifestFile) && fs.readFileSync(manifestFile, 'utf8') === manifest;
  const ready =
    current &&
    installedVersion(dir, '@docusaurus/core') === DOCUSAURUS_VERSION &&
    installedVersion(dir, '@docusaurus/faster') === DOCUSAURUS_VERSION &&
    fs.existsSync(path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'));
  let installSeconds: number | undefined;
  if (!ready) {
    fs.mkdirSync(dir, { recursive: true });
    if (!current) {
      // A different manifest: resolve again from scratch.
      fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
      fs.rmSync(path.join(dir, 'package-lock.json'), { force: true });
    }
    fs.writeFileSync(manifestFile, manifest);
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    const start = performance.now();
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const code = await run(npm, ['install', '--no-audit', '--no-fund'], dir, logFile);
    installSeconds = (performance.now() - start) / 1000;
    if (code !== 0 || installedVersion(dir, '@docusaurus/core') !== DOCUSAURUS_VERSION) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
      throw new Error(`npm install of Docusaurus ${DOCUSAURUS_VERSION} in ${dir} failed (exit code ${code})\n${tail}`);
    }
  }
  ensureGitWorktree(dir);
  const versions = Object.fromEntries(REPORTED_PACKAGES.map((name) => [name, installedVersion(dir, name)]));
  const lock = readJson(path.join(dir, 'package-lock.json'));
  const packages = lock?.packages && typeof lock.packages === 'object' ? Object.keys(lock.packages).length - 1 : 0;
  let nodeModulesBytes = 0;
  try {
    nodeModulesBytes =
      Number(
        execFileSync('du', ['-sk', '--exclude=.cache', path.join(dir, 'node_modules')], { encoding: 'utf8' }).split('\t')[0],
      ) * 1024;
  } catch {
    // du is missing: the size stays unknown (0).
  }
  return { dir, installed: !ready, installSeconds, versions, nodeModulesBytes, packages };
}

/**
 * Makes `dir` a Git repository with one commit (its manifest) and the content ignored. Docusaurus Faster reads
 * the last-update dates from Git (`gitEagerVcs`) and fails outside a worktree; this project reads them the
 * same way and finds none for the generated corpus (it is untracked), and so does the reference then.
 */
function ensureGitWorktree(dir: string): void {
  if (fs.existsSync(path.join(dir, '.git'))) return;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd: dir, stdio: 'ignore' });
  fs.writeFileSync(path.join(dir, '.gitignore'), '/node_modules/\n/content/\n/build/\n/.docusaurus/\n/sidebars/\n');
  git('init', '-q');
  git('add', '.gitignore', 'package.json');
  git('commit', '-q', '--no-gpg-sign', '-m', 'Docusaurus reference of npm run bench');
}

/** A route of config/site.ts (`/docs`, `/`) as a Docusaurus routeBasePath. */
const routeBase = (route: string): string => route.replace(/^\/+|\/+$/g, '') || '/';

/** The path of a doc id inside its section as Docusaurus routes it (`webpack/index` → `webpack/`). */
const docRoute = (routeBasePath: string, docId: string): string =>
  `/${routeBasePath}/${docId.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');

type LinkLike = { label: string; to?: string; href?: string; docsId?: string; docId?: string; blogId?: string };

/** Where a link of config/site.ts points, as a path without the base URL (or its external URL). */
function linkTarget(site: SiteConfig, item: LinkLike): string {
  if (item.href) return item.href;
  if (item.to) return item.to;
  const section = item.docsId ? site.docs.find((s) => s.id === item.docsId) : undefined;
  if (section) return docRoute(section.routeBasePath, item.docId ?? section.navbarDocId ?? '');
  const blog = item.blogId ? site.blogs.find((b) => b.id === item.blogId) : undefined;
  return blog ? docRoute(blog.routeBasePath, '') : '/';
}

/** A footer link (or, with `position`, a navbar item: a doc link opens that doc of its docs plugin). */
function docusaurusLink(site: SiteConfig, item: LinkLike, position?: string): Record<string, unknown> {
  const at = position ? { position } : {};
  if (item.href) return { label: item.label, href: item.href, ...at };
  const section = item.docsId ? site.docs.find((s) => s.id === item.docsId) : undefined;
  const docId = item.docId ?? section?.navbarDocId;
  if (position && section && docId && !item.to) return { type: 'doc', docId, docsPluginId: section.id, label: item.label, ...at };
  return { label: item.label, to: linkTarget(site, item), ...at };
}

/** The site's home page as a Markdown page: title, tagline, lead and the feature cards as a list. */
function homePage(site: SiteConfig): string {
  const features = (site.home.features ?? []).map((f) => `- [${f.label}](${linkTarget(site, f)})：${f.description}`);
  return [
    '---',
    `title: ${JSON.stringify(site.home.title ?? (site.tagline || site.title))}`,
    'hide_table_of_contents: true',
    '---',
    '',
    `# ${site.title}`,
    '',
    site.tagline,
    '',
    site.home.lead ?? '',
    '',
    ...features,
    '',
  ].join('\n');
}

/** Docusaurus's name of a locale of config/site.ts: its theme translates zh-Hans, not zh-CN. */
const docusaurusLocale = (locale: string): string => (locale === 'zh-CN' ? 'zh-Hans' : locale);

/** A docs section's version options as Docusaurus's docs plugin takes them (none for a section of one version). */
function versionOptions(section: SiteConfig['docs'][number]): Record<string, unknown> {
  if (section.releasedVersions.length === 0) return {};
  return {
    includeCurrentVersion: section.includeCurrentVersion,
    ...(section.lastVersion ? { lastVersion: section.lastVersion } : {}),
    ...(section.onlyIncludeVersions ? { onlyIncludeVersions: section.onlyIncludeVersions } : {}),
    versions: section.versions,
  };
}

/**
 * The docusaurus.config.mjs of the reference site for `site` (config/site.ts), its content in `contentRoot`
 * (content/; `.` for a site whose content folder is the site folder, with its versions.json, versioned_docs/
 * and i18n/ where Docusaurus reads them).
 */
export function docusaurusConfig(site: SiteConfig, contentRoot = 'content'): Record<string, unknown> {
  const docsPlugin = (section: SiteConfig['docs'][number]) => ({
    path: path.posix.join(contentRoot, section.folder),
    routeBasePath: routeBase(section.routeBasePath),
    sidebarPath: `./sidebars/${section.id}.json`,
    editUrl: section.editUrl ?? site.editUrl?.replace(/content\/?$/, ''),
    showLastUpdateTime: section.showLastUpdateTime,
    breadcrumbs: section.breadcrumbs,
    ...(section.numberPrefixes ? {} : { numberPrefixParser: false }),
    ...versionOptions(section),
  });
  const [mainDocs, ...moreDocs] = site.docs;
  const [mainBlog, ...moreBlogs] = site.blogs;
  const blogPlugin = (blog: SiteConfig['blogs'][number]) => ({
    path: path.posix.join(contentRoot, blog.folder),
    routeBasePath: routeBase(blog.routeBasePath),
    blogTitle: blog.title,
    blogDescription: blog.description,
    postsPerPage: blog.postsPerPage,
    showReadingTime: blog.showReadingTime,
    blogSidebarTitle: blog.sidebarTitle,
    blogSidebarCount: blog.sidebarCount,
    feedOptions: { type: blog.feed ? 'all' : null },
    editUrl: site.editUrl?.replace(/content\/?$/, ''),
  });
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    favicon: site.favicon,
    // The content's static folder (the generated corpus holds the icon there), as this project serves it.
    staticDirectories: [path.posix.join(contentRoot, 'static')],
    organizationName: site.organizationName,
    projectName: site.projectName,
    trailingSlash: true,
    onBrokenLinks: 'warn',
    i18n: {
      defaultLocale: docusaurusLocale(site.i18n.defaultLocale),
      locales: site.i18n.locales.map(docusaurusLocale),
      ...(site.i18n.locales.length > 1
        ? {
            localeConfigs: Object.fromEntries(
              Object.entries(site.i18n.localeConfigs).map(([locale, own]) => [
                docusaurusLocale(locale),
                { ...(own.label ? { label: own.label } : {}), ...(own.htmlLang ? { htmlLang: own.htmlLang } : {}) },
              ]),
            ),
          }
        : {}),
    },
    // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads, persistent cache) and the v4 flags it is meant with.
    future: { faster: true, v4: true },
    onBrokenAnchors: site.checks.onBrokenAnchors,
    onDuplicateRoutes: site.checks.onDuplicateRoutes,
    markdown: {
      // As this project reads it: by default .md is CommonMark with HTML, .mdx is MDX.
      format: site.markdown.format,
      // v4 turns MDX 1 compatibility off; posts mark their excerpt with <!-- truncate -->, an HTML comment.
      mdx1Compat: { comments: true },
      hooks: { onBrokenMarkdownLinks: 'warn' },
    },
    presets: [
      [
        'classic',
        {
          docs: mainDocs ? docsPlugin(mainDocs) : false,
          blog: mainBlog ? blogPlugin(mainBlog) : false,
          pages: { path: path.posix.join(contentRoot, site.pages.folder), routeBasePath: routeBase(site.pages.routeBasePath) },
        },
      ],
    ],
    plugins: [
      ...moreDocs.map((section) => ['@docusaurus/plugin-content-docs', { id: section.id, ...docsPlugin(section) }]),
      ...moreBlogs.map((blog) => ['@docusaurus/plugin-content-blog', { id: blog.id, ...blogPlugin(blog) }]),
    ],
    themeConfig: {
      navbar: {
        title: site.navbar.title,
        items: [
          ...site.navbar.items.filter(isNavbarLink).map((item) => docusaurusLink(site, item, item.position)),
          // The version menus of sections with more than one version, and the language menu of a site with more than one locale.
          ...site.navbar.items.flatMap((item) => {
            const section = 'docsId' in item && 'type' in item ? site.docs.find((s) => s.id === item.docsId) : undefined;
            return section && section.releasedVersions.length > 0
              ? [{ type: 'docsVersionDropdown', docsPluginId: section.id, position: 'right' }]
              : [];
          }),
          ...(site.i18n.locales.length > 1 && site.navbar.items.some((item) => 'type' in item && item.type === 'localeDropdown')
            ? [{ type: 'localeDropdown', position: 'right' }]
            : []),
        ],
      },
      footer: {
        style: 'dark',
        copyright: site.footer.copyright,
        links: (site.footer.links ?? []).map((column) => ({
          title: column.title,
          items: column.items.map((item) => ('html' in item ? item : docusaurusLink(site, item))),
        })),
      },
      prism: { additionalLanguages: ['bash'] },
    },
  };
}

/**
 * Lays out the reference site in `dir` for the corpus at `corpusDir`: the corpus copied into content/ (a
 * copy, not a symlink, so that the bundler's rules match its real paths), the home page, one autogenerated
 * sidebar per doc section and docusaurus.config.mjs.
 */
export function prepareSite(dir: string, site: SiteConfig, corpusDir: string): void {
  const content = path.join(dir, 'content');
  discard(content);
  fs.cpSync(corpusDir, content, { recursive: true });
  writeSiteFiles(dir, site, site.pages.folder, 'content');
}

/** The folder of the reference site of a versioned, translated corpus (`prepareVariantSite`), inside `dir`. */
export const variantSiteDir = (dir: string): string => path.join(dir, 'variants');

/**
 * Lays out the reference site of a versioned, translated corpus (its own folder, in Docusaurus's layout:
 * versions.json, versioned_docs/, versioned_sidebars/, i18n/ beside the doc sections) as its own site folder
 * inside `dir` (`variantSiteDir`, whose node_modules it uses): the corpus copied, the home page, one
 * autogenerated sidebar per doc section, docusaurus.config.mjs. Returns the site folder.
 */
export function prepareVariantSite(dir: string, site: SiteConfig, corpusDir: string): string {
  const siteDir = variantSiteDir(dir);
  discard(siteDir);
  fs.cpSync(corpusDir, siteDir, { recursive: true });
  fs.rmSync(path.join(siteDir, 'site.config.json'), { force: true });
  writeSiteFiles(siteDir, site, site.pages.folder, '.');
  return siteDir;
}

/** Writes the home page into `pagesDir`, the sidebars and docusaurus.config.mjs into `siteDir`. */
function writeSiteFiles(siteDir: string, site: SiteConfig, pagesFolder: string, contentRoot: string): void {
  const pages = path.join(siteDir, contentRoot, pagesFolder);
  fs.mkdirSync(pages, { recursive: true });
  fs.writeFileSync(path.join(pages, 'index.md'), homePage(site));
  const sidebars = path.join(siteDir, 'sidebars');
  fs.rmSync(sidebars, { recursive: true, force: true });
  fs.mkdirSync(sidebars);
  for (const section of site.docs) {
    fs.writeFileSync(
      path.join(sidebars, `${section.id}.json`),
      `${JSON.stringify({ [section.sidebarId]: [{ type: 'autogenerated', dirName: '.' }] }, null, 2)}\n`,
    );
  }
  const config = docusaurusConfig(site, contentRoot);
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.mjs'),
    `// Written by scripts/bench/docusaurus.ts (npm run bench in myblog): the reference site.\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );
}

/** Moves away the output and every cache of the reference (`docusaurus clear`), so that the next build starts cold. */
export function cleanDocusaurus(dir: string): void {
  for (const entry of CACHES) discard(path.join(dir, entry));
}

/**
 * Runs `docusaurus build` in the site folder `dir`, timed and sampled like this project's build; `installDir`:
 * where Docusaurus is installed (the site folder itself, or the folder holding it).
 */
export function buildDocusaurus(dir: string, logFile: string, installDir = dir): Promise<TimedBuild> {
  return timedBuild({
    cwd: dir,
    command: process.execPath,
    args: [path.join(path.resolve(installDir), 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'],
    // No background update check (it would be a process of the tree), no telemetry-like noise.
    env: { NO_UPDATE_NOTIFIER: '1', CONTENT_DIR: undefined, NODE_ENV: undefined },
    logFile,
    timingsFile: null,
  });
}
