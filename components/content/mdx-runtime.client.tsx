'use client';

import { mdxModules } from 'mdx-modules/generated';
import { docusaurusClientModulesIn } from '@/components/mdx/docusaurus/client';
import type { LocaleLinkRule } from '@/lib/i18n/locale-links';
import { anchorsIn } from './locale-anchors';
import { getMdxModule, mdxComponentsFor, type ModuleTable } from './mdx-evaluate';

const tables = new Map<string, ModuleTable>();

/** The modules MDX rendered in the browser imports, its Docusaurus components speaking `locale` (one table per locale). */
function clientModules(locale: string): ModuleTable {
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = { ...mdxModules, ...docusaurusClientModulesIn(locale) }));
  return table;
}

/**
 * Renders MDX that computes with client modules or hooks (through MdxClient: a chunk of its own, loaded by the pages
 * that need it), on a page in `locale`, its Markdown links rewritten by `links` when the locale is not the default;
 * `untilTruncate` in a blog's list.
 */
export default function MdxRuntime({
  code,
  untilTruncate = false,
  locale,
  links,
}: {
  code: string;
  untilTruncate?: boolean;
  locale: string;
  links?: LocaleLinkRule;
}) {
  const { Component } = getMdxModule(code, clientModules(locale));
  return <Component components={{ ...mdxComponentsFor(untilTruncate), ...(links && anchorsIn(links)) }} />;
}
