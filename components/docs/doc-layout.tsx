import type { ReactNode } from 'react';
import { TableOfContents } from '@/components/content/toc';
import type { DocShell } from '@/lib/page-view';
import { Sidebar } from './sidebar';

/** The three-column doc shell: the section's sidebar, the article and its table of contents. */
export function DocLayout({ shell, children }: { shell: DocShell; children: ReactNode }) {
  const { sidebar, toc } = shell;
  return (
    <div
      className={sidebar.length > 0 ? 'doc-layout' : 'doc-layout doc-layout-no-sidebar'}
      // The search dialog reads these: a search from a docs page covers this version of its plugin.
      {...(shell.versioned ? { 'data-docs-plugin': shell.versioned.pluginId, 'data-docs-version': shell.versioned.version } : {})}
    >
      {sidebar.length > 0 ? <Sidebar items={sidebar} current={shell.current} /> : null}
      {/* Before the article in the page, so that where narrow screens show it above the article (collapsed), it is
          there from the first paint instead of pushing the article down when the parser reaches it. */}
      {toc.length > 0 ? <TableOfContents items={toc} href={shell.current} /> : null}
      <div className="doc-main">{children}</div>
      {toc.length > 0 ? null : <div className="toc-placeholder" />}
    </div>
  );
}
