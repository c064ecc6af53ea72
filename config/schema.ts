/**
 * The schema of a site's configuration (zod, with a description on every field). `config/site.ts` holds
 * this project's own site and validates it with this schema; a content folder may carry its own site in
 * `site.config.json` (written by `npm run import`), validated by the same schema.
 */
import { z } from 'zod';
import { createTranslator } from '../lib/i18n/translator';
import { DEFAULT_MAGIC_COMMENTS } from '../lib/mdx/highlight-comments';

/** How a build-time check reacts to a problem it finds (Docusaurus's `onBrokenLinks` values). */
export const checkSeverity = z.enum(['ignore', 'log', 'warn', 'throw']);
export type CheckSeverity = z.infer<typeof checkSeverity>;

const routePath = z
  .string()
  .regex(/^\/(?:[^/]+(?:\/[^/]+)*)?$/, 'must start with "/" and have no trailing slash (the site root is "/")')
  .describe('A URL path without the base path');

/** Where a navbar, footer or home-page link points: a doc, a blog, an internal path or an external URL. */
export const linkTarget = z.object({
  label: z.string().min(1).describe('Text of the link'),
  to: z
    .string()
    .optional()
    .describe('Internal path without the base path, e.g. /js-docs/index; a URL with a scheme is an external link, as `href`'),
  href: z
    .string()
    .optional()
    .describe(
      'External URL, opened in a new tab (`pathname:///apidocs/`: a path of the site outside its pages, under the base path)',
    ),
  docsId: z.string().optional().describe('Doc section id: with docId, that doc; alone, the section entry page'),
  docId: z.string().optional().describe('Doc id (Docusaurus id) inside the doc section'),
  sidebarId: z
    .string()
    .optional()
    .describe("Sidebar of the doc section (Docusaurus's docSidebar item): its first page, current on the pages it holds"),
  blogId: z.string().optional().describe('Blog id: the blog list'),
});

const navbarItem = linkTarget.extend({
  position: z.enum(['left', 'right']).default('left').describe('Side of the navbar'),
  activeBasePath: z
    .string()
    .optional()
    .describe(
      "Docusaurus's activeBasePath of a `to` link: current where the path (under the base path) starts with it; by default a `to` link is current on its own path and the paths under it",
    ),
  activeBaseRegex: z
    .string()
    .optional()
    .describe(
      "Docusaurus's activeBaseRegex of a `to` link: current where the path (with the base path) matches it (flags gi); wins over activeBasePath",
    ),
  className: z
    .string()
    .optional()
    .describe("Docusaurus's className of the item; `header-github-link` shows a GitHub link as the GitHub mark"),
});

/** A footer link, or inline HTML that Docusaurus renders as written (sanitised here: no scripts or handlers). */
const footerItem = z.union([
  z.object({ html: z.string().describe('Inline HTML shown in place of a link') }).strict(),
  linkTarget,
]);

/** The footer's image (Docusaurus `footer.logo`): one source per colour mode, a link when `href` is set. */
const footerLogo = z.object({
  src: z.string().describe('Image path (under the base path) or URL'),
  srcDark: z.string().optional().describe('Image in the dark colour mode; default: src'),
  alt: z.string().default('').describe('Alternative text'),
  href: z.string().optional().describe('Where the image links to (a URL, or a path under the base path)'),
  width: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
});

/**
 * The navbar's brand image (Docusaurus `navbar.logo`): 2rem high and as wide as its proportions make it, unless
 * `width`, `height` or `style` say otherwise (theme-classic `Logo`, Infima's `.navbar__logo`).
 */
const navbarLogo = z.object({
  src: z.string().describe('Image path (under the base path) or URL'),
  srcDark: z.string().optional().describe('Image in the dark colour mode; default: src'),
  alt: z.string().optional().describe("The logo's alt; default: empty beside a title, else the site's title (Docusaurus's Logo)"),
  href: z
    .string()
    .optional()
    .describe("Where the brand links to (a URL, or a path under the base path); default: the locale's home"),
  target: z.string().optional().describe("The link's target (`_self` keeps an external `href` in the tab)"),
  width: z.union([z.string(), z.number()]).optional().describe("The image's width attribute"),
  height: z
    .union([z.string(), z.number()])
    .optional()
    .describe("The image's height attribute (the navbar's 2rem wins, as in Docusaurus)"),
  className: z.string().optional().describe('Classes of the image'),
  style: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Inline style of the image (React style names: `{ height: 28 }`)'),
});

/** A version or language menu's own links around its entries (Docusaurus's `dropdownItemsBefore`/`dropdownItemsAfter`). */
const menuLinks = (item: string, entries: string, example: string) => ({
  dropdownItemsBefore: z.array(linkTarget).default([]).describe(`${item}: links listed before ${entries}`),
  dropdownItemsAfter: z.array(linkTarget).default([]).describe(`${item}: links listed after ${entries} (${example})`),
});

