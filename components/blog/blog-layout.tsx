import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BlogId } from '@/config/site';
import { getListedPosts } from '@/lib/content/queries';
import { blogArchiveHref, blogTagsHref, getBlog } from '@/lib/routes';

/** The blog shell: a sidebar of recent posts and links to the archive and tags, then the content. */
export function BlogLayout({ blogId, children, current }: { blogId: BlogId; children: ReactNode; current?: string }) {
  const blog = getBlog(blogId);
  const posts = getListedPosts(blogId);
  return (
    <div className="blog-layout">
      <nav className="blog-sidebar" aria-label={blog.sidebarTitle}>
        <p className="blog-sidebar-title">{blog.sidebarTitle}</p>
        <ul>
          {(blog.sidebarCount === 'ALL' ? posts : posts.slice(0, blog.sidebarCount)).map((p) => (
            <li key={p.sourceFilePath}>
              <Link href={p.permalink} aria-current={p.permalink === current ? 'page' : undefined}>
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="blog-sidebar-links">
          <Link href={blogArchiveHref(blogId)}>归档</Link>
          <Link href={blogTagsHref(blogId)}>标签</Link>
        </p>
      </nav>
      <div className="blog-main">{children}</div>
    </div>
  );
}
