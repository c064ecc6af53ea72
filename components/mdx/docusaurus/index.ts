/**
 * Docusaurus's MDX-facing modules (`@theme/Tabs`, `@docusaurus/Link`, …) for MDX rendered on the server: module id →
 * a module-namespace-like object (`default` where Docusaurus has a default export, its named exports, `__esModule`).
 * `@theme/CodeBlock` highlights with Shiki here; browser-rendered MDX uses client.ts.
 */
import { docusaurusClientModules, esModule, withOriginalAliases } from './client';
import CodeBlock from './code-block';
import DocCardList from './doc-card-list';
import { useCurrentSidebarCategory } from './sidebar-category';

/** Every supported module id → its exports, for MDX rendered on the server. */
export const docusaurusModules: Record<string, Record<string, unknown>> = {
  ...docusaurusClientModules,
  ...withOriginalAliases({
    '@theme/CodeBlock': esModule({ default: CodeBlock }),
    '@theme/DocCardList': esModule({ default: DocCardList }),
  }),
  // The server render is never the browser (a hook of the client table cannot run in a server component).
  '@docusaurus/useIsBrowser': esModule({ default: () => false }),
  '@docusaurus/theme-common': esModule({
    useColorMode: () => ({ colorMode: 'light', setColorMode: () => undefined, isDarkTheme: false }),
    useCurrentSidebarCategory,
  }),
  '@docusaurus/plugin-content-docs/client': esModule({ useCurrentSidebarCategory }),
};
