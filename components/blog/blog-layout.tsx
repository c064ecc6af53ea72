import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BlogShell } from '@/lib/page-view';

/** The blog shell: a sidebar of recent posts and links to the archive and tags, then the content. */
export function BlogLayout({ shell, children }: { shell: BlogShell; children: ReactNode }) {
  return (
    <div className="blog-layout">
      <nav className="blog-sidebar" aria-label={shell.title}>
        <p className="blog-sidebar-title">{shell.title}</p>
        <ul>
          {shell.posts.map((p) => (
            <li key={p.permalink}>
              <Link href={p.permalink} aria-current={p.permalink === shell.current ? 'page' : undefined}>
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="blog-sidebar-links">
          <Link href={shell.archiveHref}>归档</Link>
          <Link href={shell.tagsHref}>标签</Link>
        </p>
      </nav>
      <div className="blog-main">{children}</div>
    </div>
  );
}
