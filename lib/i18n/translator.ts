/**
 * A translator for one language: Docusaurus's theme keys (`theme.…`) from `@docusaurus/theme-translations`,
 * this site's own keys (`site.…`) from `own-messages.ts` (English, Simplified Chinese, and Traditional converted
 * from it); a language without a translation, or a key its translation lacks, reads in English. It reads no
 * site config (the site config's defaults use it).
 */
import { englishThemeMessages, themeMessagesOf } from './theme-translations';
import { OWN_MESSAGES_EN, ownMessagesOf, type OwnMessageKey } from './own-messages';

/** Whether a language tag is Chinese (`zh`, `zh-CN`, `zh-Hans`, `zh-TW`…). */
export const isChineseLocale = (locale: string): boolean => /^zh(?:-|$)/i.test(locale);

/** A key Docusaurus's theme defines, or one of this site's own. */
export type MessageKey = OwnMessageKey | `theme.${string}`;

/** Values put into a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** Looks up and fills the interface's strings of one language. */
export interface Translator {
  /** The locale the strings are in. */
  locale: string;
  /** The message of `key` with its `{name}` placeholders filled; an unknown key throws (a typo is a bug). */
  (key: MessageKey, values?: MessageValues): string;
  /** A `one|other` message (Docusaurus's `.plurals` keys) picked for `count`, as Docusaurus's usePluralForm does. */
  plural: (key: MessageKey, count: number, values?: MessageValues) => string;
  /**
   * A `one|other` message's forms by plural category (`{ one: 'One document found', other: '{count} documents found' }`),
   * for a count known only in the browser: pick with `new Intl.PluralRules(locale).select(count)`, else `other`.
   */
  pluralForms: (key: MessageKey) => Partial<Record<Intl.LDMLPluralRule, string>>;
  /** The message split at its placeholders, for markup between words: `parts('…', { date: <time/> })`. */
  parts: <T>(key: MessageKey, values: Record<string, T | string | number>) => (T | string)[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value is kept as written. */
export function interpolate(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const translators = new Map<string, Translator>();

/**
 * The translator for `locale`, made once per process (the site config's defaults and `t` share it). `site` holds
 * a site's own translations of theme keys (its `i18n/<locale>/code.json`), which win over the theme's; translators
 * with them are kept apart, under `name`.
 */
export function createTranslator(locale: string, site?: { name: string; messages: Record<string, string> }): Translator {
  const key = site ? `${locale}\0${site.name}` : locale;
  let translator = translators.get(key);
  if (!translator) translators.set(key, (translator = makeTranslator(locale, site?.messages ?? {})));
  return translator;
}

function makeTranslator(locale: string, site: Record<string, string>): Translator {
  const english = { ...englishThemeMessages(), ...OWN_MESSAGES_EN } as Record<string, string>;
  const messages: Record<string, string> = { ...english, ...themeMessagesOf(locale), ...ownMessagesOf(locale), ...site };
  const rules = new Intl.PluralRules(locale);
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));

  const message = (key: MessageKey): string => {
    const found = messages[key];
    if (found === undefined)
      throw new Error(`No interface string "${key}" (lib/i18n): not a Docusaurus theme key nor one of own-messages.ts`);
    return found;
  };
  const t = ((key: MessageKey, values?: MessageValues) => interpolate(message(key), values)) as Translator;
  t.locale = locale;
  t.plural = (key, count, values) => {
    const forms = message(key).split('|');
    const form = forms.length === 1 ? forms[0]! : (forms[categories.indexOf(rules.select(count))] ?? forms[forms.length - 1]!);
    return interpolate(form, { count, ...values });
  };
  t.pluralForms = (key) => {
    const forms = message(key).split('|');
    if (forms.length === 1) return { other: forms[0]! };
    return Object.fromEntries(categories.map((category, i) => [category, forms[i] ?? forms[forms.length - 1]!]));
  };
  t.parts = (key, values) =>
    message(key)
      .split(/(\{\w+\})/)
      .filter((piece) => piece !== '')
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (name === undefined || !Object.hasOwn(values, name)) return piece;
        const value = values[name]!;
        return typeof value === 'number' ? String(value) : value;
      });
  return t;
}
