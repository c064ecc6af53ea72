/** A blog's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), generated with the `feed` package at build time. */
import { inlineHtmlText } from './inline-html';
import { Feed } from 'feed';
import { githubRepoUrl, siteConfig, type BlogId } from '../config/site';
import type { PostEntry } from './content/collections';
import { getListedPosts } from './content/queries';
import { FAVICON } from './metadata';
import { absoluteUrl, blogHref, blogTagHref, feedHref, getBlog } from './routes';
import { localeInfo, localeTranslator, type Translator } from './i18n';

/** Makes root-relative URLs in HTML absolute (feed readers have no base URL). */
export function absolutizeHtml(html: string): string {
  const origin = siteConfig.url.replace(/\/$/, '');
  return html.replace(/(\s(?:href|src)=")(\/[^/"][^"]*)"/g, (_m, attr: string, url: string) => `${attr}${origin}${url}"`);
}

function contentOf(post: PostEntry, t: Translator): string {
  if (post.body.format === 'html') return absolutizeHtml(post.body.html.replace(/<!--\s*truncate\s*-->/, ''));
  return `<p>${post.excerpt}</p><p><a href="${absoluteUrl(post.permalink)}">${t('theme.blog.post.readMore')}</a></p>`;
}

/** The feed of a blog's most recent posts (20). */
export function buildFeed(blogId: BlogId, limit = 20): Feed {
  const blog = getBlog(blogId);
  const t = localeTranslator(blog.locale);
  const posts = getListedPosts(blogId).slice(0, limit);
  const feed = new Feed({
    // Docusaurus's defaults (plugin-content-blog feed.ts): `<site title> Blog` for both.
    title: blog.feedTitle ?? `${siteConfig.title} Blog`,
    description: blog.feedDescription ?? `${siteConfig.title} Blog`,
    id: absoluteUrl(blogHref(blogId)),
    link: absoluteUrl(blogHref(blogId)),
    language: localeInfo(blog.locale).htmlLang,
    favicon: FAVICON && absoluteUrl(FAVICON.href),
    copyright: inlineHtmlText(siteConfig.footer.copyright),
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    generator: 'MyBlog (Next.js + feed)',
    feedLinks: {
      rss: absoluteUrl(feedHref(blogId, 'rss')),
      atom: absoluteUrl(feedHref(blogId, 'atom')),
      json: absoluteUrl(feedHref(blogId, 'json')),
    },
    author: siteConfig.author ? { name: siteConfig.author, link: githubRepoUrl } : undefined,
  });
  for (const post of posts) {
    const url = absoluteUrl(post.permalink);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content: contentOf(post, t),
      date: new Date(post.date),
      published: new Date(post.date),
      // `feed` reads author[0].name: a post without authors has no author list at all.
      author: post.authors.length > 0 ? post.authors.map((a) => ({ name: a.name, link: a.url })) : undefined,
      category: post.tags.map((t) => ({ name: t.label, domain: absoluteUrl(blogTagHref(blogId, t.slug)) })),
    });
  }
  return feed;
}
