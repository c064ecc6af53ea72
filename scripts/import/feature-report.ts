/**
 * The import report's table of Docusaurus features a site uses beyond its content: each plugin, theme and
 * preset, each themeConfig key and each swizzled component (src/theme/), with what the imported site does
 * about it: carried as it is, replaced by this project's own mechanism, or not carried (why, and what to do).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocusaurusSite } from './docusaurus-config';

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
  [/tailwind|postcss|sass|less/, 'not carried', 'site styling is not carried: the pages use this project’s theme'],
];

/** themeConfig keys other than those the importer reads (navbar, footer, prism, tableOfContents, colorMode, image, blog, mermaid, liveCodeBlock). */
const THEME_CONFIG_RULES: readonly Rule[] = [
  [/^algolia$/, 'replaced', PAGEFIND],
  [/^announcementBar$/, 'not carried', 'no announcement bar: put the notice on the home page or in a post'],
  [/^(docs|hideableSidebar|metadata|zoom|colorMode|image|tableOfContents)$/, 'replaced', "this site's theme decides it"],
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

/** The table for a site; `redirects`: how many redirect pages the client-redirects plugin gave. */
export function featureRows(site: DocusaurusSite, { redirects }: { redirects: number }): FeatureRow[] {
  const rows: FeatureRow[] = [];
  for (const plugin of site.otherPlugins) {
    const what = `${plugin.kind} ${plugin.name}`;
    const rule = ruleFor(PLUGIN_RULES, plugin.name);
    if (rule?.[1] === 'carried' && /client-redirects/.test(plugin.name)) {
      rows.push({ what, outcome: 'carried', now: `${rule[2]} (${redirects} redirect${redirects === 1 ? '' : 's'})` });
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
  if (site.npm2yarn) {
    const { converters, dropped } = site.npm2yarn;
    rows.push({
      what: 'remark plugin @docusaurus/remark-plugin-npm2yarn',
      outcome: 'carried',
      now: `npm / ${converters.join(' / ')} tabs (site.config.json markdown.npm2yarn)${dropped.length > 0 ? `; custom converters not carried (functions): ${dropped.join(', ')}` : ''}`,
    });
  }
  for (const name of swizzledComponents(site.siteDir)) {
    rows.push({
      what: `swizzled component src/theme/${name}`,
      outcome: 'replaced',
      now: `this site's own ${name}: the swizzled code does not run here (change the component of this project instead)`,
    });
  }
  return rows;
}

/** The table as report lines: outcome, feature, what the site does now. */
export function featureTable(rows: readonly FeatureRow[]): string[] {
  const width = Math.max(...rows.map((r) => r.what.length), 0);
  return rows.map((r) => `  ${r.outcome.padEnd(11)}  ${r.what.padEnd(width)}  ${r.now}`);
}
