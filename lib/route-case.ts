/**
 * URLs that differ from a page's only in letter case. Docusaurus's router matches routes case-insensitively
 * (react-router 5's `matchPath` without `sensitive`, which its `renderRoutes` uses): a `<Redirect to="/docs/Intro">`
 * or a typed `/docs/Intro` shows the page `/docs/intro`; on a static host the first answer is 404.html, whose app
 * then renders the page. Here the not-found page does the same by going to the page: its script fetches the list
 * of the export's page URLs (written by scripts/postbuild.ts) and replaces the location with the one it names in
 * another case, as react-router's non-strict match reads it (a trailing slash either way), the first in route order.
 */
import { ASSETS_ROUTE, withBase } from './routes';

/** Where the export's page URLs are listed (under the project's own assets, where no file of the site goes). */
export const ROUTE_LIST_HREF = `${ASSETS_ROUTE}/routes.json`;

/** The list's content: every page's URL with the base path, as written (not percent-encoded). */
export const routeListJson = (hrefs: readonly string[]): string => JSON.stringify(hrefs.map((href) => withBase(href)));

/**
 * The not-found page's script. A path is compared decoded (the list's are), in lower case, without a trailing slash; the page goes
 * only to a URL other than its own, so a listed page the host does not serve cannot make it loop. Plain ES5 in a
 * string: it runs before any bundle, and a stringified function would carry the compiler's helpers.
 */
export const routeCaseScript = (): string =>
  `(function(){function k(p){return p.toLowerCase().replace(/\\/+$/,'')}` +
  `var d=location.pathname;try{d=decodeURI(d)}catch(e){}var w=k(d);` +
  `fetch(${JSON.stringify(withBase(ROUTE_LIST_HREF))}).then(function(r){return r.ok?r.json():[]}).then(function(rs){` +
  `for(var i=0;i<rs.length;i++)if(k(rs[i])===w){if(rs[i]!==d)location.replace(encodeURI(rs[i])+location.search+location.hash);return}` +
  `}).catch(function(){})})()`;
