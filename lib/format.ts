/** Display formats in the site's language: dates and reading time. */
import { pageLocale, t } from './i18n';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `2021年10月12日` / `October 12, 2021` from an ISO date, in the page's language. */
export function formatDate(iso: string): string {
  const lang = pageLocale().htmlLang;
  let format = dateFormats.get(lang);
  if (!format)
    dateFormats.set(
      lang,
      (format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })),
    );
  return format.format(new Date(iso));
}

/** `阅读需 5 分钟` / `5 min read` (Docusaurus's wording). */
export const formatReadingTime = (minutes: number): string =>
  t.plural('theme.blog.post.readingTime.plurals', minutes, { readingTime: minutes });
