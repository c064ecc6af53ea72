/** The blog feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), generated with the `feed` package at build time. */
import { Feed } from 'feed';
import { githubRepoUrl, siteConfig } from '../config/site';
import { getListedPosts, type PostEntry } from './content/collections';
import { absoluteUrl, blogHref, feedHref } from './routes';

/** Makes root-relative URLs in HTML absolute (feed readers have no base URL). */
export function absolutizeHtml(html: string): string {
  return html.replace(/(\s(?:href|src)=")(\/[^/"][^"]*)"/g, (_m, attr: string, url: string) => `${attr}${siteConfig.url}${url}"`);
}

function contentOf(post: PostEntry): string {
  if (post.body.format === 'html') return absolutizeHtml(post.body.html.replace(/<!--\s*truncate\s*-->/, ''));
  return `<p>${post.excerpt}</p><p><a href="${absoluteUrl(post.permalink)}">阅读全文</a></p>`;
}

/** The feed of the most recent posts (20). */
export function buildFeed(limit = 20): Feed {
  const posts = getListedPosts().slice(0, limit);
  const feed = new Feed({
    title: `${siteConfig.title} 博客`,
    description: `${siteConfig.title}：前端技术博客。${siteConfig.tagline}`,
    id: absoluteUrl(blogHref()),
    link: absoluteUrl(blogHref()),
    language: 'zh-CN',
    favicon: absoluteUrl(`/${siteConfig.favicon}`),
    copyright: siteConfig.footer.copyright,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    generator: 'MyBlog (Next.js + feed)',
    feedLinks: { rss: absoluteUrl(feedHref('rss')), atom: absoluteUrl(feedHref('atom')), json: absoluteUrl(feedHref('json')) },
    author: { name: siteConfig.author, link: githubRepoUrl },
  });
  for (const post of posts) {
    const url = absoluteUrl(post.permalink);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content: contentOf(post),
      date: new Date(post.date),
      published: new Date(post.date),
      author: post.authors.map((a) => ({ name: a.name, link: a.url })),
      category: post.tags.map((t) => ({ name: t.label, domain: absoluteUrl(`/blog/tags/${t.slug}/`) })),
    });
  }
  return feed;
}
