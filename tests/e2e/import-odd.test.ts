/**
 * Odd but legal shapes of real Docusaurus sites, generated here in a temp folder (nothing big or odd is
 * committed), through `npm run import` and `npm run build`: each either builds as Docusaurus does or stops
 * with file, line and reason. See docs/reliability.md for the table of what each gives.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser, layoutShifts, newPage, waitForHydration } from '../helpers/browser';
import { buildFixture, buildSharingCompile, type FixtureBuild } from '../helpers/fixture-build';
import { importSite } from '../helpers/realworld';
import { startServer } from '../helpers/server';
import { tempFolder } from '../helpers/temp';

function write(root: string, rel: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), data);
}

// No favicon (optional in Docusaurus, which then links no icon). A wide wordmark as the navbar's logo, no colour-mode
// switch (the system's mode shown), and every navbar item on the right (none on the left): links (a URL written as `to`, a pathname:// path),
// a label too long for the bar of a 1280 px screen, the search button placed among them, a dropdown, GitHub as a
// label and as the mark.
const CONFIG = `module.exports = {
  title: 'Odd',
  tagline: 'Odd shapes, built as Docusaurus builds them',
  url: 'https://example.org',
  baseUrl: '/myblog/',
  presets: [['classic', { docs: { showLastUpdateTime: true }, blog: {} }]],
  themeConfig: {
    colorMode: { disableSwitch: true, respectPrefersColorScheme: true },
    announcementBar: { content: 'Odd <b>news</b><script>alert(1)</script>', backgroundColor: '#20232a', textColor: '#fff', isCloseable: false },
    navbar: {
      hideOnScroll: true,
      logo: { alt: 'Odd wordmark', src: 'img/wordmark.svg', srcDark: 'img/wordmark-night.svg' },
      items: [
        { to: 'https://example.org/odd-home/', label: 'Odd home', position: 'right' },
        // A left item among right ones: the bar shows it on the left, the drawer where the config lists it.
        { href: 'https://example.org/guide/', label: 'Guide', position: 'left' },
        { to: '/blog', label: 'Every post of the odd blog, under a label long enough to crowd the navbar of a screen 1280 pixels wide', position: 'right' },
        { href: 'pathname:///apidocs/', label: 'API', position: 'right' },
        { type: 'search', position: 'right' },
        { type: 'dropdown', label: 'More', position: 'right', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Source', href: 'https://example.org/src' }, { label: 'Elsewhere', to: 'https://example.org/elsewhere/' }, { type: 'html', value: '<hr>' }, { type: 'html', className: 'old-versions', value: '<b onclick="go()">Older</b>' }] },
        { href: 'https://github.com/odd/odd', label: 'GitHub', position: 'right' },
        { href: 'https://github.com/odd/odd', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
      ],
    },
  },
};
`;
/** A wordmark four times as wide as it is high (drawn at 2rem high: 128 × 32 px). */
const wordmark = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="6" fill="${fill}"/></svg>\n`;
const TEN_MB = 10 * 1024 * 1024;

/** Console errors but the browser's request for /favicon.ico of a site that names no icon (Docusaurus's too). */
const withoutFavicon = (errors: readonly string[]) => errors.filter((e) => !e.includes('/favicon.ico'));

/** A site with every odd shape that Docusaurus builds. */
function makeOddSite(): string {
  // The site's folder in a monorepo, beside the packages its docs show.
  const site = path.join(tempFolder('docusaurus-odd'), 'website');
  // 3.10: its empty blog has a list page, which the navbar links (up to 3.9.2 an empty blog has no page at all).
  write(site, 'package.json', JSON.stringify({ name: 'odd', dependencies: { '@docusaurus/core': '3.10.2' } }));
  write(site, 'docusaurus.config.js', CONFIG);
  write(
    site,
    'docs/intro.md',
    '---\ntitle: Intro\n---\n\nHello. The [API reference](pathname:///apidocs/) is served beside the site.\n',
  );
  write(site, 'static/img/wordmark.svg', wordmark('#2e6b4f'));
  write(site, 'static/img/wordmark-night.svg', wordmark('#8fd3b0'));
  // Latin-1, not UTF-8, from line 3 on.
  write(site, 'docs/latin1.md', Buffer.concat([Buffer.from('# Latin\n\n'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])]));
  // A PNG's first bytes under a .md name.
  write(
    site,
    'docs/binary.md',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  );
  // Names some file systems refuse (Windows): `:`, `*`, `|`, a trailing dot or space.
  for (const name of ['a:b.md', 'st*r.md', 'p|pe.md', 'dot.md.', 'space.md ']) write(site, `docs/${name}`, `# ${name.trim()}\n`);
  write(site, 'docs/sub/page.md', '# Sub page\n');
  write(site, 'docs/empty.md', ''); // 0 bytes: Docusaurus builds a page titled from the file name
  fs.symlinkSync('.', path.join(site, 'docs', 'sub', 'loop'));
  fs.symlinkSync('no-such-file.md', path.join(site, 'docs', 'dangling.md'));
  fs.mkdirSync(path.join(site, 'docs', 'empty-folder'));
  fs.mkdirSync(path.join(site, 'blog')); // empty, named by the config (the preset's default)
  // A home page in the shape of Docusaurus's template (Infima's hero, grid and buttons, clsx, a CSS module, an SVG
  // required as a component, its own <main>).
  write(
    site,
    'src/pages/index.js',
    `import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Features from '@site/src/components/Features';
import styles from './index.module.css';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={\`Welcome to \${siteConfig.title}\`} description="The odd site's own home page">
      <header className={clsx('hero hero--primary', styles.banner)}>
        <div className="container">
          <Heading as="h1" className="hero__title">{siteConfig.title}</Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary button--lg" to="/docs/intro">Start reading</Link>
        </div>
      </header>
      <main>
        <Features />
      </main>
    </Layout>
  );
}
`,
  );
  // A React page whose Layout names no title: Docusaurus titles it with the site's title alone.
  write(
    site,
    'src/pages/about.js',
    "import Layout from '@theme/Layout';\n\nexport default function About() {\n  return <Layout><main><h1>About the odd site</h1></main></Layout>;\n}\n",
  );
  // A page that only sends the reader elsewhere (react-router's <Redirect>, as Docusaurus 2 sites' home pages do).
  write(
    site,
    'src/pages/start.js',
    "import { Redirect } from '@docusaurus/router';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\nexport default function Start() {\n  return <Redirect to={useBaseUrl('/docs/intro')} />;\n}\n",
  );
  write(site, 'src/pages/index.module.css', '.banner {\n  text-align: center;\n}\n');
  write(
    site,
    'src/components/Features/index.js',
    `const features = [
  { title: 'Odd names', Svg: require('@site/static/img/shape.svg').default, text: 'Files named as no file system likes.' },
  { title: 'Empty files', Svg: require('@site/static/img/shape.svg').default, text: 'A page from a file of no bytes.' },
];

export default function Features() {
  return (
    <section className="padding-vert--lg">
      <div className="container">
        <div className="row">
          {features.map(({ title, Svg, text }) => (
            <div key={title} className="col col--6 text--center">
              <Svg className="feature-svg" role="img" aria-label={title} />
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
`,
  );
  write(
    site,
    'static/img/shape.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="30" fill="#2e8555"/></svg>\n',
  );
  // A doc of a monorepo's site: files outside the site (a package's source as raw text, its README as a partial), a
  // file that only a require() names, a Word file given as a link, and MDX that Docusaurus renders into HTML a
  // browser reads otherwise (text lines inside <p>, a <summary> sharing a line group with text), and a <head> block
  // setting the root elements' classes.
  write(site, '../packages/odd-core/src/index.ts', 'export const answer: number = 42;\n');
  write(site, '../packages/odd-core/README.md', '# odd-core\n\nThe core package, described in its own README.\n');
  write(site, 'snippets/deploy.sh', 'npm run build && rsync -a build/ host:/srv/odd/\n');
  write(site, 'docs/assets/checklist.docx', 'PK not really a Word file\n');
  write(
    site,
    'docs/monorepo.mdx',
    `---
title: Monorepo
---

import CodeBlock from '@theme/CodeBlock';
import Source from '!!raw-loader!@site/../packages/odd-core/src/index.ts';
import Readme from '../../packages/odd-core/README.md';

<head>
  <html className="odd-html" />
  <title>Monorepo docs</title>
</head>

<CodeBlock language="ts" title="packages/odd-core/src/index.ts">{Source}</CodeBlock>

<Readme />

<CodeBlock language="bash" title="snippets/deploy.sh">{require('!!raw-loader!@site/snippets/deploy.sh').default}</CodeBlock>

<a data-testid="checklist" href={require('./assets/checklist.docx').default}>The release checklist</a>

<p data-testid="lines">
  Text on lines of its own
  inside a paragraph element.
</p>

<details>
<summary>A summary on the first line</summary>
Content right after it.
</details>
`,
  );
  // 10 MB of Markdown, made here.
  const paragraph = 'A paragraph of plain words, long enough to read like the prose of a real page of a handbook.\n\n';
  write(site, 'docs/big.md', `# Big\n\n${paragraph.repeat(Math.ceil(TEN_MB / paragraph.length))}`);
  return site;
}

