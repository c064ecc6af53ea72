/**
 * A site's own words in each locale, as Docusaurus's build of that locale shows them. Docusaurus loads the site
 * config again for each locale (`DOCUSAURUS_CURRENT_LOCALE`), so a title, tagline, navbar label or copyright line
 * may be the locale's own (the importer carries them into `i18n.localeConfigs.<locale>`); the locale's translation
 * files then translate what that locale's config gives. Every page title, og:title, feed, brand, banner and footer
 * reads these words here.
 *
 * The translation files are Docusaurus's, read from `i18n/<locale>/` (`docusaurus write-translations` writes them;
 * each is `{ "<key>": { "message": "…", "description": "…" } }`):
 * - `code.json`: the theme's strings (`theme.…` keys) and the site's own `<Translate id>` ids;
 * - `docusaurus-theme-classic/navbar.json` and `footer.json`: the labels of the navbar and the footer;
 * - `docusaurus-plugin-content-blog[-<id>]/options.json`: a blog's title, description and sidebar title;
 * - `docusaurus-plugin-content-docs[-<id>]/<current|version-X>.json`: a version's label, sidebar category labels.
 * A file that is missing or not such JSON translates nothing.
 */
import { siteConfig, siteLocaleNamed } from '../../config/site';
import { defaultCodeTranslations } from './theme-translations';
import { localeTranslationFile } from './translation-file';

/** Docusaurus's translation files of the navbar and the footer. */
const NAVBAR_FILE = 'docusaurus-theme-classic/navbar.json';
const FOOTER_FILE = 'docusaurus-theme-classic/footer.json';

/** The messages of one translation file of a locale (`{}` when there is none). */
export function translationFile(locale: string, file: string): Record<string, string> {
  const folder = siteLocaleNamed(locale)?.folder;
  return folder === undefined ? {} : localeTranslationFile(folder, file);
}

/** A text translated by a file's key, else as written. */
const translated = (locale: string, file: string, key: string, fallback: string): string =>
  translationFile(locale, file)[key] ?? fallback;

/** The locale's own settings (`i18n.localeConfigs.<locale>`), if any. */
const own = (locale: string) => siteConfig.i18n.localeConfigs[locale];

/** The site's title in a locale: its own, else the site's (no translation file holds it, as in Docusaurus). */
export const siteTitle = (locale: string): string => own(locale)?.title ?? siteConfig.title;

/** The site's tagline in a locale: its own, else the site's. */
export const siteTagline = (locale: string): string => own(locale)?.tagline ?? siteConfig.tagline;

/** What follows a page's title in `<title>`: the site's `titleDelimiter` (`|` by default) and the site's title. */
export const titleSuffix = (site: string): string => ` ${siteConfig.titleDelimiter} ${site}`;

/**
 * The brand's text in a locale: navbar.json's `title` over the locale's navbar title, over the navbar's; none when no
 * config sets one (Docusaurus's Logo then shows no text: lib/navigation/navbar.ts getBrand).
 */
export function navbarTitle(locale: string): string | undefined {
  const title = own(locale)?.navbar?.title ?? siteConfig.navbar.title;
  return title === undefined ? undefined : translated(locale, NAVBAR_FILE, 'title', title);
}

/** The brand image's alternative text in a locale (navbar.json's `logo.alt` over the locale's, over the navbar's), if set. */
export function navbarLogoAlt(locale: string): string | undefined {
  const alt = own(locale)?.navbar?.logoAlt ?? siteConfig.navbar.logo?.alt;
  return alt === undefined ? undefined : translated(locale, NAVBAR_FILE, 'logo.alt', alt);
}

/**
 * A navbar item's label in a locale: the locale's own label for it, translated by navbar.json's
 * `item.label.<that label>` (Docusaurus keys the translation by the label of the locale's config).
 */
export function navbarLabel(locale: string, label: string): string {
  const value = own(locale)?.navbar?.labels?.[label] ?? label;
  return translated(locale, NAVBAR_FILE, `item.label.${value}`, value);
}

