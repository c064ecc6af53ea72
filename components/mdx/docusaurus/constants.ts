/** `@docusaurus/constants`: the id of a plugin instance that names none. */
export const DEFAULT_PLUGIN_ID = 'default';
