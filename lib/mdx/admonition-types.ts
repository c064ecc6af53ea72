/**
 * Admonition types and their default titles (Docusaurus's zh-Hans translation). Plain data: the `:::` syntax
 * (lib/mdx/admonitions.ts) and `@theme/Admonition` (which also runs in the browser) share it.
 */

/** Docusaurus 3's types. */
export const ADMONITION_TITLES: Record<string, string> = {
  note: '备注',
  tip: '提示',
  info: '信息',
  warning: '注意',
  caution: '警告',
  danger: '危险',
};

/** Docusaurus 2's other types (remark-admonitions): each shown as the Docusaurus 3 type it became, with its own title. */
export const LEGACY_ADMONITIONS: Record<string, { kind: string; title: string }> = {
  success: { kind: 'tip', title: '成功' },
  important: { kind: 'info', title: '重要' },
  secondary: { kind: 'note', title: '备注' },
};

/**
 * The admonition keywords of Docusaurus's Markdown (mdx-loader's `DefaultAdmonitionOptions.keywords`, remark-admonitions'
 * before): the types it turns into admonitions, and the names its `:::note 标题` title syntax reads.
 */
export const ADMONITION_KEYWORDS: readonly string[] = [...Object.keys(ADMONITION_TITLES), ...Object.keys(LEGACY_ADMONITIONS)];

/**
 * How a type is shown: its style and default title; `known` is false for a type that falls back to a note. Docusaurus
 * 3 still parses Docusaurus 2's other types (mdx-loader's default keywords) and shows them in the style they became,
 * titled by their name, untranslated (theme-classic Admonition/Types' `admonitionAliases`); `legacy` (a Docusaurus 2
 * site) gives them this site's titles instead.
 */
export function admonitionOf(type: string | undefined, legacy: boolean): { kind: string; title: string; known: boolean } {
  const name = type?.toLowerCase() ?? '';
  if (Object.hasOwn(ADMONITION_TITLES, name)) return { kind: name, title: ADMONITION_TITLES[name]!, known: true };
  const old = Object.hasOwn(LEGACY_ADMONITIONS, name) ? LEGACY_ADMONITIONS[name] : undefined;
  if (old) return legacy ? { ...old, known: true } : { kind: old.kind, title: name, known: true };
  return { kind: 'note', title: ADMONITION_TITLES.note!, known: false };
}
