// Post-processing of the export in the staging folder given as argument: redirect pages for old URLs, the list of routes,
// feeds, sitemap, robots.txt, web manifest, .nojekyll for GitHub Pages, the critical rules of stylesheets a page's
// content imports (lib/critical-css.ts), then the link checks (onBrokenLinks fails the build by default).
import fs from 'node:fs';
import path from 'node:path';
import { blogSections, siteConfig, siteLocales } from '../config/site';
import { checkExportLinks, resolveUrl } from '../lib/checks/links';
import { inlineCriticalCss, parseSheet, type CriticalSheet } from '../lib/critical-css';
import { writeRedirects } from '../lib/checks/redirects';
import { getContentRoot } from '../lib/content/paths';
import { CheckFailure, reportProblem } from '../lib/checks/report';
import type { PostEntry } from '../lib/content/collections';
import { blogPagesOf } from '../lib/content/queries';
import { postContentHtml } from '../lib/feed-content';
import { blogFeedFiles } from '../lib/feeds';
import { feedStylesheetFiles, withXsltStylesheet } from '../lib/feed-xslt';
import { listFiles } from '../lib/files.mjs';
import { getAllHrefs, getListedHrefs, localeOfRoute, resolveHref } from '../lib/route-table';
import { ROUTE_LIST_HREF, routeListJson } from '../lib/route-case';
import { isPayloadFile, withoutImageHints } from '../lib/rsc-image-hints';
import { moveHtmlRoutePages, moveLocaleHomePages } from '../lib/html-routes';
import {
  absoluteUrl,
  basePath,
  feedHref,
  homeHref,
  notFoundFileHref,
  notFoundHref,
  sitemapHref,
  trailingSlash,
  withBase,
} from '../lib/routes';
import { buildManifest, buildRobots, buildSitemap } from '../lib/sitemap';
import { sitemapIgnoreMatcher } from '../lib/sitemap-ignore';

