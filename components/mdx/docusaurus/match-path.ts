/**
 * `matchPath` of `@docusaurus/router`, which re-exports react-router-dom 5's (docusaurus `src/client/exports/router.ts`):
 * react-router 5's `matchPath` (`packages/react-router/modules/matchPath.js`) over the path syntax of path-to-regexp
 * 1.x, the version react-router 5 depends on: `:name` parameters with an optional `(pattern)`, unnamed `(pattern)`
 * groups, the `?`, `*` and `+` modifiers, a bare `*`, `\` escapes; case-insensitive unless `sensitive`, a trailing
 * slash allowed unless `strict`, a prefix match unless `exact`.
 */

/** The options of `matchPath`: a path or paths, or the object a `<Route>` takes. */
export type MatchPathOptions =
  | string
  | readonly string[]
  | {
      readonly path?: string | readonly string[];
      readonly exact?: boolean;
      readonly strict?: boolean;
      readonly sensitive?: boolean;
    };

/** A match, as react-router gives it to a route. */
export interface PathMatch {
  /** The path pattern that matched. */
  readonly path: string;
  /** The part of the pathname it matched. */
  readonly url: string;
  /** Whether it matched the whole pathname. */
  readonly isExact: boolean;
  /** The parameters' values by name (an unnamed group's by its index); undefined for an optional one left out. */
  readonly params: Record<string, string | undefined>;
}

interface Token {
  readonly name: string | number;
  readonly prefix: string;
  readonly optional: boolean;
  readonly repeat: boolean;
  readonly partial: boolean;
  readonly pattern: string;
}

/** path-to-regexp 1.x's tokenizer: an escaped character, or a parameter or group with its prefix and modifier, or `*`. */
const PATH_REGEXP = /(\\.)|([/.])?(?:(?::(\w+)(?:\(((?:\\.|[^\\()])+)\))?|\(((?:\\.|[^\\()])+)\))([+*?])?|(\*))/g;

const escapeString = (text: string): string => text.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
const escapeGroup = (group: string): string => group.replace(/([=!:$/()])/g, '\\$1');

function parse(path: string): (string | Token)[] {
  const tokens: (string | Token)[] = [];
  let key = 0;
  let index = 0;
  let text = '';
  for (const match of path.matchAll(PATH_REGEXP)) {
    const [whole, escaped, prefix, name, capture, group, modifier, asterisk] = match;
    text += path.slice(index, match.index);
    index = match.index + whole.length;
    if (escaped) {
      text += escaped[1];
      continue;
    }
    if (text) tokens.push(text);
    text = '';
    const next = path[index];
    const delimiter = prefix ?? '/';
    const pattern = capture ?? group;
    tokens.push({
      name: name ?? key++,
      prefix: prefix ?? '',
      optional: modifier === '?' || modifier === '*',
      repeat: modifier === '+' || modifier === '*',
      partial: prefix !== undefined && next !== undefined && next !== prefix,
      pattern: pattern ? escapeGroup(pattern) : asterisk ? '.*' : `[^${escapeString(delimiter)}]+?`,
    });
  }
  text += path.slice(index);
  if (text) tokens.push(text);
  return tokens;
}

/** path-to-regexp 1.x's `tokensToRegExp` with react-router's options (`end` is `exact`). */
function compile(path: string, end: boolean, strict: boolean, sensitive: boolean): { regexp: RegExp; keys: Token[] } {
  const tokens = parse(path);
  const keys: Token[] = [];
  let route = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      route += escapeString(token);
      continue;
    }
    keys.push(token);
    const prefix = escapeString(token.prefix);
    let capture = `(?:${token.pattern})`;
    if (token.repeat) capture += `(?:${prefix}${capture})*`;
    if (!token.optional) capture = `${prefix}(${capture})`;
    else capture = token.partial ? `${prefix}(${capture})?` : `(?:${prefix}(${capture}))?`;
    route += capture;
  }
  const last = tokens.at(-1);
  const endsWithSlash = typeof last === 'string' && last.endsWith('/');
  // Not strict: one slash may end the match (a pattern's own last slash becomes that optional one).
  if (!strict) route = `${endsWithSlash ? route.slice(0, -2) : route}(?:\\/(?=$))?`;
  if (end) route += '$';
  else if (!(strict && endsWithSlash)) route += '(?=\\/|$)';
  return { regexp: new RegExp(`^${route}`, sensitive ? '' : 'i'), keys };
}

const cache = new Map<string, { regexp: RegExp; keys: Token[] }>();
const CACHE_LIMIT = 10000;

function compiled(path: string, end: boolean, strict: boolean, sensitive: boolean) {
  const key = `${end}${strict}${sensitive}${path}`;
  let result = cache.get(key);
  if (!result) {
    result = compile(path, end, strict, sensitive);
    if (cache.size < CACHE_LIMIT) cache.set(key, result);
  }
  return result;
}

/** Matches `pathname` against a path pattern (or the first of several that matches), as react-router 5 does; null when none does. */
export function matchPath(pathname: string, options: MatchPathOptions = {}): PathMatch | null {
  const {
    path,
    exact = false,
    strict = false,
    sensitive = false,
  } = typeof options === 'string' || Array.isArray(options)
    ? { path: options as string | readonly string[] }
    : (options as Exclude<MatchPathOptions, string | readonly string[]>);
  const paths = ([] as (string | undefined)[]).concat(path);
  // As react-router's reduce: a missing path among the patterns ends in null, even after a match.
  return paths.reduce<PathMatch | null>((matched, pattern) => {
    if (!pattern && pattern !== '') return null;
    if (matched) return matched;
    const { regexp, keys } = compiled(pattern, exact, strict, sensitive);
    const match = regexp.exec(pathname);
    if (!match) return null;
    const [url, ...values] = match;
    const isExact = pathname === url;
    if (exact && !isExact) return null;
    return {
      path: pattern,
      url: pattern === '/' && url === '' ? '/' : url!,
      isExact,
      params: Object.fromEntries(keys.map((key, i) => [key.name, values[i]])),
    };
  }, null);
}
