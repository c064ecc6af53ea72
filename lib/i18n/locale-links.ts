/**
 * A link of a document as a page in another locale shows it. Docusaurus builds each locale as a site of its own,
 * whose base URL is `/<locale>/`: its `Link` (every Markdown link of an MDX document) puts a site path under that
 * base URL, and a `.md` link resolves to the target's URL in that build. Here every locale is one export, so a
 * site path written in (or resolved for) the default locale gets the locale's prefix where a page of that locale
 * shows it. The rule of one locale comes from lib/routes.ts (`localeLinkRule`); this module reads no config, so that
 * MDX rendered in the browser applies the same rule.
 */

/** How the links of a page in one locale other than the default are rewritten. */
export interface LocaleLinkRule {
  /** The site's base path without its trailing slash (`/myblog`, or '' at the root). */
  readonly basePath: string;
  /** The locale's URL prefix (`en`, `zh-Hans`; more than one segment under a `localeConfigs.<l>.baseUrl`). */
  readonly prefix: string;
  /** The URL prefix of every locale other than the default: a link already inside one stays. */
  readonly prefixes: readonly string[];
  /** Folders (`/_assets`) served once for every locale: a link into one stays. */
  readonly shared: readonly string[];
}

const startsWithSegment = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

/**
 * A site path (`/myblog/docs/intro/`, with the base path, as compiled documents hold them) as a page under `rule`
 * links it: under the locale's prefix, unless it is already inside a locale or a shared folder. Anything else
 * (`#hash`, `../relative`, `https://…`, `//host`) is returned as it is.
 */
export function localizeSitePath(href: string, rule: LocaleLinkRule): string {
  const { basePath } = rule;
  if (!href.startsWith(`${basePath}/`) || href.startsWith('//')) return href;
  const rest = href.slice(basePath.length);
  const pathname = rest.split(/[?#]/, 1)[0]!;
  if (rule.prefixes.some((p) => startsWithSegment(pathname, `/${p}`))) return href;
  if (rule.shared.some((folder) => startsWithSegment(pathname, folder))) return href;
  return `${basePath}/${rule.prefix}${rest}`;
}

/**
 * Rendered Markdown (serialized HTML) with each `<a>` element's `href` through {@link localizeSitePath}. Only tags
 * are read: serialized HTML escapes every `<` of a text, so a code block that shows markup holds no tag here.
 */
export function localizeHtmlLinks(html: string, rule: LocaleLinkRule): string {
  return html.replace(/<a\s[^>]*>/g, (tag) =>
    tag.replace(/(\shref=")([^"]*)"/, (_whole, lead: string, href: string) => `${lead}${localizeSitePath(href, rule)}"`),
  );
}
