'use client';

import { mdxModules } from 'mdx-modules/generated';
import { docusaurusClientModules } from '@/components/mdx/docusaurus/client';
import { getMdxModule, type ModuleTable } from './mdx-evaluate';

const clientModules: ModuleTable = { ...mdxModules, ...docusaurusClientModules };

/** Renders MDX that computes with client modules or hooks (through MdxClient: a chunk of its own, loaded by the pages that need it). */
export default function MdxRuntime({ code }: { code: string }) {
  const { Component } = getMdxModule(code, clientModules);
  return <Component />;
}
