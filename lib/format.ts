/** Display formats (Chinese): dates and reading time. */

const dateFormat = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `2021年10月12日` from an ISO date. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** `阅读需 5 分钟`. */
export const formatReadingTime = (minutes: number): string => `阅读需 ${minutes} 分钟`;
