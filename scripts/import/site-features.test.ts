// The importer's site-level features: client redirects (options read from the config, createRedirects called
// over the imported route paths), themeConfig.blog, the footer's HTML copyright line, and the report's table.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { collectClientRedirects, importedRoutePaths } from './client-redirects';
import { readDocusaurusSite } from './docusaurus-config';
import { featureRows } from './feature-report';
import { toSiteConfig } from './site-config';
import { siteSchema } from '../../config/schema';
import { configFunction } from '../../lib/config-function';
import { postReadingMinutes } from '../../lib/content/reading-time';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function makeDir(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'site-features-')));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('a Docusaurus 3 config: client redirects, themeConfig.blog, HTML copyright, and what the report says of each feature', async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  trailingSlash: false,
  headTags: [
    { tagName: 'meta', attributes: { 'http-equiv': 'x-ua-compatible', content: 'IE=edge' } },
    { tagName: 'script', attributes: { src: 'https://tracker.example.com/t.js', async: true } },
  ],
  scripts: ['https://cdn.example.com/widget.js', { src: '/js/local.js', defer: true }],
  stylesheets: [{ href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css', type: 'text/css' }],
  clientModules: [require.resolve('./docusaurus.config.js')],
  presets: [['classic', {
    gtag: { trackingID: 'G-1' },
    sitemap: {},
    docs: { editUrl: 'https://git.example.com/site/tree/main/', editLocalizedFiles: true, showLastUpdateAuthor: true, tagsBasePath: 'labels' },
    blog: { editUrl: 'https://git.example.com/site/tree/main/', showLastUpdateTime: true, showLastUpdateAuthor: true, tagsBasePath: '/topics/', archiveBasePath: null },
  }]],
  plugins: [
    ['@docusaurus/plugin-client-redirects', {
      fromExtensions: ['html'],
      redirects: [{ from: ['/old-intro', '/start'], to: '/docs/intro' }],
      createRedirects(existingPath) {
        if (existingPath.startsWith('/docs/')) return existingPath.replace('/docs/', '/manual/');
        return undefined;
      },
    }],
    '@docusaurus/plugin-pwa',
    '@docusaurus/plugin-ideal-image',
  ],
  themeConfig: {
    algolia: { appId: 'X', apiKey: 'Y', indexName: 'Z' },
    announcementBar: { content: 'Hi' },
    metadata: [{ name: 'keywords', content: 'site, docs' }, { property: 'og:type', content: 'website' }, { name: 'theme-note' }],
    blog: { sidebar: { groupByYear: false } },
    footer: { copyright: 'Copyright © 2024 Site. <img src="/img/badge.svg" alt="badge" />' },
  },
};
`,
    'src/theme/Footer/index.js': 'export default function Footer() { return null; }\n',
    'src/theme/DocItem/Layout/index.js': 'export default function Layout() { return null; }\n',
  });
  const site = await readDocusaurusSite(dir);

  assert.deepEqual(site.themeConfig.blog, { sidebarGroupByYear: false });
  assert.ok(!site.themeConfig.otherKeys.includes('blog'), 'themeConfig.blog is not an unknown setting');
  const { config, notes } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  // headTags: a <meta> carried with its attributes as written; a script tag, scripts, stylesheets and clientModules noted.
  assert.deepEqual(config.headTags, [{ tagName: 'meta', attributes: { 'http-equiv': 'x-ua-compatible', content: 'IE=edge' } }]);
  for (const pattern of [
    /headTags \{"tagName":"script".*: not carried: a <script> is not carried/,
    /scripts "https:\/\/cdn\.example\.com\/widget\.js": not carried/,
    /scripts "\/js\/local\.js": not carried/,
    /stylesheets "https:\/\/cdn\.jsdelivr\.net\/npm\/katex.*": not needed: KaTeX's stylesheet and fonts are served by the site/,
    /clientModules ".*docusaurus\.config\.js": not carried/,
  ])
    assert.ok(
      notes.some((n) => pattern.test(n)),
      `${pattern}: ${notes.join('\n')}`,
    );
  // themeConfig.metadata: its <meta name> tags carried as written; a property tag is noted.
  assert.deepEqual(config.metadata, [{ name: 'keywords', content: 'site, docs' }, { name: 'theme-note' }]);
  assert.ok(
    notes.some((n) => /themeConfig\.metadata \{"property":"og:type","content":"website"\}: not carried/.test(n)),
    notes.join('\n'),
  );
  assert.equal(config.footer.copyright, 'Copyright © 2024 Site. <img src="/img/badge.svg" alt="badge" />', 'HTML kept');
  assert.equal(config.blogs?.[0]?.sidebarGroupByYear, false);
  assert.equal(config.trailingSlash, false, 'trailingSlash carried');
  // Where tag pages and the archive are (tagsBasePath, archiveBasePath; null: no archive).
  assert.equal(config.docs?.[0]?.tagsBasePath, 'labels');
  assert.deepEqual([config.blogs?.[0]?.tagsBasePath, config.blogs?.[0]?.archiveBasePath], ['topics', null]);
  // Edit links: the blog's editUrl is carried; editLocalizedFiles only where set (false is the schema's default).
  assert.equal(config.blogs?.[0]?.editUrl, 'https://git.example.com/site/tree/main/');
  assert.equal(config.blogs?.[0]?.editLocalizedFiles, undefined);
  assert.equal(config.docs?.[0]?.editLocalizedFiles, true);
  // Last updated: showLastUpdateTime and showLastUpdateAuthor carried each on its own (unset: false, Docusaurus's default).
  const parsed = siteSchema.parse(config);
  assert.deepEqual(
    [parsed.docs[0]?.showLastUpdateTime, parsed.docs[0]?.showLastUpdateAuthor],
    [false, true],
    'docs: the author only',
  );
  assert.deepEqual([parsed.blogs[0]?.showLastUpdateTime, parsed.blogs[0]?.showLastUpdateAuthor], [true, true], 'blog: both');

  assert.equal(site.clientRedirects.length, 1);
  const { redirects } = collectClientRedirects(site.clientRedirects, ['/', '/docs/intro', '/blog']);
  assert.deepEqual(redirects, [
    { from: '/docs/intro.html', to: '/docs/intro' },
    { from: '/blog.html', to: '/blog' },
    { from: '/old-intro', to: '/docs/intro' },
    { from: '/start', to: '/docs/intro' },
    { from: '/manual/intro', to: '/docs/intro' },
  ]);

  const rows: Record<string, [string, string]> = Object.fromEntries(
    featureRows(site, { redirects: redirects.length }).map((r) => [r.what, [r.outcome, r.now]]),
  );
  assert.deepEqual(rows['plugin @docusaurus/plugin-client-redirects']?.[0], 'carried');
  assert.match(rows['plugin @docusaurus/plugin-client-redirects']?.[1] ?? '', /\(5 redirects\)/);
  assert.match(rows['theme @docusaurus/theme-search-algolia']?.[1] ?? '', /Pagefind/);
  assert.equal(rows['theme @docusaurus/theme-search-algolia']?.[0], 'replaced');
  assert.match(rows['themeConfig.algolia']?.[1] ?? '', /Pagefind/);
  // Algolia without searchPagePath: Docusaurus's page at /search, carried.
  assert.deepEqual(config.search, { pagePath: 'search' });
  assert.match(rows['theme @docusaurus/theme-search-algolia']?.[1] ?? '', /search page carried at \/search\b/);
  assert.deepEqual(rows['plugin @docusaurus/plugin-google-gtag']?.[0], 'not carried');
  assert.match(rows['plugin @docusaurus/plugin-google-gtag']?.[1] ?? '', /no third-party requests/);
  assert.equal(rows['plugin @docusaurus/plugin-sitemap']?.[0], 'replaced');
  assert.equal(rows['plugin @docusaurus/plugin-pwa']?.[0], 'not carried');
  assert.equal(rows['plugin @docusaurus/plugin-ideal-image']?.[0], 'replaced');
  assert.match(rows['plugin @docusaurus/plugin-ideal-image']?.[1] ?? '', /AVIF and WebP/);
  assert.equal(rows['themeConfig.announcementBar']?.[0], 'carried');
  assert.deepEqual(rows['themeConfig.metadata'], [
    'carried',
    "2 <meta> tags on every page (site.config.json metadata); a page's own description or keywords win over the site's, as in Docusaurus",
  ]);
  assert.deepEqual(config.announcementBar, {
    id: 'announcement-bar',
    content: 'Hi',
    backgroundColor: '#fff',
    textColor: '#000',
    isCloseable: true,
  });
  assert.equal(rows['swizzled component src/theme/Footer']?.[0], 'replaced');
  assert.equal(rows['swizzled component src/theme/DocItem']?.[0], 'replaced');
});

test("a search plugin's search page: Algolia's searchPagePath (a path, false, null, ''), easyops's /search, none for others", async () => {
  const searchPageOf = async (config: string) => {
    const site = await readDocusaurusSite(
      makeDir({
        'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', ${config} };\n`,
      }),
    );
    const { config: siteConfig } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
    return siteSchema.parse(siteConfig).search.pagePath;
  };
  const algolia = (searchPagePath: string) =>
    `presets: [['classic', {}]], themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'I'${searchPagePath} } }`;
  assert.equal(await searchPageOf(algolia(", searchPagePath: '/find/results/'")), 'find/results');
  assert.equal(await searchPageOf(algolia(', searchPagePath: false')), false);
  assert.equal(await searchPageOf(algolia(', searchPagePath: null')), false);
  assert.equal(await searchPageOf(algolia(", searchPagePath: ''")), false);
  // The theme listed by itself reads the same themeConfig.
  assert.equal(
    await searchPageOf(
      `themes: ['@docusaurus/theme-search-algolia'], themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'I' } }`,
    ),
    'search',
  );
  assert.equal(
    await searchPageOf(`themes: [[require.resolve('@easyops-cn/docusaurus-search-local'), { hashed: true }]]`),
    'search',
  );
  assert.equal(await searchPageOf(`plugins: ['@cmfcmf/docusaurus-search-local', 'docusaurus-lunr-search']`), false);
  assert.equal(await searchPageOf(`presets: [['classic', {}]]`), false, 'no search plugin: no page');
});

