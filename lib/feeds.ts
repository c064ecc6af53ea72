/** A blog's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), generated with the `feed` package at build time. */
import { Feed } from 'feed';
import { inlineHtmlText } from './inline-html';
import { githubRepoUrl, siteConfig, type BlogId } from '../config/site';
import type { PostEntry } from './content/collections';
import { getListedPosts } from './content/queries';
import { pageUrl } from './metadata';
import { absoluteUrl, blogHref, feedHref, getBlog } from './routes';
import { localeInfo } from './i18n';
import { footerCopyright, siteTitle } from './i18n/site-translations';

/**
 * The URL of a blog or of a post in its feeds (the channel's and each item's link, `<guid>`, Atom `<id>`), as
 * Docusaurus writes it (plugin-content-blog feed.ts: `applyTrailingSlash(normalizeUrl([siteUrl, permalink]))`): not
 * percent-encoded, so that a post with a Chinese slug keeps the id its subscribers' readers already know.
 */
export const feedUrl = (href: string): string => pageUrl(href);

/**
 * The feed of a blog's most recent posts (its `feedLimit`, Docusaurus's `feedOptions.limit`: 20 unless set, `false`
 * for all). `contentOf` gives a post's whole article as HTML with absolute URLs (post-processing reads it from the
 * exported page, lib/feed-content.ts), as Docusaurus's feed items carry it.
 */
function buildFeed(blogId: BlogId, contentOf: (post: PostEntry) => string): Feed {
  const blog = getBlog(blogId);
  const listed = getListedPosts(blogId);
  const posts = blog.feedLimit === false ? listed : listed.slice(0, blog.feedLimit);
  const feed = new Feed({
    // Docusaurus's defaults (plugin-content-blog feed.ts): `<site title> Blog` for both.
    title: blog.feedTitle ?? `${siteTitle(blog.locale)} Blog`,
    description: blog.feedDescription ?? `${siteTitle(blog.locale)} Blog`,
    id: feedUrl(blogHref(blogId)),
    link: feedUrl(blogHref(blogId)),
    language: localeInfo(blog.locale).htmlLang,
    // Under the base path once, as Docusaurus's `normalizeUrl([siteUrl, baseUrl, favicon])`.
    favicon: siteConfig.favicon && (/^[a-z]+:/i.test(siteConfig.favicon) ? siteConfig.favicon : feedUrl(siteConfig.favicon)),
    copyright: inlineHtmlText(footerCopyright(blog.locale)),
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    generator: 'MyBlog (Next.js + feed)',
    // The blog's own feeds (its feedTypes).
    feedLinks: Object.fromEntries(blog.feedTypes.map((type) => [type, absoluteUrl(feedHref(blogId, type))])),
    author: siteConfig.author ? { name: siteConfig.author, link: githubRepoUrl } : undefined,
  });
  for (const post of posts) {
    const url = feedUrl(post.permalink);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content: contentOf(post),
      date: new Date(post.date),
      published: new Date(post.date),
      // `feed` reads author[0].name: a post without authors has no author list at all.
      author: post.authors.length > 0 ? post.authors.map((a) => ({ name: a.name, link: a.url, email: a.email })) : undefined,
      // As Docusaurus's feed.ts: the tag's label as RSS's <category> and as the term Atom's <category> requires.
      category: post.tags.map((t) => ({ name: t.label, term: t.label })),
    });
  }
  return feed;
}

/**
 * A feed's XML with the links and Atom ids of `urls` as they were given: `feed` 6 writes `<link>`, `<link href>` and
 * Atom `<id>` through `new URL` (percent-encoded), where Docusaurus's `feed` 4 writes them as given ({@link feedUrl}),
 * and a guid that is one of them as a permalink. The articles' own links, which Docusaurus also resolves with
 * `new URL`, stay encoded.
 */
export function withUrlsAsGiven(xml: string, urls: readonly string[]): string {
  const amp = (text: string) => text.replace(/&/g, '&amp;');
  let out = xml;
  for (const url of new Set(urls)) {
    const [encoded, raw] = [amp(new URL(url).toString()), amp(url)];
    // A post's guid is its URL: feed 4 writes it bare (a permalink), feed 6 with isPermaLink="false".
    out = out.replaceAll(`<guid isPermaLink="false">${raw}</guid>`, `<guid>${raw}</guid>`);
    if (encoded === raw) continue;
    for (const [open, close] of [
      ['<link>', '</link>'],
      ['<id>', '</id>'],
      ['<link href="', '"'],
      ['<link rel="alternate" href="', '"'],
    ])
      out = out.replaceAll(`${open}${encoded}${close}`, `${open}${raw}${close}`);
  }
  return out;
}

/** A blog's feed files: RSS 2.0, Atom 1.0 and JSON Feed 1.1. */
export function blogFeedFiles(
  blogId: BlogId,
  contentOf: (post: PostEntry) => string,
): { rss: string; atom: string; json: string } {
  const feed = buildFeed(blogId, contentOf);
  const urls = [feed.options.link, ...feed.items.map((item) => item.link)].filter((u): u is string => u !== undefined);
  const atom = withUrlsAsGiven(feed.atom1(), urls);
  const json = feed.json1();
  // RSS 2.0's <author> is an e-mail address: an author without one is left out of it, as Docusaurus's feed (`feed` 4,
  // rss2.js: `if (author.email && author.name)`) leaves them; `feed` 6 would write the bare name.
  for (const item of feed.items) item.author = item.author?.filter((author) => author.email);
  return { rss: withUrlsAsGiven(feed.rss2(), urls), atom, json };
}
