/**
 * Validates the site config against the content: section and blog folders exist, navbar targets and
 * footer links resolve, manual sidebars name real docs, and no two sections share a route base.
 */
import fs from 'node:fs';
import path from 'node:path';
import { blogSections, docSections, siteConfig, siteLocales } from '../../config/site';
import { getContentRoot } from '../content/paths';
import { getDoc, getSectionDocs } from '../content/queries';
import { getFooterColumns, getFooterSimpleLinks, getNavbarLinks } from '../navigation/navbar';
import { getHomeCards } from '../navigation/home';
import { getSidebars } from '../navigation/sidebar';

/** Problems with the site config, each naming the field. */
export function checkSiteConfig(): string[] {
  const problems: string[] = [];
  const attempt = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      problems.push((error as Error).message);
    }
  };
  const bases = new Map<string, string>();
  const claim = (base: string, field: string) => {
    const owner = bases.get(base);
    if (owner) problems.push(`${field}.routeBasePath "${base}" is also the route base of ${owner}`);
    bases.set(base, field);
  };
  // Each locale and version of a section (config/variants.ts); a translation needs no folder of its own (its
  // pages are the default locale's, translated where a file is there), so only the default locale's are checked.
  docSections.forEach((section) => {
    const i = siteConfig.docs.findIndex((d) => d.id === section.pluginId);
    const field = `docs[${i}] (${section.id})`;
    claim(section.routeBasePath, field);
    if (section.sourceId !== section.id) return;
    if (!fs.existsSync(path.join(getContentRoot(), section.folder))) {
      problems.push(`${field}.folder "${section.folder}" does not exist under ${getContentRoot()}`);
      return;
    }
    // Docusaurus stops the same way: 'Docs version "current" has no docs! At least one doc should exist at …'.
    if (getSectionDocs(section.id).length === 0) {
      problems.push(
        `${field}.folder "${section.folder}" has no docs: at least one doc should exist in it (Docusaurus stops too)`,
      );
      return;
    }
    if (section.navbarDocId && !getDoc(section.id, section.navbarDocId)) {
      problems.push(`${field}.navbarDocId "${section.navbarDocId}" is not a doc of the section`);
    }
    attempt(() => getSidebars(section.id));
  });
  blogSections.forEach((blog) => {
    const field = `blogs[${siteConfig.blogs.findIndex((b) => b.id === blog.pluginId)}] (${blog.id})`;
    claim(blog.routeBasePath, field);
    if (blog.sourceId === blog.id && !fs.existsSync(path.join(getContentRoot(), blog.folder)))
      problems.push(`${field}.folder "${blog.folder}" does not exist under ${getContentRoot()}`);
  });
  if (problems.length > 0) return problems;
  for (const { locale } of siteLocales) {
    attempt(() => getNavbarLinks(locale));
    attempt(() => getFooterColumns(locale));
    attempt(() => getFooterSimpleLinks(locale));
    attempt(() => getHomeCards(locale));
  }
  if (siteConfig.docs.length === 0 && siteConfig.blogs.length === 0)
    problems.push('docs, blogs: the site has no doc section and no blog');
  return problems;
}
