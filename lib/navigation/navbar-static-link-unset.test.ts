// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * On a site whose config leaves `trailingSlash` unset (built here as `true`), a navbar, footer or logo link to a path
 * with no page (a file of static/) is written as the author wrote it, as Docusaurus's Link writes it: it applies
 * `applyTrailingSlash` only when `trailingSlash` is a boolean. `/pdf/manual.pdf/` failed the build's link check.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';

withContentDir('navbar-static-unset', {
  'site.config.json': siteConfigJson({
    footer: {
      links: [
        {
          title: 'More',
          items: [
            { label: 'Manual', to: '/pdf/manual.pdf' },
            { label: 'Playground', to: '/playground' },
            { label: 'Blog', to: '/blog' },
          ],
        },
      ],
      copyright: '',
    },
    navbar: { logo: { alt: 'T', src: 'img/logo.svg', href: '/pdf/manual.pdf' }, items: [] },
    docs: [],
    blogs: [{ id: 'default', routeBasePath: '/blog', path: 'blog' }],
  }),
  'static/playground/index.html': '<!doctype html><p>hand-written</p>',
  'static/pdf/manual.pdf': '%PDF-1.4',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

before(async () => (await import('../content/collections')).readCollectionsFrom(() => []));

test('a navbar `to` to a file of static/ is written as written; a page keeps its route', async () => {
  const { resolveLink } = await import('./navbar');
  const pdf = resolveLink({ label: 'Manual', to: '/pdf/manual.pdf' }, 'navbar.items[0]');
  assert.equal(pdf.href, '/pdf/manual.pdf', 'not /pdf/manual.pdf/');
  assert.equal(pdf.page, false);
  assert.equal(resolveLink({ label: 'P', to: '/playground' }, 'navbar.items[1]').href, '/playground');
  assert.equal(resolveLink({ label: 'P', to: '/playground/' }, 'navbar.items[1]').href, '/playground/');
  assert.equal(resolveLink({ label: 'Blog', to: '/blog' }, 'navbar.items[2]').href, '/blog/', 'a page: its route');
});

test("the footer's links and the navbar logo's href to a file keep its form", async () => {
  const { footerColumnsHtml } = await import('./html-blocks');
  const html = footerColumnsHtml('en');
  assert.match(html, /<a href="\/pdf\/manual\.pdf" data-no-prefetch="">Manual<\/a>/);
  assert.match(html, /<a href="\/playground" data-no-prefetch="">Playground<\/a>/);
  assert.match(html, /<a href="\/blog\/">Blog<\/a>/);
  const { getBrand } = await import('./navbar');
  assert.equal(getBrand('en')?.href, '/pdf/manual.pdf');
});

test("a Markdown link to a file or a hand-written page of static/ is as written too (the site's unset value)", async () => {
  const [{ unified }, { default: remarkParse }, { default: remarkRehype }, { default: rehypeStringify }, { VFile }] =
    await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-rehype'),
      import('rehype-stringify'),
      import('vfile'),
    ]);
  const { remarkContentLinks } = await import('../mdx/links');
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkContentLinks)
      .use(remarkRehype)
      .use(rehypeStringify)
      .process(
        new VFile({
          value: '[m](/pdf/manual.pdf) [p](/playground) [q](/playground/)',
          data: { rawDocumentData: { sourceFilePath: 'blog/post.md' } },
        }),
      ),
  );
  assert.match(html, /<a href="\/pdf\/manual\.pdf">m<\/a>/);
  assert.match(html, /<a href="\/playground">p<\/a>/);
  assert.match(html, /<a href="\/playground\/">q<\/a>/);
});

test('a navbar `href` naming a site path is as written', async () => {
  const { resolveLink } = await import('./navbar');
  assert.equal(resolveLink({ label: 'P', href: '/playground' }, 'navbar.items[3]').href, '/playground');
  assert.equal(resolveLink({ label: 'M', href: '/pdf/manual.pdf' }, 'navbar.items[4]').href, '/pdf/manual.pdf');
});
