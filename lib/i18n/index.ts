/**
 * The interface's words in the site's language: one lookup, as Starlight's `createTranslationSystem` does.
 * `t` speaks the site's default locale. Server-side only: client components get the strings they show as props
 * (client-strings.ts).
 */
import { siteLocale } from './locale';
import { createTranslator, type Translator } from './translator';

export { siteLocale, type LocaleInfo } from './locale';
export {
  createTranslator,
  interpolate,
  isChineseLocale,
  type MessageKey,
  type MessageValues,
  type Translator,
} from './translator';

/** The site's interface strings (its default locale). */
export const t: Translator = createTranslator(siteLocale.locale);
