/**
 * The interface's words in the language of the page being rendered: one lookup, as Starlight's
 * `createTranslationSystem` does. A page's render first names its locale (`setPageLocale`, from the route table);
 * `t` and `pageLocale()` then speak it for the rest of that render. The locale lives in React's per-request cache,
 * so concurrent renders in one process do not mix; outside a render (scripts, feeds, tests) it is the site's
 * default locale. Server-side only: client components get the strings they show as props (client-strings.ts).
 */
import { cache } from 'react';
import { siteConfig } from '../../config/site';
import { localeInfoOf, siteLocale, type LocaleInfo } from './locale';
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

/** The locale of the render in progress (a fresh default outside a render: `cache` then does not memoize). */
const renderLocale = cache((): { locale: string } => ({ locale: siteLocale.locale }));

/** Names the locale of the page being rendered (its route's locale). */
export function setPageLocale(locale: string): void {
  renderLocale().locale = locale;
}

const infos = new Map<string, LocaleInfo>();

/** The locale of the page being rendered: `<html lang>`, dates, the interface's words. */
export function pageLocale(): LocaleInfo {
  const { locale } = renderLocale();
  let info = infos.get(locale);
  if (!info) infos.set(locale, (info = localeInfoOf(siteConfig.i18n, locale)));
  return info;
}

/** A locale's translator, with the site's `code.json` over the theme's words. */
export function localeTranslator(locale: string): Translator {
  const site = translationFile(locale, 'code.json');
  return Object.keys(site).length === 0
    ? createTranslator(locale)
    : createTranslator(locale, { name: 'code.json', messages: site });
}

const current = (): Translator => localeTranslator(renderLocale().locale);

/** The interface's strings in the page's locale. */
export const t: Translator = Object.assign((key: MessageKey, values?: MessageValues) => current()(key, values), {
  plural: (key: MessageKey, count: number, values?: MessageValues) => current().plural(key, count, values),
  parts: <T>(key: MessageKey, values: Record<string, T | string | number>) => current().parts(key, values),
}) as Translator;
Object.defineProperty(t, 'locale', { get: () => renderLocale().locale });
