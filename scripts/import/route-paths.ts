// Prints, as JSON, the route paths of the content folder in CONTENT_DIR as Docusaurus gives them to its plugins'
// postBuild (`routesPaths`, core's getRoutesPaths; base URL excluded, no trailing slash): every leaf route of the
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
import { siteLocales } from '../../config/site';
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

const docusaurusPath = (href: string): string => href.replace(/\/+$/, '') || '/';

const paths = new Set<string>();
try {
  for (const href of getAllHrefs()) if (docusaurusHas(resolveHref(href)!)) paths.add(docusaurusPath(href));
  for (const { locale } of siteLocales) paths.add(notFoundFileHref(locale));
} catch (error) {
  // A data file of the content (authors.yml, tags.yml, a _category_ file) the build would stop on too.
  if (!(error instanceof ContentError)) throw error;
  paths.clear();
  problems.push(sourceProblem(error.file, error));
}
process.stdout.write(JSON.stringify({ paths: [...paths].sort(), problems }));