test("feedOptions.limit becomes the blog's feedLimit: a number kept, false or null for every post, 20 left as the default", async () => {
  const limits: Record<string, unknown> = {};
  for (const limit of ['5', 'false', 'null', '20', 'undefined']) {
    const dir = makeDir({
      'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { blog: { feedOptions: { type: 'all', limit: ${limit} } } }]],
};
`,
    });
    const site = await readDocusaurusSite(dir);
    const { config } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
    limits[limit] = config.blogs?.[0] && 'feedLimit' in config.blogs[0] ? config.blogs[0].feedLimit : 'unset';
    assert.equal(siteSchema.parse(config).blogs[0]?.showLastUpdateAuthor, false, 'showLastUpdateAuthor unset: false');
  }
  assert.deepEqual(limits, { 5: 5, false: false, null: false, 20: 'unset', undefined: 'unset' });
});

test("feedOptions.xslt becomes the blog's feedXslt: true for the built-in stylesheet, a file in the blog's folder by its path, others left out", async () => {
  const xsltOf = async (feedOptions: string, files: Record<string, string> = {}) => {
    const dir = makeDir({
      'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { blog: { path: 'news', feedOptions: ${feedOptions} } }]],
};
`,
      ...files,
    });
    const { config, notes } = toSiteConfig(await readDocusaurusSite(dir), {
      redirects: [],
      math: false,
      markdownFormat: 'detect',
    });
    const blog = siteSchema.parse(config).blogs[0]!;
    return { xslt: blog.feedXslt ?? 'unset', notes: notes.filter((n) => n.includes('xslt')) };
  };
  assert.deepEqual(await xsltOf(`{ type: 'all', xslt: true }`), { xslt: { rss: true, atom: true }, notes: [] });
  assert.deepEqual(await xsltOf(`{ xslt: { rss: true, atom: false } }`), { xslt: { rss: true }, notes: [] });
  assert.deepEqual(
    await xsltOf(`{ type: ['atom'], xslt: true }`),
    { xslt: { atom: true }, notes: [] },
    'no RSS feed: no RSS stylesheet',
  );
  assert.deepEqual(
    await xsltOf(`{ xslt: { rss: 'styles/mine.xsl' } }`, { 'news/styles/mine.xsl': '<x/>', 'news/styles/mine.css': '' }),
    { xslt: { rss: 'news/styles/mine.xsl' }, notes: [] },
  );
  const outside = await xsltOf(`{ xslt: { atom: '../feed.xsl' } }`);
  assert.equal(outside.xslt, 'unset');
  assert.match(outside.notes[0] ?? '', /feedOptions\.xslt\.atom "\.\.\/feed\.xsl": not carried/);
  assert.deepEqual(await xsltOf(`{ type: 'all' }`), { xslt: 'unset', notes: [] });
});

