/**
 * `useDoc()`, `useBlogPost()` and `useRouteContext()` over a lookup of the page's document
 * (lib/content/content-context.ts): in the browser the body's context (content-context.client.tsx), at build time the
 * article being rendered (index.ts).
 */
// React's hooks through the namespace: the server's module table reaches this module (and never calls the browser's
// hooks), and Next refuses a named import of a hook there.
import * as React from 'react';
import type { ContentContextValue } from '@/lib/content/content-context';
import { PAGES_PLUGIN, type RoutePlugin } from '@/lib/content/route-plugin';
import { ContentContext } from './content-context.client';
import { ReactContextError } from './react-context-error';

type Lookup = (kind: ContentContextValue['kind'], provider: string) => ContentContextValue;

/** What `useDoc()` returns: the doc's metadata, front matter, table of contents, content title and assets. */
export const docHook = (lookup: Lookup) =>
  function useDoc() {
    const { metadata, frontMatter, toc, contentTitle, assets } = lookup('doc', 'DocProvider');
    return { metadata, frontMatter, toc, contentTitle, assets };
  };

/** What `useBlogPost()` returns: the post's metadata, front matter, table of contents, assets and where it shows. */
export const blogPostHook = (lookup: Lookup) =>
  function useBlogPost() {
    const { metadata, frontMatter, toc, assets, isBlogPostPage = false } = lookup('post', 'BlogPostProvider');
    return { metadata, frontMatter, toc, assets, isBlogPostPage };
  };

/** `value` when it is a document of `kind`, else Docusaurus's error for a hook used outside its provider. */
export function contentOfKind(
  value: ContentContextValue | null | undefined,
  kind: ContentContextValue['kind'],
  provider: string,
): ContentContextValue {
  if (!value || value.kind !== kind) throw new ReactContextError(provider);
  return value;
}

/** The body's document of `kind` in the browser. */
export const useContentOf: Lookup = (kind, provider) => contentOfKind(React.useContext(ContentContext), kind, provider);

/** `useRouteContext()` in the browser: the plugin of the body's route (Docusaurus's pages plugin outside docs and posts). */
export function useRouteContext(): { plugin: RoutePlugin } {
  return { plugin: React.useContext(ContentContext)?.plugin ?? PAGES_PLUGIN };
}
