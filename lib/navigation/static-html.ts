/**
 * HTML that travels once: a server component hands a block of finished HTML (a Markdown article, an excerpt)
 * to the server-side render of `<StaticHtml>` through this registry instead of through the React Server
 * Components payload, so the page's HTML carries it as markup only and the payload files (`index.txt`, the
 * page segment and the copy inlined in the HTML) carry only its address. Both renders of a page run in the
 * same process (Next renders the payload, then the HTML from it), so the registry lives on `globalThis`: the
 * two renders load this module separately (react-server and SSR layers).
 */
const KEY = Symbol.for('myblog.static-html');
/**
 * The oldest entries go first above this. A render worker has a few pages in flight, each with a few blocks
 * (a list of every post, `postsPerPage: 'ALL'`, has one per excerpt); the strings are mostly the content
 * layer's own (article bodies), so holding a few thousand costs little.
 */
const MAX_ENTRIES = 4096;

type Registry = Map<string, string>;

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [KEY]?: Registry };
  return (scope[KEY] ??= new Map());
}

/** The key of a block: the page whose HTML carries it (its URL with base path) and the block's name there. */
export const staticHtmlKey = (page: string, slot: string): string => `${page}#${slot}`;

/** Server component side: the HTML of a block, for the render of the page's HTML. */
export function registerStaticHtml(page: string, slot: string, html: string): void {
  const map = registry();
  const key = staticHtmlKey(page, slot);
  map.delete(key);
  map.set(key, html);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** Server-side render of `<StaticHtml>`: the HTML registered for it. */
export function registeredStaticHtml(page: string, slot: string): string {
  const html = registry().get(staticHtmlKey(page, slot));
  if (html === undefined) throw new Error(`static HTML ${staticHtmlKey(page, slot)} was not registered by the server render`);
  return html;
}
