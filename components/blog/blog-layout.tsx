import Link from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { HtmlBlock } from '@/components/content/static-html';
import { postLinksHtml } from '@/lib/navigation/html-blocks';
import type { BlogShell } from '@/lib/page-view';
import { t } from '@/lib/i18n';

/** The blog shell: a sidebar of recent posts and links to the archive and tags (when it has posts), then the content. */
export function BlogLayout({ shell, children }: { shell: BlogShell; children: ReactNode }) {
  // No post for the sidebar (Docusaurus's `blogSidebarCount: 0`): no sidebar, the content takes the width.
  if (!shell.sidebar) {
    return (
      <div className="blog-layout blog-layout-wide">
        <div className="blog-main">{children}</div>
      </div>
    );
  }
  return (
    <div className="blog-layout">
      <nav className="blog-sidebar" aria-label={shell.title}>
        <p className="blog-sidebar-title">{shell.title}</p>
        <HtmlBlock href={shell.href} slot="recent-posts" html={postLinksHtml(shell.posts, shell.href)} />
        {shell.archiveHref || shell.tagsHref ? (
          <p className="blog-sidebar-links">
            {shell.archiveHref ? <Link href={shell.archiveHref}>{t('theme.blog.archive.title')}</Link> : null}
            {shell.tagsHref ? <Link href={shell.tagsHref}>{t('theme.tags.tagsPageTitle')}</Link> : null}
          </p>
        ) : null}
      </nav>
      <div className="blog-main">{children}</div>
    </div>
  );
}
