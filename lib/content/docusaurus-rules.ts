/**
 * Docusaurus's permalink rules (doc ids and slugs, blog slugs and dates, tag slugs, default titles), ported as pure functions
 * and switched by the Docusaurus version a site was built with, so that every URL an old Docusaurus site served keeps working.
 *
 * Ported from facebook/docusaurus: packages/docusaurus-plugin-content-docs/src/{docs,slug,numberPrefix}.ts,
 * packages/docusaurus-plugin-content-blog/src/blogUtils.ts, packages/docusaurus-utils/src/{urlUtils,tags,markdownUtils,
 * getFilePathForRoutePath}.ts, packages/docusaurus-utils-common/src/applyTrailingSlash.ts, the `resolve-pathname` package and
 * lodash 4.17 `kebabCase`. The release that introduced each switch is cited on the `DocusaurusRules` fields.
 */

/** Docusaurus behaviour switches that changed between releases, derived from a version string like '2.0.0-beta.9', '^2.0.0-beta.3', '2.2.0', '3.10.1'. */
export interface DocusaurusRules {
  /** The version the switches were derived from, range operators removed ('latest' when none was given or it was unreadable). */
  version: string;
  /** `index.md`, `README.md` and `<folder>/<folder>.md` are served at the folder URL (`/guides/`) instead of `/guides/index`: since 2.0.0-beta.10 (#5830). */
  categoryIndexAsFolderUrl: boolean;
  /** Number prefixes are stripped from folder names in ids and URLs (`01-guides/` → `guides/`): since 2.0.0-alpha.73 (#4582). */
  stripDirNumberPrefixes: boolean;
  /** Number prefixes are stripped from file names in ids and URLs (`01-intro.md` → `intro`): since 2.0.0-alpha.73 (#4582). */
  stripFileNumberPrefixes: boolean;
  /** The docs plugin option `homePageId` (and the implicit `_index` doc) serves a doc at the docs root: removed in 2.0.0-beta.10 (#6065). */
  docsHomePageIdOption: boolean;
  /** Without front matter `title`, the first `# heading` at the top of the body is the title: since 2.0.0-alpha.73 (#4485). */
  titleFromFirstHeading: boolean;
  /** Blog dates and slugs come from the whole relative path (`YYYY/MM/DD/x.md`, `YYYY-MM-DD-x/index.md`, subfolders) and the default glob reads subfolders: since 2.0.0-beta.5 (#5309); before, only the file name counted. */
  blogPathAware: boolean;
  /** Before 2.0.0-beta.5 (#5309) the URL date of a date-named blog file was the front matter `date` when one was set. */
  blogUrlDateFromFrontMatter: boolean;
  /** A blog date may sit after a folder (`team/2021-05-12-x.md` → `/2021/05/12/team/x`): since 2.0.0-beta.15 (#6245). */
  blogDateAnywhereInPath: boolean;
  /** An undated post (no front matter or path date) is dated by the commit that added its file, following renames, and by the file's birth time only when git does not know it: since 2.0.0-beta.16 (#6593); before, always by the birth time. */
  blogDateFromGit: boolean;
  /** The site option `trailingSlash` exists: since 2.0.0-beta.1 (#4908); before (and when it is unset) every route is written as `<route>/index.html`. */
  trailingSlashOption: boolean;
  /** The blog has author pages (`/blog/authors`, and one per author with `page` in authors.yml) and its sidebar groups posts by year (`themeConfig.blog.sidebar.groupByYear`, default true): since 3.5.0 (#10216, #10252). */
  blogAuthorPages: boolean;
  /** An author's later pages are at `<author page>/page/<n>` (the blog's pageBasePath): since 3.10.0 (#11577); from 3.5 to 3.9, at `<author page>/authors/<n>`. */
  authorPagesUnderPageBasePath: boolean;
}

type Prerelease = { tag: string; num: number };
type Version = { major: number; minor: number; patch: number; pre?: Prerelease };

const PRERELEASE_RANK: Record<string, number> = { alpha: 0, beta: 1, rc: 2 };

