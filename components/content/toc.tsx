import type { TocItem } from '@/lib/content/headings';
import { tocHtml } from '@/lib/navigation/html-blocks';
import { HtmlBlock } from './static-html';
import { TocToggle } from './toc-toggle.client';

/** The right-hand table of contents (h2–h3) of the page at `href`; on small screens a collapsible "本页目录". */
export function TableOfContents({ items, href }: { items: readonly TocItem[]; href: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="本页目录" id="toc">
      <TocToggle />
      <p className="toc-title">本页目录</p>
      <HtmlBlock href={href} slot="toc" html={tocHtml(items)} />
    </nav>
  );
}
