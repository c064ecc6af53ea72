// Checks that need the whole content set, run after the content layer and before Next:
// the site config against the content (fails) and URLs claimed twice (onDuplicateRoutes).
import { siteConfig, siteConfigSource } from '../config/site';
import { reportProblem } from '../lib/checks/report';
import { checkSiteConfig } from '../lib/checks/site-config';
import { getAllCategories, getDuplicateRoutes } from '../lib/content/collections';
import { getRouteCollisions } from '../lib/route-table';
import { ContentError } from '../lib/content/errors';

// A category file Docusaurus would reject (lib/content/category.ts) is a content mistake, not the config's.
try {
  getAllCategories();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}

const configProblems = checkSiteConfig();
if (configProblems.length > 0) {
  console.error(`Invalid site config (${siteConfigSource}):\n${configProblems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

try {
  for (const { permalink, files } of getDuplicateRoutes()) {
    reportProblem(
      siteConfig.checks.onDuplicateRoutes,
      'onDuplicateRoutes',
      `${files.length} documents claim ${permalink}: ${files.join(', ')}; serving ${files[0]}`,
    );
  }
  // A page and a blog's or docs' own page at one URL (src/pages/archive.tsx beside a blog at /), which Docusaurus
  // reports as a duplicate route too; the route table serves the one its router would.
  for (const { href, sources } of getRouteCollisions()) {
    reportProblem(
      siteConfig.checks.onDuplicateRoutes,
      'onDuplicateRoutes',
      `${sources.length} pages claim ${href}: ${sources.join(', ')}; serving ${sources[0]}`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
