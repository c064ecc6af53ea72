/**
 * The site's language (the default locale of `i18n` in the site config), with Docusaurus's defaults for
 * what its locale config leaves out (packages/docusaurus/src/server/i18n.ts): `htmlLang` is the locale
 * itself, `direction` the script's direction, `label` the language's own name.
 */
import { siteConfig, type SiteConfig } from '../../config/site';

/** One locale, with every field filled. */
export interface LocaleInfo {
  /** The locale as the config names it (`en`, `zh-Hans`, `zh-CN`). */
  locale: string;
  /** `<html lang>`, feeds, sitemap, JSON-LD and date formatting. */
  htmlLang: string;
  /** `<html dir>`. */
  direction: 'ltr' | 'rtl';
  /** Name of the language (a language menu). */
  label: string;
}

/** `rtl` for right-to-left scripts (Arabic, Hebrew, Persian…), as `Intl.Locale`'s text info says. */
function directionOf(locale: string): 'ltr' | 'rtl' {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    return (intl.getTextInfo?.() ?? intl.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The language's name in itself, capitalised (`English`, `中文（中国）`). */
function labelOf(locale: string): string {
  try {
    const name = new Intl.DisplayNames(locale, { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** A locale's config: the site's `i18n.localeConfigs.<locale>` over Docusaurus's defaults. */
export function localeInfoOf(i18n: SiteConfig['i18n'], locale: string): LocaleInfo {
  const own = i18n.localeConfigs[locale] ?? {};
  return {
    locale,
    htmlLang: own.htmlLang ?? locale,
    direction: own.direction ?? directionOf(locale),
    label: own.label ?? labelOf(locale),
  };
}

/** The language the site is written in (its default locale). */
export const siteLocale: LocaleInfo = localeInfoOf(siteConfig.i18n, siteConfig.i18n.defaultLocale);
