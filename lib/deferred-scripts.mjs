// An exported page's scripts, asked for once its first contentful paint is reported (docs/architecture.md,
// "Text paints before scripts"). Plain ESM: post-processing (scripts/postbuild.ts) rewrites the pages with it,
// and the search index (scripts/search-index.mjs) compares pages with it.

/** The attribute of the loader's `<script>` (and the mark of a page rewritten already). */
export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';

/** Next's tags that ask for a page's scripts: its `async` scripts and its low-priority script preload. */
const SCRIPT_TAG =
  /<script src="([^"]+\.js)" async=""><\/script>|<link rel="preload" as="script" fetchPriority="low" href="([^"]+\.js)"\/>/g;

/**
 * Inserts the scripts (as `async` ones, as Next's were) once the browser reports the page's first contentful
 * paint; at once where paint timing is not supported, and after 3 s where nothing is painted (a hidden tab).
 */
const LOADER =
  '(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");' +
  'e.src=u;e.async=true;document.head.appendChild(e)})}var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){if(l.getEntries().length)go()})' +
  '.observe({type:"paint",buffered:true});setTimeout(go,3000)}else go()})';

/**
 * The page with Next's script tags taken out and one inline loader at the end of its body that inserts the same
 * scripts, in the same order, after the first contentful paint; `undefined` when it has none (a redirect page)
 * or is rewritten already.
 */
export function deferScripts(html) {
  if (html.includes(`<script ${DEFERRED_SCRIPTS_ATTRIBUTE}=`)) return undefined;
  const sources = [];
  const stripped = html.replace(SCRIPT_TAG, (_, script, preload) => {
    sources.push(script ?? preload);
    return '';
  });
  const end = stripped.lastIndexOf('</body>');
  if (sources.length === 0 || end === -1) return undefined;
  const list = JSON.stringify([...new Set(sources)]).replaceAll('<', '\\u003c');
  return `${stripped.slice(0, end)}<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="">${LOADER}(${list})</script>${stripped.slice(end)}`;
}

/** The page as post-processing leaves it, whether or not it has been rewritten yet. */
export const withDeferredScripts = (html) => deferScripts(html) ?? html;

const LOADER_TAG = new RegExp(`<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="">[^<]*\\((\\[[^\\]]*\\])\\)</script>`);

/** The scripts a rewritten page's loader inserts (none for a page without it). */
export function deferredScriptSources(html) {
  const list = LOADER_TAG.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}
