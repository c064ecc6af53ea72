/**
 * The `onBrokenLinks` / `onBrokenAnchors` checks over the exported site: every internal href in every HTML page
 * must resolve to a file of the export, and every `#anchor` to an id on its target page. The URLs of images,
 * media, frames and `<link>` tags are checked apart (`brokenResources`): Docusaurus checks links only, and fails on
 * a missing Markdown image while compiling (`onBrokenMarkdownImages`, lib/mdx/links.ts), never on raw `<img src>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { listFiles } from '../files.mjs';
import { decodeUriOrAsWritten } from '../decode-uri';
import { routeCaseKey } from '../route-case';
import { basePath, routeWithBase, trailingSlash } from '../routes';
import { resolveExportPath } from '../static-host.mjs';
import { UNCHECKED_ANCHOR_ATTRIBUTE } from '../unchecked-anchor';

/** A link that does not resolve, found on a page. */
export interface BrokenLink {
  /** The page (URL path) holding the link. */
  readonly page: string;
  readonly link: string;
}

/** Every HTML file under a folder, as paths relative to it. */
export const listHtmlFiles = (root: string): string[] => listFiles(root, (name) => name.endsWith('.html'));

/** The URL path (with base path) a file of the export is served at. */
export function urlOfFile(file: string): string {
  if (file === 'index.html') return `${basePath}/`;
  if (file.endsWith('/index.html')) return `${basePath}/${file.slice(0, -'index.html'.length)}`;
  // A page of a `trailingSlash: false` export (`docs/intro.html`) is served at `/docs/intro`.
  if (!trailingSlash && file.endsWith('.html') && file !== '404.html') return `${basePath}/${file.slice(0, -'.html'.length)}`;
  return `${basePath}/${file}`;
}

/** The file of the export a URL path resolves to, the way a static host resolves it, or undefined. */
export function resolveUrl(root: string, urlPath: string): string | undefined {
  if (urlPath !== basePath && !urlPath.startsWith(`${basePath}/`)) return undefined;
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.slice(basePath.length));
  } catch {
    return undefined;
  }
  const found = resolveExportPath(root, rel);
  if (!found) return undefined;
  // A folder named without its slash: the host redirects to the folder, which answers with its index.html.
  if ('redirect' in found) return (resolveExportPath(root, found.redirect) as { file: string } | undefined)?.file;
  return found.file;
}

const TAG = /<(a|link|img|script|source|iframe|video|audio)\b[^>]*>/g;
const ATTR = /\s(?:href|src)="([^"]*)"/g;
/**
 * Tags whose URL is a resource the page loads, not a link a reader follows: images, media, frames and `<link>`s
 * (an icon the config names that static/ lacks: Docusaurus builds, and checks none of them).
 */
const RESOURCE = new Set(['img', 'source', 'iframe', 'video', 'audio', 'link']);
const ID = /\sid="([^"]*)"/g;
/**
 * An anchor opened in another tab or window: Docusaurus's Link renders it as a plain anchor, which it does not
 * collect for its broken-link check (`hasInternalTarget`, `isRegularHtmlLink`, @docusaurus/core
 * `client/exports/Link.tsx` since 3.0); so are external links and `pathname://` paths (lib/external-links.ts).
 */