/** Docusaurus's `docsVersionDropdown` / `docsVersion` navbar items: the version menu of a doc section's pages. */
const navbarVersionItem = z.object({
  type: z.enum(['docsVersionDropdown', 'docsVersion']).describe('Docusaurus navbar item type'),
  docsId: z.string().default('default').describe('Doc section id (Docusaurus docsPluginId)'),
  label: z.string().optional().describe("docsVersion: text of the link; default: the last version's label"),
  position: z.enum(['left', 'right']).default('left').describe('Side of the navbar'),
  versions: z
    .union([z.array(z.string()), z.record(z.string(), z.object({ label: z.string().optional() }))])
    .optional()
    .describe(
      'docsVersionDropdown: the versions listed, in this order, by name (or by name with another label); default: every version',
    ),
  ...menuLinks('docsVersionDropdown', 'the versions', 'a page of every version, an archive'),
});

/**
 * Docusaurus's `search` navbar item: where the search button stands among the items of its side. Without one, the
 * button ends the right side, after the colour-mode switch, as Docusaurus's `NavbarContent` places its `SearchBar`.
 */
const navbarSearchItem = z.object({
  type: z.literal('search').describe('Docusaurus navbar item type'),
  position: z.enum(['left', 'right']).default('left').describe('Side of the navbar'),
});

/** Docusaurus's `html` navbar item: inline HTML in the bar and the drawer (an icon link, a badge), sanitised. */
const navbarHtmlItem = z.object({
  type: z.literal('html').describe('Docusaurus navbar item type'),
  value: z.string().describe('Inline HTML shown as an item of the navbar, sanitised (no scripts or handlers)'),
  position: z.enum(['left', 'right']).default('left').describe('Side of the navbar'),
  className: z.string().optional().describe("Docusaurus's className of the item"),
});

/** Docusaurus's `localeDropdown` navbar item: the language menu, keeping the reader on the same page. */
const navbarLocaleItem = z.object({
  type: z.literal('localeDropdown').describe('Docusaurus navbar item type'),
  position: z.enum(['left', 'right']).default('right').describe('Side of the navbar'),
  ...menuLinks('localeDropdown', 'the languages', 'a page on helping to translate'),
});

/** Docusaurus's `dropdown` navbar item: a menu of links under a label. */
const navbarDropdownItem = z.object({
  type: z.literal('dropdown').describe('Docusaurus navbar item type'),
  label: z.string().min(1).describe('Text of the menu'),
  position: z.enum(['left', 'right']).default('left').describe('Side of the navbar'),
  items: z
    .array(
      z.union([
        z
          .object({
            html: z.string().describe('Inline HTML shown as an entry of the menu (a heading, a divider), sanitised'),
            className: z.string().optional(),
          })
          .strict(),
        linkTarget,
      ]),
    )
    .min(1)
    .describe('The links of the menu, and inline HTML entries (Docusaurus `html` items)'),
});

/** One locale's settings (Docusaurus's `i18n.localeConfigs.<locale>`); unset fields take Docusaurus's defaults. */
const localeConfig = z.object({
  label: z.string().optional().describe("Name of the language; default: the language's own name (English, 中文（中国）)"),
  htmlLang: z.string().optional().describe('`<html lang>`, feeds, sitemap; default: the locale'),
  direction: z.enum(['ltr', 'rtl']).optional().describe("Text direction (`<html dir>`); default: the script's"),
  path: z
    .string()
    .optional()
    .describe("Folder of the locale's translations under `i18n.path` (Docusaurus localeConfigs.path); default: the locale"),
  baseUrl: z
    .string()
    .optional()
    .describe(
      "Base path of the locale's pages (Docusaurus 3.8+); default: the site's, then the locale (`/fr/`) for a non-default one",
    ),
  translate: z
    .boolean()
    .optional()
    .describe("Read the locale's translation files (Docusaurus 3.8+); default: yes when its folder exists"),
  calendar: z.string().optional().describe('Calendar of dates (Docusaurus option; dates here use the Gregorian one)'),
  // The site's words as this locale's build of a Docusaurus site has them: Docusaurus loads its config again for each
  // locale (DOCUSAURUS_CURRENT_LOCALE), and configs give a title, tagline or navbar label per locale. The locale's
  // translation files (navbar.json, footer.json) still translate these, as Docusaurus's do (lib/i18n/site-translations.ts).
  title: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Site title in this locale: page titles after " | ", og:title, feeds, the brand, the version banner; default: the site\'s',
    ),
  tagline: z.string().optional().describe("Tagline in this locale (the hero, the home page's title); default: the site's"),
  navbar: z
    .object({
      title: z.string().optional().describe("Brand text in this locale; default: the navbar's"),
      logoAlt: z.string().optional().describe("Alternative text of the brand image in this locale; default: the navbar's"),
      labels: z
        .record(z.string(), z.string())
        .optional()
        .describe('Labels of navbar items and menu entries in this locale, keyed by their label in `navbar`'),
    })
    .optional()
    .describe(
      "The navbar's words in this locale; its navbar.json translates them (`title`, `logo.alt`, `item.label.<label here>`)",
    ),
  footer: z
    .object({
      copyright: z.string().optional().describe("Copyright line in this locale; default: the footer's"),
      logoAlt: z.string().optional().describe("Alternative text of the footer's image in this locale"),
      titles: z
        .record(z.string(), z.string())
        .optional()
        .describe('Titles of link columns in this locale, keyed by their title in `footer`'),
      labels: z
        .record(z.string(), z.string())
        .optional()
        .describe('Labels of footer links in this locale, keyed by their label in `footer`'),
    })
    .optional()
    .describe("The footer's words in this locale; its footer.json translates them (`copyright`, `link.title.<title here>`…)"),
  announcementBar: z
    .object({ content: z.string().optional().describe("The announcement in this locale; default: the site's") })
    .optional()
    .describe("The announcement bar's words in this locale"),
});

