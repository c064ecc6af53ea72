/**
 * Docusaurus's MDX-facing modules for MDX rendered in the browser (components/content/mdx-client.client.tsx): the
 * same table as index.ts, except that `@theme/CodeBlock` is the unhighlighted PlainCodeBlock (Shiki is server-only).
 */
import type { ReactNode } from 'react';
import Admonition from './admonition';
import BrowserOnly from './browser-only.client';
import PlainCodeBlock from './code-block-plain';
import PlainDocCardList from './doc-card-list-plain';
import DocCard from './doc-card';
import Details from './details';
import ExecutionEnvironment from './execution-environment';
import Head from './head';
import Heading from './heading';
import CodeInline from './code-inline';
import Tag from './tag';
import TagsListInline from './tags-list-inline';
import SearchBar from './search-bar';
import SiteChrome from './site-chrome';
import LayoutProvider from './layout-provider';
import PaginatorNavLink from './paginator-nav-link';
import EditThisPage from './edit-this-page';
import IconExternalLink from './icon/external-link';
import IconHome from './icon/home';
import IconEdit from './icon/edit';
import IconCopy from './icon/copy';
import IconSuccess from './icon/success';
import IconMenu from './icon/menu';
import IconClose from './icon/close';
import IconArrow from './icon/arrow';
import IdealImage from './ideal-image';
import Interpolate, { interpolate } from './interpolate';
import Layout from './layout';
import Link from './link';
import { mdxComponentsOf } from './mdx-components';
import MDXContent from './mdx-content';
import type { Localized } from './localized';
import Mermaid from './mermaid';
import { matchPath, Redirect, useHistory, useLocation } from './router';
import TabItem from './tab-item.client';
import Tabs from './tabs-lazy.client';
import ThemedImage from './themed-image';
import TOCInline from './toc-inline';
import Translate, { translate } from './translate';
import useBaseUrl, { hasProtocol, isInternalUrl, useBaseUrlUtils } from './use-base-url';
import useDocusaurusContext from './use-docusaurus-context';
import useIsBrowser from './use-is-browser.client';
import * as themeCommon from './theme-common';
import * as themeCommonInternal from './theme-common-internal';
import * as themeCommonUtils from './theme-common-utils';
import * as docsClient from './plugin-content-docs.client';
import { useBlogPost } from './plugin-content-blog.client';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './use-global-data.client';
import useIsomorphicLayoutEffect from './use-isomorphic-layout-effect';
import ErrorBoundary from './error-boundary';
import Noop from './noop';
import { DEFAULT_PLUGIN_ID } from './constants';
import useBrokenLinks from './use-broken-links';
import useRouteContext from './use-route-context';
import generatedConfig from './generated-config';
import ThemeStandIn from './theme-stand-in';
import DocPaginator from './doc-paginator';
import TOC from './toc';
import ColorModeToggle from './color-mode-toggle-lazy.client';
import useThemeContext from './use-theme-context';
import { themeIconIds } from '@/lib/mdx/theme-icon-ids';
import { THEME_STAND_IN_ID } from '@/lib/mdx/theme-stand-in-id';

/** The theme's icons by name (their module ids: `themeIconIds`). */
const THEME_ICONS = {
  ExternalLink: IconExternalLink,
  Home: IconHome,
  Edit: IconEdit,
  Copy: IconCopy,
  Success: IconSuccess,
  Menu: IconMenu,
  Close: IconClose,
  Arrow: IconArrow,
};

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

