/** The attribute that marks the inlined rules. */
export const CRITICAL_STYLE_ATTRIBUTE: string;
/** The precedence of the stylesheets a page's content imports: the ones inlined. */
export const CONTENT_STYLESHEET_PRECEDENCE: string;
/** Next's render-blocking link to a content stylesheet, as it writes it (global: groups href, precedence). */
export const BLOCKING_LINK: RegExp;
/** The link as Next writes it. */
export function blockingLink(href: string, precedence: string): string;
/** What replaces the link: the rules, the link loaded without blocking, a `<noscript>` copy. */
export function criticalMarkup(href: string, precedence: string, css: string): string;
/** The page as Next wrote it: its inlined critical CSS replaced by the link again. */
export function withoutCriticalCss(html: string): string;
