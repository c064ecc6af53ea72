/**
 * Docusaurus's npm2yarn remark plugin (`@docusaurus/remark-plugin-npm2yarn`), for MDX documents: a code block whose
 * meta is exactly `npm2yarn` (```` ```bash npm2yarn ````) becomes `<Tabs>` with one `<TabItem>` for npm and one per
 * converter ("Yarn", "pnpm"…), the commands converted by npm-to-yarn as Docusaurus converts them, or by a custom
 * converter of the site's config (`[name, source]`: its function runs as a plain function, lib/config-function.ts).
 * With `sync`, the tabs have `groupId="npm2yarn"`: a choice applies to every such block and is stored as Docusaurus
 * stores it (components/mdx/docusaurus/tabs-state.ts). `@theme/Tabs` and `@theme/TabItem` are imported when the
 * document does not import Tabs itself. A `.md` read as CommonMark has no components: `remarkNpm2yarnMarkdown` shows
 * one titled block per package manager instead.
 */
import { parse } from 'acorn';
import type { Code, Root, RootContent } from 'mdast';
import npmToYarn from 'npm-to-yarn';
import type { Node, Parent } from 'unist';
import { configFunction } from '../config-function';
import { visit } from './visit';
import type { Npm2yarnOptions } from '../../config/schema';

/** The plugin's options: the site config's, and whether the site's Docusaurus labels bun's tab "Bun" (3.7+). */
export type Npm2yarnPluginOptions = Npm2yarnOptions & { readonly bunLabel?: boolean };

type Converter = Npm2yarnOptions['converters'][number];

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

const tabItem = (node: Code, code: string, value: string, label?: string) => ({
  type: 'mdxJsxFlowElement',
  name: 'TabItem',
  attributes: [attribute('value', value), ...(label ? [attribute('label', label)] : [])],
  children: [{ type: 'code', lang: node.lang, value: code, position: node.position }],
});

/** A custom converter's code for a block; it must give text (Docusaurus's build fails when it throws). */
function customCode(name: string, source: string, code: string): string {
  const converted = configFunction(source, `npm2yarn converter ${name}`).call(code);
  if (typeof converted !== 'string')
    throw new Error(`npm2yarn converter "${name}" gave ${typeof converted}, not the converted code`);
  return converted;
}

/**
 * The commands of each tab: npm's, then each converter's, with the tab's value and its label (Docusaurus's
 * `getLabelForConverter`: "Yarn", "Bun" from 3.7, the others as their value; a custom converter has none).
 */
const tabsOfCommand = (code: string, converters: readonly Converter[], bunLabel = true) => [
  { value: 'npm', label: undefined, code },
  ...converters.map((c) =>
    typeof c === 'string'
      ? { value: c, label: c === 'yarn' ? 'Yarn' : c === 'bun' && bunLabel ? 'Bun' : c, code: npmToYarn(code, c) }
      : { value: c[0], label: undefined, code: customCode(c[0], c[1], code) },
  ),
];

/** The `<Tabs>` element a block becomes. */
function tabsOf(node: Code, { sync, converters, bunLabel }: Npm2yarnPluginOptions): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: sync ? [attribute('groupId', 'npm2yarn')] : [],
    // As Docusaurus: npm's tab and a custom converter's have no label of their own (their value shows).
    children: tabsOfCommand(node.value, converters, bunLabel).map(({ value, label, code }) => tabItem(node, code, value, label)),
    position: node.position,
  } as unknown as RootContent;
}

/**
 * The Markdown (HTML) form, for `.md` read as CommonMark, where there are no components: one titled block per
 * package manager, one after the other, so every command still reads.
 */
export function remarkNpm2yarnMarkdown(options: Npm2yarnPluginOptions) {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.meta !== 'npm2yarn' || !parent || index === undefined) return;
      const blocks = tabsOfCommand(node.value, options.converters, options.bunLabel).map(({ value, label, code }): Code => ({
        type: 'code',
        lang: node.lang,
        meta: `title="${(label ?? value).replace(/"/g, '＂')}"`,
        value: code,
        position: node.position,
      }));
      parent.children.splice(index, 1, ...blocks);
      return index + blocks.length;
    });
  };
}

const IMPORTS = "import Tabs from '@theme/Tabs'\nimport TabItem from '@theme/TabItem'";

const isParent = (node: Node): node is Parent => Array.isArray((node as Parent).children);

/** The remark plugin (MDX documents only: the tabs are components). */
export function remarkNpm2yarn(options: Npm2yarnPluginOptions) {
  return (tree: Root) => {
    let transformed = false;
    let imported = false;
    visit(tree, (node: Node) => {
      // As Docusaurus: any ESM that names @theme/Tabs counts as importing it.
      if (node.type === 'mdxjsEsm' && String((node as { value?: unknown }).value).includes('@theme/Tabs')) imported = true;
      if (!isParent(node)) return;
      node.children.forEach((child, index) => {
        if (child.type !== 'code' || (child as Code).meta !== 'npm2yarn') return;
        node.children[index] = tabsOf(child as Code, options);
        transformed = true;
      });
    });
    if (transformed && !imported) {
      const estree = parse(IMPORTS, { ecmaVersion: 'latest', sourceType: 'module' });
      tree.children.unshift({ type: 'mdxjsEsm', value: IMPORTS, data: { estree } } as unknown as RootContent);
    }
  };
}