test("a blog's sortPosts is carried when ascending; descending, Docusaurus's default, is the schema's", async () => {
  const orders: Record<string, unknown> = {};
  for (const sortPosts of ["'ascending'", "'descending'", 'undefined']) {
    const dir = makeDir({
      'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { blog: { sortPosts: ${sortPosts} } }]],
};
`,
    });
    const { config } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
    orders[sortPosts] = [config.blogs?.[0]?.sortPosts ?? 'unset', siteSchema.parse(config).blogs[0]!.sortPosts];
  }
  assert.deepEqual(orders, {
    "'ascending'": ['ascending', 'ascending'],
    "'descending'": ['unset', 'descending'],
    undefined: ['unset', 'descending'],
  });
});

test("a blog's processBlogPosts and feedOptions.createFeedItems are named in the report as not carried", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { blog: {
    processBlogPosts: async ({ blogPosts }) => blogPosts.filter((post) => !post.metadata.frontMatter.hidden),
    feedOptions: { type: 'all', createFeedItems: async ({ blogPosts, defaultCreateFeedItems, ...rest }) =>
      defaultCreateFeedItems({ blogPosts: blogPosts.slice(0, 3), ...rest }) },
  } }]],
  plugins: [['@docusaurus/plugin-content-blog', { id: 'plain', path: 'plain' }]],
};
`,
  });
  const site = await readDocusaurusSite(dir);
  assert.deepEqual(
    site.blogs.map((blog) => [blog.id, blog.notes.map((note) => note.split(':')[0])]),
    [
      ['default', ['processBlogPosts is not carried', 'feedOptions.createFeedItems is not carried']],
      ['plain', []],
    ],
  );
});

