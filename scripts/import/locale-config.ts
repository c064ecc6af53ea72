/**
 * What a locale's own reading of a Docusaurus config changes. Docusaurus builds each locale after setting
 * `DOCUSAURUS_CURRENT_LOCALE` and loads the config again (docusaurus-config.ts reads it the same way), so a config
 * may give each locale its own title, tagline, navbar labels, copyright line, announcement or base URL. The site config written
 * for the default locale's reading is compared with the one written for the locale's: the site's words and the
 * base URL are carried into `i18n.localeConfigs.<locale>` (config/schema.ts; the site reads the words through
 * lib/i18n/site-translations.ts, under the locale's navbar.json and footer.json, as Docusaurus translates them), and
 * every other difference is named for the import report.
 */
import type { SiteConfigInput } from '../../config/schema';
import type { DocusaurusSite } from './docusaurus-config';

type LocaleConfigInput = NonNullable<NonNullable<SiteConfigInput['i18n']>['localeConfigs']>[string];
type Path = readonly (string | number)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaf paths at which two JSON values differ (a path to a whole array whose length differs). */
function differences(a: unknown, b: unknown, at: Path = []): Path[] {
  if (isObject(a) && isObject(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => differences(a[key], b[key], [...at, key]));
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length)
    return a.flatMap((item, index) => differences(item, b[index], [...at, index]));
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [at];
}

/** The value at a path. */
const valueAt = (value: unknown, at: Path): unknown =>
  at.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );

/** A path as the config writes it: `navbar.items[2].label`. */
const pathName = (at: Path): string =>
  at.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('') || '(root)';