/** One item of a manual sidebar (the normalised form of Docusaurus's sidebars.js). */
export type SidebarItemConfig =
  | { type: 'doc'; id: string; label?: string; className?: string }
  | { type: 'ref'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string }
  | { type: 'autogenerated'; dirName: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItemConfig[];
      link?:
        | { type: 'doc'; id: string }
        | { type: 'generated-index'; slug?: string; title?: string; description?: string; image?: string; keywords?: string[] };
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
    };

const sidebarItem: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('doc'), id: z.string(), label: z.string().optional(), className: z.string().optional() }),
    // A link to a doc that does not make it part of this sidebar (not in previous/next, not the sidebar its page shows).
    z.object({ type: z.literal('ref'), id: z.string(), label: z.string().optional() }),
    z.object({ type: z.literal('link'), label: z.string(), href: z.string() }),
    z.object({
      type: z.literal('html'),
      value: z.string(),
      defaultStyle: z.boolean().optional(),
      className: z.string().optional(),
    }),
    z.object({ type: z.literal('autogenerated'), dirName: z.string() }),
    z.object({
      type: z.literal('category'),
      label: z.string(),
      items: z.array(sidebarItem),
      link: z
        .union([
          z.object({ type: z.literal('doc'), id: z.string() }),
          z.object({
            type: z.literal('generated-index'),
            slug: z.string().optional(),
            title: z.string().optional(),
            description: z.string().optional(),
            image: z.string().optional(),
            keywords: z.array(z.string()).optional(),
          }),
        ])
        .optional(),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
      className: z.string().optional(),
    }),
  ]),
);

/** One version's options (Docusaurus docs plugin `versions.<name>`); unset fields take Docusaurus's defaults. */
const versionOptions = z.object({
  label: z.string().optional().describe('Name of the version (menu, badge, banner); default: its name, "Next" for current'),
  path: z
    .string()
    .optional()
    .describe('URL segment after the section base; default: none for the last version, "next" for current, else the name'),
  banner: z
    .enum(['none', 'unreleased', 'unmaintained'])
    .optional()
    .describe('Banner above its docs; default: none for the last version, unreleased for newer ones, unmaintained for older'),
  badge: z
    .boolean()
    .optional()
    .describe('Show the version badge on its docs; default: when the section has more than one version'),
  noIndex: z.boolean().optional().describe('Ask search engines not to index its pages'),
  className: z.string().optional().describe('Class name of its pages'),
});

/** Docusaurus's `include`/`exclude` of a docs, blog or pages plugin: which files of the folder are documents. */
const sourceGlobFields = {
  include: z
    .array(z.string().min(1))
    .optional()
    .describe("Globs of the folder's files that are documents (Docusaurus's include); default: every Markdown file"),
  exclude: z
    .array(z.string().min(1))
    .optional()
    .describe(
      "Globs of files left out (Docusaurus's exclude; they stay importable as partials); default: names starting with `_`, tests",
    ),
};

/** A doc section (a Docusaurus docs-plugin instance). */
export const docSection = z.object({
  id: z.string().min(1).describe('Stable id (Docusaurus plugin id), used in localStorage keys and links'),
  folder: z.string().min(1).describe('Folder under the content root holding the section'),
  routeBasePath: routePath.describe('URL base of the section ("/" for docs at the site root)'),
  ...sourceGlobFields,
  sidebarCollapsible: z
    .boolean()
    .default(true)
    .describe("Its sidebar's categories can be folded, unless one says otherwise (Docusaurus's sidebarCollapsible)"),
  sidebarCollapsed: z
    .boolean()
    .default(true)
    .describe("Its sidebar's categories start folded, unless one says otherwise (Docusaurus's sidebarCollapsed)"),
  tagsBasePath: z
    .string()
    .regex(/^[^/]+(\/[^/]+)*$/, 'a path inside the section, without slashes at either end')
    .default('tags')
    .describe("Where the section's tag pages are, under its base (Docusaurus's tagsBasePath)"),
  label: z.string().optional().describe('Name of the section (breadcrumbs, search); defaults to its navbar label'),
  navbarDocId: z.string().optional().describe('Doc id the section entry opens; defaults to the first doc of its sidebar'),
  sidebarId: z.string().default('tutorialSidebar').describe('Id of the generated sidebar when `sidebars` is not given'),
  sidebars: z
    .record(z.string(), z.array(sidebarItem))
    .optional()
    .describe('Manual sidebars by id (Docusaurus sidebars.js, normalised); omitted: one sidebar generated from the folder'),
  numberPrefixes: z
    .boolean()
    .default(true)
    .describe('Drop number prefixes (01-intro) from ids and URLs (Docusaurus numberPrefixParser)'),
  editUrl: z.string().optional().describe('Base of "edit this page" links of this section; defaults to the site\'s editUrl'),
  editLocalizedFiles: z
    .boolean()
    .default(false)
    .describe("Edit links of translated docs open the translation (i18n/…); default: the default locale's file, as Docusaurus"),
  showLastUpdateTime: z.boolean().default(true).describe('Show the last-updated date'),
  showLastUpdateAuthor: z
    .boolean()
    .default(false)
    .describe('Show who last updated each doc: front matter `last_update.author`, else the author of its last commit'),
  breadcrumbs: z.boolean().default(true).describe('Show breadcrumbs'),
  pageVersionMenu: z
    .boolean()
    .default(false)
    .describe(
      'Its pages show the version menu beside their breadcrumbs, even with one version; default: where a navbar docsVersionDropdown puts it, as Docusaurus (beside the breadcrumbs only for a section of several versions that the navbar has no menu for)',
    ),
  releasedVersions: z
    .array(z.string().min(1))
    .default([])
    .describe(
      'Released versions, newest first (Docusaurus versions.json); each one\'s docs are in versioned_docs/version-<name>/ (<id>_versioned_docs/ for a section whose id is not "default")',
    ),
  versionedSidebars: z
    .record(z.string(), z.record(z.string(), z.array(sidebarItem)))
    .default({})
    .describe(
      "Sidebars of each released version (versioned_sidebars/version-<name>-sidebars.json, normalised); {} for none; a version not listed gets the section's generated sidebar",
    ),
  lastVersion: z
    .string()
    .optional()
    .describe('The version served at the section base (Docusaurus lastVersion); default: the newest released, else current'),
  includeCurrentVersion: z.boolean().default(true).describe('Build the current version (the section folder)'),
  onlyIncludeVersions: z.array(z.string()).optional().describe('Build only these versions'),
  versions: z
    .record(z.string(), versionOptions)
    .default({})
    .describe('Options of each version by name ("current" for the section folder)'),
});

