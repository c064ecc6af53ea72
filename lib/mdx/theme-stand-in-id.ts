/**
 * The module id under which a theme component this project does not draw is looked up (lib/mdx/docusaurus-module-ids.ts
 * `standsIn`): a module of its own, so the browser's module table (components/mdx/docusaurus/client.ts) names it
 * without taking in the build's table of every module.
 */
export const THEME_STAND_IN_ID = '@myblog/theme-stand-in';
