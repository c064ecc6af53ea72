import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './interpolate';
import { docusaurusLocale } from './use-base-url';

/** A message to translate (`@docusaurus/Translate`). */
export interface TranslateParam {
  readonly message: string;
  readonly id?: string;
  readonly description?: string;
}

/** The site's code translations (`MYBLOG_CODE_TRANSLATIONS`, lib/i18n/site-translations.ts `CodeTranslationTable`). */
interface CodeTranslationTable {
  readonly defaultLocale?: string;
  readonly locales?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The table read from one value of `MYBLOG_CODE_TRANSLATIONS`. */
let cached: { raw: string | undefined; table: CodeTranslationTable } | undefined;

/**
 * The site's code translations in the locale of the page being rendered (`docusaurusLocale`; the site's default
 * locale outside a page of another locale): `MYBLOG_CODE_TRANSLATIONS` as next.config inlines it (each locale's
 * code.json, with the theme's words for the `theme.…` ids the site's code and MDX name), else none.
 */
function codeTranslations(): Readonly<Record<string, string>> {
  const raw = process.env.MYBLOG_CODE_TRANSLATIONS;
  if (cached === undefined || cached.raw !== raw) {
    let table: CodeTranslationTable = {};
    try {
      if (raw) table = JSON.parse(raw) as CodeTranslationTable;
    } catch {
      // not JSON: nothing translated
    }
    cached = { raw, table };
  }
  const { table } = cached;
  const locale = docusaurusLocale() ?? table.defaultLocale;
  return (locale !== undefined ? table.locales?.[locale] : undefined) ?? {};
}

/** Docusaurus's `getLocalizedMessage`: the locale's translation of the id (else of the message), else the message. */
function localizedMessage(id: string | undefined, message: string | undefined): string | undefined {
  const key = id ?? message;
  return (key !== undefined ? codeTranslations()[key] : undefined) ?? message ?? id;
}

/**
 * `translate({message, id}, values)`: the page locale's translation (code.json, else the theme's words for a `theme.…`
 * id), else the message, interpolated.
 */
export function translate({ message, id }: TranslateParam, values?: Readonly<Record<string, string | number>>): string {
  return interpolate(localizedMessage(id, message) ?? '', values) as string;
}

/** Props of `@docusaurus/Translate`. */
export interface TranslateProps {
  readonly children?: string;
  readonly id?: string;
  readonly description?: string;
  readonly values?: InterpolateValues;
}

/**
 * `@docusaurus/Translate`: the page locale's translation of its id (else of its text child) from the site's
 * code.json or the theme's words, else its text child, else the id; with `{name}` placeholders filled in.
 */
export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error('The Docusaurus <Translate> component only accept simple string values');
  }
  const message = localizedMessage(id, children);
  return <>{message === undefined ? null : interpolate(message, values)}</>;
}
