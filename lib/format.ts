/** Display formats in the site's language: dates and reading time. */
import { siteLocale, t } from './i18n';

const dateFormat = new Intl.DateTimeFormat(siteLocale.htmlLang, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2021年10月12日` / `October 12, 2021` from an ISO date. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** `阅读需 5 分钟` / `5 min read` (Docusaurus's wording). */
export const formatReadingTime = (minutes: number): string =>
  t.plural('theme.blog.post.readingTime.plurals', minutes, { readingTime: minutes });