const NEW_TAB_ANCHOR = /\starget="(?!_self")[^"]+"/;
/** A plain anchor of the site's own code, which Docusaurus's check never sees (lib/unchecked-anchor.ts). */
const UNCHECKED_ANCHOR = new RegExp(`\\s${UNCHECKED_ANCHOR_ATTRIBUTE}(?=[\\s=/>])`);

/**
 * An attribute's value as the browser reads it: every character reference decoded, named or numeric (the
 * Markdown renderer writes `&` as `&#x26;`, React as `&amp;`).
 */
const decodeEntities = (value: string): string => decodeHTMLAttribute(value);

/** The ids of an HTML page's elements (what its `#anchor` links can point at). */
const idsIn = (html: string): Set<string> => new Set([...html.matchAll(ID)].map((m) => decodeEntities(m[1]!)));

/** Checks every page of an export; returns broken links and broken anchors. */
export function checkExportLinks(
  root: string,
  /** A page's HTML (`file`: relative to `root`); post-processing hands over the pages it has read already. */
  read: (file: string) => string = (file) => fs.readFileSync(path.join(root, file), 'utf8'),
  /**
   * The site's pages (URL paths without the base path, the route table's): a link to one in another letter case
   * is no broken link, as Docusaurus's check matches routes case-insensitively (react-router-config's
   * `matchRoutes`) and the not-found page's script goes to the page (lib/route-case.ts).
   */
  pageHrefs: readonly string[] = [],
): {
  brokenLinks: BrokenLink[];
  brokenAnchors: BrokenLink[];
  brokenResources: BrokenLink[];
  pages: number;
} {
  const files = listHtmlFiles(root);
  // Each page is read once: its links and the ids its anchors can point at.
  const ids = new Map<string, Set<string>>();
  const pages: { file: string; links: string[]; resources: Set<string> }[] = [];
  for (const file of files) {
    const html = read(file);
    ids.set(file, idsIn(html));
    if (file === '404.html' || file === '_not-found.html' || file.startsWith('_not-found/')) continue;
    const links = new Set<string>();
    const resources = new Set<string>();
    for (const tag of html.matchAll(TAG)) {
      if (tag[1] === 'a' && (NEW_TAB_ANCHOR.test(tag[0]) || UNCHECKED_ANCHOR.test(tag[0]))) continue;
      for (const m of tag[0].matchAll(ATTR)) (RESOURCE.has(tag[1]!) ? resources : links).add(decodeEntities(m[1]!));
    }
    for (const link of links) resources.delete(link);
    pages.push({ file, links: [...links, ...resources], resources });
  }
  // A target spelled otherwise than its listing (`a/../b.html`) is read when a link points into it.
  const idsOf = (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found) {
      found = idsIn(fs.readFileSync(path.join(root, file), 'utf8'));
      ids.set(file, found);
    }
    return found;
  };
  // Navbar, sidebar and footer links repeat on every page: each URL path is resolved once.
  const resolved = new Map<string, string | undefined>();
  const pagesByCase = new Map<string, string>();
  /** URL paths that name a page only in another letter case. */
  const inCase = new Set<string>();
  for (const href of pageHrefs) {
    const url = routeWithBase(href);
    const key = routeCaseKey(url);
    if (!pagesByCase.has(key)) pagesByCase.set(key, url);
  }
  const inOtherCase = (urlPath: string): string | undefined => {
    const page = pagesByCase.get(routeCaseKey(decodeUriOrAsWritten(urlPath)));
    if (page === undefined) return undefined;
    inCase.add(urlPath);
    return resolveUrl(root, encodeURI(page));
  };
  const resolve = (urlPath: string): string | undefined => {
    if (!resolved.has(urlPath)) resolved.set(urlPath, resolveUrl(root, urlPath) ?? inOtherCase(urlPath));
    return resolved.get(urlPath);
  };
  const brokenLinks: BrokenLink[] = [];
  const brokenAnchors: BrokenLink[] = [];
  const brokenResources: BrokenLink[] = [];
  for (const { file, links, resources } of pages) {
    const page = urlOfFile(file);
    for (const link of links) {
      if (!link || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(link)) continue;
      // Unresolved links to Markdown files were already reported, with file:line, by onBrokenMarkdownLinks.
      if (/\.mdx?(?:#.*)?$/.test(link) && !link.startsWith('/')) continue;
      const [pathPart, hash] = link.split('#', 2) as [string, string | undefined];
      const urlPath =
        pathPart === ''
          ? undefined
          : pathPart.startsWith('/')
            ? pathPart.split('?')[0]!
            : new URL(pathPart, `http://x${page}`).pathname;
      const target = urlPath === undefined ? file : resolve(urlPath);
      if (!target) {
        (resources.has(link) ? brokenResources : brokenLinks).push({ page, link });
        continue;
      }
      // Docusaurus looks a link's anchors up on the page of its path as written: one in another case goes unchecked.
      if (hash && target.endsWith('.html') && !(urlPath !== undefined && inCase.has(urlPath))) {
        let id = hash;
        try {
          id = decodeURIComponent(hash);
        } catch {
          /* keep as written */
        }
        if (!idsOf(target).has(id)) brokenAnchors.push({ page, link });
      }
    }
  }
  return { brokenLinks, brokenAnchors, brokenResources, pages: files.length };
}
