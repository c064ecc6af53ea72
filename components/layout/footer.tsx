import Link from 'next/link';
import { githubRepoUrl, siteConfig } from '@/config/site';
import { getNavbarEntries } from '@/lib/navigation/navbar';
import { blogArchiveHref, blogTagsHref, personalBrandHref } from '@/lib/routes';

/** The site footer: links to the sections, the blog, the author and the repository, and the copyright. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="页脚导航" className="footer-links">
          <div>
            <h2>文档</h2>
            <ul>
              {getNavbarEntries()
                .slice(0, -1)
                .map((e) => (
                  <li key={e.href}>
                    <Link href={e.href} prefetch={false}>
                      {e.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
          <div>
            <h2>博客</h2>
            <ul>
              <li>
                <Link href={blogArchiveHref()} prefetch={false}>
                  归档
                </Link>
              </li>
              <li>
                <Link href={blogTagsHref()} prefetch={false}>
                  标签
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>更多</h2>
            <ul>
              <li>
                <Link href={personalBrandHref()} prefetch={false}>
                  关于作者
                </Link>
              </li>
              <li>
                <a href={githubRepoUrl}>GitHub</a>
              </li>
            </ul>
          </div>
        </nav>
        <p className="footer-copyright">{siteConfig.footer.copyright}</p>
      </div>
    </footer>
  );
}