test("a blog's truncateMarker is carried when the site sets its own; Docusaurus's default is left to the schema", async () => {
  const markers: Record<string, unknown> = {};
  for (const marker of ['/<!--\\s*more\\s*-->/', 'undefined']) {
    const dir = makeDir({
      'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { blog: { truncateMarker: ${marker} } }]],
};
`,
    });
    const { config } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
    markers[marker] = config.blogs?.[0]?.truncateMarker ?? 'unset';
    assert.equal(new RegExp(siteSchema.parse(config).blogs[0]!.truncateMarker).test('<!--more-->'), marker !== 'undefined');
  }
  assert.deepEqual(markers, { '/<!--\\s*more\\s*-->/': String.raw`<!--\s*more\s*-->`, undefined: 'unset' });
});

test('the route paths of an imported content folder, as Docusaurus gives them to createRedirects (base URL excluded, a trailing slash for an index doc or page)', () => {
  const dir = makeDir({
    'site.config.json': JSON.stringify({
      title: 'Site',
      url: 'https://site.example.com',
      baseUrl: '/',
      favicon: 'img/favicon.ico',
      organizationName: 'o',
      projectName: 'p',
      docusaurusVersion: '3.9.2',
      navbar: { items: [] },
      footer: { copyright: 'c' },
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      docs: [{ id: 'default', folder: 'docs', routeBasePath: '/docs' }],
      blogs: [
        { id: 'default', folder: 'blog', routeBasePath: '/blog', postsPerPage: 1 },
        // No post (its one file is left out by the default exclude): on 3.9.2 no page at all, as Docusaurus up to 3.9.
        { id: 'news', folder: 'news', routeBasePath: '/news' },
      ],
      pages: { folder: 'src/pages', routeBasePath: '/' },
    }),
    'docs/intro.md': '---\ntags: [setup]\n---\n# Intro\n',
    'docs/guides/index.md': '# Guides\n',
    'docs/guides/_partial.md': 'not a page\n',
    'docs/moved.md': '---\nslug: /elsewhere\n---\n# Moved\n',
    'docs/api/_category_.yml': 'link:\n  type: generated-index\n',
    'docs/api/call.md': '# Call\n',
    'blog/authors.yml': 'ana:\n  name: Ana\n  page: true\nbo:\n  name: Bo\n',
    'blog/2024-05-01-hello.md': '---\ntags: [news]\nauthors: [ana]\n---\n# Hello\n',
    'blog/2024-05-02-again.md': '---\ntags: [news]\nauthors: [ana]\n---\n# Again\n',
    'blog/2024-05-03-hidden.md': '---\nunlisted: true\n---\n# Hidden\n',
    'blog/2024-05-04-draft.md': '---\ndraft: true\ntags: [wip]\n---\n# Draft\n',
    'blog/2024-05-05-broken.md': '---\ndate: 2024-02-30\n---\n# Broken\n',
    'news/_drafts/skip.md': '# not a post\n',
    'src/pages/about.md': '# About\n',
    'src/pages/team/index.md': '# Team\n',
  });
  const { paths, problems } = importedRoutePaths(dir);
  assert.deepEqual(paths, [
    '/',
    '/404.html',
    '/about',
    '/blog',
    '/blog/2024/05/01/hello',
    '/blog/2024/05/02/again',
    '/blog/2024/05/03/hidden',
    '/blog/archive',
    // Docusaurus 3.5 to 3.9: an author's later pages at <author page>/authors/<n>.
    '/blog/authors',
    '/blog/authors/ana',
    '/blog/authors/ana/authors/2',
    '/blog/page/2',
    '/blog/tags',
    '/blog/tags/news',
    '/blog/tags/news/page/2',
    '/docs/api/call',
    '/docs/category/api',
    '/docs/elsewhere',
    // An index doc and an index page: their routes end with a slash.
    '/docs/guides/',
    '/docs/intro',
    '/docs/tags',
    '/docs/tags/setup',
    // Each locale's home, pages and 404.html; a blog without posts has its list but no archive nor tag index.
    '/fr',
    '/fr/404.html',
    '/fr/about',
    '/fr/blog',
    '/fr/blog/2024/05/01/hello',
    '/fr/blog/2024/05/02/again',
    '/fr/blog/2024/05/03/hidden',
    '/fr/blog/archive',
    '/fr/blog/authors',
    '/fr/blog/authors/ana',
    '/fr/blog/authors/ana/authors/2',
    '/fr/blog/page/2',
    '/fr/blog/tags',
    '/fr/blog/tags/news',
    '/fr/blog/tags/news/page/2',
    '/fr/docs/api/call',
    '/fr/docs/category/api',
    '/fr/docs/elsewhere',
    '/fr/docs/guides/',
    '/fr/docs/intro',
    '/fr/docs/tags',
    '/fr/docs/tags/setup',
    '/fr/team/',
    '/team/',
  ]);
  // A post the build would stop on is left out, and said.
  assert.deepEqual(problems, [
    {
      file: 'blog/2024-05-05-broken.md',
      message: 'line 2: field "date": is not a valid date (expected YYYY-MM-DD, optionally with a time) (got "2024-02-30")',
    },
  ]);
  // Without a home page on the Docusaurus site, `/` is no route of it (nor `/fr`).
  const noHome = importedRoutePaths(dir, { home: false }).paths;
  assert.deepEqual(
    paths.filter((p) => !noHome.includes(p)),
    ['/', '/fr'],
  );
});

test('i18n and version menus: the default locale and its config carried, a version navbar item kept, no i18n is English', async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'fa', locales: ['fa', 'en'], localeConfigs: { fa: { label: 'فارسی', direction: 'sideways' }, en: { htmlLang: 'en-GB' } } },
  presets: [['classic', { docs: { sidebarPath: false } }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }, { type: 'docsVersion', docsPluginId: 'api' }] } },
};
`,
  });
  const { config, notes } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.i18n, {
    defaultLocale: 'fa',
    locales: ['fa', 'en'],
    localeConfigs: { fa: { label: 'فارسی' }, en: { htmlLang: 'en-GB' } },
  });
  assert.ok(
    notes.some((n) => /localeConfigs\.fa\.direction/.test(n)),
    'a bad direction is reported',
  );
  assert.deepEqual(config.navbar.items, [
    { type: 'docsVersionDropdown', docsId: 'default', position: 'right' },
    { type: 'docsVersion', docsId: 'api', position: 'left' },
  ]);

  const plain = makeDir({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/' };\n`,
  });
  const english = toSiteConfig(await readDocusaurusSite(plain), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(english.config.i18n, { defaultLocale: 'en', locales: ['en'], localeConfigs: {} });
});

