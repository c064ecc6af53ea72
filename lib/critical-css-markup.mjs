// The markup of a page's inlined critical CSS (lib/critical-css.ts), in plain ESM: the search index
// (scripts/search-index.mjs) reads it too, to tell a page that only gained its critical CSS from one that changed.

/**
 * The precedence of the stylesheets a page's content imports (`import './x.css'` in MDX, such as antd's 684 KB
 * `antd.css`; components/content/body.tsx). Only these are inlined: the site's own stylesheet (7.5 KB gzipped)
 * stays render-blocking, since inlining it made the pages heavier and their first paint no earlier.
 */
export const CONTENT_STYLESHEET_PRECEDENCE = 'mdx';

/** The attribute that marks the inlined rules. */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical-css';

/** Next's render-blocking link to a content stylesheet, as it writes it. */
export const BLOCKING_LINK = new RegExp(
  `<link rel="stylesheet" href="([^"]+\\.css)" data-precedence="(${CONTENT_STYLESHEET_PRECEDENCE})"/>`,
  'g',
);

/** The link as Next writes it. */
export const blockingLink = (href, precedence) => `<link rel="stylesheet" href="${href}" data-precedence="${precedence}"/>`;

/**
 * What replaces the link: the rules (`css`, with no `</style`), then the same link loaded without blocking
 * (React adopts it by href and precedence when it hydrates), and a copy for readers without scripts. The copy
 * has no precedence, so that a page rewritten already has no link that BLOCKING_LINK matches.
 */
export const criticalMarkup = (href, precedence, css) =>
  `<style ${CRITICAL_STYLE_ATTRIBUTE}="">${css}</style>` +
  `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="print" onload="this.media='all'"/>` +
  `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;

const CRITICAL_MARKUP = new RegExp(
  `<style ${CRITICAL_STYLE_ATTRIBUTE}="">[\\s\\S]*?</style>` +
    `<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]*)" media="print" onload="this\\.media='all'"/>` +
    `<noscript><link rel="stylesheet" href="[^"]+"/></noscript>`,
  'g',
);

/** The page as Next wrote it: its inlined critical CSS replaced by the link again. */
export const withoutCriticalCss = (html) =>
  html.replace(CRITICAL_MARKUP, (_, href, precedence) => blockingLink(href, precedence));
