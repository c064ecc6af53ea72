/**
 * `@docusaurus/useDocusaurusContext` as a plain function (no React hooks: it runs in server and client components).
 * `siteConfig` is the JSON in `MYBLOG_DOCUSAURUS_CONTEXT`, which next.config inlines into every bundle.
 */
import { getBaseUrl, getSiteUrl } from './use-base-url';

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

let cached: { key: string; context: DocusaurusContext } | undefined;

function parseSiteConfig(raw: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new Error(`MYBLOG_DOCUSAURUS_CONTEXT is not a JSON object: ${raw}`);
}

/** `useDocusaurusContext()`: the site config, metadata and i18n (its default locale) of the site; the same object for the same config. */
export default function useDocusaurusContext(): DocusaurusContext {
  const raw = process.env.MYBLOG_DOCUSAURUS_CONTEXT;
  const key = JSON.stringify([raw, getBaseUrl(), getSiteUrl()]);
  if (cached?.key !== key) {
    const { i18n, ...config } = parseSiteConfig(raw);
    const siteConfig = {
      title: '',
      tagline: '',
      url: getSiteUrl(),
      baseUrl: getBaseUrl(),
      customFields: {},
      themeConfig: {},
      ...config,
    } as DocusaurusSiteConfig;
    cached = {
      key,
      context: {
        siteConfig,
        siteMetadata: { docusaurusVersion: DOCUSAURUS_VERSION, pluginVersions: {} },
        globalData: {},
        i18n: (i18n as DocusaurusContext['i18n'] | undefined) ?? {
          defaultLocale: 'en',
          currentLocale: 'en',
          locales: ['en'],
          localeConfigs: {},
        },
      },
    };
  }
  return cached.context;
}
