import { siteConfig } from '@/config/site';
import { pageLocale } from '@/lib/i18n';
import { usesLiveCode } from '@/lib/mdx/live-code';
import { usesMermaid } from '@/lib/mdx/mermaid';
import { LazyMdxClient } from './mdx-client-lazy.client';

/**
 * The browser code a piece of content needs beyond its markup (`compiled`: its HTML or compiled MDX): Mermaid for
 * diagrams, react-live for live code blocks. Content without them renders nothing here and loads neither.
 */
export function ContentEnhancements({ compiled }: { compiled: string }) {
  const mermaid = usesMermaid(compiled);
  const live = usesLiveCode(compiled);
  if (!mermaid && !live) return null;
  return <LazyMdxClient enhance={{ mermaid: mermaid ? siteConfig.mermaid : undefined, live }} locale={pageLocale().locale} />;
}