test('Mermaid, live code blocks and npm2yarn: carried into site.config.json with their settings, and said so in the report', async () => {
  const dir = makeDir({
    'docusaurus.config.js': `const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');
const turbo = 'turbo';
module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],
  presets: [['classic', { docs: { remarkPlugins: [[npm2yarn, { converters: ['pnpm', ['Turbo', (code) => code.replace(/npm/g, turbo)]] }]] } }]],
  themeConfig: {
    mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 100000 } },
    liveCodeBlock: { playgroundPosition: 'top' },
  },
};
`,
  });
  const site = await readDocusaurusSite(dir);
  const { config } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'mdx' });
  assert.deepEqual(config.markdown, {
    format: 'mdx',
    math: false,
    mermaid: true,
    npm2yarn: { sync: false, converters: ['pnpm'] },
    liveCodeBlock: true,
  });
  assert.deepEqual(config.mermaid, { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 100000 } });
  assert.deepEqual(config.liveCodeBlock, { playgroundPosition: 'top' });
  const rows = featureRows(site, { redirects: 0 });
  const outcome = (what: RegExp) => rows.find((r) => what.test(r.what));
  assert.equal(outcome(/theme-mermaid/)?.outcome, 'carried');
  assert.equal(outcome(/theme-live-codeblock/)?.outcome, 'carried');
  assert.match(
    outcome(/npm2yarn/)?.now ?? '',
    /^npm \/ pnpm tabs .*custom converters: Turbo: its function not carried .*; no tab$/,
  );
  assert.ok(!rows.some((r) => /themeConfig\.(mermaid|liveCodeBlock)/.test(r.what)), 'settings read, not reported as unknown');
});

test("a blog's readingTime function and npm2yarn's custom converters move over as their source when they run on their own", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');
const SUFFIX = ' --frozen';
module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  presets: [['classic', {
    docs: false,
    blog: {
      readingTime: ({ content, frontMatter, defaultReadingTime }) =>
        frontMatter.hide_reading_time ? undefined : defaultReadingTime({ content, options: { wordsPerMinute: 300 } }),
      remarkPlugins: [[npm2yarn, { sync: true, converters: [
        'yarn',
        ['pnpm', (code) => code.replace(/\\bnpm\\b/g, 'pnpm')],
        ['bun', (code) => code.replace(/npm/g, 'bun') + SUFFIX],
        ['Deno 运行', (code) => code.replace(/^npm install /gm, 'deno add npm:') + SUFFIX],
      ] }]],
    },
    pages: false,
  }]],
  plugins: [['@docusaurus/plugin-content-blog', { id: 'notes', path: 'notes', readingTime: ({ content }) => content.length / SUFFIX.length }]],
};
`,
    'blog/2024-01-01-a.md': '---\ntitle: 甲\n---\n\n正文。\n\n```bash npm2yarn\nnpm install left-pad\n```\n',
    'blog/2024-01-02-b.md': '---\ntitle: 乙\nhide_reading_time: true\n---\n\n正文。\n',
    'notes/2024-01-03-c.md': '---\ntitle: 丙\n---\n\n正文。\n',
  });
  const site = await readDocusaurusSite(dir);
  const { config } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'mdx', docusaurusVersion: '3.10.2' });
  const parsed = siteSchema.parse(config);
  // The blog's function reads nothing outside itself: carried, and it runs as Docusaurus runs it.
  const source = parsed.blogs[0]?.readingTime.function ?? '';
  assert.match(source, /hide_reading_time/);
  const minutes = (text: string) =>
    postReadingMinutes({ source: text, body: text, locale: 'en', options: parsed.blogs[0]!.readingTime, segmenter: true });
  assert.equal(minutes(`---\ntitle: x\n---\n\n${'word '.repeat(450)}`), 2);
  assert.equal(minutes('---\nhide_reading_time: true\n---\n\nword'), undefined);
  // The second blog's reads a constant of its module: not carried, Docusaurus's default instead.
  assert.deepEqual(parsed.blogs[1]?.readingTime, { rule: 'docusaurus' });
  const converters = parsed.markdown.npm2yarn?.converters ?? [];
  assert.equal(converters.length, 3, 'Deno 运行 reads a constant and has no npm-to-yarn twin: left out');
  assert.equal(converters[0], 'yarn');
  const [name, pnpm] = converters[1] as [string, string];
  assert.equal(name, 'pnpm');
  assert.equal(configFunction(pnpm, 'pnpm').call('npm install left-pad\nnpx x'), 'pnpm install left-pad\nnpx x');
  assert.equal(converters[2], 'bun', "bun's reads a constant: npm-to-yarn's bun instead");

  const rows = featureRows(site, { redirects: 0, docusaurusVersion: '3.10.2' });
  const row = (what: RegExp) => rows.find((r) => what.test(r.what));
  assert.equal(
    row(/npm2yarn/)?.now,
    'npm / Yarn / pnpm / Bun tabs (site.config.json markdown.npm2yarn); custom converters: ' +
      'pnpm: its function carried (run as a plain function); ' +
      "bun: its function not carried (it reads something outside itself (its module, an import, Node): run on its own it fails); npm-to-yarn's bun instead; " +
      'Deno 运行: its function not carried (it reads something outside itself (its module, an import, Node): run on its own it fails); no tab',
  );
  assert.equal(row(/"default" option readingTime/)?.outcome, 'carried');
  assert.equal(row(/"notes" option readingTime/)?.outcome, 'not carried');
  assert.match(row(/"notes" option readingTime/)?.now ?? '', /Docusaurus's default reading time instead$/);
});

test('npm2yarn without converters: the plugin default of the release (bun from 3.8)', async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')] } }]],
};
`,
  });
  const site = await readDocusaurusSite(dir);
  const converters = (version: string) =>
    toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'mdx', docusaurusVersion: version }).config.markdown
      ?.npm2yarn?.converters;
  assert.deepEqual(converters('3.7.0'), ['yarn', 'pnpm']);
  assert.deepEqual(converters('3.8.0'), ['yarn', 'pnpm', 'bun']);
  assert.match(
    featureRows(site, { redirects: 0, docusaurusVersion: '3.6.0' }).find((r) => /npm2yarn/.test(r.what))?.now ?? '',
    /^npm \/ Yarn \/ pnpm tabs/,
  );
});

