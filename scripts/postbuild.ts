// Post-processing of the export in the staging folder given as argument: redirect pages for old URLs,
// .nojekyll for GitHub Pages, then the link checks (onBrokenLinks fails the build by default).
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../config/site';
import { checkExportLinks } from '../lib/checks/links';
import { writeRedirects } from '../lib/checks/redirects';
import { CheckFailure, reportProblem } from '../lib/checks/report';

const root = path.resolve(process.argv[2] ?? 'out');

writeRedirects(root);
fs.writeFileSync(path.join(root, '.nojekyll'), '');

const { brokenLinks, brokenAnchors, pages } = checkExportLinks(root);
const list = (items: { page: string; link: string }[]) => items.map((b) => `  - ${b.page} → ${b.link}`).join('\n');
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
console.log(`checked links of ${pages} pages`);
