/**
 * Feeds, sitemap, robots.txt, manifest and per-page metadata of the export: structure validated, URLs
 * absolute and under the base path, every page with its canonical URL, description and social cards.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { siteConfig } from '../../config/site';
import { getListedPosts } from '../../lib/content/queries';
import { authorFrontMatter } from '../helpers/front-matter';
import { SPEC_ROUTES } from '../spec-routes';

const OUT = path.resolve('out');
const ORIGIN_BASE = `${siteConfig.url}${siteConfig.baseUrl}`;
const read = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8');
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const posts = getListedPosts('default');

describe('feeds', () => {
  test('RSS 2.0 is well-formed, with absolute item links and full content', () => {
    const xml = read('blog/rss.xml');
    assert.equal(XMLValidator.validate(xml), true);
    const rss = parser.parse(xml).rss;
    assert.equal(rss['@version'], '2.0');
    assert.equal(rss.channel.link, `${ORIGIN_BASE}blog/`);
    const items = asArray(rss.channel.item);
    assert.equal(items.length, Math.min(20, posts.length));
    for (const item of items) {
      assert.ok(String(item.link).startsWith(`${ORIGIN_BASE}blog/`), item.link);
      assert.ok(item.title && item.pubDate && item.guid, 'title, pubDate, guid');
      assert.ok(String(item['content:encoded'] ?? item.description).length > 100, 'has content');
      assert.ok(!/(?:href|src)="\/(?!\/)/.test(String(item['content:encoded'] ?? '')), 'no root-relative URLs in content');
    }
  });

  test("every feed carries each post's whole article as HTML, past the truncate marker and MDX's streamed content", () => {
    const rss = asArray(parser.parse(read('blog/rss.xml')).rss.channel.item) as Record<string, unknown>[];
    const atom = asArray(parser.parse(read('blog/atom.xml')).feed.entry) as { content: Record<string, string> }[];
    const json = JSON.parse(read('blog/feed.json')).items as { url: string; content_html: string }[];
    const byUrl = new Map(json.map((item) => [item.url, item.content_html]));
    for (const [i, item] of rss.entries()) {
      const content = String(item['content:encoded']);
      assert.equal(byUrl.get(String(item.link)), content, `${item.link}: JSON Feed content as RSS's`);
      assert.equal(atom[i]!.content['#text'], content, `${item.link}: Atom content as RSS's`);
      assert.ok(!/<template|<!--|阅读更多/.test(content), `${item.link}: no stream markers, comments or read-more link`);
    }
    const contentOf = (slug: string) => byUrl.get(`${ORIGIN_BASE}blog/${slug}/`) ?? '';
    // Text after the truncate marker of a Markdown post and of an MDX post (whose article React streams).
    assert.match(contentOf('node-debugging'), /<h2 id="小结">小结<a href="[^"]+\/blog\/node-debugging\/#%E5%B0%8F%E7%BB%93"/);
    assert.ok(contentOf('node-debugging').includes('几分钟就能水落石出'), 'the last paragraph');
    assert.match(contentOf('mdx-blog-post'), /<span style="[^"]*">Docusaurus 绿<\/span>/, 'an MDX component, rendered');
    assert.ok(contentOf('mdx-blog-post').includes('什么时候不该用 MDX'), 'the last section of the MDX post');
    assert.match(contentOf('welcome'), new RegExp(`<img src="${ORIGIN_BASE}_assets/site-banner-[^"]+\\.svg"`), 'images absolute');
  });

  test('Atom 1.0 is well-formed', () => {
    const xml = read('blog/atom.xml');
    assert.equal(XMLValidator.validate(xml), true);
    const feed = parser.parse(xml).feed;
    assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
    const entries = asArray(feed.entry);
    assert.equal(entries.length, Math.min(20, posts.length));
    for (const entry of entries) {
      assert.ok(String(asArray(entry.link)[0]['@href']).startsWith(`${ORIGIN_BASE}blog/`));
      assert.ok(entry.id && entry.updated && entry.title);
    }
  });

  test('JSON Feed has items with absolute URLs and HTML content', () => {
    const feed = JSON.parse(read('blog/feed.json'));
    assert.match(feed.version, /^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    assert.equal(feed.home_page_url, `${ORIGIN_BASE}blog/`);
    assert.equal(feed.items.length, Math.min(20, posts.length));
    for (const item of feed.items) {
      assert.ok(item.url.startsWith(`${ORIGIN_BASE}blog/`) && item.id && item.content_html && item.date_published);
    }
  });
});

describe('sitemap, robots and manifest', () => {
  const sitemap = read('sitemap.xml');
  const urls = asArray(parser.parse(sitemap).urlset.url) as { loc: string; lastmod: string }[];

  test('the sitemap lists every SPEC route with an absolute URL and a lastmod', () => {
    assert.equal(XMLValidator.validate(sitemap), true);
    const locs = new Set(urls.map((u) => u.loc));
    for (const route of SPEC_ROUTES)
      assert.ok(locs.has(`${ORIGIN_BASE}${encodeURI(route.path.slice(1))}`), `sitemap has ${route.path}`);
    for (const u of urls) {
      assert.ok(u.loc.startsWith(ORIGIN_BASE), u.loc);
      assert.match(String(u.lastmod), /^\d{4}-\d{2}-\d{2}$/);
    }
    assert.ok(!sitemap.includes('404'), 'no not-found page');
    assert.ok(!sitemap.includes('svelte%20'), 'no redirect pages');
  });

  test('robots.txt points at the sitemap; the manifest stays under the base path', () => {
    assert.ok(read('robots.txt').includes(`Sitemap: ${ORIGIN_BASE}sitemap.xml`));
    const manifest = JSON.parse(read('manifest.webmanifest'));
    assert.equal(manifest.start_url, siteConfig.baseUrl);
    for (const icon of manifest.icons) assert.ok(icon.src.startsWith(siteConfig.baseUrl), icon.src);
  });

  test('every page has a canonical URL, a description and social cards, all under the base path', () => {
    const problems: string[] = [];
    for (const { loc } of urls) {
      const rel = decodeURI(loc.slice(ORIGIN_BASE.length));
      const html = read(path.join(rel, 'index.html'));
      const head = html.slice(0, html.indexOf('</head>'));
      // Docusaurus's form: the sitemap's URL, not percent-encoded (`…/css-docs/tags/布局/`), in all three.
      const url = decodeURI(loc);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
      if (canonical !== url) problems.push(`${rel}: canonical ${canonical}`);
      const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(head)?.[1];
      if (ogUrl !== url) problems.push(`${rel}: og:url ${ogUrl}`);
      const hreflang = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
      if (hreflang.join(', ') !== `zh-CN ${url}, x-default ${url}`) problems.push(`${rel}: hreflang ${hreflang.join(', ')}`);
      // The archive has Docusaurus's own short description ("Archive", translated); the others, a sentence.
      if (!new RegExp(`<meta name="description" content="(?:[^"]{10,}|${rel === 'blog/archive/' ? '历史博文' : ''})"`).test(head))
        problems.push(`${rel}: description`);
      for (const prop of ['og:title', 'og:url', 'og:image', 'og:description']) {
        if (!head.includes(`property="${prop}"`)) problems.push(`${rel}: ${prop}`);
      }
      if (!head.includes('name="twitter:card"')) problems.push(`${rel}: twitter:card`);
      const feeds = (head.match(/<link rel="alternate"[^>]*>/g) ?? []).join(' ');
      for (const file of ['rss.xml', 'atom.xml', 'feed.json']) {
        if (!feeds.includes(`href="${ORIGIN_BASE}blog/${file}"`)) problems.push(`${rel}: alternate link to ${file}`);
      }
      // Every URL but the post authors' own pages (article:author), which are elsewhere.
      for (const tag of head.match(/<(?:link|meta)\b[^>]*>/g) ?? []) {
        if (tag.includes('property="article:author"')) continue;
        const url = /\s(?:href|content)="((?:https?:)?\/[^"]*)"/.exec(tag)?.[1];
        if (url && !url.startsWith(siteConfig.baseUrl) && !url.startsWith(ORIGIN_BASE)) problems.push(`${rel}: ${tag}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test("the home page's canonical URL keeps its slash; the 404 page's is its file's (Docusaurus's `404.html/` with trailingSlash true), its title the site's", () => {
    const home = read('index.html');
    assert.match(home, new RegExp(`<link rel="canonical" href="${ORIGIN_BASE}"/>`));
    const notFound = read('404.html');
    assert.match(notFound, new RegExp(`<link rel="canonical" href="${ORIGIN_BASE}404\\.html/"/>`));
    assert.match(notFound, new RegExp(`<meta property="og:url" content="${ORIGIN_BASE}404\\.html/"/>`));
    assert.match(notFound, new RegExp(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN_BASE}404\\.html/"/>`));
    assert.match(notFound, /<title>找不到页面 \| MyBlog<\/title>/);
    assert.ok(
      urls.some((u) => u.loc.includes('%')),
      'the sitemap keeps its URLs percent-encoded, as Docusaurus writes it',
    );
  });

  test("a page written with a description carries the author's own, in the meta tags and og:description", () => {
    const decode = (v: string) =>
      v
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const described = SPEC_ROUTES.filter((r) => r.file && typeof authorFrontMatter(r.file).description === 'string');
    assert.ok(described.length >= 20, `${described.length} SPEC routes have a front-matter description`);
    for (const route of described) {
      const head = read(path.join(route.path, 'index.html')).split('</head>')[0]!;
      const expected = String(authorFrontMatter(route.file!).description).trim();
      const meta = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
      const og = /<meta property="og:description" content="([^"]*)"/.exec(head)?.[1];
      assert.equal(meta && decode(meta), expected, `${route.path} description`);
      assert.equal(og && decode(og), expected, `${route.path} og:description`);
    }
  });

  test("the feed links are titled as Docusaurus titles them, and a post's article:author is its authors' URLs", () => {
    const head = read('blog/AJAX/index.html').split('</head>')[0]!;
    const feedTitles = [...head.matchAll(/<link rel="alternate" type="[^"]+" href="[^"]+" title="([^"]+)"/g)].map((m) => m[1]);
    const title = siteConfig.blogs[0]!.feedTitle;
    assert.deepEqual(feedTitles, [`${title} RSS Feed`, `${title} Atom Feed`, `${title} JSON Feed`]);
    const authors = [...head.matchAll(/<meta property="article:author" content="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(authors.length > 0 && authors.every((url) => /^https:\/\//.test(url!)), authors.join(', '));
  });

  test('posts carry JSON-LD BlogPosting', () => {
    const html = read('blog/AJAX/index.html');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    assert.ok(json, 'JSON-LD present');
    const data = JSON.parse(json);
    assert.equal(data['@type'], 'BlogPosting');
    assert.equal(data.url, `${ORIGIN_BASE}blog/AJAX/`);
    assert.ok(data.datePublished.startsWith('2021-10-12'));
  });
});
