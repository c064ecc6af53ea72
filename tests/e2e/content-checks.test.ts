/**
 * Build-time content checks, one fixture per case (tests/fixtures/<case>/content over the base tree):
 * each mistake fails or warns exactly as configured, naming the file, line and field; a failed build
 * leaves no out/. And Docusaurus classic template content builds unchanged and renders correctly.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildFixture, buildSharingCompile, composeContent } from '../helpers/fixture-build';

const rel = (dir: string, file: string) => path.join(dir, file);

async function expectFailure(
  caseName: Parameters<typeof composeContent>[0],
  patterns: RegExp[],
  options?: Parameters<typeof composeContent>[1],
) {
  const content = composeContent(caseName, options);
  const build = await buildFixture(content);
  fs.rmSync(content, { recursive: true, force: true });
  assert.notEqual(build.code, 0, `${caseName} must fail the build:\n${build.output.slice(-2000)}`);
  for (const p of patterns) assert.match(build.output, p, `${caseName} output`);
  assert.equal(fs.existsSync(build.out), false, 'a failed build leaves no out/');
  return build;
}

describe('mistakes that fail the build', () => {
  test('broken internal links: every page → link is listed; a missing <img src>, which Docusaurus does not check, is warned of', async () => {
    const { output } = await expectFailure('broken-link', [/\[onBrokenLinks\] 1 broken link\(s\)/]);
    assert.ok(output.includes('/myblog/docs/intro/ → /myblog/docs/missing-page'), output);
    assert.match(
      output,
      /\[onBrokenLinks\] 1 image\(s\), media or linked file\(s\) not found in the built site:\n\s+- \/myblog\/docs\/intro\/ → \/img\/missing\.png/,
    );
  });

  describe('mistakes in documents: one build holds them all, and the content step reports each', () => {
    let output = '';
    before(async () => {
      ({ output } = await expectFailure(['bad-yaml', 'bad-date', 'wrong-type', 'bad-tag', 'mdx-error', 'broken-image'], []));
    });

    test('invalid YAML names the file and the line', () => {
      assert.match(output, /docs\/bad\.md:4:1: invalid YAML front matter: .+/);
    });

    test('an impossible date names file, line and field', () => {
      assert.match(output, /blog\/2021-03-01-bad-date\.md:6: field "date": is not a valid date/);
    });

    test('a wrong field type names file, line and field', () => {
      assert.match(output, /docs\/typed\.md:4: field "sidebar_position": .*expected number/);
    });

    test('a tag that is not a string names the field', () => {
      assert.match(output, /docs\/tagged\.md:4: field "tags\.1"/);
    });

    test('a Markdown image of a missing file names file and line (onBrokenMarkdownImages), as Docusaurus stops on it', () => {
      assert.match(
        output,
        /docs\/missing-image\.md:10: Markdown image "\.\/img\/missing\.png" points to a file that does not exist \(onBrokenMarkdownImages\)/,
      );
    });

    test('MDX that does not compile names file:line:column and the compiler message', () => {
      assert.match(output, /docs\/broken\.mdx:\d+:\d+: MDX does not compile: .+/);
    });

    test('the build stops after the content step', () => {
      assert.match(output, /content layer/);
      assert.doesNotMatch(output, /next build|post-processing/);
    });
  });

  describe('mistakes in the site config: one build holds them, and each names its field', () => {
    let output = '';
    before(async () => {
      // The reading section loses its folder, the data-structure section its navbar target (another doc stays).
      ({ output } = await expectFailure('navbar-target', [], { remove: ['reading', 'data-structure/index.md'] }));
    });

    test('a doc section folder that does not exist names the config field', () => {
      assert.match(output, /docs\[5\] \(reading\)\.folder "reading" does not exist/);
    });

    test('a navbar target that is not a doc names the config field', () => {
      assert.match(output, /docs\[4\] \(data-structure\)\.navbarDocId "index" is not a doc/);
    });
  });
});

describe('mistakes that warn', () => {
  test('a missing .md link (file:line), a missing anchor and a duplicate route warn; the build succeeds; Docusaurus content rules hold', async () => {
    const content = composeContent('warnings');
    const build = await buildFixture(content);
    assert.equal(build.code, 0, build.output.slice(-2000));
    assert.match(
      build.output,
      /warn {2}\[onBrokenMarkdownLinks\] .*docs\/warn\.md:9: Markdown link "\.\/missing\.md" points to a file that does not exist/,
    );
    assert.match(
      build.output,
      /warn {2}\[onBrokenAnchors\] 1 link\(s\) to missing anchors:\n {2}- \/myblog\/docs\/warn\/ → \/myblog\/docs\/intro\/#no-such-anchor/,
    );
    assert.match(
      build.output,
      /warn {2}\[onDuplicateRoutes\] 2 documents claim \/blog\/hello\/: .*blog\/2024-01-01-hello\.md, .*blog\/2024-02-01-duplicate\.md; serving .*blog\/2024-01-01-hello\.md/,
    );
    assert.ok(fs.existsSync(path.join(build.out, 'blog', 'hello', 'index.html')));

    // Docusaurus content rules: no title, a BOM and CRLF, a post without authors or slug, a draft.
    assert.match(read(build.out, 'docs/untitled'), /<title>untitled \| MyBlog<\/title>/, 'titled by its file name');
    const bom = read(build.out, 'docs/bom');
    assert.match(bom, /<title>带 BOM 的文档 \| MyBlog<\/title>/, 'front matter read after a BOM');
    assert.ok(!bom.includes('sidebar_position'), 'the front matter is not shown as text');
    const post = read(build.out, 'blog/2024/03/01/no-authors');
    assert.match(post, /<title>没有作者的文章 \| MyBlog<\/title>/);
    assert.match(fs.readFileSync(path.join(build.out, 'blog', 'rss.xml'), 'utf8'), /没有作者的文章/, 'the feed is written');
    assert.equal(fs.existsSync(path.join(build.out, 'blog', 'draft-post')), false, 'drafts are left out');
  });
});

function read(out: string, page: string): string {
  return fs.readFileSync(rel(out, path.join(page, 'index.html')), 'utf8');
}

/** A page of an export whose pages are folders (`trailingSlash: true` or unset). */
const readFolder = read;

