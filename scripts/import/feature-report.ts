/**
 * The import report's table of Docusaurus features a site uses beyond its content: each plugin, theme and
 * preset, each themeConfig key and each swizzled component (src/theme/), with what the imported site does
 * about it: carried as it is, replaced by this project's own mechanism, or not carried (why, and what to do);
 * and its versions and locales as the build serves them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/schema';
import { CURRENT_VERSION, docVersions, expandDocSections, localeVariants } from '../../config/variants';
import { docusaurusRules } from '../../lib/content/docusaurus-rules';
import type { DocusaurusSite } from './docusaurus-config';
import { npm2yarnConvertersOf } from './site-config';
import { HIGHLIGHT_CLASS } from '../../lib/mdx/highlight-comments';
import { DOCUSAURUS_MODULE_IDS } from '../../lib/mdx/docusaurus-module-ids';

/** What became of a feature. */
export type FeatureOutcome = 'carried' | 'replaced' | 'not carried';

/** One row of the table. */
export interface FeatureRow {
  readonly what: string;
  readonly outcome: FeatureOutcome;
  /** What the site now does instead (or why not, and what to do). */
  readonly now: string;
}

type Rule = readonly [pattern: RegExp, outcome: FeatureOutcome, now: string];

const PAGEFIND = 'Pagefind: a search index written at build time (Chinese segmentation), no request to a third party';

/** Plugins, themes and presets by package name (or local path), the ones authors use most. */
const PLUGIN_RULES: readonly Rule[] = [
  [
    /preset-classic|theme-classic/,
    'replaced',
    "this site's own theme: layout, navbar, footer, colour modes (custom CSS is not carried)",
  ],
  [/plugin-client-redirects/, 'carried', 'a redirect page at each old URL (meta refresh, canonical, link), never over a page'],
  [/plugin-sitemap/, 'replaced', 'sitemap.xml and robots.txt, written by every build'],
  [/search-algolia|docsearch|search-local|lunr|local-search|search/, 'replaced', PAGEFIND],
  [
    /google-gtag|google-analytics|google-tag-manager|analytics|umami|baidu|plausible|clarity/,
    'not carried',
    'no third-party requests at run time: use the host’s access statistics',
  ],
  [/plugin-pwa/, 'not carried', 'no service worker or offline mode: the site is plain static files'],
  [
    /ideal-image/,
    'replaced',
    "images encoded at build time: AVIF and WebP (the original's format as fallback) in the column's widths, with width and height; @theme/IdealImage renders them",
  ],
  [/image-zoom|medium-zoom/, 'replaced', 'article images zoom on click or Enter (medium-zoom), loaded only by pages with images'],
  [/giscus|comment|utterances|waline|twikoo/, 'not carried', 'no comments: the site is static and read-only'],
  [
    /live-codeblock/,
    'carried',
    'live code blocks: a react-live editor and its result, loaded only on pages that have one (themeConfig.liveCodeBlock carried; the scope is React and its hooks, a swizzled ReactLiveScope is not)',
  ],
  [
    /theme-mermaid/,
    'carried',
    'diagrams drawn by Mermaid in the browser in both colour modes, loaded only on pages that have one, the source shown until then (themeConfig.mermaid carried)',
  ],
  [/plugin-debug|rsdoctor/, 'not carried', 'a development aid of Docusaurus'],
  [
    /plugin-sass/,
    'carried',
    "Sass stylesheets (.scss, .sass, Sass modules) that the site's components and MDX import, compiled by `sass`; the theme's customCss is not carried",
  ],
  [
    /plugin-less/,
    'carried',
    "Less stylesheets (.less, Less modules) that the site's components and MDX import, compiled by `less` with JavaScript evaluation on (its lessOptions are not read); the theme's customCss is not carried",
  ],
  [/tailwind|postcss|sass|less/, 'not carried', 'site styling is not carried: the pages use this project’s theme'],
];

/** themeConfig keys other than those the importer reads (navbar, footer, announcementBar, metadata, prism, tableOfContents, colorMode, image, blog, mermaid, liveCodeBlock). */
const THEME_CONFIG_RULES: readonly Rule[] = [
  [/^algolia$/, 'replaced', PAGEFIND],
  [/^(zoom|colorMode|image)$/, 'replaced', "this site's theme decides it"],
];

const ruleFor = (rules: readonly Rule[], name: string): Rule | undefined => rules.find(([pattern]) => pattern.test(name));

