import Link from 'next/link';
import type { ReactNode } from 'react';
import { getListedPosts } from '@/lib/content/collections';
import { blogArchiveHref, blogTagsHref } from '@/lib/routes';

const RECENT = 5;

/** The blog shell: a sidebar of recent posts and links to the archive and tags, then the content. */
export function BlogLayout({ children, current }: { children: ReactNode; current?: string }) {
  return (
    <div className="blog-layout">
      <nav className="blog-sidebar" aria-label="最近的文章">
        <p className="blog-sidebar-title">最近的文章</p>
        <ul>
          {getListedPosts()
            .slice(0, RECENT)
            .map((p) => (
              <li key={p.sourceFilePath}>
                <Link href={p.permalink} aria-current={p.permalink === current ? 'page' : undefined}>
                  {p.title}
                </Link>
              </li>
            ))}
        </ul>
        <p className="blog-sidebar-links">
          <Link href={blogArchiveHref()}>归档</Link>
          <Link href={blogTagsHref()}>标签</Link>
        </p>
      </nav>
      <div className="blog-main">{children}</div>
    </div>
  );
}