/** A page of a `trailingSlash: false` export (`docs/intro.html`). */
const readFile = (out: string, page: string): string => fs.readFileSync(rel(out, `${page}.html`), 'utf8');

for (const fixture of ['docusaurus-classic', 'docusaurus-classic-v3.9']) {
  describe(`${fixture}: a Docusaurus classic template's docs/ and blog/ build unchanged`, () => {
    test('builds, and renders admonitions, highlighted lines, code titles, heading ids and excerpts', async () => {
      // The 3.9 template is built as a Docusaurus 3.9 site (its own site config: author pages, redirects, footer HTML).
      const v3 = fixture === 'docusaurus-classic-v3.9';
      const content = composeContent(v3 ? [fixture, 'docusaurus-v3-site'] : fixture, { remove: ['docs', 'blog'] });
      if (v3) commitWithLastUpdates(content);
      // The 3.9 site's own config makes a compile of its own: in the workspace of the other sites under /myblog/,
      // whose Turbopack cache makes it incremental. The other template has the project's config, and its
      // workspace starts with the project's compile.
      const build = await (v3 ? buildSharingCompile(content) : buildFixture(content));
      assert.equal(build.code, 0, build.output.slice(-3000));
      const { out } = build;
      // The 3.9 site sets trailingSlash: false: pages are files (docs/intro.html) and links have no slash.
      const read = (o: string, page: string) => (v3 ? readFile(o, page) : readFolder(o, page));
      const s = v3 ? '' : '/';

      const intro = read(out, 'docs/intro');
      assert.match(intro, /<title>Tutorial Intro \| MyBlog<\/title>/, 'title from the # heading');

      const features = read(out, 'docs/tutorial-basics/markdown-features');
      assert.match(features, /<aside class="admonition admonition-tip"[^>]*><div class="admonition-heading">My tip<\/div>/);
      assert.match(features, /<aside class="admonition admonition-danger"[^>]*><div class="admonition-heading">Take care<\/div>/);
      assert.match(features, /data-rehype-pretty-code-title=""[^>]*>src\/components\/HelloDocusaurus\.js<\/figcaption>/);
      assert.match(features, /data-highlighted-line=""/, 'highlight comments become highlighted lines');
      assert.ok(
        !/highlight-(start|end|next-line)/.test(features.replace(/<code[^>]*>[^<]*highlight-[^<]*<\/code>/g, '')),
        'magic comments are removed',
      );
      assert.match(features, /src="\/myblog\/img\/docusaurus\.png"/, 'static image under the base path');
      assert.ok(fs.existsSync(path.join(out, 'img', 'docusaurus.png')));

      // "Tutorial - Basics" slugged by github-slugger, as Docusaurus names the template's generated index.
      const basics = read(out, 'docs/category/tutorial---basics');
      assert.match(basics, /5 minutes to learn the most important Docusaurus concepts/, 'generated category index');
      if (!v3) assert.match(basics, /<meta name="keywords" content="tutorial,basics"\/>/, "the link's keywords");

      const document = read(out, 'docs/tutorial-basics/create-a-document');
      assert.ok((document.match(/data-highlighted-line=""/g) ?? []).length >= 5, '{1-4} and highlight-next-line');

      const blog = read(out, 'blog');
      for (const slug of ['welcome', 'mdx-blog-post', 'long-blog-post', 'first-blog-post'])
        assert.ok(blog.includes(`href="/myblog/blog/${slug}${s}"`), slug);
      // The long post's preview on the list: the text above the truncate marker, not the text below it.
      const preview = blog
        .split('<article')
        .slice(1)
        .find((a) => a.includes(`<h2><a href="/myblog/blog/long-blog-post${s}">`));
      assert.ok(preview, 'the long post is on the list');
      const previewText = preview.slice(0, preview.indexOf('</article>'));
      assert.ok(previewText.includes('This is the summary of a very long blog post'), 'the summary is shown');
      assert.ok(!previewText.includes('Lorem ipsum'), 'the text below the truncate marker is not shown');
      // The archive as Docusaurus 3 orders it (newest year first, a year's posts oldest first), Docusaurus 2 the reverse.
      const archive = [...read(out, 'blog/archive').matchAll(/<h2 id="(\d{4})">|href="\/myblog\/blog\/([a-z-]+?)\/?"/g)]
        .map((m) => m[1] ?? m[2])
        .filter((x) => x !== 'archive' && x !== 'tags');
      archive.splice(
        0,
        archive.findIndex((x) => /^\d{4}$/.test(x!)),
      ); // the navbar's links come first
      const [y2019, y2021] = [
        ['2019', 'first-blog-post', 'long-blog-post'],
        ['2021', 'mdx-blog-post', 'welcome'],
      ];
      assert.deepEqual(
        archive.slice(0, 6),
        v3 ? [...y2021, ...y2019] : [y2019[0], ...y2019.slice(1).reverse(), y2021[0], ...y2021.slice(1).reverse()],
      );
      const readMore = v3 ? 'Read more' : '阅读更多';
      assert.match(
        previewText,
        new RegExp(`<a[^>]*href="/myblog/blog/long-blog-post${s}"[^>]*>[^<]*${readMore}`),
        `a "${readMore}" link to the post`,
      );
      // The site's language decides the interface: the 3.9 site config sets no i18n (Docusaurus's default, en);
      // the classic template is built with this project's own (zh-CN) config, whose sections ask for version menus.
      checkInterfaceLanguage(intro, v3 ? 'en' : 'zh-CN');
      const welcome = read(out, 'blog/welcome');
      assert.match(
        welcome,
        /src="\/myblog\/_assets\/docusaurus-plushie-banner-[0-9a-f]+-\d+\.jpe?g"/,
        'folder post image copied',
      );
      const mdxPost = read(out, 'blog/mdx-blog-post');
      assert.match(mdxPost, /<button>Click me!<\/button>|<button[^>]*>Click me!<\/button>/, 'interactive MDX renders');
      const tag = read(out, 'blog/tags/facebook');
      assert.match(tag, v3 ? /tagged with (?:"|&quot;)Facebook/ : /「Facebook」/, 'tags.yml label');
      // Its description: the page's meta description and the line under its heading.
      assert.match(tag, /<meta name="description" content="Facebook tag description"\/>/);
      assert.match(tag, /<p class="tag-description">Facebook tag description<\/p>/);
      // A post without a front-matter description is described by its first line of text (createExcerpt).
      assert.match(
        read(out, 'blog/long-blog-post'),
        /<meta name="description" content="This is the summary of a very long blog post,"\/>/,
      );
      // A tags.yml key without permalink is served at the key (kebab case); one without label reads the key capitalised.
      assert.match(read(out, 'blog/tags/tips'), v3 ? /tagged with (?:"|&quot;)Tips and Tricks/ : /「Tips and Tricks」/);
      assert.match(read(out, 'blog/tags/plain'), v3 ? /tagged with (?:"|&quot;)Plain/ : /「Plain」/);
      const congratulations = read(out, 'docs/tutorial-basics/congratulations');
      // pagination_prev: intro and pagination_next: null, read before the sidebar's neighbours.
      const pagination = /<nav class="pagination-nav"[\s\S]*?<\/nav>/.exec(congratulations)?.[0] ?? '';
      assert.match(pagination, new RegExp(`class="pagination-link pagination-prev" href="/myblog/docs/intro${s}"`));
      assert.doesNotMatch(pagination, /pagination-next/);
      assert.match(
        congratulations,
        new RegExp(`<li class="finish-line"><a class="sidebar-link" href="/myblog/docs/tutorial-basics/congratulations${s}"`),
        'sidebar_class_name on its sidebar item',
      );
      assert.match(
        congratulations,
        new RegExp(`href="/myblog/docs/tutorial-extras/manage-docs-versions${s}"`),
        'relative .md/.mdx links rewritten',
      );
      if (v3) checkDocusaurus3Site(out, build.output);
    });
  });
}

/** The commit of {@link commitWithLastUpdates}: its author and time. */
const COMMIT_AUTHOR = 'Keeper, Lamp';
const COMMIT_DATE = '2024-05-06T07:08:09Z';

/**
 * Makes the 3.9 site's content a git repository of one commit (its author and date are the pages' last update),
 * with `last_update` front matter on a doc (a date: the author still from git) and on a post (an author: the date
 * still from git), as Docusaurus's readLastUpdateData takes each from the front matter, else from the last commit.
 */
function commitWithLastUpdates(content: string) {
  const addFrontMatter = (file: string, lines: string) => {
    const text = fs.readFileSync(path.join(content, file), 'utf8');
    fs.writeFileSync(path.join(content, file), text.replace(/^---\n/, `---\n${lines}`));
  };
  addFrontMatter('docs/tutorial-basics/congratulations.md', 'last_update:\n  date: 2020-02-02\n');
  addFrontMatter('blog/2019-05-28-first-blog-post.md', 'last_update:\n  author: 编辑部\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', `user.name=${COMMIT_AUTHOR}`, '-c', 'user.email=lamp@example.org', ...args], {
      cwd: content,
      env: { ...process.env, GIT_AUTHOR_DATE: COMMIT_DATE, GIT_COMMITTER_DATE: COMMIT_DATE },
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'content');
}

/** The text of a page's "last updated" line, none when it has none. */
const lastUpdatedText = (page: string) =>
  /<span class="last-updated">([\s\S]*?)<\/span>(?=<\/div>|<\/footer>)/
    .exec(page)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'");

/** What a Docusaurus 3.5+ site adds: author pages; and the footer's inline HTML and client redirects of its config. */
function checkDocusaurus3Site(out: string, output: string) {
  const read = readFile;
  // A failed match names the pattern, not the whole page.
  const has = (text: string, pattern: RegExp, message = '') => assert.ok(pattern.test(text), `${message} ${pattern}`);
  // An unlisted post: built with Docusaurus's banner, robots asked to skip it, on no list.
  const unlisted = read(out, 'blog/unlisted-post');
  has(unlisted, /<meta name="robots" content="noindex, nofollow"\/>/, 'unlisted robots');
  has(unlisted, /<div class="admonition-heading">Unlisted page<\/div>/, 'unlisted banner');
  assert.ok(!read(out, 'blog').includes('An unlisted post'), 'not on the blog list');
  has(unlisted, /<a href="\/myblog\/blog\/unlisted-post" aria-current="page">An unlisted post<\/a>/, 'in its own recent posts');
  // An unlisted doc: in its sidebar only on its own page, without previous/next; its neighbours skip it.
  const draft = read(out, 'docs/tutorial-extras/draft-notes');
  has(draft, /<a class="sidebar-link" href="\/myblog\/docs\/tutorial-extras\/draft-notes" aria-current="page">Draft notes</);
  assert.doesNotMatch(draft, /pagination-(prev|next)/);
  // Docusaurus 3's content title: the first heading when it is an h1, wherever it stands. A doc with one gets no
  // title printed above its body; a post's is left out of its body.
  assert.deepEqual(
    draft.match(/<h1[^>]*>[^<]*/g)?.map((h) => h.replace(/<h1[^>]*>/, '')),
    ['Notes below'],
  );
  assert.ok(!unlisted.includes('A later heading'), "the post's content title is not in its body");
  const versions = read(out, 'docs/tutorial-extras/manage-docs-versions');
  assert.ok(!versions.includes('draft-notes'), 'not in the sidebar of another page');
  has(versions, /class="pagination-link pagination-next" href="\/myblog\/docs\/tutorial-extras\/translate-your-site"/);
  // The feed's title and description: Docusaurus's default, `<site title> Blog`.
  const rss = fs.readFileSync(path.join(out, 'blog', 'rss.xml'), 'utf8');
  has(rss, /<channel>\s*<title>MyBlog Blog<\/title>/, 'feed title');
  has(rss, /<description>MyBlog Blog<\/description>/, 'feed description');
  // Every author of authors.yml on the list, with their post count; a page for each author with `page`.
  const authors = read(out, 'blog/authors');
  has(authors, /<title>Authors \| MyBlog<\/title>/);
  has(authors, /href="\/myblog\/blog\/authors\/yangshun"[^>]*>Yangshun Tay<\/a><span class="author-count"> · 3 posts/);
  has(authors, /href="\/myblog\/blog\/authors\/all-sebastien-lorber-articles"[^>]*>Sébastien Lorber</, 'page.permalink');
  const yangshun = read(out, 'blog/authors/yangshun');
  has(yangshun, /<h1 class="author-name">Yangshun Tay<\/h1>|<h1 class="author-name"><a [^>]*>Yangshun Tay<\/a><\/h1>/);
  has(yangshun, /Ex-Meta Staff Engineer/, 'title');
  has(yangshun, /<img class="avatar" src="https:\/\/github\.com\/yangshun\.png"/, 'image');
  has(yangshun, /href="https:\/\/x\.com\/yangshunz"/, 'a handle becomes its platform URL');
  has(yangshun, /href="https:\/\/www\.linkedin\.com\/in\/yangshun\/"/);
  has(yangshun, /href="https:\/\/www\.greatfrontend\.com"/, 'a URL is kept');
  for (const slug of ['welcome', 'long-blog-post', 'first-blog-post'])
    assert.ok(yangshun.includes(`<h2><a href="/myblog/blog/${slug}">`), slug);
  assert.ok(!yangshun.includes('<h2><a href="/myblog/blog/mdx-blog-post">'), 'only their posts');
  assert.ok(fs.existsSync(path.join(out, 'blog/authors/all-sebastien-lorber-articles.html')));
  has(
    read(out, 'blog/welcome'),
    /<a href="\/myblog\/blog\/authors\/yangshun">Yangshun Tay<\/a>/,
    'a byline links to the author page',
  );

  // trailingSlash: false: files, not folders; links and canonical URLs without the slash.
  assert.ok(!fs.existsSync(path.join(out, 'docs/intro/index.html')), 'no folder page');
  const intro = read(out, 'docs/intro');
  has(intro, /<link rel="canonical" href="https:\/\/example\.github\.io\/myblog\/docs\/intro"\/>/);
  has(intro, /<a class="navbar-link" href="\/myblog\/blog">Blog<\/a>/);
  has(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/example\.github\.io\/myblog\/docs\/intro<\/loc>/);
  // As Docusaurus writes them: the home page's canonical URL keeps its slash; the 404 page's is its file's, and its
  // title ends with the site's.
  const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  has(home, /<meta property="og:url" content="https:\/\/example\.github\.io\/myblog\/"\/>/, 'home og:url');
  has(home, /<link rel="canonical" href="https:\/\/example\.github\.io\/myblog\/"\/>/, 'home canonical');
  const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
  has(notFound, /<link rel="canonical" href="https:\/\/example\.github\.io\/myblog\/404\.html"\/>/, '404 canonical');
  has(notFound, /<title>[^<|]+ \| MyBlog<\/title>/, '404 title');

  // The blog sidebar groups posts by year (the 3.5+ default of themeConfig.blog.sidebar.groupByYear).
  has(authors, /<div role="group"><h3 class="blog-sidebar-year">2021<\/h3><ul><li><a href="\/myblog\/blog\/welcome">/);

  // The copyright line keeps its link and image (under the base path); its script is dropped.
  const footer = /<div class="footer-copyright">(.*?)<\/div>/.exec(read(out, 'docs/intro'))?.[1] ?? '';
  has(
    footer,
    /<a href="https:\/\/example\.github\.io\/">Example<\/a> <img src="\/myblog\/img\/docusaurus\.png" alt="Built with Docusaurus" width="16" height="16">/,
  );
  assert.ok(!footer.includes('script'), footer);
  // The footer as Docusaurus's: style 'dark', an untitled column of inline HTML (its handler dropped), then the logo
  // (one image per colour mode, linked) above the copyright line.
  const whole = /<footer class="footer[^"]*">[\s\S]*?<\/footer>/.exec(read(out, 'docs/intro'))?.[0] ?? '';
  has(whole, /^<footer class="footer footer-dark">/, 'dark footer');
  has(whole, /<div><h2>Read<\/h2><ul><li><a href="\/myblog\/docs\/intro">Tutorial<\/a><\/li>/, 'titled column');
  // No navbar logo and no navbar.title: Docusaurus's Logo is an empty link; here there is no brand link at all (an
  // empty link would have no accessible name).
  assert.doesNotMatch(read(out, 'docs/intro'), /class="navbar-brand"/, 'no navbar logo nor title: no brand');
  // Links with a scheme, a URL written as `to` and a pathname:// path too, open in a new tab, as Docusaurus's Link
  // renders them; the pathname:// path under the base path, not checked (the site has no apidocs/ folder).
  const newTab = 'target="_blank" rel="noopener noreferrer"';
  assert.ok(
    whole.includes(
      `<li><a href="https://git.example.org/lamp" ${newTab}>Source</a></li><li><a href="https://kiln.example.org/footer/" ${newTab}>Kiln</a></li><li><a href="/myblog/apidocs/" ${newTab}>API</a></li>`,
    ),
    whole,
  );
  has(
    whole,
    /<div><ul><li class="footer-html"><span class="made-with">Made with <a href="https:\/\/example\.org\/">care<\/a> <img src="\/myblog\/img\/docusaurus\.png" alt="" height="16"><\/span><\/li><\/ul><\/div>/,
    'html item, sanitised, in a column without heading',
  );
  assert.ok(!whole.includes('onerror'), 'no event handler');
  has(
    whole,
    /<div class="footer-logo-row"><a class="footer-logo-link" href="https:\/\/example\.github\.io\/" target="_blank" rel="noopener noreferrer"><img class="footer-logo footer-logo--light" src="\/myblog\/img\/docusaurus\.png" alt="Lamp mark" width="32" height="32"[^>]*\/?><img class="footer-logo footer-logo--dark" src="\/myblog\/img\/lamp-night\.svg" alt="Lamp mark" width="32" height="32"[^>]*\/?><\/a><\/div><div class="footer-copyright">/,
    'logo above the copyright line',
  );
  assert.ok(fs.existsSync(path.join(out, 'img', 'lamp-night.svg')), 'the dark logo is published');

  // showLastUpdateTime and showLastUpdateAuthor (docs and blog): "Last updated on DATE by AUTHOR", each from the
  // front matter's last_update, else from the file's last commit.
  const at = 'Last updated on May 6, 2024 by';
  assert.equal(lastUpdatedText(read(out, 'docs/intro')), `${at} ${COMMIT_AUTHOR}`, 'doc: date and author from git');
  assert.equal(
    lastUpdatedText(read(out, 'docs/tutorial-basics/congratulations')),
    `Last updated on February 2, 2020 by ${COMMIT_AUTHOR}`,
    'doc: last_update.date, the author from git',
  );
  assert.equal(lastUpdatedText(read(out, 'blog/first-blog-post')), `${at} 编辑部`, 'post: last_update.author');
  assert.equal(lastUpdatedText(read(out, 'blog/welcome')), `${at} ${COMMIT_AUTHOR}`, 'post: date and author from git');
  has(read(out, 'docs/intro'), /<time dateTime="2024-05-06T07:08:09\.000Z">May 6, 2024<\/time>/);

  // A post's edit link: the blog's editUrl and the post's path in the site, in Docusaurus's words.
  has(
    read(out, 'blog/long-blog-post'),
    /<a class="edit-link" href="https:\/\/git\.example\.org\/lamp\/edit\/main\/blog\/2019-05-29-long-blog-post\.md">Edit this page<\/a>/,
    'post edit link',
  );

  // Redirect pages at the old routes (a folder route and an .html file), never over a page.
  const redirect = read(out, 'docs/old-intro');
  has(redirect, /<meta http-equiv="refresh" content="0; url=\/myblog\/docs\/intro">/);
  has(redirect, /<link rel="canonical" href="\/myblog\/docs\/intro">/);
  has(fs.readFileSync(path.join(out, 'tutorial.html'), 'utf8'), /url=\/myblog\/docs\/intro"/);
  has(read(out, 'blog/welcome'), /<title>Welcome \| MyBlog<\/title>/, 'the post is not replaced');
  has(output, /\[redirects\] \/blog\/welcome → \/docs\/intro: \/blog\/welcome is a page of the site/);
}

/** A doc page's interface words, `<html lang>` and version menu in the site's language. */
function checkInterfaceLanguage(page: string, lang: 'en' | 'zh-CN') {
  const has = (pattern: RegExp, message: string) => assert.ok(pattern.test(page), `${lang}: ${message} ${pattern}`);
  has(new RegExp(`<html lang="${lang}" dir="ltr"`), '<html lang> and dir');
  if (lang === 'en') {
    has(/<span class="search-button-label">Search<\/span>/, 'search button');
    has(/placeholder\\?":\\?"Search docs/, 'search dialog strings in the props');
    has(/<p class="toc-title">On this page<\/p>/, 'table of contents title');
    has(/class="pagination-sub">Next<\/span>/, 'previous/next');
    has(/>Edit this page<|>Skip to main content</, 'edit link or skip link');
    assert.ok(
      !/version-badge|版本：|[\u4e00-\u9fff]{2}/.test(page.replace(/<script[\s\S]*?<\/script>/g, '')),
      'en: no version menu, no Chinese interface words',
    );
  } else {
    has(/<span class="search-button-label">搜索<\/span>/, 'search button');
    has(/<p class="toc-title">本页总览<\/p>/, 'table of contents title');
    has(/class="pagination-sub">下一页<\/span>/, 'previous/next');
    has(/class="version-badge"[^>]*>版本：Next</, 'the version menu its section asks for');
  }
}