/** Names of the components a site swizzled (src/theme/<Name>), one row each. */
function swizzledComponents(siteDir: string): string[] {
  const dir = path.join(siteDir, 'src', 'theme');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.(jsx?|tsx?|css)$/, '')))
    .filter((name, i, all) => name && !name.startsWith('.') && all.indexOf(name) === i)
    .sort();
}

/** What the report says of a site's search page. */
const searchPageNote = (pagePath: string): string =>
  `its search page carried at /${pagePath} in every locale (site.config.json search.pagePath), ?q= and results from Pagefind`;

/** The remark and rehype plugins of math (`$…$` rendered by KaTeX): a site naming one renders math here too. */
export const MATH_PLUGIN = /remark-math|rehype-katex|rehype-mathjax/;

/** Remark and rehype plugins of a content plugin whose work this site does itself: math and npm2yarn's tabs. */
const isCarriedMarkdownPlugin = (name: string): boolean => MATH_PLUGIN.test(name) || /remark-plugin-npm2yarn/.test(name);

/** The table for a site; `redirects`: how many redirect pages the client-redirects plugin gave. */
export function featureRows(
  site: DocusaurusSite,
  {
    redirects,
    docusaurusVersion,
    themeComponentsCarried = new Set(),
  }: {
    redirects: number;
    docusaurusVersion?: string;
    /** The src/theme/<Name> components the import carried because MDX or code imports them as @theme/<Name>. */
    themeComponentsCarried?: ReadonlySet<string>;
  },
): FeatureRow[] {
  const rows: FeatureRow[] = [];
  for (const plugin of site.otherPlugins) {
    const what = `${plugin.kind} ${plugin.name}`;
    const rule = ruleFor(PLUGIN_RULES, plugin.name);
    if (rule?.[1] === 'carried' && /client-redirects/.test(plugin.name)) {
      rows.push({ what, outcome: 'carried', now: `${rule[2]} (${redirects} redirect${redirects === 1 ? '' : 's'})` });
    } else if (site.searchPage?.plugin === plugin.name && rule) {
      rows.push({ what, outcome: rule[1], now: `${rule[2]}; ${searchPageNote(site.searchPage.path)}` });
    } else if (rule) {
      rows.push({ what, outcome: rule[1], now: rule[2] });
    } else {
      rows.push({
        what,
        outcome: 'not carried',
        now: plugin.localPath ? 'a local plugin: its code does not run here' : 'an unknown plugin: its behaviour is not carried',
      });
    }
  }
  for (const key of site.themeConfig.otherKeys) {
    const rule = ruleFor(THEME_CONFIG_RULES, key);
    rows.push({
      what: `themeConfig.${key}`,
      outcome: rule?.[1] ?? 'not carried',
      now: rule?.[2] ?? "a setting of Docusaurus's theme that this site's theme does not have",
    });
  }
  const footer = site.themeConfig.footer;
  if (footer) {
    const items = footer.links.flatMap((group) => group.items);
    const html = items.filter((item) => item.html !== undefined && !item.href && !item.to).length;
    const parts = [
      footer.linksStyle === 'simple'
        ? `one row of ${items.length} link${items.length === 1 ? '' : 's'}`
        : `${footer.links.length} column${footer.links.length === 1 ? '' : 's'} of links`,
      ...(html > 0 ? [`${html} html item${html === 1 ? '' : 's'} (as written, scripts and event handlers removed)`] : []),
      ...(footer.logo?.src
        ? [
            `logo${footer.logo.srcDark ? ' (light and dark sources)' : ''}${footer.logo.href ? `, linked to ${footer.logo.href}` : ''}`,
          ]
        : []),
      ...(footer.copyright ? ['copyright line'] : []),
      ...(footer.style === 'dark' ? ["style 'dark' (a dark footer in both colour modes)"] : []),
    ];
    rows.push({ what: 'themeConfig.footer', outcome: 'carried', now: parts.join('; ') });
  }
  const { defaultLanguage, magicComments } = site.themeConfig.prism;
  if (defaultLanguage) {
    rows.push({
      what: 'themeConfig.prism.defaultLanguage',
      outcome: 'carried',
      now: `a code block without a language is ${defaultLanguage}`,
    });
  }
  if (magicComments) {
    const own = magicComments.filter((c) => c.className !== HIGHLIGHT_CLASS);
    rows.push({
      what: 'themeConfig.prism.magicComments',
      outcome: 'carried',
      now: `${magicComments.length} magic comment${magicComments.length === 1 ? '' : 's'}, taken out of the code${own.length > 0 ? `; their lines get ${own.map((c) => c.className).join(', ')} (styled here: code-block-error-line; the others by the site's CSS, which is not carried)` : ''}`,
    });
  }
  if (site.themeConfig.autoCollapseCategories) {
    rows.push({
      what: 'themeConfig.docs.sidebar.autoCollapseCategories',
      outcome: 'carried',
      now: "opening a sidebar category closes its siblings; the page's category is the one open",
    });
  }
  if (site.themeConfig.hideableSidebar) {
    rows.push({
      what: 'themeConfig.docs.sidebar.hideable',
      outcome: 'carried',
      now: 'a button at the foot of the doc sidebar folds it away on wide screens, another brings it back',
    });
  }
  const metadata = site.themeConfig.metadata.filter((entry) => entry.name !== undefined);
  if (metadata.length > 0) {
    rows.push({
      what: 'themeConfig.metadata',
      outcome: 'carried',
      now: `${metadata.length} <meta> tag${metadata.length === 1 ? '' : 's'} on every page (site.config.json metadata); a page's own description or keywords win over the site's, as in Docusaurus`,
    });
  }
  const announcement = site.themeConfig.announcementBar;
  if (announcement) {
    rows.push({
      what: 'themeConfig.announcementBar',
      outcome: 'carried',
      now: `above the navbar on every page, in its colours${announcement.isCloseable ? `, closeable (a reader who closes it sees it again when its id, "${announcement.id}", changes)` : ''}; its HTML as written, scripts and event handlers removed`,
    });
  }
  // The content plugins' own remark and rehype plugins: math and npm2yarn are this site's too; any other one changes
  // the pages in Docusaurus (a local plugin injecting HTML, a link rewriter) and is not run here.
  const markdownPlugins = new Map<string, Set<string>>();
  const contentPlugins = [
    ...site.docs.map((p) => ({ plugin: p, name: `docs "${p.id}"` })),
    ...site.blogs.map((p) => ({ plugin: p, name: `blog "${p.id}"` })),
    ...site.pages.map((p) => ({ plugin: p, name: `pages "${p.id}"` })),
  ];
  for (const { plugin, name: user } of contentPlugins) {
    const before = plugin as { beforeDefaultRemarkPlugins?: string[]; beforeDefaultRehypePlugins?: string[] };
    const names = [
      ...plugin.remarkPlugins,
      ...plugin.rehypePlugins,
      ...(before.beforeDefaultRemarkPlugins ?? []),
      ...(before.beforeDefaultRehypePlugins ?? []),
    ];
    for (const name of names.filter((n) => !isCarriedMarkdownPlugin(n)))
      markdownPlugins.set(name, (markdownPlugins.get(name) ?? new Set()).add(user));
  }
  for (const [name, users] of markdownPlugins)
    rows.push({
      what: `Markdown plugin ${name}`,
      outcome: 'not carried',
      now: `of ${[...users].join(', ')}: this site compiles Markdown with its own remark and rehype plugins (math, npm2yarn, admonitions, Mermaid…), so what it does to the pages is not done`,
    });
  if (site.npm2yarn) {
    const { converters, custom } = npm2yarnConvertersOf(site.npm2yarn, docusaurusVersion);
    const { dropped } = site.npm2yarn;
    const rules = docusaurusRules(docusaurusVersion);
    // The tabs as Docusaurus labels them.
    const labels = converters.map((c) =>
      typeof c !== 'string' ? c[0] : c === 'yarn' ? 'Yarn' : c === 'bun' && rules.npm2yarnBunLabel ? 'Bun' : c,
    );
    rows.push({
      what: 'remark plugin @docusaurus/remark-plugin-npm2yarn',
      outcome: 'carried',
      now: [
        `${['npm', ...labels].join(' / ')} tabs (site.config.json markdown.npm2yarn)`,
        ...(custom.length > 0 ? [`custom converters: ${custom.join('; ')}`] : []),
        ...(dropped.length > 0 ? [`converters npm-to-yarn does not know, left out: ${dropped.join(', ')}`] : []),
      ].join('; '),
    });
  }
  for (const blog of site.blogs) {
    const fn = blog.readingTime;
    if (!fn) continue;
    rows.push({
      what: `blog plugin "${blog.id}" option readingTime (a function)`,
      outcome: 'source' in fn ? 'carried' : 'not carried',
      now:
        'source' in fn
          ? "its source, run on each post as a plain function with Docusaurus's defaultReadingTime (site.config.json blogs[].readingTime.function)"
          : `${fn.reason}: Docusaurus's default reading time instead`,
    });
  }
  for (const name of swizzledComponents(site.siteDir)) {
    if (name === 'MDXComponents') {
      rows.push({
        what: 'swizzled component src/theme/MDXComponents',
        outcome: 'carried',
        now: 'its components (capitalised keys) are in scope of every MDX document, as in Docusaurus; keys that replace Markdown elements (a, code, img…) are not',
      });
      continue;
    }
    // A component MDX or the site's code imports as @theme/<name>, which this project does not provide: carried as the
    // site's own (lib/mdx/mdx-imports.ts). Any other is a swizzle of Docusaurus's theme, whose part this theme renders.
    rows.push(
      DOCUSAURUS_MODULE_IDS.includes(`@theme/${name}`) || !themeComponentsCarried.has(name)
        ? {
            what: `swizzled component src/theme/${name}`,
            outcome: 'replaced',
            now: `this site's own ${name}: the swizzled code does not run here (change the component of this project instead)`,
          }
        : {
            what: `theme component src/theme/${name}`,
            outcome: 'carried',
            now: `carried with the code that imports it as @theme/${name} (MDX, the site's components)`,
          },
    );
  }
  return rows;
}

/** The table as report lines: outcome, feature, what the site does now. */
export function featureTable(rows: readonly FeatureRow[]): string[] {
  const width = Math.max(...rows.map((r) => r.what.length), 0);
  return rows.map((r) => `  ${r.outcome.padEnd(11)}  ${r.what.padEnd(width)}  ${r.now}`);
}

/**
 * The report's lines on versions and locales: each doc section's versions as the build serves them (name, label,
 * URL base; versions.json entries left out and why), and each locale with its URL base and how many documents
 * its translation folders hold (`copied`: what the layout copied, by content folder).
 */
export function variantLines(config: SiteConfig, copied: readonly { to: string; documents: number }[]): string[] {
  const lines: string[] = [];
  const sections = expandDocSections(config);
  for (const docs of config.docs) {
    const versions = docVersions(docs);
    const built = new Set(versions.map((v) => v.name));
    const left = [CURRENT_VERSION, ...docs.releasedVersions].filter((name) => !built.has(name));
    const base = (name: string) =>
      sections.find((s) => s.pluginId === docs.id && s.version.name === name && s.sourceId === s.id)!.routeBasePath;
    lines.push(
      `  docs "${docs.id}": ${versions.length} version${versions.length === 1 ? '' : 's'}: ${versions
        .map((v) => `${v.name}${v.label !== v.name ? ` "${v.label}"` : ''} at ${base(v.name)}${v.isLast ? ' (last)' : ''}`)
        .join(
          ', ',
        )}${left.length > 0 ? `; not built: ${left.join(', ')} (includeCurrentVersion, onlyIncludeVersions, as Docusaurus)` : ''}`,
    );
  }
  const locales = localeVariants(config);
  const documentsIn = (folder: string) =>
    copied.filter((c) => c.to === folder || c.to.startsWith(`${folder}/`)).reduce((sum, c) => sum + c.documents, 0);
  lines.push(
    `  ${locales.length} locale${locales.length === 1 ? '' : 's'}: ${locales
      .map((l) =>
        l.isDefault
          ? `${l.locale} (default) at /${l.urlPrefix}`
          : `${l.locale} at /${l.urlPrefix}/ (${
              config.i18n.localeConfigs[l.locale]?.translate === false
                ? "translate: false: the default locale's text"
                : `${documentsIn(l.folder)} translated documents in ${l.folder}/`
            })`,
      )
      .join(', ')}`,
  );
  return lines;
}

/** What of a site's versions and locales the build does not do as Docusaurus does, for the report's list. */
export function variantNotes(site: DocusaurusSite, config: SiteConfig): { what: string; why: string }[] {
  const notes: { what: string; why: string }[] = [];
  for (const docs of site.docs) {
    const section = config.docs.find((s) => s.id === docs.id);
    if (!section) continue;
    const editable = section.editUrl ?? config.editUrl;
    if (docs.editCurrentVersion && editable && section.releasedVersions.length > 0)
      notes.push({
        what: `docs "${docs.id}" editCurrentVersion`,
        why: "a released version's edit link points to its own file (versioned_docs/…), not to the current version's",
      });
    for (const [name, options] of Object.entries(section.versions))
      if (options.className !== undefined)
        notes.push({
          what: `docs "${docs.id}" versions.${name}.className`,
          why: "carried, but no page of this site's theme uses it",
        });
  }
  return notes;
}