/** Reads '2.0.0-beta.9', '^2.0.0-beta.3', '~2.2', '3.x', '2.0.0-alpha.73'; undefined when there is no version number in it. */
function parseVersion(raw: string): Version | undefined {
  const match = /(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?(?:-([a-z]+)[.-]?([0-9a-z]*))?/i.exec(raw);
  if (!match) return undefined;
  const num = (part: string | undefined): number => (part && /^\d+$/.test(part) ? Number(part) : 0);
  const version: Version = { major: num(match[1]), minor: num(match[2]), patch: num(match[3]) };
  if (match[4]) {
    // A hash-named canary such as '2.0.0-beta.ff31de0ff' is treated as newer than every numbered prerelease of its tag.
    const preNum = match[5] && /^\d+$/.test(match[5]) ? Number(match[5]) : Number.POSITIVE_INFINITY;
    version.pre = { tag: match[4].toLowerCase(), num: preNum };
  }
  return version;
}

/** Negative when a < b, by semver precedence (alpha < beta < rc < release). */
function compareVersions(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return core;
  if (!a.pre || !b.pre) return (a.pre ? -1 : 0) - (b.pre ? -1 : 0);
  const rank = (PRERELEASE_RANK[a.pre.tag] ?? 1) - (PRERELEASE_RANK[b.pre.tag] ?? 1);
  if (rank !== 0) return rank;
  return a.pre.num === b.pre.num ? 0 : a.pre.num < b.pre.num ? -1 : 1;
}

const V2_ALPHA_73 = parseVersion('2.0.0-alpha.73')!;
const V2_BETA_1 = parseVersion('2.0.0-beta.1')!;
const V2_BETA_5 = parseVersion('2.0.0-beta.5')!;
const V2_BETA_10 = parseVersion('2.0.0-beta.10')!;
const V2_BETA_15 = parseVersion('2.0.0-beta.15')!;
const V2_BETA_16 = parseVersion('2.0.0-beta.16')!;
const V3_5 = parseVersion('3.5.0')!;
const V3_10 = parseVersion('3.10.0')!;

/** Docusaurus rules for a version; undefined, unreadable and `0.0.0-…` canary versions give the latest 3.x behaviour, 1.x is not modelled (it gets the earliest 2.0 rules). */
export function docusaurusRules(version: string | undefined): DocusaurusRules {
  const parsed = version === undefined ? undefined : parseVersion(version);
  const latest = parsed === undefined || parsed.major === 0;
  const atLeast = (min: Version): boolean => parsed === undefined || parsed.major === 0 || compareVersions(parsed, min) >= 0;
  const cleaned = latest || version === undefined ? 'latest' : version.trim().replace(/^[\^~>=<v\s]+/, '');
  return {
    version: cleaned,
    categoryIndexAsFolderUrl: atLeast(V2_BETA_10),
    stripDirNumberPrefixes: atLeast(V2_ALPHA_73),
    stripFileNumberPrefixes: atLeast(V2_ALPHA_73),
    docsHomePageIdOption: !atLeast(V2_BETA_10),
    titleFromFirstHeading: atLeast(V2_ALPHA_73),
    blogPathAware: atLeast(V2_BETA_5),
    blogUrlDateFromFrontMatter: !atLeast(V2_BETA_5),
    blogDateAnywhereInPath: atLeast(V2_BETA_15),
    blogDateFromGit: atLeast(V2_BETA_16),
    trailingSlashOption: atLeast(V2_BETA_1),
    blogAuthorPages: atLeast(V3_5),
    authorPagesUnderPageBasePath: atLeast(V3_10),
  };
}

// ---------------------------------------------------------------------------------------------------------------------------
// URL helpers (packages/docusaurus-utils/src/urlUtils.ts)

/** Docusaurus's `normalizeUrl`, ported: joins URL parts, dedupes slashes, keeps a trailing slash only when the last part has one. */
export function normalizeUrl(parts: string[]): string {
  const urls = [...parts];
  const result: string[] = [];
  let hasStartingSlash = false;
  let hasEndingSlash = false;
  if (urls.length === 0) return '';

  // A plain protocol first part ('http:', 'file://') is merged with the next part.
  if (/^[^/:]+:\/*$/.test(urls[0]!) && urls.length > 1) {
    const first = urls.shift()!;
    urls[0] = first.startsWith('file:') && urls[0]!.startsWith('/') ? `${first}//${urls[0]}` : first + urls[0]!;
  }
  const replacement = /^file:\/\/\//.test(urls[0]!) ? '$1:///' : '$1://';
  urls[0] = urls[0]!.replace(/^([^/:]+):\/*/, replacement);

  for (let i = 0; i < urls.length; i += 1) {
    let component = urls[i];
    if (typeof component !== 'string') throw new TypeError(`Url must be a string. Received ${typeof component}`);
    if (component === '') {
      if (i === urls.length - 1 && hasEndingSlash) result.push('/');
      continue;
    }
    if (component !== '/') {
      if (i > 0) {
        // Only the first real part keeps its starting slash (['', '/hello'] => '/hello').
        component = component.replace(/^\/+/, component.startsWith('/') && !hasStartingSlash ? '/' : '');
      }
      hasEndingSlash = component.endsWith('/');
      component = component.replace(/\/+$/, i < urls.length - 1 ? '' : '/');
    }
    hasStartingSlash = true;
    result.push(component);
  }

  let str = result.join('/');
  // Remove the trailing slash before parameters or hash (but not before a '#/' hash route).
  str = str.replace(/\/(\?|&|#[^!/])/g, '$1');
  // Replace every '?' after the first one with '&'.
  const queryParts = str.split('?');
  str = queryParts.shift()! + (queryParts.length > 0 ? '?' : '') + queryParts.join('&');
  // Dedupe forward slashes in the path, but not those of the protocol.
  str = str.replace(/([^:/]\/)\/+/g, '$1');
  str = str.replace(/^\/+/g, '/');
  return str;
}

/** `resolve-pathname` (used by Docusaurus's `resolvePathname` and React Router): resolves `to` against the folder of `from`. */
export function resolvePathname(to: string, from = ''): string {
  const toParts = to ? to.split('/') : [];
  let fromParts = from ? from.split('/') : [];
  const isToAbs = to.startsWith('/');
  const mustEndAbs = isToAbs || from.startsWith('/');

  if (isToAbs) {
    fromParts = toParts;
  } else if (toParts.length > 0) {
    // `to` is relative: drop the file name of `from`.
    fromParts.pop();
    fromParts = fromParts.concat(toParts);
  }
  if (fromParts.length === 0) return '/';

  const last = fromParts[fromParts.length - 1];
  const hasTrailingSlash = last === '.' || last === '..' || last === '';

  let up = 0;
  for (let i = fromParts.length - 1; i >= 0; i -= 1) {
    const part = fromParts[i];
    if (part === '.') {
      fromParts.splice(i, 1);
    } else if (part === '..') {
      fromParts.splice(i, 1);
      up += 1;
    } else if (up > 0) {
      fromParts.splice(i, 1);
      up -= 1;
    }
  }
  if (!mustEndAbs) for (; up > 0; up -= 1) fromParts.unshift('..');
  if (mustEndAbs && fromParts[0] !== '' && !fromParts[0]?.startsWith('/')) fromParts.unshift('');

  let result = fromParts.join('/');
  if (hasTrailingSlash && !result.endsWith('/')) result += '/';
  return result;
}

/** Docusaurus's `isValidPathname`: absolute, and unchanged (or only percent-encoded) when parsed as a URL path. */
export function isValidPathname(str: string): boolean {
  if (!str.startsWith('/')) return false;
  try {
    const parsed = new URL(str, 'https://domain.com').pathname;
    return parsed === str || parsed === encodeURI(str);
  } catch {
    return false;
  }
}

/** The path a browser requests for a raw Docusaurus permalink: Chinese, spaces and `·` are percent-encoded as UTF-8 (`/中文 标题` → `/%E4%B8%AD%E6%96%87%20%E6%A0%87%E9%A2%98`). */
export function browserPath(permalink: string): string {
  return new URL(permalink, 'https://domain.com').pathname;
}

/** The file Docusaurus writes for a route (`applyTrailingSlash` + `getFilePathForRoutePath`): `/a` → `/a/index.html`, or `/a.html` with `trailingSlash: false`. */
export function outputFileForRoute(routePath: string, trailingSlash: boolean | undefined): string {
  if (/\.html?$/i.test(routePath)) return routePath;
  const indexFile = (route: string): string => `${route.replace(/\/+$/, '')}/index.html`;
  if (trailingSlash === undefined) return indexFile(routePath);
  if (trailingSlash || routePath === '/' || routePath === '') return indexFile(routePath);
  return `${routePath.replace(/\/+$/, '')}.html`;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Docs (packages/docusaurus-plugin-content-docs/src/{numberPrefix,docs,slug}.ts)

/** `DefaultNumberPrefixParser` of 3.x: `01-intro`, `1.intro`, `01 - intro`, `3 _x` lose their prefix; `2021`, `2021-05-29-x`, `8.0-x` (date or version like) keep it. */
export function parseNumberPrefix(name: string): { name: string; numberPrefix?: number } {
  if (/^\d+[-_.]\d+/.test(name)) return { name };
  const match = /^(?<numberPrefix>\d+)\s*[-_.]+\s*(?<suffix>[^-_.\s].*)$/.exec(name);
  if (!match?.groups) return { name };
  return { name: match.groups.suffix!, numberPrefix: Number.parseInt(match.groups.numberPrefix!, 10) };
}

/** Docusaurus's `stripNumberPrefix`: a file or folder name without its number prefix (`01-intro` → `intro`, `2021` unchanged). */
export function stripNumberPrefix(name: string): string {
  return parseNumberPrefix(name).name;
}

/** `stripPathNumberPrefixes`: the number prefix of every segment of a POSIX path removed. */
export function stripPathNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}

/** Docusaurus's default `isCategoryIndex`: the raw file name (no extension) is `index`, `readme` or its raw parent folder's name, case-insensitively. */
export function isCategoryIndex(args: { fileName: string; directories: string[] }): boolean {
  const eligible = ['index', 'readme', args.directories[0]?.toLowerCase()];
  return eligible.includes(args.fileName.toLowerCase());
}

/** Splits a POSIX relative path like Node's `path.posix` does: dirname ('.' at the root), name without extension, extension. */
function splitSource(relativePath: string): { dirName: string; name: string; ext: string } {
  const slash = relativePath.lastIndexOf('/');
  const dirName = slash === -1 ? '.' : relativePath.slice(0, slash) || '/';
  const file = relativePath.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  return dot > 0 ? { dirName, name: file.slice(0, dot), ext: file.slice(dot) } : { dirName, name: file, ext: '' };
}

/** Slug without its trailing slash, except for the root '/'. */
function withoutTrailingSlash(slug: string): string {
  return slug.replace(/\/+$/, '') || '/';
}

/** A doc's id and URL path inside its instance (without routeBasePath), e.g. '03-guides/01-intro.md' + fm → {id, slug}; `docusaurusSlug` keeps Docusaurus's own trailing slash (`/guides/` for a category index) and `baseId` is the default title. */
export function docIdAndSlug(args: {
  /** Path inside the instance folder, POSIX, with extension. */
  relativePath: string;
  frontMatterId?: string;
  frontMatterSlug?: string;
  /** Front matter `parse_number_prefixes` (or plugin option `numberPrefixParser: false` → false); default true. */
  parseNumberPrefixes?: boolean;
  /** The docs plugin option `homePageId` (honoured only while `rules.docsHomePageIdOption`). */
  homePageId?: string;
  rules: DocusaurusRules;
}): { id: string; slug: string; docusaurusSlug: string; baseId: string } {
  const { relativePath, frontMatterId, frontMatterSlug, rules } = args;
  const parse = args.parseNumberPrefixes ?? true;
  const { dirName, name } = splitSource(relativePath);

  const fileName = parse && rules.stripFileNumberPrefixes ? parseNumberPrefix(name).name : name;
  const baseId = frontMatterId ?? fileName;
  if (baseId.includes('/')) throw new Error(`Document id "${baseId}" cannot include slash.`);

  const dirForUrl = parse && rules.stripDirNumberPrefixes ? stripPathNumberPrefixes(dirName) : dirName;
  const id = [dirName === '.' ? undefined : dirForUrl, baseId].filter(Boolean).join('/');

  let slug: string;
  if (rules.docsHomePageIdOption && id === (args.homePageId ?? '_index')) {
    if (frontMatterSlug) throw new Error(`The docs homepage (homePageId=${id}) is not allowed to have a frontmatter slug=${frontMatterSlug}`);
    slug = '/';
  } else if (frontMatterSlug?.startsWith('/')) {
    slug = frontMatterSlug;
  } else {
    const leading = dirForUrl.startsWith('/') ? dirForUrl : `/${dirForUrl}`;
    const dirNameSlug = dirName === '.' ? '/' : leading.endsWith('/') ? leading : `${leading}/`;
    const categoryIndex =
      rules.categoryIndexAsFolderUrl && !frontMatterSlug && isCategoryIndex({ fileName: name, directories: dirName.split('/').reverse() });
    slug = categoryIndex ? dirNameSlug : resolvePathname(frontMatterSlug || baseId, dirNameSlug);
  }
  if (!isValidPathname(slug)) {
    throw new Error(`We couldn't compute a valid slug for document with ID "${baseId}" in "${dirName}" directory: ${slug}`);
  }
  return { id, slug: withoutTrailingSlash(slug), docusaurusSlug: slug, baseId };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Blog (packages/docusaurus-plugin-content-blog/src/blogUtils.ts)

/** 'YYYY-M-D' or 'YYYY/MM/DD' as a zero-padded 'YYYY-MM-DD'. */
function padDate(dateString: string): string {
  const [year = '', month = '', day = ''] = dateString.split(/[-/]/);
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A blog post's slug (URL path inside the blog, starts with '/') and date from its file path; `textFromPath` is the default title, `docusaurusSlug` the slug exactly as Docusaurus joins it. */
export function blogPostSlug(args: {
  /** Path inside the blog folder, POSIX, with extension. */
  relativePath: string;
  frontMatterSlug?: string;
  /** Front matter `date`: only changes the URL before 2.0.0-beta.5 (`rules.blogUrlDateFromFrontMatter`). */
  frontMatterDate?: Date | string;
  rules: DocusaurusRules;
}): { slug: string; docusaurusSlug: string; dateFromPath?: string; textFromPath: string } {
  const { relativePath, frontMatterSlug, rules } = args;
  let pathSlug: string;
  let dateFromPath: string | undefined;
  let textFromPath: string;

  if (!rules.blogPathAware) {
    // <= 2.0.0-beta.4: only the file name counts; a dated file's URL uses the front matter date when there is one.
    const fileName = relativePath.slice(relativePath.lastIndexOf('/') + 1);
    const match = /^(\d{4}-\d{1,2}-\d{1,2})-?(.*?).mdx?$/.exec(fileName);
    textFromPath = match ? match[2]! : fileName.replace(/\.mdx?$/, '');
    dateFromPath = match ? padDate(match[1]!) : undefined;
    if (dateFromPath) {
      const fmDate = args.frontMatterDate === undefined ? undefined : new Date(args.frontMatterDate);
      const urlDate = fmDate && !Number.isNaN(fmDate.getTime()) ? fmDate.toISOString().slice(0, 10) : dateFromPath;
      pathSlug = `${urlDate.replace(/-/g, '/')}/${textFromPath}`;
    } else {
      pathSlug = textFromPath;
    }
  } else {
    const dateRegex = rules.blogDateAnywhereInPath
      ? /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?.mdx?$/
      : /^(?<folder>)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?.mdx?$/;
    const groups = dateRegex.exec(relativePath)?.groups;
    if (groups) {
      textFromPath = groups.text!;
      dateFromPath = padDate(groups.date!);
      pathSlug = `/${groups.date!.replace(/-/g, '/')}/${groups.folder!}${groups.text!}`;
    } else {
      textFromPath = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
      pathSlug = `/${textFromPath}`;
    }
  }

  // The front matter slug is always relative to the blog root, whatever folder the post is in.
  const docusaurusSlug = normalizeUrl(['/', frontMatterSlug || pathSlug]);
  return { slug: withoutTrailingSlash(docusaurusSlug), docusaurusSlug, dateFromPath, textFromPath };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Tags (packages/docusaurus-utils/src/tags.ts → lodash 4.17 `kebabCase`)

// prettier-ignore
const DEBURR_SPECIAL: Record<string, string> = {
  Æ: 'Ae', Ð: 'D', Ø: 'O', Þ: 'Th', ß: 'ss', æ: 'ae', ð: 'd', ø: 'o', þ: 'th', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i',
  Ĳ: 'IJ', ĳ: 'ij', ĸ: 'k', Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l', ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'Oe', œ: 'oe', Ŧ: 'T', ŧ: 't', ſ: 's',
};

const COMBO = '\\u0300-\\u036f\\ufe20-\\ufe2f\\u20d0-\\u20ff';
const BREAK =
  '\\xac\\xb1\\xd7\\xf7' + // math operators
  '\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf' + // non-characters
  '\\u2000-\\u206f' + // punctuation
  ' \\t\\x0b\\f\\xa0\\ufeff\\n\\r\\u2028\\u2029\\u1680\\u180e\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u202f\\u205f\\u3000';
const LOWER = 'a-z\\xdf-\\xf6\\xf8-\\xff';
const UPPER = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const RS = {
  break: `[${BREAK}]`,
  lower: `[${LOWER}]`,
  upper: `[${UPPER}]`,
  misc: `[^\\ud800-\\udfff${BREAK}\\d+\\u2700-\\u27bf${LOWER}${UPPER}]`,
  contrLower: "(?:['\u2019](?:d|ll|m|re|s|t|ve))?",
  contrUpper: "(?:['\u2019](?:D|LL|M|RE|S|T|VE))?",
  ordLower: '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
  ordUpper: '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
};
const MISC_LOWER = `(?:${RS.lower}|${RS.misc})`;
const MISC_UPPER = `(?:${RS.upper}|${RS.misc})`;
const MODIFIER = `(?:[${COMBO}]|\\ud83c[\\udffb-\\udfff])`;
const SEQ = `[\\ufe0e\\ufe0f]?${MODIFIER}?(?:\\u200d(?:[^\\ud800-\\udfff]|(?:\\ud83c[\\udde6-\\uddff]){2}|[\\ud800-\\udbff][\\udc00-\\udfff])[\\ufe0e\\ufe0f]?${MODIFIER}?)*`;
const UNICODE_WORD = new RegExp(
  [
    `${RS.upper}?${RS.lower}+${RS.contrLower}(?=${RS.break}|${RS.upper}|$)`,
    `${MISC_UPPER}+${RS.contrUpper}(?=${RS.break}|${RS.upper}${MISC_LOWER}|$)`,
    `${RS.upper}?${MISC_LOWER}+${RS.contrLower}`,
    `${RS.upper}+${RS.contrUpper}`,
    RS.ordUpper,
    RS.ordLower,
    '\\d+',
    `(?:[\\u2700-\\u27bf]|(?:\\ud83c[\\udde6-\\uddff]){2}|[\\ud800-\\udbff][\\udc00-\\udfff])${SEQ}`,
  ].join('|'),
  'g',
);

/** lodash `deburr`: Latin-1 Supplement and Latin Extended-A letters to basic Latin, combining marks removed. */
function deburr(str: string): string {
  return str
    .replace(/[\xc0-\xd6\xd8-\xf6\xf8-\xff\u0100-\u017f]/g, (ch) => DEBURR_SPECIAL[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(new RegExp(`[${COMBO}]`, 'g'), '');
}

/** Docusaurus's tag permalink segment for a label: lodash 4.17 `kebabCase` (deburr, split words, lowercase, join with '-'; Chinese stays raw). The `lodash.kebabcase` 4.1.1 package predates lodash's ordinal rule: '1st place' → '1st-place' here, '1-st-place' there. */
export function tagSlug(label: string): string {
  const text = deburr(label).replace(/['\u2019]/g, '');
  const words = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/.test(text)
    ? (text.match(UNICODE_WORD) ?? [])
    : (text.match(/[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g) ?? []);
  return words.map((word) => word.toLowerCase()).join('-');
}

// ---------------------------------------------------------------------------------------------------------------------------
// Titles (packages/docusaurus-utils/src/markdownUtils.ts `parseMarkdownContentTitle`)

/** The h1 (`# Title` or setext `Title\n===`) that opens a Markdown body (front matter removed, leading import blocks skipped), as Docusaurus 3.x reads it. */
export function markdownContentTitle(body: string): string | undefined {
  const content = body
    .trim()
    .replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '')
    .trim();
  const atx = /^#[ \t]+(?<title>[^ \t].*)(?:\r?\n|$)/.exec(content);
  const raw = atx
    ? atx.groups!.title!.trim().replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '')
    : /^(?<title>.*)\r?\n=+(?:\r?\n|$)/.exec(content)?.groups?.title?.trim().replace(/\s*=+$/, '');
  return raw === undefined ? undefined : raw.replace(/`([^`]*)`/g, '$1').trim();
}

/** The title Docusaurus shows: front matter `title`, else the opening h1 (since 2.0.0-alpha.73), else the fallback (doc `baseId`, blog `textFromPath`). */
export function docusaurusTitle(args: { frontMatterTitle?: string; body: string; fallback: string; rules: DocusaurusRules }): string {
  return args.frontMatterTitle ?? (args.rules.titleFromFirstHeading ? markdownContentTitle(args.body) : undefined) ?? args.fallback;
}