/** How a blog works out its posts' reading time (lib/content/reading-time.ts). */
export const readingTimeOptions = z.object({
  rule: z
    .enum(['docusaurus', 'cjk'])
    .default('docusaurus')
    .describe(
      "docusaurus: as the site's Docusaurus release computes it (3.8+: words by Intl.Segmenter at 200 a minute, code included); cjk: Han characters at 350 a minute and other words at 200, code left out",
    ),
  function: z
    .string()
    .optional()
    .describe(
      "JavaScript source of Docusaurus's blog option readingTime, ({content, frontMatter, defaultReadingTime, locale}) => minutes | undefined, run on each post as a plain function (no require, no module scope); defaultReadingTime follows the rule",
    ),
});
export type ReadingTimeOptions = z.output<typeof readingTimeOptions>;

/**
 * Docusaurus 3's default `truncateMarker` (plugin-content-blog options.ts), as a regular expression's source. Docusaurus 2's
 * was the HTML comment alone (MDX 1 had no `{/* … *\/}` comments), which this one matches too; the importer writes a
 * site's own marker into its config.
 */
export const DEFAULT_TRUNCATE_MARKER = String.raw`<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}`;

/** True when `source` compiles as a regular expression. */
function isRegExpSource(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** A blog (a Docusaurus blog-plugin instance). */
export const blogSection = z.object({
  id: z.string().min(1).default('default').describe('Stable id (Docusaurus plugin id)'),
  folder: z.string().min(1).default('blog').describe('Folder under the content root holding the posts'),
  routeBasePath: routePath.default('/blog').describe('URL base of the blog ("/" for a blog at the site root)'),
  ...sourceGlobFields,
  tagsBasePath: z
    .string()
    .regex(/^[^/]+(\/[^/]+)*$/, 'a path inside the blog, without slashes at either end')
    .default('tags')
    .describe("Where the blog's tag pages are, under its base (Docusaurus's tagsBasePath)"),
  archiveBasePath: z
    .string()
    .regex(/^[^/]+(\/[^/]+)*$/, 'a path inside the blog, without slashes at either end')
    .nullable()
    .default('archive')
    .describe("Where the blog's archive is, under its base; null: no archive (Docusaurus's archiveBasePath)"),
  title: z
    .string()
    .optional()
    .describe("Heading of the list and label of the blog; default: Docusaurus's (Blog) in the site's language"),
  description: z.string().optional().describe('Description of the list pages and feeds'),
  postsPerPage: z
    .union([z.number().int().positive(), z.literal('ALL')])
    .default(10)
    .describe('Posts per list page'),
  sortPosts: z
    .enum(['descending', 'ascending'])
    .default('descending')
    .describe(
      "The order of the blog's posts (Docusaurus's sortPosts): newest first, or ascending, the reverse, in its lists, sidebar, prev/next links, archive and feeds",
    ),
  showReadingTime: z.boolean().default(true).describe('Show the reading time of posts'),
  readingTime: readingTimeOptions.default({ rule: 'docusaurus' }).describe('How the reading time of posts is worked out'),
  editUrl: z
    .string()
    .optional()
    .describe('Base of "edit this page" links of its posts; defaults to the site\'s editUrl (the file\'s path is appended)'),
  editLocalizedFiles: z
    .boolean()
    .default(false)
    .describe("Edit links of translated posts open the translation (i18n/…); default: the default locale's file, as Docusaurus"),
  showLastUpdateTime: z
    .boolean()
    .default(false)
    .describe('Show when each post was last updated: front matter `last_update.date`, else its last commit (Docusaurus 3.2+)'),
  showLastUpdateAuthor: z
    .boolean()
    .default(false)
    .describe(
      'Show who last updated each post: front matter `last_update.author`, else the author of its last commit (Docusaurus 3.2+)',
    ),
  sidebarTitle: z
    .string()
    .optional()
    .describe("Title of the recent-posts sidebar; default: Docusaurus's (Recent posts) in the site's language"),
  sidebarCount: z
    .union([z.number().int().nonnegative(), z.literal('ALL')])
    .default(5)
    .describe('Posts in the sidebar'),
  feed: z.boolean().default(true).describe('Write the feeds'),
  feedTypes: z
    .array(z.enum(['rss', 'atom', 'json']))
    .min(1)
    .default(['rss', 'atom', 'json'])
    .describe(
      "Which feeds (Docusaurus's feedOptions.type; the importer carries a site's, Docusaurus's default being rss and atom): RSS 2.0, Atom 1.0, JSON Feed 1.1",
    ),
  feedTitle: z.string().optional().describe("Title of the feeds (feedOptions.title); default: Docusaurus's, `<site title> Blog`"),
  feedDescription: z
    .string()
    .optional()
    .describe("Description of the feeds (feedOptions.description); default: Docusaurus's, `<site title> Blog`"),
  feedLimit: z
    .union([z.number().int().nonnegative(), z.literal(false)])
    .default(20)
    .describe("Posts in the feeds, newest first (feedOptions.limit): Docusaurus's 20 unless set, false for all"),
  feedXslt: z
    .object({
      rss: z.union([z.literal(true), z.string().min(1)]).optional(),
      atom: z.union([z.literal(true), z.string().min(1)]).optional(),
    })
    .strict()
    .optional()
    .describe(
      "An XSLT stylesheet that browsers show the RSS or Atom feed through (feedOptions.xslt): true for the built-in one, or an .xsl file's path in the content folder, served beside the feed with the .css file of its name",
    ),
  sidebarGroupByYear: z
    .boolean()
    .optional()
    .describe(
      "Group the sidebar's posts under year headings (themeConfig.blog.sidebar.groupByYear); default: yes from Docusaurus 3.5",
    ),
  truncateMarker: z
    .string()
    .min(1)
    .refine(isRegExpSource, 'is not a regular expression')
    .default(DEFAULT_TRUNCATE_MARKER)
    .describe(
      "Regular expression (its source) of the marker that ends a post's excerpt in the blog's lists (truncateMarker); default: Docusaurus's, `<!-- truncate -->` or `{/* truncate */}`",
    ),
});

/** Options of the npm2yarn remark plugin (Docusaurus 3's defaults). */
export const npm2yarnOptions = z.object({
  sync: z.boolean().default(false).describe('Tabs of every npm2yarn block share the choice (Tabs groupId "npm2yarn")'),
  converters: z
    .array(z.union([z.enum(['yarn', 'pnpm', 'bun']), z.tuple([z.string().min(1), z.string().min(1)])]))
    .default(['yarn', 'pnpm'])
    .describe(
      'Tabs shown after npm, in order: yarn, pnpm, bun (npm-to-yarn converts the commands), or a custom converter [tab name, JavaScript source of (npmCode) => code], run as a plain function (no require, no module scope)',
    ),
});
export type Npm2yarnOptions = z.output<typeof npm2yarnOptions>;

/** The whole site. */
export const siteSchema = z
  .object({
    title: z.string().min(1).describe('Site title: navbar, and every page title after " | "'),
    tagline: z.string().default('').describe('Tagline of the hero and metadata'),
    url: z.string().url().describe('Origin the site is deployed to'),
    baseUrl: z
      .string()
      .regex(/^\/(?:[^/]+\/)*$/, 'must start and end with "/"')
      .describe('Base path the site is served under'),
    favicon: z
      .string()
      .optional()
      .describe('Favicon, a path under the content static/ folder or a URL; none: no icon link, as in Docusaurus'),
    image: z
      .string()
      .optional()
      .describe(
        'Social card of pages without their own (Docusaurus themeConfig.image), a path under the content static/ folder or a URL; none: no card',
      ),
    organizationName: z.string().describe('GitHub organisation or user (repository and Pages URLs)'),
    projectName: z.string().describe('GitHub repository name'),
    editUrl: z
      .string()
      .optional()
      .describe(
        'Base of "edit this page" links: the file\'s path in the content folder is appended (Docusaurus editUrl); none: no links',
      ),
    trailingSlash: z
      .boolean()
      .optional()
      .describe(
        "Docusaurus's trailingSlash: false writes each page as a file (docs/intro.html) and links it without a slash (/docs/intro); true or unset, as a folder (docs/intro/index.html) linked with one",
      ),
    docusaurusVersion: z
      .string()
      .optional()
      .describe(
        'The Docusaurus release whose URL rules the content keeps (e.g. 2.0.0-beta.9 serves …/index); default: the latest',
      ),
    packageAliases: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'Packages the site\'s code imports under another name: this project has its own version of the package, outside the site\'s range, and the site\'s is installed beside it under an npm alias (`{ "remark-gfm": "remark-gfm-v1" }`), as `npm run import -- --install` writes it',
      ),
    author: z.string().optional().describe('Author of the site (feeds, about page)'),
    description: z.string().optional().describe('Default meta description'),
    home: z
      .object({
        title: z.string().optional().describe('Page title of the home page (before " | <site title>"); defaults to the tagline'),
        description: z.string().optional().describe("Meta description of the home page; default: the site's description"),
        lead: z.string().optional().describe('Paragraph under the tagline'),
        features: z
          .array(linkTarget.extend({ description: z.string().describe('Text of the card') }))
          .optional()
          .describe('Feature cards; defaults to one per navbar doc or blog link'),
      })
      .default({})
      .describe('The home page (shown at "/" unless a doc, post list or page claims it)'),
    navbar: z
      .object({
        title: z.string().optional().describe('Brand text beside the logo; none: no text, as in Docusaurus'),
        logo: navbarLogo.optional().describe('Brand image; none: the brand is its text, as in Docusaurus'),
        hideOnScroll: z
          .boolean()
          .default(false)
          .describe("Scrolling down hides the navbar, scrolling up shows it (Docusaurus's navbar.hideOnScroll)"),
        items: z
          .array(z.union([navbarVersionItem, navbarLocaleItem, navbarDropdownItem, navbarSearchItem, navbarHtmlItem, navbarItem]))
          .describe(
            'Links of the navbar, menus of links (dropdown), version menus (docsVersionDropdown) of doc sections, the language menu (localeDropdown), the place of the search button (search), inline HTML (html); each side in this order',
          ),
      })
      .describe('The navbar'),
    footer: z
      .object({
        style: z
          .enum(['light', 'dark'])
          .default('light')
          .describe("Docusaurus's footer style: `dark` is a dark footer in both colour modes"),
        copyright: z.string().describe('Copyright line: text or inline HTML (links, images), as Docusaurus renders it'),
        logo: footerLogo.optional().describe('Image above the copyright line (Docusaurus footer.logo)'),
        links: z
          .array(
            z.object({
              title: z.string().optional().describe('Heading of the column; none: a column without heading'),
              navbarDocs: z.boolean().default(false).describe("Starts with the navbar's doc-section links"),
              items: z.array(footerItem).default([]),
            }),
          )
          .optional()
          .describe('Link columns; defaults to the doc sections, the blog and more'),
        simpleLinks: z
          .array(footerItem)
          .optional()
          .describe("One centred row of links separated by dots (Docusaurus's simple footer: `links` without columns)"),
      })
      .describe('The footer'),
    announcementBar: z
      .object({
        id: z
          .string()
          .default('announcement-bar')
          .describe('Names this announcement: a reader who closed it sees the bar again when the id changes'),
        content: z.string().describe('The announcement: text or inline HTML (links, emphasis), as Docusaurus renders it'),
        backgroundColor: z.string().default('#fff').describe('Background colour of the bar (any CSS colour)'),
        textColor: z.string().default('#000').describe('Text colour of the bar (any CSS colour)'),
        isCloseable: z.boolean().default(true).describe('A close button; a closed bar stays closed for that reader'),
      })
      .optional()
      .describe("A notice above the navbar on every page (Docusaurus's themeConfig.announcementBar)"),
    sitemap: z
      .object({
        ignorePatterns: z
          .array(z.string())
          .default([])
          .describe('Globs (Micromatch) of page paths, base URL included (`**/beta/**`), left out of the sitemaps'),
      })
      .optional()
      .describe("The sitemaps' settings (Docusaurus's sitemap plugin options)"),
    headTags: z
      .array(
        z.object({
          tagName: z
            .enum(['meta', 'link', 'script'])
            .describe('meta, link (to a file of the site) or script (JSON-LD data only)'),
          attributes: z
            .record(z.string(), z.string())
            .describe('Its attributes as HTML names them (`http-equiv`, `crossorigin`)'),
          innerHTML: z.string().optional().describe("A script's JSON-LD text"),
        }),
      )
      .default([])
      .describe("Tags in the <head> of every page (Docusaurus's headTags), as written"),
    metadata: z
      .array(z.record(z.string(), z.string()))
      .default([])
      .describe(
        "<meta> tags of every page (Docusaurus's themeConfig.metadata), each by its attributes: `{ name: 'keywords', content: '…' }`; a page's own description or keywords win",
      ),
    colorMode: z
      .object({
        defaultMode: z
          .enum(['light', 'dark'])
          .default('light')
          .describe("The mode a reader who has not chosen one sees (Docusaurus's colorMode.defaultMode)"),
        respectPrefersColorScheme: z
          .boolean()
          .default(false)
          .describe(
            "A reader who has not chosen a mode sees the one their system prefers, not defaultMode (Docusaurus's colorMode.respectPrefersColorScheme)",
          ),
        disableSwitch: z
          .boolean()
          .default(false)
          .describe(
            "No colour-mode switch: every reader sees defaultMode, or their system's mode with respectPrefersColorScheme (Docusaurus's colorMode.disableSwitch)",
          ),
      })
      .default({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false })
      .describe('The colour modes'),
    docs: z.array(docSection).default([]).describe('Doc sections'),
    blogs: z.array(blogSection).default([]).describe('Blogs'),
    pages: z
      .object({ folder: z.string().default('pages'), routeBasePath: routePath.default('/'), ...sourceGlobFields })
      .default({ folder: 'pages', routeBasePath: '/' })
      .describe('Standalone Markdown pages'),
    redirects: z
      .array(z.object({ from: z.string().describe('Old path'), to: z.string().describe('New path') }))
      .default([])
      .describe('Old URLs that forward to their new home'),
    editPaths: z
      .record(z.string(), z.string())
      .default({})
      .describe(
        'Files whose "edit this page" link names another path than theirs here: content path → the file\'s path in the repository editUrl points into (the import\'s renames: an MDX 1 `.md` now `.mdx`, a folder name trimmed of spaces)',
      ),
    checks: z
      .object({
        onBrokenLinks: checkSeverity.default('throw'),
        onBrokenAnchors: checkSeverity.default('warn'),
        onBrokenMarkdownLinks: checkSeverity.default('warn'),
        onBrokenMarkdownImages: checkSeverity.default('throw'),
        onDuplicateRoutes: checkSeverity.default('warn'),
      })
      .default({
        onBrokenLinks: 'throw',
        onBrokenAnchors: 'warn',
        onBrokenMarkdownLinks: 'warn',
        onBrokenMarkdownImages: 'throw',
        onDuplicateRoutes: 'warn',
      })
      .describe('Build-time checks'),
    markdown: z
      .object({
        format: z
          .enum(['md', 'mdx', 'detect'])
          .default('detect')
          .describe('How .md files are read: CommonMark with HTML (md, detect) or MDX (mdx); .mdx is always MDX'),
        math: z.boolean().default(false).describe('$inline$ and $$display$$ math rendered with KaTeX'),
        katex: z
          .record(z.string(), z.unknown())
          .optional()
          .describe(
            "KaTeX's options (`macros`, `throwOnError`, `strict`, `globalGroup`…), as the Docusaurus config gives rehype-katex",
          ),
        mermaid: z
          .boolean()
          .default(false)
          .describe('```mermaid code blocks become diagrams (Docusaurus markdown.mermaid with @docusaurus/theme-mermaid)'),
        npm2yarn: npm2yarnOptions
          .optional()
          .describe('```bash npm2yarn blocks become npm / Yarn / pnpm tabs (@docusaurus/remark-plugin-npm2yarn); omitted: off'),
        liveCodeBlock: z
          .boolean()
          .default(false)
          .describe('```jsx live blocks become editable React examples (@docusaurus/theme-live-codeblock)'),
        admonitionKeywords: z
          .array(z.string().min(1))
          .default([])
          .describe(
            "More admonition types (Docusaurus's admonitions.keywords): `:::name` shown as Docusaurus's theme shows a type it has no component for, as info",
          ),
        legacyAdmonitionTitles: z
          .boolean()
          .default(true)
          .describe(
            "`:::note Title` reads as `:::note[Title]` (Docusaurus's markdown.mdx1Compat.admonitions; off by default with future.v4 from 3.10: the line is then text)",
          ),
        emoji: z
          .boolean()
          .default(true)
          .describe("`:tada:` shortcodes in text become emoji (Docusaurus's markdown.emoji, remark-emoji)"),
        anchors: z
          .object({
            maintainCase: z
              .boolean()
              .default(false)
              .describe(
                "Heading ids keep the text's case: `## Hello World` is `#Hello-World` (Docusaurus's markdown.anchors.maintainCase)",
              ),
          })
          .default({ maintainCase: false })
          .describe('Heading ids'),
      })
      .default({
        format: 'detect',
        math: false,
        mermaid: false,
        liveCodeBlock: false,
        admonitionKeywords: [],
        legacyAdmonitionTitles: true,
        emoji: true,
        anchors: { maintainCase: false },
      })
      .describe('Markdown options'),
    mermaid: z
      .object({
        theme: z
          .object({
            light: z.string().default('default').describe('Mermaid theme in the light colour mode'),
            dark: z.string().default('dark').describe('Mermaid theme in the dark colour mode'),
          })
          .default({ light: 'default', dark: 'dark' }),
        options: z
          .record(z.string(), z.unknown())
          .default({})
          .describe('Mermaid configuration passed to mermaid.initialize (flowchart, sequence…)'),
      })
      .default({ theme: { light: 'default', dark: 'dark' }, options: {} })
      .describe('How diagrams are drawn (Docusaurus themeConfig.mermaid)'),
    liveCodeBlock: z
      .object({
        playgroundPosition: z
          .enum(['top', 'bottom'])
          .default('bottom')
          .describe('Where the result of a live code block sits: under the editor (bottom) or above it (top)'),
      })
      .default({ playgroundPosition: 'bottom' })
      .describe('Live code blocks (Docusaurus themeConfig.liveCodeBlock)'),
    tableOfContents: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2).describe('Highest heading level listed'),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3).describe('Lowest heading level listed'),
      })
      .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, {
        message: 'minHeadingLevel must not be greater than maxHeadingLevel',
      })
      .default({ minHeadingLevel: 2, maxHeadingLevel: 3 })
      .describe(
        "Headings in a page's table of contents unless its front matter says otherwise (Docusaurus's themeConfig.tableOfContents)",
      ),
    titleDelimiter: z
      .string()
      .default('|')
      .describe("Between a page's title and the site's in <title> (Docusaurus's titleDelimiter)"),
    docsSidebar: z
      .object({
        autoCollapseCategories: z
          .boolean()
          .default(false)
          .describe(
            "Opening a sidebar category closes its open siblings, and the page's category is the one open among them (Docusaurus's themeConfig.docs.sidebar.autoCollapseCategories)",
          ),
        hideable: z
          .boolean()
          .default(false)
          .describe(
            "A button at the foot of the sidebar folds it away on wide screens, another brings it back (Docusaurus's themeConfig.docs.sidebar.hideable)",
          ),
      })
      .default({ autoCollapseCategories: false, hideable: false })
      .describe('Doc sidebars'),
    codeBlocks: z
      .object({
        defaultLanguage: z
          .string()
          .optional()
          .describe("Language of a code block that names none (Docusaurus's prism.defaultLanguage); none: plain text"),
        magicComments: z
          .array(
            z.object({
              className: z
                .string()
                .min(1)
                .describe('Class of the lines it marks (theme-code-block-highlighted-line: highlighted)'),
              line: z.string().optional().describe('Comment that marks the next line (`highlight-next-line`)'),
              block: z
                .object({ start: z.string(), end: z.string() })
                .optional()
                .describe('Comments that mark the lines between them (`highlight-start`, `highlight-end`)'),
            }),
          )
          .default([...DEFAULT_MAGIC_COMMENTS])
          .describe("Comments in code that mark lines and are taken out (Docusaurus's prism.magicComments)"),
      })
      .default({ magicComments: [...DEFAULT_MAGIC_COMMENTS] })
      .describe('Code blocks'),
    search: z
      .object({
        pagePath: z
          .union([z.string().regex(/^[^?#]*[^/?#][^?#]*$/, 'must be a path, not "/"'), z.literal(false)])
          .default(false)
          .describe(
            "Path of the search page under each locale's base (Docusaurus's /search of Algolia's searchPagePath or a local search plugin); false: no page",
          ),
      })
      .default({ pagePath: false })
      .describe('Search: the navbar button and dialog on every page, and optionally a search page'),
    i18n: z
      .object({
        defaultLocale: z.string().min(1).default('en').describe('The language the site is written in (Docusaurus default: en)'),
        path: z.string().default('i18n').describe('Folder of the translations under the content root (Docusaurus i18n.path)'),
        locales: z.array(z.string().min(1)).optional().describe('Every locale of the site; default: the default locale alone'),
        localeConfigs: z.record(z.string(), localeConfig).default({}).describe('Settings per locale'),
      })
      .default({ defaultLocale: 'en', path: 'i18n', localeConfigs: {} })
      .transform((i18n) => ({ ...i18n, locales: i18n.locales ?? [i18n.defaultLocale] }))
      .describe("Languages (Docusaurus's i18n): the default locale decides `<html lang>` and the interface's words"),
    customFields: z.record(z.string(), z.unknown()).default({}).describe('Free values for MDX (useDocusaurusContext)'),
  })
  // A blog's title and sidebar title default to Docusaurus's words, in the site's language.
  .transform((site) => {
    const t = createTranslator(site.i18n.defaultLocale);
    return {
      ...site,
      blogs: site.blogs.map((blog) => ({
        ...blog,
        title: blog.title ?? t('site.blog.title'),
        sidebarTitle: blog.sidebarTitle ?? t('site.blog.recentPosts'),
      })),
    };
  });

/** A validated site configuration. */
export type SiteConfig = z.output<typeof siteSchema>;
/** A site configuration as written (defaults not applied). */
export type SiteConfigInput = z.input<typeof siteSchema>;
export type DocSectionConfig = z.output<typeof docSection>;
export type BlogConfig = SiteConfig['blogs'][number];
export type LinkTarget = z.output<typeof linkTarget>;
export type FooterItemConfig = z.output<typeof footerItem>;
export type FooterLogoConfig = z.output<typeof footerLogo>;
export type NavbarItemConfig = z.output<typeof navbarItem>;
export type NavbarVersionItemConfig = z.output<typeof navbarVersionItem>;
export type NavbarLocaleItemConfig = z.output<typeof navbarLocaleItem>;
export type NavbarDropdownItemConfig = z.output<typeof navbarDropdownItem>;
export type NavbarSearchItemConfig = z.output<typeof navbarSearchItem>;
export type NavbarHtmlItemConfig = z.output<typeof navbarHtmlItem>;
export type NavbarLogoConfig = z.output<typeof navbarLogo>;
export type VersionOptions = z.output<typeof versionOptions>;

/** Whether a navbar item is a link (not a version menu). */
export const isNavbarLink = (
  item:
    | NavbarItemConfig
    | NavbarVersionItemConfig
    | NavbarLocaleItemConfig
    | NavbarDropdownItemConfig
    | NavbarSearchItemConfig
    | NavbarHtmlItemConfig,
): item is NavbarItemConfig => !('type' in item);

/** Validates a configuration; a problem throws one error naming the file and the field. */
export function parseSiteConfig(data: unknown, file: string): SiteConfig {
  const result = siteSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid site config ${file}:\n${problems.join('\n')}`);
}
