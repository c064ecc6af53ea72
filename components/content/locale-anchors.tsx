import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { localizeSitePath, type LocaleLinkRule } from '@/lib/i18n/locale-links';

type Anchor = (props: ComponentPropsWithoutRef<'a'>) => ReactNode;

const byRule = new Map<string, { readonly a: Anchor }>();

/**
 * The MDX components of a page in a locale other than the default: its Markdown links (`a`, as Docusaurus's
 * MDXComponents maps them to `Link`) under the locale's prefix ({@link localizeSitePath}). A document compiled once,
 * in the default locale, and served untranslated in another links that locale's pages, as each locale's own build
 * of Docusaurus does. JSX anchors (`<a href>` written in MDX) are not Markdown links and stay, as in Docusaurus.
 * Used on both sides: the server's render of the article and MDX rendered in the browser (one map per rule).
 */
export function anchorsIn(rule: LocaleLinkRule): { readonly a: Anchor } {
  const key = JSON.stringify(rule);
  let components = byRule.get(key);
  if (!components) {
    // `href` keeps its place among the props: the markup is the same as without this component but for the URL.
    const a: Anchor = (props) => <a {...props} href={props.href === undefined ? undefined : localizeSitePath(props.href, rule)} />;
    byRule.set(key, (components = { a }));
  }
  return components;
}