test("onBrokenAnchors: the config's, else warn, from Docusaurus 3.1; ignore before, which checks no anchor", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = { title: 'Site', url: 'https://site.example.com', baseUrl: '/' };\n`,
  });
  const site = await readDocusaurusSite(dir);
  const anchors = (version: string | undefined) =>
    toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'mdx', ...(version ? { docusaurusVersion: version } : {}) })
      .config.checks?.onBrokenAnchors;
  assert.equal(anchors('2.0.0-beta.18'), 'ignore');
  assert.equal(anchors('3.0.1'), 'ignore');
  assert.equal(anchors('3.1.0'), 'warn');
  assert.equal(anchors(undefined), 'warn');
});

test("the admonition types a site adds (admonitions.keywords) are carried; Docusaurus's own are not repeated", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false, admonitions: { keywords: ['my-custom-admonition', 'note'], extendDefaults: true } } }]],
};
`,
  });
  const { config } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.markdown?.admonitionKeywords, ['my-custom-admonition']);
});

test("a navbar docSidebar item keeps its sidebarId (its link goes to that sidebar's first page)", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'S', url: 'https://s.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
  themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] } },
};\n`,
    'sidebars.js': `module.exports = { main: ['intro'], api: ['ref'] };\n`,
    'docs/intro.md': '# Intro\n',
    'docs/ref.md': '# Ref\n',
  });
  const { config } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.navbar?.items?.[0], { label: 'API', docsId: 'default', sidebarId: 'api', position: 'left' });
});

test("a navbar `to` item's activeBasePath and activeBaseRegex are carried, on a blog's link too", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'S', url: 'https://s.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: {} }]],
  themeConfig: { navbar: { items: [
    { to: 'docs/category/api', label: 'API' },
    { to: '/docs/guides/start', label: 'Guides', activeBasePath: 'docs/guides' },
    { to: '/blog', label: 'Blog', activeBaseRegex: '/blog/(?!archive)' },
  ] } },
};\n`,
    'docs/intro.md': '# Intro\n',
    'blog/2024-01-01-a.md': '# A\n',
  });
  const { config } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.navbar?.items, [
    { label: 'API', to: '/docs/category/api', position: 'left' },
    { label: 'Guides', to: '/docs/guides/start', position: 'left', activeBasePath: 'docs/guides' },
    { label: 'Blog', blogId: 'default', position: 'left', activeBaseRegex: '/blog/(?!archive)' },
  ]);
});

test("a navbar link without a label is named by its aria-label (an icon the site's CSS draws), not by its URL", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'S', url: 'https://s.example.com', baseUrl: '/',
  themeConfig: { navbar: { items: [
    { href: 'https://registry.example.org/package/s', position: 'right', className: 'header-pkg-link', 'aria-label': 'Package page' },
    { href: 'https://github.com/s/s', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
    { href: 'https://chat.example.org/s', position: 'right' },
  ] } },
};\n`,
  });
  const { config } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(
    config.navbar?.items?.map((item) => ('label' in item ? item.label : undefined)),
    ['Package page', 'GitHub', 'https://chat.example.org/s'],
  );
});

test('sidebars.js html items are carried with their class and default style', async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'S', url: 'https://s.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};\n`,
    'sidebars.js': `module.exports = { main: ['intro', { type: 'html', value: '<hr/>', defaultStyle: true, className: 'divider' }] };\n`,
    'docs/intro.md': '# Intro\n',
  });
  const { config, notes } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.docs?.[0]?.sidebars?.main, [
    { type: 'doc', id: 'intro' },
    { type: 'html', value: '<hr/>', defaultStyle: true, className: 'divider' },
  ]);
  assert.ok(!notes.some((note) => note.includes('html')), notes.join('\n'));
});

test('the footer: html items, untitled columns, the logo, the dark style and the simple row of links carried; the report says so', async () => {
  const columns = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example.org',
  baseUrl: '/',
  themeConfig: {
    footer: {
      style: 'dark',
      logo: { alt: 'Lantern mark', src: 'img/mark.svg', srcDark: 'img/mark-night.svg', href: 'https://lantern.example.org/about', width: 120 },
      links: [
        { title: 'Read', items: [{ label: 'Start here', to: 'docs/start' }, { label: 'Source', href: 'https://git.example.org/lantern' }] },
        { items: [{ html: '<span class="lamp">Lit by <a href="https://oil.example.org">oil</a></span>' }] },
      ],
      copyright: 'Lantern people',
    },
  },
};
`,
  });
  const site = await readDocusaurusSite(columns);
  const { config } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.footer, {
    style: 'dark',
    copyright: 'Lantern people',
    logo: {
      src: 'img/mark.svg',
      alt: 'Lantern mark',
      srcDark: 'img/mark-night.svg',
      href: 'https://lantern.example.org/about',
      width: 120,
    },
    links: [
      {
        title: 'Read',
        items: [
          { label: 'Start here', to: '/docs/start' },
          { label: 'Source', href: 'https://git.example.org/lantern' },
        ],
      },
      { items: [{ html: '<span class="lamp">Lit by <a href="https://oil.example.org">oil</a></span>' }] },
    ],
  });
  assert.ok(siteSchema.safeParse({ ...config, docs: [], blogs: [{}] }).success, 'the schema accepts it');
  const row = featureRows(site, { redirects: 0 }).find((r) => r.what === 'themeConfig.footer');
  assert.equal(row?.outcome, 'carried');
  assert.match(
    row?.now ?? '',
    /2 columns of links; 1 html item .*; logo \(light and dark sources\), linked to https:\/\/lantern\.example\.org\/about; copyright line; style 'dark'/,
  );

  const simple = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example.org',
  baseUrl: '/',
  themeConfig: {
    footer: {
      links: [{ label: 'Start here', to: '/docs/start' }, { html: '<b>No cookies</b>' }],
      logo: { src: 'img/mark.svg' },
    },
  },
};
`,
  });
  const simpleSite = await readDocusaurusSite(simple);
  const simpleFooter = toSiteConfig(simpleSite, { redirects: [], math: false, markdownFormat: 'detect' }).config.footer;
  assert.deepEqual(simpleFooter.simpleLinks, [{ label: 'Start here', to: '/docs/start' }, { html: '<b>No cookies</b>' }]);
  assert.equal(simpleFooter.links, undefined, 'no columns');
  assert.equal(simpleFooter.style, undefined, 'light, the default');
  assert.deepEqual(simpleFooter.logo, { src: 'img/mark.svg', alt: '' });
  assert.match(
    featureRows(simpleSite, { redirects: 0 }).find((r) => r.what === 'themeConfig.footer')?.now ?? '',
    /^one row of 2 links; 1 html item/,
  );
});

