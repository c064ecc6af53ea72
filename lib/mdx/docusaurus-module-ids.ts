/**
 * The Docusaurus modules MDX and the author's components may import, each with the file of this project's
 * runtime that provides it in the browser (components/mdx/docusaurus/): the author's code is bundled as
 * client modules, so `@theme/CodeBlock` is the unhighlighted copy there (server-rendered MDX gets Shiki's).
 * Plain data, read by the build scripts; a unit test keeps it equal to the runtime's module tables.
 */
const theme: Record<string, string> = {
  '@theme/Tabs': 'tabs.client.tsx',
  '@theme/TabItem': 'tab-item.client.tsx',
  '@theme/CodeBlock': 'code-block-plain.tsx',
  '@theme/TOCInline': 'toc-inline.tsx',
  '@theme/Admonition': 'admonition.tsx',
  '@theme/Details': 'details.tsx',
  '@theme/Layout': 'layout.tsx',
  '@theme/DocCardList': 'doc-card-list-plain.tsx',
  '@theme/DocCard': 'doc-card.tsx',
  '@theme/MDXContent': 'mdx-content.tsx',
  '@theme/Mermaid': 'mermaid.tsx',
  '@theme/IdealImage': 'ideal-image.tsx',
  '@theme/ThemedImage': 'themed-image.tsx',
  '@theme/Heading': 'heading.tsx',
  '@theme/MDXComponents': 'mdx-components.ts',
};

const files: Record<string, string> = {
  ...theme,
  ...Object.fromEntries(Object.entries(theme).map(([id, file]) => [id.replace('@theme/', '@theme-original/'), file])),
  '@docusaurus/Link': 'link.tsx',
  '@docusaurus/useBaseUrl': 'use-base-url.ts',
  '@docusaurus/BrowserOnly': 'browser-only.client.tsx',
  '@docusaurus/useDocusaurusContext': 'use-docusaurus-context.ts',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/ExecutionEnvironment': 'execution-environment.ts',
  '@docusaurus/Head': 'head.tsx',
  '@docusaurus/Translate': 'translate.tsx',
  '@docusaurus/Interpolate': 'interpolate.tsx',
  '@docusaurus/isInternalUrl': 'is-internal-url.ts',
  '@docusaurus/useIsBrowser': 'use-is-browser.client.ts',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/plugin-content-docs/client': 'plugin-content-docs.client.ts',
  '@docusaurus/useGlobalData': 'use-global-data.client.ts',
};

/** Module id → file (relative to the project) of the runtime module the author's code gets. */
export const DOCUSAURUS_MODULE_FILES: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([id, file]) => [id, `components/mdx/docusaurus/${file}`]),
);

/** Every Docusaurus module id this project provides (MDX gets them from the runtime's module tables). */
export const DOCUSAURUS_MODULE_IDS = Object.keys(DOCUSAURUS_MODULE_FILES);