const root = path.resolve(process.argv[2] ?? 'out');
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const UNUSED_PAYLOAD = '__next._full.txt';
const write = (href: string, text: string) => {
  const file = path.join(root, href);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

// A route ending in `.html` (`slug: /foo.html` without trailing slashes) is that file, as Docusaurus writes it; Next
// wrote `foo.html.html` (lib/html-routes.ts). First: the feeds and the checks below read pages by their URLs.
const allHrefs = getAllHrefs();
moveHtmlRoutePages(root, allHrefs);
// Without trailing slashes a locale's home is `/ja/`, as Docusaurus writes it: Next wrote `ja.html`, moved to
// `ja/index.html` with its payload beside it (lib/html-routes.ts).
if (!trailingSlash)
  moveLocaleHomePages(
    root,
    siteLocales.map(({ locale }) => homeHref(locale)),
  );

// Docusaurus's static/ folder, when the content root has one, is served from the site root, and from each other
// locale's root too: Docusaurus builds each locale as a site of its own and copies static/ into every one
// (`/en/img/logo.svg` beside `/img/logo.svg`). Never over a page.
const staticDir = path.join(getContentRoot(), 'static');
if (fs.existsSync(staticDir)) {
  for (const { locale } of siteLocales)
    fs.cpSync(staticDir, path.join(root, homeHref(locale)), { recursive: true, force: false, errorOnExist: false });
}
writeRedirects(root);
fs.writeFileSync(path.join(root, '.nojekyll'), '');
// Every page's URL, for the not-found page to find one asked for in another letter case (lib/route-case.ts).
write(ROUTE_LIST_HREF, routeListJson(allHrefs));

// Next writes each page's whole RSC payload twice: as index.txt, which the client router fetches for a
// navigation it has no prefetched segments for, and as __next._full.txt, which nothing in a static export
// requests (the segment cache asks for _tree, _index and the segment files). The second copy goes.
// The other payloads' image preload hints go (lib/rsc-image-hints.ts): a prefetched link would download its page's
// lead image. After a partial build an unchanged payload is a hard link to out/'s (scripts/lib/merge-export.mjs),
// already without them: not read again (a rebuild at N=1000 read ~7,500 files for the few it rendered). Written aside
// and renamed, so a file never changes under out/. One walk of the export's text files serves both.
const exists = (rel: string) => fs.existsSync(path.join(root, rel));
for (const file of listFiles(root, (name) => name.endsWith('.txt'))) {
  const full = path.join(root, file);
  if (path.posix.basename(file) === UNUSED_PAYLOAD) {
    fs.rmSync(full);
    continue;
  }
  if (!isPayloadFile(file, exists) || fs.statSync(full).nlink > 1) continue;
  const stripped = withoutImageHints(fs.readFileSync(full));
  if (!stripped) continue;
  fs.writeFileSync(`${full}.tmp`, stripped);
  fs.renameSync(`${full}.tmp`, full);
}

// A feed item carries the post's whole article, read from its exported page (Docusaurus reads its built HTML too).
const postContent = (post: PostEntry): string => {
  const url = absoluteUrl(post.permalink);
  const file = resolveUrl(root, encodeURI(withBase(post.permalink)));
  const html = file && postContentHtml(fs.readFileSync(path.join(root, file), 'utf8'), url);
  if (html === undefined) throw new Error(`feeds: no exported article for the post ${post.permalink}`);
  return html;
};
// A file of the content folder (a site's own feed stylesheet), or undefined when there is none.
const readContentFile = (relative: string): string | undefined => {
  const file = path.join(getContentRoot(), relative);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : undefined;
};
for (const blog of blogSections.filter((b) => blogPagesOf(b.id).feeds)) {
  const feeds = blogFeedFiles(blog.id, postContent);
  for (const type of blog.feedTypes) {
    const href = feedHref(blog.id, type);
    const xslt = type === 'json' ? undefined : blog.feedXslt?.[type];
    if (type === 'json' || xslt === undefined) {
      write(href, feeds[type]);
      continue;
    }
    // The stylesheet beside the feed, named in it (lib/feed-xslt.ts).
    const { xslName, files } = feedStylesheetFiles(type, xslt, readContentFile);
    for (const [name, text] of Object.entries(files)) write(path.posix.join(path.posix.dirname(href), name), text);
    write(href, withXsltStylesheet(feeds[type], xslName));
  }
}

// One sitemap per locale, of its pages, as Docusaurus writes one in each locale's build.
// Less the pages the sitemap plugin's ignorePatterns name (matched on their path with the base URL, as Docusaurus's).
const ignored = sitemapIgnoreMatcher(siteConfig.sitemap?.ignorePatterns ?? []);
const hrefs = getListedHrefs().filter((href) => !ignored(withBase(href)));
const buildDate = new Date().toISOString();
for (const { locale } of siteLocales) {
  const own = hrefs.filter((href) => localeOfRoute(resolveHref(href)!) === locale);
  write(sitemapHref(locale), buildSitemap(own, buildDate));
}
// Each other locale's not-found page also as `<locale>/404.html`, the file Docusaurus writes (and hosts such as
// Cloudflare Pages serve for a missing page under the locale); with trailing slashes Next wrote it as
// `<locale>/404/index.html` (without, it is `<locale>/404.html` already). Written aside and renamed: after a partial
// build the old one is a hard link to out/'s.
for (const { locale, isDefault } of siteLocales) {
  if (isDefault) continue;
  const href = notFoundHref(locale);
  const page = path.join(root, href, 'index.html');
  if (!fs.existsSync(page)) continue;
  const file = path.join(root, notFoundFileHref(locale));
  fs.copyFileSync(page, `${file}.tmp`);
  fs.renameSync(`${file}.tmp`, file);
}
write('/robots.txt', buildRobots());
write('/manifest.webmanifest', buildManifest());

// A page takes the rules of a stylesheet its content imports without waiting for it (lib/critical-css.ts). A page
// merged from the previous export is rewritten already and left as it is. The new HTML replaces the file by a rename: the search
// index may be reading the pages meanwhile, and a merged page is a hard link to out/'s, which must not change.
const rewriting = performance.now();
const sheets = new Map<string, CriticalSheet>();
const sheetOf = (href: string): CriticalSheet => {
  let sheet = sheets.get(href);
  if (!sheet) {
    if (!href.startsWith(`${basePath}/`)) throw new Error(`a stylesheet outside the base path: ${href}`);
    sheet = parseSheet(fs.readFileSync(path.join(root, href.slice(basePath.length)), 'utf8'), href);
    sheets.set(href, sheet);
  }
  return sheet;
};
let inlined = 0;
// The pages as read here (or rewritten), for the link checks below, which would read them all again.
const pagesRead = new Map<string, string>();
for (const file of listFiles(
  root,
  (name) => name.endsWith('.html'),
  (dir) => dir !== '_next' && dir !== 'pagefind',
)) {
  const full = path.join(root, file);
  const html = fs.readFileSync(full, 'utf8');
  const styled = inlineCriticalCss(html, sheetOf);
  pagesRead.set(file, styled ?? html);
  if (styled === undefined) continue;
  inlined += 1;
  fs.writeFileSync(`${full}.tmp`, styled);
  fs.renameSync(`${full}.tmp`, full);
}
const contentSheets = `content stylesheets inlined on ${inlined} pages in ${seconds(rewriting)}`;

const written = seconds(started);
const checking = performance.now();
const {
  brokenLinks,
  brokenAnchors,
  brokenResources,
  pages: checked,
} = checkExportLinks(
  root,
  (file) => {
    const html = pagesRead.get(file);
    pagesRead.delete(file);
    return html ?? fs.readFileSync(path.join(root, file), 'utf8');
  },
  allHrefs,
);
const list = (items: { page: string; link: string }[]) => items.map((b) => `  - ${b.page} → ${b.link}`).join('\n');
// Images and media Docusaurus does not check (raw `<img src>`): said, never failing the build.
if (brokenResources.length > 0 && siteConfig.checks.onBrokenLinks !== 'ignore') {
  console.warn(
    `[onBrokenLinks] ${brokenResources.length} image(s), media or linked file(s) not found in the built site:\n${list(brokenResources)}`,
  );
}
try {
  if (brokenLinks.length > 0) {
    reportProblem(
      siteConfig.checks.onBrokenLinks,
      'onBrokenLinks',
      `${brokenLinks.length} broken link(s) in the built site:\n${list(brokenLinks)}`,
    );
  }
  if (brokenAnchors.length > 0) {
    reportProblem(
      siteConfig.checks.onBrokenAnchors,
      'onBrokenAnchors',
      `${brokenAnchors.length} link(s) to missing anchors:\n${list(brokenAnchors)}`,
    );
  }
} catch (error) {
  if (!(error instanceof CheckFailure)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(
  `wrote feeds, sitemap (${hrefs.length} pages), ${contentSheets}, all in ${written}; checked links of ${checked} pages in ${seconds(checking)}`,
);