/** The footer's copyright line in a locale (footer.json's `copyright` over the locale's, over the footer's). */
export const footerCopyright = (locale: string): string =>
  translated(locale, FOOTER_FILE, 'copyright', own(locale)?.footer?.copyright ?? siteConfig.footer.copyright);

/** The footer image's alternative text in a locale. */
export const footerLogoAlt = (locale: string): string =>
  translated(locale, FOOTER_FILE, 'logo.alt', own(locale)?.footer?.logoAlt ?? siteConfig.footer.logo?.alt ?? '');

/** A footer column's title in a locale: the locale's own, translated by footer.json's `link.title.<that title>`. */
export function footerTitle(locale: string, title: string): string {
  const value = own(locale)?.footer?.titles?.[title] ?? title;
  return translated(locale, FOOTER_FILE, `link.title.${value}`, value);
}

/** A footer link's label in a locale: the locale's own, translated by footer.json's `link.item.label.<that label>`. */
export function footerLabel(locale: string, label: string): string {
  const value = own(locale)?.footer?.labels?.[label] ?? label;
  return translated(locale, FOOTER_FILE, `link.item.label.${value}`, value);
}

/** The announcement bar's content in a locale: the locale's own (its reading of the config), else the site's. */
export const announcementContent = (locale: string): string | undefined =>
  siteConfig.announcementBar && (own(locale)?.announcementBar?.content ?? siteConfig.announcementBar.content);

/** The site's own code translations: code.json's messages by locale, and the default locale's name. */
export interface CodeTranslationTable {
  readonly defaultLocale: string;
  readonly locales: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * The `theme.…` ids a site's code and MDX name (scripts/lib/mdx-modules.ts `themeIdsIn`): an id, or a prefix ending
 * in `*` for one the code completes at run time (`` `theme.admonition.${type}` ``).
 */
export type ThemeIdUses = readonly string[];

/** Docusaurus's plugins whose default code translations a site has: theme-classic's always, live code blocks' when on. */
const defaultCodeTranslationFiles = (): string[] => [
  'theme-common.json',
  ...(siteConfig.markdown.liveCodeBlock ? ['theme-live-codeblock.json'] : []),
];

/** Whether an id is one of the uses (itself, or under a prefix). */
const usedIn = (uses: ThemeIdUses, id: string): boolean =>
  uses.some((use) => (use.endsWith('*') ? id.startsWith(use.slice(0, -1)) : id === use));

/**
 * The code translations of every locale as Docusaurus's build of that locale reads them (`codeTranslations`:
 * its plugins' default messages in the locale's language, `@docusaurus/theme-translations`, under the site's
 * `i18n/<locale>/code.json`): code.json's own ids, and of the theme's ids (`theme.…`) only those `themeIds` names, so
 * that the table holds what the site's code and MDX can ask for and not every one of the theme's words. What
 * `@docusaurus/Translate` and `translate()` read in the site's components and MDX (`MYBLOG_CODE_TRANSLATIONS`,
 * components/mdx/docusaurus/translate.tsx); this site's own interface reads the theme's words through `t`
 * (lib/i18n/index.ts). Locales without any entry are left out; the default locale's file counts too.
 */
export function siteCodeTranslations(themeIds: ThemeIdUses = []): CodeTranslationTable {
  const locales: Record<string, Record<string, string>> = {};
  for (const locale of siteConfig.i18n.locales) {
    const site = translationFile(locale, 'code.json');
    const theme = themeIds.length === 0 ? {} : { ...defaultCodeTranslations(locale, defaultCodeTranslationFiles()), ...site };
    const entries = [
      ...Object.entries(site).filter(([id]) => !id.startsWith('theme.')),
      ...Object.entries(theme).filter(([id]) => id.startsWith('theme.') && usedIn(themeIds, id)),
    ];
    if (entries.length > 0) locales[locale] = Object.fromEntries(entries);
  }
  return { defaultLocale: siteConfig.i18n.defaultLocale, locales };
}
