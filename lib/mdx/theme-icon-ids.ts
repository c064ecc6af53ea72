/**
 * A theme icon's module ids: `@theme/Icon/<Name>`, and Docusaurus 2's `@theme/Icon<Name>`, which sites written for it
 * still import. Its own module, so the browser's module table (components/mdx/docusaurus/client.ts) takes the rule
 * without the build's table of every module (lib/mdx/docusaurus-module-ids.ts).
 */
export const themeIconIds = (name: string): readonly [string, string] => [`@theme/Icon/${name}`, `@theme/Icon${name}`];
