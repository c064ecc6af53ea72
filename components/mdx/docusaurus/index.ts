/**
 * Docusaurus's MDX-facing modules (`@theme/Tabs`, `@docusaurus/Link`, …) for MDX rendered on the server: module id →
 * a module-namespace-like object (`default` where Docusaurus has a default export, its named exports, `__esModule`).
 * `@theme/CodeBlock` highlights with Shiki here; browser-rendered MDX uses client.ts.
 */
import { docusaurusClientModules, esModule, withOriginalAliases } from './client';
import CodeBlock from './code-block';
import DocCardList from './doc-card-list';
import { useCurrentSidebarCategory } from './sidebar-category';
import { docsClientHooks, globalDataHooks } from './docs-client-utils';
import { getCurrentDoc } from '@/lib/navigation/current-page';
import { globalDataOf } from '@/lib/navigation/docs-global-data';
import { pageLocale } from '@/lib/i18n';
import { withBase } from '@/lib/routes';

/** The global data of the page being rendered (its locale's). */
const pageGlobalData = () => globalDataOf(pageLocale().locale);
/** The pathname of the page being rendered as Docusaurus has it; none ('') on a page that is not a doc. */
const pagePathname = () => {
  const doc = getCurrentDoc();
  return doc ? withBase(doc.href) : '';
};

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
    ...docusaurusClientModules['@docusaurus/theme-common'],
    useColorMode: () => ({ colorMode: 'light', setColorMode: () => undefined, isDarkTheme: false }),
    useCurrentSidebarCategory,
    // A server component has no effects or state: the build's answers.
    useWindowSize: () => 'ssr',
    usePrevious: () => undefined,
    useEvent: <T>(callback: T) => callback,
  }),
  '@docusaurus/plugin-content-docs/client': esModule({
    useCurrentSidebarCategory,
    ...docsClientHooks(pageGlobalData, pagePathname),
  }),
  '@docusaurus/useGlobalData': esModule(globalDataHooks(pageGlobalData)),
};
