/**
 * URLs that differ from a page's only in letter case. Docusaurus's router matches routes case-insensitively
 * (react-router 5's `matchPath` without `sensitive`, which its `renderRoutes` uses): a `<Redirect to="/docs/Intro">`
 * or a typed `/docs/Intro` shows the page `/docs/intro`; on a static host the first answer is 404.html, whose app
 * then renders the page. Here the not-found page does the same by going to the page: its script fetches the list
 * of the export's page URLs (written by scripts/postbuild.ts) and replaces the location with the one it names in
 * another case, as react-router's non-strict match reads it (a trailing slash either way), the first in route order.
 */
import { ASSETS_ROUTE, routeWithBase } from './routes';

/** Where the export's page URLs are listed (under the project's own assets, where no file of the site goes). */
export const ROUTE_LIST_HREF = `${ASSETS_ROUTE}/routes.json`;

/**
 * A URL path as Docusaurus's router matches it against a page's (react-router's `matchPath` without `sensitive`,
 * non-strict): in lower case, without a trailing slash. The not-found page's script and the link check read it so.
 */
export const routeCaseKey = (urlPath: string): string => urlPath.toLowerCase().replace(/\/+$/, '');

/** The list's content: every page's URL with the base path, as written (not percent-encoded). */
export const routeListJson = (hrefs: readonly string[]): string => JSON.stringify(hrefs.map((href) => routeWithBase(href)));

/**
 * The attribute the not-found page's script puts on `<html>` while it decides whether the URL names a page in another
 * case; `app/globals.css` keeps the not-found message unpainted meanwhile (`html[data-route-case] .not-found`), so a
 * mistyped case goes to its page without first showing "page not found". Only the script sets it: without scripts, or
 * when it cannot run, the message shows at once.
 */
export const ROUTE_CASE_PENDING = 'data-route-case';

/**
 * At most this long the message stays unpainted (ms), should the list not arrive: a real 404 never waits more for it.
 * The list is one small file of the site; a not-found page that fetched it once finds it in the browser's cache.
 */
export const ROUTE_CASE_WAIT_MS = 3000;

/**
 * The not-found page's script, placed before the message so that the message is hidden before it is first painted.
 * A path is compared decoded (the list's are), in lower case, without a trailing slash; the page goes only to a URL
 * other than its own, so a listed page the host does not serve cannot make it loop. The message shows again as soon
 * as the answer is not another page (no match, the page itself, an error) or after {@link ROUTE_CASE_WAIT_MS}. Plain
 * ES5 in a string: it runs before any bundle, and a stringified function would carry the compiler's helpers.
 */
export const routeCaseScript = (): string =>
  `(function(){function k(p){return p.toLowerCase().replace(/\\/+$/,'')}` +
  `var h=document.documentElement,a=${JSON.stringify(ROUTE_CASE_PENDING)};h.setAttribute(a,'');` +
  `function s(){h.removeAttribute(a)}var t=setTimeout(s,${ROUTE_CASE_WAIT_MS});` +
  `var d=location.pathname;try{d=decodeURI(d)}catch(e){}var w=k(d);` +
  `fetch(${JSON.stringify(routeWithBase(ROUTE_LIST_HREF))}).then(function(r){return r.ok?r.json():[]}).then(function(rs){` +
  `for(var i=0;i<rs.length;i++)if(k(rs[i])===w){if(rs[i]!==d){clearTimeout(t);location.replace(encodeURI(rs[i])+location.search+location.hash);return}break}` +
  `s()}).catch(s)})()`;
