/**
 * The interface's words in the language of the page being rendered: one lookup, as Starlight's
 * `createTranslationSystem` does. A page's render first names its locale (`setPageLocale`, from the route table);
 * `t` and `pageLocale()` then speak it for the rest of that render. The locale lives in React's per-request cache,
 * so concurrent renders in one process do not mix; outside a render (scripts, feeds, tests) it is the site's
 * default locale. Server-side only: client components get the strings they show as props (client-strings.ts).
 */
import { siteConfig } from '../../config/site';
import { localeInfoOf, siteLocale, type LocaleInfo } from './locale';
import { renderLocale } from './render-locale';
import { translationFile } from './site-translations';
import { createTranslator, type MessageKey, type MessageValues, type Translator } from './translator';

export { siteLocale, type LocaleInfo } from './locale';
export {
  createTranslator,
  interpolate,
  isChineseLocale,
  type MessageKey,
  type MessageValues,
  type Translator,
} from './translator';

/** The locale of the render in progress (the default outside a render: `cache` then does not memoize). */
const currentLocale = (): string => renderLocale().locale ?? siteLocale.locale;

/** Names the locale of the page being rendered (its route's locale). */
export function setPageLocale(locale: string): void {
  renderLocale().locale = locale;
}

const infos = new Map<string, LocaleInfo>();

/** A locale of the site with Docusaurus's defaults filled (made once per locale). */
export function localeInfo(locale: string): LocaleInfo {
  let info = infos.get(locale);
  if (!info) infos.set(locale, (info = localeInfoOf(siteConfig.i18n, locale)));
  return info;
}

/** The locale of the page being rendered: `<html lang>`, dates, the interface's words. */
export const pageLocale = (): LocaleInfo => localeInfo(currentLocale());

const translators = new Map<string, Translator>();

/** A locale's translator, with the site's `code.json` over the theme's words (made once per locale). */
export function localeTranslator(locale: string): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const site = translationFile(locale, 'code.json');
    translator =
      Object.keys(site).length === 0 ? createTranslator(locale) : createTranslator(locale, { name: 'code.json', messages: site });
    translators.set(locale, translator);
  }
  return translator;
}

const current = (): Translator => localeTranslator(currentLocale());

/** The interface's strings in the page's locale. */
export const t: Translator = Object.assign((key: MessageKey, values?: MessageValues) => current()(key, values), {
  plural: (key: MessageKey, count: number, values?: MessageValues) => current().plural(key, count, values),
  parts: <T>(key: MessageKey, values: Record<string, T | string | number>) => current().parts(key, values),
  pluralForms: (key: MessageKey) => current().pluralForms(key),
}) as Translator;
Object.defineProperty(t, 'locale', { get: currentLocale });
