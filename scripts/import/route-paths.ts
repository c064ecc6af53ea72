// Prints, as a JSON array, the route paths of the content folder in CONTENT_DIR as Docusaurus names them
// (`/docs/intro`, `/blog`, `/`: base URL excluded, no trailing slash): every doc, post and page with the URL the
// build gives it (lib/content/permalinks.ts, the same rules), and each blog's list, archive and tag index.
// The importer runs it in a child process on the imported folder (config/site.ts reads that folder's
// site.config.json when the module loads) to call a client-redirects `createRedirects` over those paths.
import fs from 'node:fs';
import path from 'node:path';
import { blogSections, docSections, pageSections } from '../../config/site';
import { getContentRoot } from '../../lib/content/paths';
import { permalinkForSource, urlFrontMatterOf } from '../../lib/content/permalinks';
import { blogArchiveHref, blogHref, blogTagsHref } from '../../lib/routes';

/** Markdown files under a folder of the content root, as Docusaurus's default `exclude` leaves them (no `_` names). */
function markdownFiles(folder: string): string[] {
  const root = path.join(getContentRoot(), folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => /\.mdx?$/.test(rel) && !rel.split('/').some((part) => part.startsWith('_')))
    .map((rel) => `${folder}/${rel}`);
}

const docusaurusPath = (href: string): string => href.replace(/\/+$/, '') || '/';

const folders = [...docSections.map((s) => s.folder), ...blogSections.map((b) => b.folder), ...pageSections.map((p) => p.folder)];
const paths = new Set<string>(['/']);
for (const file of folders.flatMap(markdownFiles)) {
  const href = permalinkForSource(file, urlFrontMatterOf(fs.readFileSync(path.join(getContentRoot(), file), 'utf8')));
  if (href) paths.add(docusaurusPath(href));
}
for (const { id } of blogSections)
  for (const href of [blogHref(id), blogArchiveHref(id), blogTagsHref(id)]) paths.add(docusaurusPath(href));
process.stdout.write(JSON.stringify([...paths].sort()));
