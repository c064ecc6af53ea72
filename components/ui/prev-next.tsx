import { HtmlBlock } from '@/components/content/static-html';
import { prevNextHtml } from '@/lib/navigation/html-blocks';

/** Previous / next links at the foot of the page at `href`, a block of its HTML (see `prevNextHtml`). */
export function PrevNext({ href, ...links }: { href: string } & Parameters<typeof prevNextHtml>[0]) {
  if (!links.prev && !links.next) return null;
  return <HtmlBlock href={href} slot="prev-next" html={prevNextHtml(links)} />;
}
