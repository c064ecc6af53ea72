// Prints, as a JSON array, the route paths of the content folder in CONTENT_DIR as Docusaurus names them
// (`/docs/intro`, `/blog`, `/`: base URL excluded, no trailing slash): every doc, post and page with the URL the
// build gives it (lib/content/permalinks.ts, the same rules), and each blog's list, archive and tag index, in every
// locale and version (config/variants.ts): a translation serves each default-locale file it does not translate at
// the locale's URL, as the build does (lib/content/queries.ts).
// The importer runs it in a child process on the imported folder (config/site.ts reads that folder's
// site.config.json when the module loads) to call a client-redirects `createRedirects` over those paths.
import fs from 'node:fs';
import path from 'node:path';
import { blogSections, docSections, pageSections, siteLocales } from '../../config/site';
import { docIdentity, getContentRoot, pageSlugFromSource, pathInSection, postIdentity } from '../../lib/content/paths';
import { permalinkForSource, urlFrontMatterOf, type UrlFrontMatter } from '../../lib/content/permalinks';
import { blogArchiveHref, blogHref, blogTagsHref, docHref, homeHref, pageHref, postHref } from '../../lib/routes';

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

const frontMatterOf = (file: string): UrlFrontMatter =>
  urlFrontMatterOf(fs.readFileSync(path.join(getContentRoot(), file), 'utf8'));

/** The default-locale files a translation does not translate, each with its URL in the translation's locale. */
function untranslated(
  section: { folder: string; sourceFolder: string },
  hrefOf: (sourceFile: string, fm: UrlFrontMatter) => string,
): string[] {
  if (section.sourceFolder === section.folder) return [];
  const own = new Set(markdownFiles(section.folder).map((file) => pathInSection(section, file)));
  return markdownFiles(section.sourceFolder)
    .filter((file) => !own.has(pathInSection({ folder: section.sourceFolder }, file)))
    .map((file) => hrefOf(file, frontMatterOf(file)));
}

const folders = [...docSections.map((s) => s.folder), ...blogSections.map((b) => b.folder), ...pageSections.map((p) => p.folder)];
const paths = new Set<string>(siteLocales.map(({ locale }) => docusaurusPath(homeHref(locale))));
for (const file of folders.flatMap(markdownFiles)) {
  const href = permalinkForSource(file, frontMatterOf(file));
  if (href) paths.add(docusaurusPath(href));
}
const served = [
  ...docSections.flatMap((s) => untranslated(s, (file, fm) => docHref(s.id, docIdentity(file, fm).slug))),
  ...blogSections.flatMap((b) => untranslated(b, (file, fm) => postHref(b.id, postIdentity(file, fm.slug, fm.date).slug))),
  ...pageSections.flatMap((p) => untranslated(p, (file, fm) => pageHref(p.id, pageSlugFromSource(file, fm.slug)))),
];
for (const href of served) paths.add(docusaurusPath(href));
for (const { id } of blogSections)
  for (const href of [blogHref(id), blogArchiveHref(id), blogTagsHref(id)]) paths.add(docusaurusPath(href));
process.stdout.write(JSON.stringify([...paths].sort()));
