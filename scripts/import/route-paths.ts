// Prints, as JSON, the route paths of the content folder in CONTENT_DIR as Docusaurus gives them to its plugins'
// postBuild (`routesPaths`, core's getRoutesPaths; base URL excluded, a trailing slash where Docusaurus's route has
// one, `docusaurusPath`): every leaf route of the
// site, in every locale and version, and each locale's `/404.html`. They are the build's own route table
// (lib/route-table.ts: docs, generated category indexes, doc tags, pages, posts, every page of the blog lists, tag
// and author pages, archives, tag and author indexes), its documents described from their sources without a
// Contentlayer run (lib/content/source-collections.ts), less what Docusaurus has no route for: the not-found
// pages (its 404.html instead) and the home page when ROUTE_PATHS_HOME=0 (the Docusaurus site had no page at `/`:
// this site's home is its own). The route table has a blog's archive, tags page and lists only where Docusaurus
// has them (`blogPagesOf`).
// `problems`: the documents left out (invalid front matter), or why no path could be listed.
// The importer runs it in a child process on the imported folder (config/site.ts reads that folder's
// site.config.json when the module loads) to call a client-redirects `createRedirects` over those paths.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig, siteLocales } from '../../config/site';
import { readFrontMatter } from '../../lib/content/frontmatter';
import { docusaurusDocSlug, getContentRoot } from '../../lib/content/paths';
import { readCollectionsFrom } from '../../lib/content/collections';
import { ContentError } from '../../lib/content/errors';
import { collectionsFromSource, sourceProblem, type SourceProblem } from '../../lib/content/source-collections';
import { getAllHrefs, resolveHref, type Route } from '../../lib/route-table';
import { notFoundFileHref } from '../../lib/routes';

const problems: SourceProblem[] = [];
readCollectionsFrom(collectionsFromSource((problem) => problems.push(problem)));
const withHome = process.env.ROUTE_PATHS_HOME !== '0';

/** Whether Docusaurus has a route for a page of the route table. */
const docusaurusHas = (r: Route): boolean => r.kind !== 'not-found' && (r.kind !== 'home' || withHome);

/**
 * Whether Docusaurus's route path for a page ends with a slash when the site sets no `trailingSlash`: a doc whose
 * slug does (a category index, `api/index.md` → `/api/`, or a front-matter slug written so), and a page from an
 * index file (`src/pages/foo/index.js` → `/foo/`, its fileToPath); every other route is written without one.
 */
function keepsSlash(route: Route): boolean {
  if (route.kind === 'doc') {
    const source = fs.readFileSync(path.join(getContentRoot(), route.doc.sourceFilePath), 'utf8');
    const frontMatter = (readFrontMatter(source).data ?? {}) as { id?: unknown; slug?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return docusaurusDocSlug(route.doc.sourceFilePath, { id: text(frontMatter.id), slug: text(frontMatter.slug) }).endsWith('/');
  }
  return route.kind === 'page' && /(^|\/)index\.[^/.]+$/.test(route.page.sourceFilePath);
}

/** A route as Docusaurus gives it to plugins: `trailingSlash: true` adds the slash to every path, false removes it. */
function docusaurusPath(href: string, route: Route): string {
  const bare = href.replace(/\/+$/, '');
  if (bare === '') return '/';
  const slash = siteConfig.trailingSlash ?? keepsSlash(route);
  return slash ? `${bare}/` : bare;
}

const paths = new Set<string>();
try {
  for (const href of getAllHrefs()) {
    const route = resolveHref(href)!;
    if (docusaurusHas(route)) paths.add(docusaurusPath(href, route));
  }
  for (const { locale } of siteLocales) paths.add(notFoundFileHref(locale));
} catch (error) {
  // A data file of the content (authors.yml, tags.yml, a _category_ file) the build would stop on too.
  if (!(error instanceof ContentError)) throw error;
  paths.clear();
  problems.push(sourceProblem(error.file, error));
}
process.stdout.write(JSON.stringify({ paths: [...paths].sort(), problems }));