test('future.v4 turns legacy admonition titles off from Docusaurus 3.10 unless markdown.mdx1Compat says otherwise', async () => {
  const legacyTitles = async (config: string, docusaurusVersion: string) => {
    const dir = makeDir({
      'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', ${config} };\n`,
    });
    const { config: out } = toSiteConfig(await readDocusaurusSite(dir), {
      redirects: [],
      math: false,
      markdownFormat: 'detect',
      docusaurusVersion,
    });
    return out.markdown?.legacyAdmonitionTitles ?? true;
  };
  assert.equal(await legacyTitles('future: { v4: true }', '3.10.2'), false);
  assert.equal(await legacyTitles('future: { v4: true }', '3.9.2'), true, 'the flag came with 3.10');
  assert.equal(await legacyTitles('future: { v4: { mdx1CompatDisabledByDefault: true } }', '3.10.0'), false);
  assert.equal(await legacyTitles("future: { v4: true }, markdown: { mdx1Compat: { admonitions: 'true' } }", '3.10.2'), true);
  assert.equal(await legacyTitles('', '3.10.2'), true);
});

test("rehype-katex's options (macros, throwOnError) are carried for the site's math", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `const math = require('remark-math');
const katex = require('rehype-katex');
module.exports = {
  title: 'S', url: 'https://s.example.com', baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [math], rehypePlugins: [[katex, { macros: { '\\\\Q': '\\\\mathbb{Q}' }, throwOnError: true, trust: (c) => c.command === '\\\\url' }]] } }]],
};\n`,
  });
  const { config } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: true, markdownFormat: 'detect' });
  assert.deepEqual(config.markdown?.katex, { macros: { '\\Q': '\\mathbb{Q}' }, throwOnError: true });
});

test('navbar and footer: URLs written as `to` stay URLs, a search item keeps its place, the logo and the colour modes are carried', async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: {
    colorMode: { disableSwitch: true, defaultMode: 'dark' },
    navbar: {
      logo: { alt: 'Kiln', src: 'img/kiln.svg', srcDark: 'img/kiln-night.svg', href: 'https://kiln.example.org/about', target: '_self', width: 120, height: '32px', className: 'kiln-logo', style: { marginTop: 2, filter: () => 'x' } },
      items: [
        { to: 'https://foundation.example.org/', label: 'Foundation', position: 'right' },
        { type: 'search', position: 'right' },
        { href: 'pathname:///apidocs/', label: 'API', position: 'right' },
        { type: 'dropdown', label: 'More', position: 'right', items: [{ label: 'Thanks', to: 'https://foundation.example.org/thanks' }, { label: 'Glaze', to: '/glaze/' }] },
        { type: 'html', position: 'right', className: 'chat-item', value: '<a href="https://chat.example.org/">Chat</a>' },
      ],
    },
    footer: {
      links: [{ title: 'Elsewhere', items: [{ label: 'Foundation', to: 'https://foundation.example.org/footer/' }, { label: 'API', to: 'pathname:///apidocs/' }] }],
    },
  },
};\n`,
  });
  const { config, notes } = toSiteConfig(await readDocusaurusSite(dir), { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.navbar.logo, {
    alt: 'Kiln',
    src: 'img/kiln.svg',
    srcDark: 'img/kiln-night.svg',
    href: 'https://kiln.example.org/about',
    target: '_self',
    width: 120,
    height: '32px',
    className: 'kiln-logo',
    style: { marginTop: 2 },
  });
  assert.deepEqual(config.navbar.items, [
    { label: 'Foundation', to: 'https://foundation.example.org/', position: 'right' },
    { type: 'search', position: 'right' },
    { label: 'API', href: 'pathname:///apidocs/', position: 'right' },
    {
      type: 'dropdown',
      label: 'More',
      position: 'right',
      items: [
        { label: 'Thanks', to: 'https://foundation.example.org/thanks' },
        { label: 'Glaze', to: '/glaze' },
      ],
    },
    { type: 'html', value: '<a href="https://chat.example.org/">Chat</a>', position: 'right', className: 'chat-item' },
  ]);
  assert.deepEqual(config.footer.links, [
    {
      title: 'Elsewhere',
      items: [
        { label: 'Foundation', to: 'https://foundation.example.org/footer/' },
        { label: 'API', to: 'pathname:///apidocs/' },
      ],
    },
  ]);
  assert.deepEqual(config.colorMode, { defaultMode: 'dark', disableSwitch: true });
  assert.ok(!notes.some((n) => /search|colorMode/.test(n)), notes.join('\n'));
  assert.ok(siteSchema.safeParse({ ...config, docs: [], blogs: [] }).success, 'the schema accepts it');
});

