// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * Two routes at one URL: the one Docusaurus's router matches first is served (core's sortRoutes keeps the plugins'
 * flat routes in plugin order, the classic preset's blog before its pages, and puts the docs plugin's nested routes
 * after them). A blog at the site root has its archive at /archive; a React page src/pages/archive.tsx is not served.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { siteConfigJson, withContentDir } from '../tests/helpers/content-dir';

withContentDir('route-table-order', {
  'site.config.json': siteConfigJson({
    docusaurusVersion: '3.5.2',
    docs: [{ id: 'default', folder: 'docs', routeBasePath: '/' }],
    blogs: [{ id: 'default', folder: 'blog', routeBasePath: '/' }],
    pages: { folder: 'src/pages', routeBasePath: '/' },
  }),
});

const meta = { tags: [], draft: false, unlisted: false, toc: [], description: '', hideToc: false, hideTitle: false };
const post = {
  _raw: { sourceFilePath: 'blog/2024-01-02-post.md' },
  body: { format: 'html', html: '' },
  meta: {
    ...meta,
    blogId: 'default',
    slug: '/post',
    permalink: '/post',
    title: 'Post',
    date: '2024-01-02T00:00:00.000Z',
    authors: [],
  },
};
const page = (file: string, permalink: string) => ({
  _raw: { sourceFilePath: file },
  body: { format: 'html', html: '' },
  meta: { ...meta, slug: permalink.slice(1, -1), permalink, pagesId: 'pages', title: file },
});
const doc = {
  _raw: { sourceFilePath: 'docs/guide.md' },
  body: { format: 'html', html: '' },
  meta: { ...meta, sectionId: 'default', docId: 'guide', slug: '/guide', permalink: '/guide/', title: 'Guide doc', dirs: [] },
};

let resolveHref: typeof import('./route-table').resolveHref;
let getRouteCollisions: typeof import('./route-table').getRouteCollisions;
before(async () => {
  const { readCollectionsFrom } = await import('./content/collections');
  readCollectionsFrom((type) =>
    type === 'Post'
      ? [post]
      : type === 'Page'
        ? [page('src/pages/archive.tsx', '/archive/'), page('src/pages/guide.md', '/guide/')]
        : type === 'Doc'
          ? [doc]
          : [],
  );
  ({ resolveHref, getRouteCollisions } = await import('./route-table'));
});

test("a blog's archive keeps its URL over a standalone page there, and a page keeps one over a doc", () => {
  assert.equal(resolveHref('/archive/')?.kind, 'blog-archive');
  assert.equal(resolveHref('/post')?.kind, 'post');
  assert.equal(resolveHref('/guide/')?.kind, 'page');
});

test('the URLs two kinds of page claim are listed for the onDuplicateRoutes check, the served one first', () => {
  assert.deepEqual(getRouteCollisions(), [
    { href: '/archive/', sources: ['blog-archive of blog "default"', 'src/pages/archive.tsx'] },
    { href: '/guide/', sources: ['src/pages/guide.md', 'docs/guide.md'] },
  ]);
});