describe('an odd Docusaurus site: import, then build', () => {
  let imported: ReturnType<typeof importSite>;
  let importSeconds = 0;
  let built: FixtureBuild;
  before(async () => {
    const start = performance.now();
    imported = importSite(makeOddSite(), 'odd');
    importSeconds = (performance.now() - start) / 1000;
    assert.equal(imported.status, 0, imported.report);
    // The 10 MB file builds (docs/reliability.md has the measurement) but takes a minute and a half: the import
    // is checked with it, the build without it.
    fs.rmSync(path.join(imported.contentDir, 'docs', 'big.md'));
    built = await buildSharingCompile(imported.contentDir);
  });

  test('the import carries every file, says what it changed and skipped, and is quick', () => {
    const docs = path.join(imported.contentDir, 'docs');
    for (const name of [
      'intro.md',
      'latin1.md',
      'binary.md',
      'a:b.md',
      'st*r.md',
      'p|pe.md',
      'dot.md.',
      'space.md',
      'sub/page.md',
      'empty.md',
    ])
      assert.ok(fs.existsSync(path.join(docs, name)), name);
    assert.ok(fs.statSync(path.join(imported.contentDir, 'blog')).isDirectory(), 'the empty blog folder is kept');
    const { report } = imported;
    assert.match(report, /docs\/latin1\.md:3: bytes that are not UTF-8 read as U\+FFFD/);
    assert.doesNotMatch(report, /navbar dropdown|navbar item of type/, 'every item and entry of the navbar is carried');
    assert.match(report, /docs\/binary\.md:3: copied unchanged: it holds a NUL byte/);
    assert.match(report, /docs\/sub\/loop: skipped — a symlink to a folder that contains it \(a loop\)/);
    assert.match(report, /docs\/dangling\.md: skipped — a symlink that leads nowhere/);
    assert.match(report, /docs\/space\.md : renamed "space\.md " → "space\.md"/);
    // The copy is in no git repository: its last-updated dates, which git gives, would be missing; the report says so.
    assert.match(
      report,
      /showLastUpdateTime \/ showLastUpdateAuthor: the dates and authors come from git, and .* is not in a git repository/,
    );
    assert.ok(importSeconds < 60, `import took ${importSeconds.toFixed(1)} s`);
  });

  test('the build succeeds: an empty blog, every odd name served as a page', () => {
    assert.equal(built.code, 0, built.output.slice(-3000));
    for (const page of [
      'blog',
      'docs/intro',
      'docs/latin1',
      'docs/binary',
      'docs/a:b',
      'docs/st*r',
      'docs/p|pe',
      'docs/space',
      'docs/sub/page',
      'docs/empty',
    ])
      assert.ok(fs.existsSync(path.join(built.out, page, 'index.html')), page);
    // The empty blog (Docusaurus 3.10): its one list page, no archive, tags page or feeds, and no page links a feed.
    for (const none of ['blog/archive/index.html', 'blog/tags/index.html', 'blog/rss.xml', 'blog/atom.xml'])
      assert.ok(!fs.existsSync(path.join(built.out, none)), none);
    assert.doesNotMatch(
      fs.readFileSync(path.join(built.out, 'blog', 'index.html'), 'utf8'),
      /application\/rss\+xml|blog\/archive\//,
    );
    assert.match(fs.readFileSync(path.join(built.out, 'docs', 'latin1', 'index.html'), 'utf8'), /caf\uFFFD/);
    const empty = fs.readFileSync(path.join(built.out, 'docs', 'empty', 'index.html'), 'utf8');
    assert.match(empty, /<title>empty \|/);
    // No description of its own and none in a Docusaurus config: no description tag, as Docusaurus writes none.
    assert.doesNotMatch(empty, /<meta (name|property)="(description|og:description|twitter:description)"/);
    const intro = fs.readFileSync(path.join(built.out, 'docs', 'intro', 'index.html'), 'utf8');
    assert.doesNotMatch(intro, /rel="icon"/, 'no favicon configured: no icon link');
    // The navbar's right side in the config's order, the search button where its item stands, no colour-mode switch;
    // a URL written as `to` and a pathname:// path are plain anchors in a new tab (Docusaurus's Link), the latter
    // under the base path and not checked (the build passed without an apidocs/ folder).
    const bar = /<div class="navbar-right">([\s\S]*?)<\/div><\/nav>/.exec(intro)?.[1] ?? '';
    assert.deepEqual(
      [...bar.replace(/<ul class="locale-menu-list">[\s\S]*?<\/ul>/g, '').matchAll(/<(a|button|summary)\b([^>]*)>([^<]*)/g)].map(
        ([, tag, attributes, text]) =>
          tag === 'button' ? /class="([^"]*)"/.exec(attributes!)![1] : (/aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? text),
      ),
      [
        'Odd home',
        'Every post of the odd blog, under a label long enough to crowd the navbar of a screen 1280 pixels wide',
        'API',
        'search-button',
        'More',
        'GitHub',
        'GitHub repository',
      ],
    );
    const newTab = 'target="_blank" rel="noopener noreferrer"';
    assert.ok(
      bar.includes(
        `<a class="navbar-link navbar-external navbar-item" href="https://example.org/odd-home/" ${newTab}>Odd home</a>`,
      ),
      bar,
    );
    assert.ok(bar.includes(`<a class="navbar-link navbar-external navbar-item" href="/myblog/apidocs/" ${newTab}>API</a>`), bar);
    assert.doesNotMatch(intro, /theme-toggle/, 'colorMode.disableSwitch: no switch');
    // A navbar dropdown: a menu of its links, an external one in a new tab.
    assert.ok(
      bar.includes(
        `<details class="locale-menu navbar-menu navbar-item"><summary class="navbar-link">More</summary><ul class="locale-menu-list"><li><a href="/myblog/docs/intro/">Intro</a></li><li><a href="https://example.org/src" ${newTab}>Source</a></li><li><a href="https://example.org/elsewhere/" ${newTab}>Elsewhere</a></li>`,
      ),
      bar,
    );
    // Its html entries as written, sanitised (a divider; a heading with its class, without its handler).
    assert.match(
      bar,
      /Elsewhere<\/a><\/li><li class="navbar-menu-html"><hr\/?><\/li><li class="navbar-menu-html old-versions"><b>Older<\/b><\/li><\/ul>/,
    );
    // A GitHub link reads "GitHub", as Docusaurus shows it; with `header-github-link`, the GitHub mark.
    assert.ok(
      bar.includes(`<a class="navbar-link navbar-external navbar-item" href="https://github.com/odd/odd" ${newTab}>GitHub</a>`),
      bar,
    );
    assert.match(bar, /<a class="icon-button navbar-item" href="https:\/\/github.com\/odd\/odd"[^>]*><span class="icon-github"/);
    // The drawer lists every item in the config's order, as Docusaurus's mobile menu does: the right items again (a
    // narrow screen shows those and hides the bar's), all but the search button.
    const drawer =
      /<div class="navbar-drawer" id="site-drawer"><ul class="navbar-links">([\s\S]*?)<\/ul><\/div>/.exec(intro)?.[1] ?? '';
    const drawerItems = [
      ...drawer
        .replace(/<ul class="locale-menu-list">[\s\S]*?<\/ul>/g, '')
        .matchAll(/<li( class="navbar-drawer-end")?>([\s\S]*?)<\/li>/g),
    ];
    assert.deepEqual(
      drawerItems.map((m) => `${m[1] ? 'right' : 'left'} ${m[2]!.replace(/<[^>]+>/g, '').replace(/^(.{16}).+/, '$1…')}`),
      ['right Odd home', 'left Guide', 'right Every post of th…', 'right API', 'right More', 'right GitHub', 'right GitHub'],
      drawer,
    );
    // The wordmark at its own size (its proportions hold its width before it loads), one image per colour mode.
    assert.match(
      intro,
      /<a class="navbar-brand" href="\/myblog\/"><img class="navbar-logo navbar-logo--light" src="\/myblog\/img\/wordmark\.svg" alt="Odd wordmark" width="160" height="40"\/><img class="navbar-logo navbar-logo--dark" src="\/myblog\/img\/wordmark-night\.svg" alt="Odd wordmark" width="160" height="40"\/>/,
    );
    // A Markdown link to a pathname:// path, as Docusaurus's Link renders it.
    // Marked as a link to no page of the site, which the hover prefetch leaves alone.
    assert.ok(
      intro.includes(`<a href="/myblog/apidocs/" ${newTab} data-no-prefetch="">API reference</a>`),
      /<a [^>]*>API reference<\/a>/.exec(intro)?.[0] ?? 'Markdown pathname:// link',
    );
    // An announcement bar that cannot be closed: no close button and no script reading the reader's choice; its HTML
    // without the script, in its own colours.
    assert.match(
      intro,
      /<a class="skip-link" href="#main">Skip to main content<\/a><section class="announcement-bar" aria-label="Announcement" style="background-color:#20232a;color:#fff"><div class="announcement-bar-content">Odd <b>news<\/b><\/div><\/section><header/,
    );
    assert.doesNotMatch(intro, /announcement-dismissed|announcement-bar-close/);
    // No themeConfig.footer: no footer, as Docusaurus renders none.
    assert.doesNotMatch(intro, /<footer class="footer/);
    // No themeConfig.image: no social card, and nothing of this project's own site (its card, touch icon, avatar).
    assert.doesNotMatch(intro, /og:image|twitter:image|apple-touch-icon/);
    for (const file of ['social-card.png', 'apple-touch-icon.png', 'avatar.svg'])
      assert.ok(!fs.existsSync(path.join(built.out, 'img', file)), file);
    assert.match(intro, /data-pagefind-meta="section:Docs"/, 'the default docs instance, named by no navbar item: "Docs"');
    // Its sidebar is named as Docusaurus names any docs sidebar, in the site's language.
    assert.match(intro, /<nav class="doc-sidebar" aria-label="Docs sidebar">/);
  });

  test("a monorepo's doc: files outside the site, a file only require() names, a Word file, HTML a browser reads as written", async () => {
    assert.match(
      imported.report,
      /docs\/monorepo\.mdx: import "!!raw-loader!@site\/\.\.\/packages\/odd-core\/src\/index\.ts" → "!!raw-loader!@site\/_parent\/packages\/odd-core\/src\/index\.ts"/,
    );
    assert.match(
      imported.report,
      /import "\.\.\/\.\.\/packages\/odd-core\/README\.md" → "@site\/_parent\/packages\/odd-core\/README\.md"/,
    );
    assert.equal(built.code, 0, built.output.slice(-3000));
    const html = fs.readFileSync(path.join(built.out, 'docs', 'monorepo', 'index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    assert.match(html, /<title>Monorepo docs<\/title>/);
    assert.match(article, /answer/, "the package's source");
    assert.match(article, /The core package, described in its own README\./, "the package's README");
    assert.match(article, /rsync/, 'the file only a require() names');
    const href = /<a data-testid="checklist" href="([^"]+)"/.exec(article)?.[1];
    assert.ok(href?.endsWith('.docx'), `the Word file's URL: ${href}`);
    assert.ok(fs.existsSync(path.join(built.out, href!.replace(/^\/myblog\//, ''))), href);
    assert.match(
      article,
      /<p data-testid="lines">Text on lines of its own\ninside a paragraph element\.<\/p>/,
      'one paragraph, not two',
    );
    assert.match(article, /<details class="details"><summary>A summary on the first line<\/summary>/);
    assert.doesNotMatch(article, /odd-html|<html/, "the <head> block's <html> is left out");
    assert.match(built.output, /warn {2}\[head\] docs\/monorepo\.mdx:\d+: <html> in a <head> block/);
    // The browser reads the page as React rendered it: no hydration error.
    const browser = await launchBrowser();
    try {
      const server = await startServer({ root: built.out });
      try {
        const { page, errors, context } = await newPage(browser);
        await page.goto(server.url('/docs/monorepo/'));
        await waitForHydration(page);
        assert.deepEqual(withoutFavicon(errors), []);
        await context.close();
      } finally {
        await server.close();
      }
    } finally {
      await browser.close();
    }
  });

  test('the navbar in Chromium: every item reachable, the bar within the screen at 1600, 1280 and 390 px, no layout shift', async () => {
    const server = await startServer({ root: built.out });
    const browser = await launchBrowser();
    /**
     * The page at a width, loaded with the dark mode stored and a system in the light mode: the switch is disabled,
     * so no stored mode applies, and with respectPrefersColorScheme the system's shows.
     */
    const open = async (width: number) => {
      const { page, errors, context } = await newPage(browser, {
        width,
        height: width > 500 ? 900 : 844,
        theme: 'dark',
        colorScheme: 'light',
      });
      await page.goto(server.url('/docs/intro/'), { waitUntil: 'load' });
      await waitForHydration(page);
      return { page, errors: withoutFavicon(errors), context };
    };
    /** What the reader sees of the page: the theme, the bar's state, sideways scrolling, layout shifts so far. */
    const state = async (page: Page) => {
      const shifts = await layoutShifts(page);
      const seen = await page.evaluate(() => {
        const logo = [...document.querySelectorAll('.navbar-logo')]
          .filter((el) => el.checkVisibility())
          .map((img) => {
            const box = img.getBoundingClientRect();
            return [(img as HTMLImageElement).src.replace(/.*\//, ''), Math.round(box.width), Math.round(box.height)];
          });
        const bar = document.querySelector('.navbar-inner')!;
        return {
          theme: document.documentElement.dataset.theme,
          collapsed: document.documentElement.dataset.navbar === 'collapsed',
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          barOverflow: bar.scrollWidth - bar.clientWidth,
          toggle: Math.round(document.querySelector('.menu-toggle')!.getBoundingClientRect().width),
          // The bar's controls a reader sees, left to right.
          shown: [...bar.querySelectorAll('.navbar-right > *, .menu-toggle')]
            .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
            .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
            .map(
              (el) =>
                el.getAttribute('aria-label') ?? el.querySelector('summary')?.textContent ?? el.textContent!.trim().slice(0, 12),
            ),
          logo,
        };
      });
      return { ...seen, shifts };
    };
    const drawerItems = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('#site-drawer > ul > li > :is(a, details)')]
          .filter((el) => el.checkVisibility())
          .map((el) => el.querySelector('summary')?.textContent ?? el.textContent!.slice(0, 12)),
      );
    // In the config's order, the left item among the right ones.
    const everyItem = ['Odd home', 'Guide', 'Every post o', 'API', 'More', 'GitHub', 'GitHub'];
    try {
      // A first load warms the browser's fonts: Chromium loads a system font's data the first time a page uses it,
      // and a cold browser painted the bar's labels in another font first (at 1600 px the right items were 809 px
      // wide, 1,198 px 20 ms later), a shift of the test machine's, not of the page.
      const warm = await open(1600);
      await warm.page.evaluate(() => document.fonts.ready);
      await warm.context.close();
      // Wide enough: every item in the bar, in the config's order, the search button among them.
      const wide = await open(1600);
      const w = await state(wide.page);
      assert.equal(w.theme, 'light', "colorMode.disableSwitch: the stored dark mode is not applied, the system's light mode is");
      assert.deepEqual(w.shown, ['Odd home', 'Every post o', 'API', 'SearchCtrl K', 'More', 'GitHub', 'GitHub repository']);
      assert.deepEqual(w.logo, [['wordmark.svg', 128, 32]], 'the wordmark 2rem high, as wide as its proportions');
      assert.deepEqual([w.collapsed, w.overflow, w.shifts, wide.errors], [false, 0, 0, []]);
      await wide.context.close();

      // 1280 px: the items do not fit on one line (Docusaurus wraps them below the bar, over the page); they fold
      // into the drawer, before the first paint, and the bar keeps the brand and the search button.
      const desk = await open(1280);
      const d = await state(desk.page);
      assert.deepEqual([d.collapsed, d.overflow, d.barOverflow, d.shifts], [true, 0, 0, 0]);
      assert.deepEqual(d.shown, ['Toggle navigation bar', 'SearchCtrl K']);
      await desk.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      assert.deepEqual(await drawerItems(desk.page), everyItem);
      await desk.context.close();

      // 390 px: menu button, brand and search in the bar; every item, left and right, in the drawer, by keyboard.
      const phone = await open(390);
      const p = await state(phone.page);
      assert.deepEqual([p.overflow, p.barOverflow, p.shifts, phone.errors], [0, 0, 0, []]);
      assert.ok(p.toggle >= 40, `the menu button is ${p.toggle} px wide`);
      assert.deepEqual(p.shown, ['Toggle navigation bar', 'SearchCtrl K']);
      // Its name says what it does next (open, then close): found by its class.
      const toggle = phone.page.locator('.menu-toggle');
      await toggle.focus();
      await phone.page.keyboard.press('Enter');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.deepEqual(await drawerItems(phone.page), everyItem);
      const focused: string[] = [];
      for (let i = 0; i <= everyItem.length; i++) {
        await phone.page.keyboard.press('Tab');
        focused.push(
          await phone.page.evaluate(
            () => document.activeElement!.textContent!.trim().slice(0, 12) || document.activeElement!.querySelector('img')!.alt,
          ),
        );
      }
      // The brand (its logo alone: no navbar.title), then the drawer's items in order.
      assert.deepEqual(focused, ['Odd wordmark', ...everyItem]);
      await phone.page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      // navbar.hideOnScroll: scrolling down slides the bar away, scrolling up brings it back (on a page made long).
      await phone.page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        document.querySelector('main')!.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' }));
      });
      const barBottom = () => Math.round(document.querySelector('.navbar')!.getBoundingClientRect().bottom);
      await phone.page.evaluate(() => window.scrollBy(0, 600));
      await phone.page.waitForFunction(`(${barBottom.toString()})() <= 0`);
      await phone.page.evaluate(() => window.scrollBy(0, -200));
      await phone.page.waitForFunction(`(${barBottom.toString()})() === document.querySelector('.navbar').offsetHeight`);
      await phone.context.close();
    } finally {
      await browser.close();
      await server.close();
    }
  });

  test('a bar the parser paints before its fit has run does not move: the page stalls after the bar, at 1280 px', async () => {
    // A busy phone's parser yields between chunks and paints what it has: here the page arrives in two parts, cut
    // right before the script that folds the bar, and the second part is held until the first has been painted.
    const server = await startServer({ root: built.out });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const stalling = http.createServer((req, res) => {
      void (async () => {
        const upstream = await fetch(server.origin + req.url);
        const body = Buffer.from(await upstream.arrayBuffer());
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
        const html = body.toString();
        const fit = req.url === '/myblog/docs/intro/' ? html.indexOf('data-static-html="navbar-fit"') : -1;
        if (fit < 0) return res.end(body);
        const cut = html.lastIndexOf('<script', fit);
        res.write(html.slice(0, cut));
        await released;
        res.end(html.slice(cut));
      })();
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const browser = await launchBrowser();
    try {
      const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
      await page.goto(`http://127.0.0.1:${(stalling.address() as AddressInfo).port}/myblog/docs/intro/`, {
        waitUntil: 'commit',
      });
      // Two frames rendered with the bar in the document (frames wait for the stylesheets).
      await page.waitForFunction(
        () =>
          document.querySelector('.navbar-right') !== null &&
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
      );
      release();
      await page.waitForLoadState('load');
      await waitForHydration(page);
      const shifts = await layoutShifts(page);
      const [navbar, visibility] = await page.evaluate(() => [
        document.documentElement.dataset.navbar,
        getComputedStyle(document.querySelector('.navbar-inner')!).visibility,
      ]);
      assert.deepEqual([navbar, visibility, shifts], ['collapsed', 'visible', 0], 'folded, shown, and nothing moved');
      assert.deepEqual(withoutFavicon(errors), []);
    } finally {
      release();
      await browser.close();
      await new Promise((resolve) => stalling.close(resolve));
      await server.close();
    }
  });

  test("the site's React home page is carried: its hero, grid and buttons in Infima's classes, its own <main>", () => {
    const home = fs.readFileSync(path.join(built.out, 'index.html'), 'utf8');
    assert.match(home, /<title>Welcome to Odd \| Odd<\/title>/);
    assert.match(
      home,
      /<meta name="description" content="The odd site&#x27;s own home page"\/>|content="The odd site's own home page"/,
    );
    assert.match(home, /<header class="hero hero--primary [^"]+"><div class="container"><h1 class="hero__title"[^>]*>Odd/);
    assert.match(home, /<a class="button button--secondary button--lg" href="\/myblog\/docs\/intro\/?">Start reading<\/a>/);
    assert.equal((home.match(/<svg[^>]*class="feature-svg"/g) ?? []).length, 2, 'the SVGs, as components');
    assert.equal((home.match(/<main\b/g) ?? []).length, 1, "one <main>: the page's own");
    assert.match(home, /<link rel="stylesheet" href="[^"]*react-page[^"]*\.css"/, "Infima's classes, on this page only");
    assert.doesNotMatch(fs.readFileSync(path.join(built.out, 'docs', 'intro', 'index.html'), 'utf8'), /react-page[^"]*\.css/);
    assert.doesNotMatch(imported.report, /React home page/);
    assert.match(fs.readFileSync(path.join(built.out, 'about', 'index.html'), 'utf8'), /<title>Odd<\/title>/);
    // <Redirect>: the page refreshes to the target without a script (and replaces itself with one).
    assert.match(
      fs.readFileSync(path.join(built.out, 'start', 'index.html'), 'utf8'),
      /<meta http-equiv="refresh" content="0; url=\/myblog\/docs\/intro"\/>/,
    );
  });
});

describe('shapes Docusaurus refuses stop the build with file and reason', () => {
  const content = (files: Record<string, string>) => {
    const dir = tempFolder('myblog-odd');
    const config = {
      title: 'Odd',
      url: 'https://example.org',
      baseUrl: '/myblog/',
      favicon: 'img/favicon.ico',
      organizationName: 'owner',
      projectName: 'odd',
      navbar: { items: [] },
      footer: { copyright: 'Odd' },
      docs: [{ id: 'default', folder: 'docs', routeBasePath: '/docs', sidebarId: 'defaultSidebar' }],
      blogs: [],
    };
    write(dir, 'site.config.json', JSON.stringify(config));
    write(dir, 'static/img/favicon.ico', 'icon');
    for (const [rel, text] of Object.entries(files)) write(dir, rel, text);
    return dir;
  };

  test('an empty docs folder', async () => {
    const dir = content({});
    fs.mkdirSync(path.join(dir, 'docs'));
    const build = await buildFixture(dir);
    assert.notEqual(build.code, 0);
    assert.match(build.output, /docs\[0\] \(default\)\.folder "docs" has no docs: at least one doc should exist/);
  });

  test('a symlink loop in the content folder the build reads', async () => {
    const dir = content({ 'docs/intro.md': '# Intro\n' });
    fs.symlinkSync('.', path.join(dir, 'docs', 'loop'));
    const build = await buildFixture(dir);
    assert.notEqual(build.code, 0);
    assert.match(build.output, /docs\/loop: a symlink to a folder that contains it \(a loop\)/);
  });

  test('npm run dev refuses to start on a content folder with a symlink loop, naming it', () => {
    const dir = content({ 'docs/intro.md': '# Intro\n' });
    fs.symlinkSync('.', path.join(dir, 'docs', 'loop'));
    const run = spawnSync(process.execPath, ['scripts/dev.mjs'], { env: { ...process.env, CONTENT_DIR: dir }, encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /docs\/loop: a symlink to a folder that contains it \(a loop\)/);
  });

  test('a doc whose name makes no URL (`what?.md`)', async () => {
    const build = await buildFixture(content({ 'docs/intro.md': '# Intro\n', 'docs/what?.md': '# What\n' }));
    assert.notEqual(build.code, 0);
    assert.match(build.output, /docs\/what\?\.md: .*couldn't compute a valid slug/);
  });

  test('a config that does not parse: the import stops, naming file and line, and writes nothing', () => {
    const site = tempFolder('docusaurus-bad-config');
    write(site, 'docusaurus.config.js', "module.exports = {\n  title: 'x',,\n};\n");
    const run = importSite(site, 'bad-config');
    assert.equal(run.status, 1);
    assert.match(
      run.report,
      /Import failed: Could not evaluate docusaurus\.config\.js: docusaurus\.config\.js:2:14: Expected identifier/,
    );
    assert.ok(!fs.existsSync(run.contentDir), 'no output folder');
    assert.deepEqual(
      fs.readdirSync(path.dirname(run.contentDir)).filter((f) => f.includes('importing')),
      [],
      'no staging folder left',
    );
  });
});
