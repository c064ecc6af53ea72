/**
 * Docusaurus's MDX-facing modules for MDX rendered in the browser (components/content/mdx-client.client.tsx): the
 * same table as index.ts, except that `@theme/CodeBlock` is the unhighlighted PlainCodeBlock (Shiki is server-only).
 */
import Admonition from './admonition';
import BrowserOnly from './browser-only.client';
import PlainCodeBlock from './code-block-plain';
import PlainDocCardList from './doc-card-list-plain';
import Details from './details';
import ExecutionEnvironment from './execution-environment';
import Head from './head';
import IdealImage from './ideal-image';
import Interpolate, { interpolate } from './interpolate';
import Layout from './layout';
import Link from './link';
import Mermaid from './mermaid';
import { useHistory, useLocation } from './router';
import TabItem from './tab-item.client';
import Tabs from './tabs-lazy.client';
import TOCInline from './toc-inline';
import Translate, { translate } from './translate';
import useBaseUrl, { hasProtocol, isInternalUrl, useBaseUrlUtils } from './use-base-url';
import useDocusaurusContext from './use-docusaurus-context';

/** A module-namespace-like object: the exports plus `__esModule`, frozen. */
export const esModule = (exports: Record<string, unknown>): Readonly<Record<string, unknown>> =>
  Object.freeze({ __esModule: true, ...exports });

/** Theme modules under their `@theme/…` id and the `@theme-original/…` alias swizzled code imports. */
export const withOriginalAliases = (
  modules: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> => ({
  ...modules,
  ...Object.fromEntries(Object.entries(modules).map(([id, module]) => [id.replace('@theme/', '@theme-original/'), module])),
});

/** `@theme/MDXComponents`: the components Docusaurus maps MDX elements to, for the ones this site provides. */
const MDXComponents = Object.freeze({ Head, details: Details, Details, a: Link, admonition: Admonition });

/** Every supported module id → its exports, for MDX rendered in the browser. */
export const docusaurusClientModules: Record<string, Record<string, unknown>> = {
  ...withOriginalAliases({
    '@theme/Tabs': esModule({ default: Tabs }),
    '@theme/TabItem': esModule({ default: TabItem }),
    '@theme/CodeBlock': esModule({ default: PlainCodeBlock }),
    '@theme/TOCInline': esModule({ default: TOCInline }),
    '@theme/Admonition': esModule({ default: Admonition }),
    '@theme/Details': esModule({ default: Details }),
    '@theme/MDXComponents': esModule({ default: MDXComponents }),
    '@theme/Layout': esModule({ default: Layout }),
    '@theme/DocCardList': esModule({ default: PlainDocCardList }),
    '@theme/Mermaid': esModule({ default: Mermaid }),
    '@theme/IdealImage': esModule({ default: IdealImage }),
  }),
  '@docusaurus/Link': esModule({ default: Link }),
  '@docusaurus/useBaseUrl': esModule({ default: useBaseUrl, useBaseUrlUtils }),
  '@docusaurus/BrowserOnly': esModule({ default: BrowserOnly }),
  '@docusaurus/useDocusaurusContext': esModule({ default: useDocusaurusContext }),
  '@docusaurus/router': esModule({ useLocation, useHistory }),
  '@docusaurus/ExecutionEnvironment': esModule({ default: ExecutionEnvironment }),
  '@docusaurus/Head': esModule({ default: Head }),
  '@docusaurus/Translate': esModule({ default: Translate, translate }),
  '@docusaurus/Interpolate': esModule({ default: Interpolate, interpolate }),
  '@docusaurus/isInternalUrl': esModule({ default: isInternalUrl, hasProtocol }),
};
