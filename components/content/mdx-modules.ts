/** The modules server-rendered MDX imports: this project's Docusaurus runtime and the generated modules. */
import { mdxModules } from 'mdx-modules/generated';
import { docusaurusModules } from '@/components/mdx/docusaurus';
import type { ModuleTable } from './mdx-evaluate';

/** Modules by id, for MDX rendered on the server. */
export const serverModules: ModuleTable = { ...mdxModules, ...docusaurusModules };
