/** Validates the site config against the content: section folders exist and navbar targets are real docs. */
import fs from 'node:fs';
import path from 'node:path';
import { docSections, siteConfig } from '../../config/site';
import { getContentRoot } from '../content/paths';
import { getDoc } from '../content/queries';

/** Problems with the site config, each naming the field. */
export function checkSiteConfig(): string[] {
  const problems: string[] = [];
  if (!/^\/(?:[^/]+\/)*$/.test(siteConfig.baseUrl))
    problems.push(`siteConfig.baseUrl "${siteConfig.baseUrl}" must start and end with "/"`);
  const seen = new Set<string>();
  docSections.forEach((section, i) => {
    const field = `docSections[${i}] (${section.id})`;
    if (seen.has(section.routeBasePath))
      problems.push(`${field}.routeBasePath "${section.routeBasePath}" is used by two sections`);
    seen.add(section.routeBasePath);
    const folder = path.join(getContentRoot(), section.folder);
    if (!fs.existsSync(folder)) {
      problems.push(`${field}.folder "${section.folder}" does not exist under ${getContentRoot()}`);
      return;
    }
    if (!getDoc(section.id, section.navbarDocId)) {
      problems.push(
        `${field}.navbarDocId "${section.navbarDocId}" is not a doc of the section (navbar target ${section.routeBasePath}/${section.navbarDocId})`,
      );
    }
  });
  return problems;
}
