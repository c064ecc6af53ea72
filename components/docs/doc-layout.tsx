import type { ReactNode } from 'react';
import { TableOfContents } from '@/components/content/toc';
import type { TocItem } from '@/lib/content/headings';
import { getPageSidebar } from '@/lib/navigation/sidebar';
import { getSection } from '@/lib/routes';
import { Sidebar } from './sidebar';

/** The three-column doc shell: the section's sidebar, the article and its table of contents. */
export function DocLayout({
  sectionId,
  current,
  toc,
  children,
}: {
  sectionId: string;
  current: string;
  toc?: readonly TocItem[];
  children: ReactNode;
}) {
  return (
    <div className="doc-layout">
      <Sidebar items={getPageSidebar(sectionId, current)} current={current} label={getSection(sectionId).label} />
      <div className="doc-main">{children}</div>
      {toc && toc.length > 0 ? <TableOfContents items={toc} /> : <div className="toc-placeholder" />}
    </div>
  );
}