/** A value for the report, shortened. */
function shown(value: unknown): string {
  const text = value === undefined ? 'unset' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** `/a/b/`: Docusaurus's normalizeUrl of a base URL's parts. */
const baseUrl = (...parts: string[]): string => {
  const inner = parts.flatMap((part) => part.split('/')).filter(Boolean);
  return inner.length === 0 ? '/' : `/${inner.join('/')}/`;
};

/** The base URL of `locale` in a reading of the config (Docusaurus's `getFullLocaleConfig`: its own, else inferred). */
function localeBaseUrl(site: DocusaurusSite, locale: string): string {
  const own = (site.i18n.localeConfigs[locale] as { baseUrl?: unknown } | undefined)?.baseUrl;
  if (typeof own === 'string') return baseUrl(own);
  return baseUrl(site.baseUrl, locale === site.i18n.defaultLocale ? '' : locale);
}

/** Where a difference at a path goes in the locale's settings: a setter, or undefined when it has no place there. */
type Carrier = (settings: LocaleConfigInput, base: unknown, own: unknown) => string | undefined;

/** Sets a text field; `keyed`: a map from the default locale's text to the locale's. */
function text(set: (settings: LocaleConfigInput, value: string) => void): Carrier {
  return (settings, _base, own) => {
    if (typeof own !== 'string') return `${shown(own)} is not text`;
    set(settings, own);
    return undefined;
  };
}

function keyed(map: (settings: LocaleConfigInput) => Record<string, string>): Carrier {
  return (settings, base, own) => {
    if (typeof base !== 'string' || typeof own !== 'string') return 'the item is not the same item in both';
    const labels = map(settings);
    if (labels[base] !== undefined && labels[base] !== own)
      return `"${base}" is "${labels[base]}" elsewhere in the same locale: one text per label is kept`;
    labels[base] = own;
    return undefined;
  };
}

const navbarOf = (s: LocaleConfigInput) => (s.navbar ??= {});
const footerOf = (s: LocaleConfigInput) => (s.footer ??= {});

/** The fields of the site config a locale may give its own value of, by path pattern (`#` is any index). */
const CARRIED: [pattern: string, carry: Carrier][] = [
  ['title', text((s, v) => (s.title = v))],
  ['tagline', text((s, v) => (s.tagline = v))],
  ['navbar.title', text((s, v) => (navbarOf(s).title = v))],
  ['navbar.logo.alt', text((s, v) => (navbarOf(s).logoAlt = v))],
  ['navbar.items.#.label', keyed((s) => (navbarOf(s).labels ??= {}))],
  ['navbar.items.#.items.#.label', keyed((s) => (navbarOf(s).labels ??= {}))],
  ['footer.copyright', text((s, v) => (footerOf(s).copyright = v))],
  ['footer.logo.alt', text((s, v) => (footerOf(s).logoAlt = v))],
  ['footer.links.#.title', keyed((s) => (footerOf(s).titles ??= {}))],
  ['footer.links.#.items.#.label', keyed((s) => (footerOf(s).labels ??= {}))],
  ['footer.simpleLinks.#.label', keyed((s) => (footerOf(s).labels ??= {}))],
  ['announcementBar.content', text((s, v) => ((s.announcementBar ??= {}).content = v))],
];

const patternOf = (at: Path): string => at.map((key) => (typeof key === 'number' ? '#' : key)).join('.');

/** Why a difference that is not carried is not, when there is more to say than "not carried per locale". */
function whyNot(at: Path, locale: string): string {
  const [head, , field] = at;
  if (field === 'editUrl')
    return `its editUrl function gives ${locale}'s pages other links than one base and the file's path: they get the default locale's base`;
  if (head === 'url') return "one build, one origin: the pages of every locale are at the default reading's url";
  if (head === 'blogs' && (field === 'title' || field === 'description' || field === 'sidebarTitle'))
    return `the blog's words in ${locale} come from its options.json translation (i18n/${locale}/docusaurus-plugin-content-blog/options.json), as Docusaurus also reads them`;
  if (head === 'docs' && (field === 'versions' || field === 'sidebars' || field === 'versionedSidebars'))
    return `a version's label and sidebar labels in ${locale} come from its translation file (i18n/${locale}/docusaurus-plugin-content-docs/<version>.json), as Docusaurus also reads them`;
  return "the default locale's value is used in every locale";
}

/**
 * The settings of `locale` (`i18n.localeConfigs.<locale>`) with what its own reading of the config changes: `base`
 * and `own` are the site configs written from the default locale's reading (`site`) and from the locale's
 * (`localeSite`). Returns the notes of what differs and is not carried.
 */
export function carryLocaleReading(
  settings: LocaleConfigInput,
  base: SiteConfigInput,
  own: SiteConfigInput,
  site: DocusaurusSite,
  localeSite: DocusaurusSite,
  locale: string,
): { carried: string[]; notes: string[] } {
  const carried: string[] = [];
  const notes: string[] = [];
  const where = `locale ${locale} (the config read with DOCUSAURUS_CURRENT_LOCALE=${locale}, as Docusaurus builds it)`;
  for (const at of differences(base, own)) {
    const [head] = at;
    // Redirects and the home page's title are found later, from the content; i18n is compared below.
    if (head === 'redirects' || head === 'i18n' || head === 'baseUrl') continue;
    // An editUrl function that opens the translation's file in the locale (and the default's in the default locale) is
    // the section's editLocalizedFiles, which only other locales read.
    if (/^(docs|blogs)\.#\.editLocalizedFiles$/.test(patternOf(at)) && valueAt(own, at) === true) {
      (valueAt(base, at.slice(0, -1)) as { editLocalizedFiles?: boolean }).editLocalizedFiles = true;
      carried.push(pathName(at));
      continue;
    }
    const carrier = CARRIED.find(([pattern]) => pattern === patternOf(at))?.[1];
    const problem = carrier ? carrier(settings, valueAt(base, at), valueAt(own, at)) : whyNot(at, locale);
    if (problem === undefined) carried.push(pathName(at));
    else
      notes.push(
        `${where}: ${pathName(at)} is ${shown(valueAt(own, at))} there, ${shown(valueAt(base, at))} in the default locale's: not carried (${problem})`,
      );
  }
  // Where the locale's pages are: its build's base URL (its own localeConfigs.baseUrl, else its reading's baseUrl and
  // the locale), when it is not where the default locale's reading puts them.
  const ownBase = localeBaseUrl(localeSite, locale);
  if (ownBase !== localeBaseUrl(site, locale)) {
    settings.baseUrl = ownBase;
    carried.push(`baseUrl ${ownBase}`);
  }
  const ownI18n = { ...localeSite.i18n, localeConfigs: { ...localeSite.i18n.localeConfigs, [locale]: undefined } };
  const baseI18n = { ...site.i18n, localeConfigs: { ...site.i18n.localeConfigs, [locale]: undefined } };
  for (const at of differences(baseI18n, ownI18n))
    notes.push(
      `${where}: i18n.${pathName(at)} is ${shown(valueAt(ownI18n, at))} there, ${shown(valueAt(baseI18n, at))} in the default locale's: not carried (the default locale's reading decides the locales and their menu)`,
    );
  const ownConfig = site.i18n.localeConfigs[locale];
  for (const at of differences(ownConfig, localeSite.i18n.localeConfigs[locale]))
    if (at[0] !== 'baseUrl')
      notes.push(
        `${where}: i18n.localeConfigs.${locale}.${pathName(at)} is ${shown(valueAt(localeSite.i18n.localeConfigs[locale], at))} there, ${shown(valueAt(ownConfig, at))} in the default locale's: not carried`,
      );
  return { carried, notes };
}