/** The modules whose components speak the page's language: `localize` gives each its locale's version. */
function tableOf(localize: <P>(component: Localized<P>) => (props: P) => ReactNode): Record<string, Record<string, unknown>> {
  const [admonition, details, codeBlock, heading, tagsListInline, searchBar, editThisPage, docPaginator] = [
    localize(Admonition),
    localize(Details),
    localize(PlainCodeBlock),
    localize(Heading),
    localize(TagsListInline),
    localize(SearchBar),
    localize(EditThisPage),
    localize(DocPaginator),
  ];
  /** `@theme/MDXComponents`: the components Docusaurus maps MDX elements to, for the ones this site provides. */
  const MDXComponents = mdxComponentsOf({ admonition, details });
  return {
    ...withOriginalAliases({
      '@theme/Tabs': esModule({ default: Tabs }),
      '@theme/TabItem': esModule({ default: TabItem }),
      '@theme/CodeBlock': esModule({ default: codeBlock }),
      '@theme/TOCInline': esModule({ default: TOCInline }),
      '@theme/Admonition': esModule({ default: admonition }),
      '@theme/Details': esModule({ default: details }),
      '@theme/MDXComponents': esModule({ default: MDXComponents }),
      '@theme/Layout': esModule({ default: Layout }),
      '@theme/DocCardList': esModule({ default: PlainDocCardList }),
      '@theme/DocCard': esModule({ default: DocCard }),
      '@theme/MDXContent': esModule({ default: MDXContent }),
      '@theme/Mermaid': esModule({ default: Mermaid }),
      '@theme/IdealImage': esModule({ default: IdealImage }),
      '@theme/ThemedImage': esModule({ default: ThemedImage }),
      '@theme/Heading': esModule({ default: heading }),
      '@theme/CodeInline': esModule({ default: CodeInline }),
      '@theme/Tag': esModule({ default: Tag }),
      '@theme/TagsListInline': esModule({ default: tagsListInline }),
      '@theme/SearchBar': esModule({ default: searchBar }),
      '@theme/Navbar': esModule({ default: SiteChrome }),
      '@theme/Footer': esModule({ default: SiteChrome }),
      '@theme/Layout/Provider': esModule({ default: LayoutProvider }),
      '@theme/PaginatorNavLink': esModule({ default: PaginatorNavLink }),
      '@theme/EditThisPage': esModule({ default: editThisPage }),
      '@theme/DocPaginator': esModule({ default: docPaginator }),
      '@theme/TOC': esModule({ default: TOC }),
      '@theme/ColorModeToggle': esModule({ default: ColorModeToggle }),
      '@theme/hooks/useThemeContext': esModule({ default: useThemeContext }),
      '@theme/hooks/useTheme': esModule({ default: useThemeContext }),
      '@theme/hooks/useWindowSize': esModule({ default: themeCommonUtils.useWindowSize }),
      '@theme/hooks/usePrismTheme': esModule({ default: themeCommonUtils.usePrismTheme }),
      '@theme/hooks/useDocs': esModule({ ...docsClient }),
      ...Object.fromEntries(
        Object.entries(THEME_ICONS).flatMap(([name, icon]) => themeIconIds(name).map((id) => [id, esModule({ default: icon })])),
      ),
    }),
    '@docusaurus/Link': esModule({ default: Link }),
    '@docusaurus/useBaseUrl': esModule({ default: useBaseUrl, useBaseUrlUtils }),
    '@docusaurus/BrowserOnly': esModule({ default: BrowserOnly }),
    '@docusaurus/useDocusaurusContext': esModule({ default: useDocusaurusContext }),
    '@docusaurus/router': esModule({ useLocation, useHistory, Redirect, matchPath }),
    '@docusaurus/ExecutionEnvironment': esModule({ default: ExecutionEnvironment }),
    '@docusaurus/Head': esModule({ default: Head }),
    '@docusaurus/Translate': esModule({ default: Translate, translate }),
    '@docusaurus/Interpolate': esModule({ default: Interpolate, interpolate }),
    '@docusaurus/isInternalUrl': esModule({ default: isInternalUrl, hasProtocol }),
    '@docusaurus/useIsBrowser': esModule({ default: useIsBrowser }),
    '@docusaurus/theme-common': esModule({ ...themeCommon }),
    '@docusaurus/theme-common/internal': esModule({ ...themeCommonInternal }),
    '@docusaurus/plugin-content-docs/client': esModule({ ...docsClient }),
    '@docusaurus/plugin-content-blog/client': esModule({ useBlogPost }),
    '@docusaurus/useGlobalData': esModule({ default: useGlobalData, usePluginData, useAllPluginInstancesData }),
    '@docusaurus/useIsomorphicLayoutEffect': esModule({ default: useIsomorphicLayoutEffect }),
    '@docusaurus/ErrorBoundary': esModule({ default: ErrorBoundary }),
    '@docusaurus/Noop': esModule({ default: Noop }),
    '@docusaurus/constants': esModule({ DEFAULT_PLUGIN_ID }),
    '@docusaurus/useBrokenLinks': esModule({ default: useBrokenLinks }),
    '@docusaurus/useRouteContext': esModule({ default: useRouteContext }),
    '@generated/docusaurus.config': esModule({ default: generatedConfig }),
    // A theme component this project does not draw (standsIn), whatever its name.
    [THEME_STAND_IN_ID]: esModule({ default: ThemeStandIn }),
  };
}

/** Every supported module id → its exports, speaking the locale of the server render in progress (index.ts builds on it). */
export const docusaurusClientModules = tableOf((component) => component);

const byLocale = new Map<string, Record<string, Record<string, unknown>>>();

/** Every supported module id → its exports, for MDX rendered in the browser on a page in `locale` (one table per locale). */
export function docusaurusClientModulesIn(locale: string): Record<string, Record<string, unknown>> {
  let table = byLocale.get(locale);
  if (!table) byLocale.set(locale, (table = tableOf((component) => component.inLocale(locale))));
  return table;
}