test('titleDelimiter, themeConfig.tableOfContents and a docs plugin’s sidebarCollapsible/sidebarCollapsed are carried where not the defaults', async () => {
  const site = await readDocusaurusSite(
    makeDir({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.2' } }),
      'docusaurus.config.js': `module.exports = {
  title: 'S', url: 'https://s.example.org', baseUrl: '/', titleDelimiter: '·',
  presets: [['classic', { docs: { sidebarCollapsible: false }, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'two', path: 'two', routeBasePath: 'two', sidebarCollapsed: false }]],
  themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 } },
};
`,
      'docs/a.md': '# A\n',
      'two/b.md': '# B\n',
    }),
  );
  const { config } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  const parsed = siteSchema.parse(config);
  assert.equal(parsed.titleDelimiter, '·');
  assert.deepEqual(parsed.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 5 });
  // sidebarCollapsible: false makes sidebarCollapsed false too, as Docusaurus's option validation does.
  assert.deepEqual(
    parsed.docs.map((d) => [d.id, d.sidebarCollapsible, d.sidebarCollapsed]),
    [
      ['default', false, false],
      ['two', true, false],
    ],
  );
  const plain = siteSchema.parse({ ...config, titleDelimiter: undefined, tableOfContents: undefined });
  assert.equal(plain.titleDelimiter, '|');
  assert.deepEqual(plain.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
});

test("a content plugin's remark or rehype plugin that this site does not run is reported not carried; math and npm2yarn are not", async () => {
  const dir = makeDir({
    'src/plugin/remark-adsense.js': 'module.exports = () => (tree) => tree;\n',
    'docusaurus.config.js': `const math = require('remark-math');
const katex = require('rehype-katex');
const adsense = require('./src/plugin/remark-adsense');
module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  presets: [['classic', {
    docs: { remarkPlugins: [math, adsense], rehypePlugins: [katex] },
    blog: { remarkPlugins: [adsense], rehypePlugins: [require('rehype-slug')] },
  }]],
};
`,
  });
  const site = await readDocusaurusSite(dir);
  const rows = featureRows(site, { redirects: 0 }).filter((r) => /^Markdown plugin /.test(r.what));
  assert.deepEqual(
    rows.map((r) => [r.what, r.outcome, /^of ([^:]*):/.exec(r.now)?.[1]]),
    [
      ['Markdown plugin ./src/plugin/remark-adsense.js', 'not carried', 'docs "default", blog "default"'],
      ['Markdown plugin rehype-slug', 'not carried', 'blog "default"'],
    ],
  );
});

test("a url with a path, which Docusaurus refuses: its origin is kept (the path is baseUrl's) and the report says so", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = { title: 'Doc', url: 'https://someone.github.io/doc', baseUrl: '/doc/', presets: [['classic', {}]] };\n`,
  });
  const site = await readDocusaurusSite(dir);
  const { config, notes } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'mdx' });
  assert.equal(config.url, 'https://someone.github.io');
  assert.equal(config.baseUrl, '/doc/');
  assert.match(notes.join('\n'), /url "https:\/\/someone\.github\.io\/doc" has a path, which Docusaurus refuses/);
});

test('markdown.parseFrontMatter and markdown.preprocessor functions are named in the report as not carried', async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  markdown: {
    format: 'md',
    parseFrontMatter: async ({ defaultParseFrontMatter, ...params }) => defaultParseFrontMatter(params),
    preprocessor: ({ fileContent }) => fileContent,
  },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
};
`,
    'docs/intro.md': '# Intro\n',
  });
  const site = await readDocusaurusSite(dir);
  const { notes } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'md' });
  assert.ok(
    notes.some((n) => n.startsWith('markdown.parseFrontMatter: not carried')),
    notes.join('\n'),
  );
  assert.ok(
    notes.some((n) => n.startsWith('markdown.preprocessor: not carried')),
    notes.join('\n'),
  );
});

test("the sitemap plugin's ignorePatterns are carried; createSitemapItems is noted as not carried", async () => {
  const dir = makeDir({
    'docusaurus.config.js': `module.exports = {
  title: 'Site',
  url: 'https://site.example.com',
  baseUrl: '/',
  presets: [['classic', {
    docs: {},
    sitemap: {
      ignorePatterns: ['**/beta/**', '/tags/**'],
      async createSitemapItems(params) { return params.defaultCreateSitemapItems(params); },
    },
  }]],
};
`,
  });
  const site = await readDocusaurusSite(dir);
  const { config, notes } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(config.sitemap, { ignorePatterns: ['**/beta/**', '/tags/**'] });
  assert.ok(
    notes.some((n) => /sitemap createSitemapItems: not carried/.test(n)),
    notes.join('\n'),
  );
  const plain = await readDocusaurusSite(
    makeDir({
      'docusaurus.config.js':
        "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', presets: [['classic', {}]] };\n",
    }),
  );
  assert.equal(toSiteConfig(plain, { redirects: [], math: false, markdownFormat: 'detect' }).config.sitemap, undefined);
});
