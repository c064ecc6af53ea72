/**
 * `@docusaurus/useDocusaurusContext` as a plain function (no React hooks: it runs in server and client components).
 * `siteConfig` is the JSON in `MYBLOG_DOCUSAURUS_CONTEXT`, which next.config inlines into every bundle.
 */
import { docusaurusLocale, getBaseUrl, getSiteUrl, siteContextJson, siteContextRaw } from './use-base-url';

/** The Docusaurus site config fields MDX documents read. */
export interface DocusaurusSiteConfig {
  readonly title: string;
  readonly tagline: string;
  readonly url: string;
  readonly baseUrl: string;
  readonly organizationName?: string;
  readonly projectName?: string;
  readonly customFields: Readonly<Record<string, unknown>>;
  readonly themeConfig: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** What `useDocusaurusContext()` returns. */
export interface DocusaurusContext {
  readonly siteConfig: DocusaurusSiteConfig;
  readonly siteMetadata: { readonly docusaurusVersion: string; readonly pluginVersions: Readonly<Record<string, unknown>> };
  readonly globalData: Readonly<Record<string, unknown>>;
  readonly i18n: {
    readonly defaultLocale: string;
    readonly currentLocale: string;
    readonly locales: readonly string[];
    readonly localeConfigs: Readonly<Record<string, unknown>>;
  };
}

/** The Docusaurus version whose client API these modules follow. */
export const DOCUSAURUS_VERSION = '3.9.2';

/** The contexts built from one value of `MYBLOG_DOCUSAURUS_CONTEXT`, by locale (`''`: the site's default). */
let cached: { key: string; contexts: Map<string, DocusaurusContext> } | undefined;

/** A locale's entry of `i18n.localeConfigs`, with the title and tagline its build of the config has. */
type LocaleEntry = Record<string, unknown> & { baseUrl?: string; title?: string; tagline?: string; navbarTitle?: string };

/** What a locale's entry carries only for its build's siteConfig: Docusaurus's localeConfigs hold none of it. */
const SITE_CONFIG_FIELDS = new Set(['title', 'tagline', 'navbarTitle']);

/**
 * `useDocusaurusContext()`: the site config, metadata and i18n of the site as Docusaurus's build of the page's locale
 * has them: on another locale's page, that locale's `currentLocale`, `baseUrl`, title and tagline (the locale is
 * `docusaurusLocale`'s). The same object for the same config and locale.
 */
export default function useDocusaurusContext(): DocusaurusContext {
  const raw = siteContextRaw();
  const key = JSON.stringify([raw, getBaseUrl(), getSiteUrl()]);
  if (cached?.key !== key) cached = { key, contexts: new Map() };
  const locale = docusaurusLocale() ?? '';
  let context = cached.contexts.get(locale);
  if (!context) {
    context = contextOf(siteContextJson(raw), locale);
    cached.contexts.set(locale, context);
  }
  return context;
}

function contextOf(parsed: Record<string, unknown>, locale: string): DocusaurusContext {
  const { i18n: rawI18n, ...config } = parsed;
  const i18n = (rawI18n as DocusaurusContext['i18n'] | undefined) ?? {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    localeConfigs: {},
  };
  const entries = i18n.localeConfigs as Record<string, LocaleEntry>;
  const current = locale !== '' && entries[locale] ? locale : i18n.defaultLocale;
  const own = entries[current] ?? {};
  const siteConfig = {
    title: '',
    tagline: '',
    url: getSiteUrl(),
    baseUrl: getBaseUrl(),
    customFields: {},
    themeConfig: {},
    ...config,
    ...(own.title !== undefined ? { title: own.title } : {}),
    ...(own.tagline !== undefined ? { tagline: own.tagline } : {}),
    ...(current !== i18n.defaultLocale && own.baseUrl ? { baseUrl: own.baseUrl } : {}),
  } as DocusaurusSiteConfig;
  // The navbar's title in the locale's words (its navbar.json), as that locale's build of the theme config has it.
  const navbar = (siteConfig.themeConfig as { navbar?: Record<string, unknown> }).navbar;
  const themeConfig =
    navbar && own.navbarTitle !== undefined
      ? { ...siteConfig.themeConfig, navbar: { ...navbar, title: own.navbarTitle } }
      : siteConfig.themeConfig;
  const localeConfigs = Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [
      name,
      Object.fromEntries(Object.entries(entry).filter(([field]) => !SITE_CONFIG_FIELDS.has(field))),
    ]),
  );
  return {
    siteConfig: { ...siteConfig, themeConfig },
    siteMetadata: { docusaurusVersion: DOCUSAURUS_VERSION, pluginVersions: {} },
    globalData: {},
    i18n: { ...i18n, currentLocale: current, localeConfigs },
  };
}
