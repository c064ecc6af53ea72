import type { ReactNode } from 'react';
import { TableOfContents } from '@/components/content/toc';
import type { TocItem } from '@/lib/content/headings';
import { getPageSidebar } from '@/lib/navigation/sidebar';
import { sectionLabel } from '@/lib/navigation/navbar';
import { Sidebar } from './sidebar';

/** The three-column doc shell: the section's sidebar, the article and its table of contents. */
export function DocLayout({
  sectionId,
  current,
  displayedSidebar,
  toc,
  children,
}: {
  sectionId: string;
  current: string;
  displayedSidebar?: string | null;
  toc?: readonly TocItem[];
  children: ReactNode;
}) {
  const items = getPageSidebar(sectionId, current, displayedSidebar);
  return (
    <div className={items.length > 0 ? 'doc-layout' : 'doc-layout doc-layout-no-sidebar'}>
      {items.length > 0 ? <Sidebar items={items} current={current} label={sectionLabel(sectionId)} /> : null}
      {/* Before the article in the page, so that where narrow screens show it above the article (collapsed), it is
          there from the first paint instead of pushing the article down when the parser reaches it. */}
      {toc && toc.length > 0 ? <TableOfContents items={toc} /> : null}
      <div className="doc-main">{children}</div>
      {toc && toc.length > 0 ? null : <div className="toc-placeholder" />}
    </div>
  );
}
