'use client';

import { mdxModules } from 'mdx-modules/generated';
import { docusaurusClientModulesIn } from '@/components/mdx/docusaurus/client';
import type { LocaleLinkRule } from '@/lib/i18n/locale-links';
import { anchorsIn } from './locale-anchors';
import { getMdxModule, type ModuleTable } from './mdx-evaluate';

const tables = new Map<string, ModuleTable>();

/** The modules MDX rendered in the browser imports, its Docusaurus components speaking `locale` (one table per locale). */
function clientModules(locale: string): ModuleTable {
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = { ...mdxModules, ...docusaurusClientModulesIn(locale) }));
  return table;
}

/**
 * Renders MDX that computes with client modules or hooks (through MdxClient: a chunk of its own, loaded by the pages
 * that need it), on a page in `locale`, its Markdown links rewritten by `links` when the locale is not the default.
 */
export default function MdxRuntime({ code, locale, links }: { code: string; locale: string; links?: LocaleLinkRule }) {
  const { Component } = getMdxModule(code, clientModules(locale));
  return <Component components={links && anchorsIn(links)} />;
}
