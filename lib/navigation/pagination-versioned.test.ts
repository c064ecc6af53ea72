// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * `pagination_prev`/`pagination_next` naming a doc by its versioned id (`version-1.0/intro`), which Docusaurus 2
 * accepts in a released version's docs as its sidebars accept it (docs.ts `createDocsByIdIndex` holds both ids); 3.0
 * removed the versioned id (#9310).
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';

const config = (docusaurusVersion: string) =>
  siteConfigJson({
    docusaurusVersion,
    docs: [{ id: 'default', folder: 'docs', routeBasePath: '/docs', releasedVersions: ['1.0'] }],
    blogs: [],
  });

withContentDir('pagination-versioned', {
  'site.config.json': config('2.4.3'),
  'docs/intro.md': '# Intro now\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n',
});

/** A doc as the content layer describes it (lib/content/describe.ts), with what the sidebars and prev/next read. */
const doc = (sectionId: string, file: string, docId: string, title: string, position: number, extra: object = {}) => ({
  _raw: { sourceFilePath: file },
  body: { html: '' },
  meta: {
    sectionId,
    docId,
    slug: `/${docId}`,
    permalink: `/docs/${sectionId === 'default' ? '' : 'next/'}${docId}`,
    title,
    sidebarPosition: position,
    dirs: [],
    tags: [],
    draft: false,
    unlisted: false,
    ...extra,
  },
});

let getPrevNext: typeof import('./sidebar').getPrevNext;
before(async () => {
  const { readCollectionsFrom } = await import('../content/collections');
  const released = 'versioned_docs/version-1.0';
  const docs = [
    doc('default', `${released}/intro.md`, 'intro', 'Intro', 1, { paginationNext: 'version-1.0/last' }),
    doc('default', `${released}/middle.md`, 'middle', 'Middle', 2),
    doc('default', `${released}/last.md`, 'last', 'Last', 3, { paginationPrev: 'version-1.0/intro' }),
    doc('default@current', 'docs/intro.md', 'intro', 'Intro now', 1, { paginationNext: 'version-1.0/last' }),
    doc('default@current', 'docs/last.md', 'last', 'Last now', 2),
  ];
  readCollectionsFrom((type) => (type === 'Doc' ? docs : []));
  ({ getPrevNext } = await import('./sidebar'));
});

test("Docusaurus 2: a released version's pagination names a doc by its versioned id", () => {
  assert.deepEqual(getPrevNext('default', '/docs/intro'), {
    prev: undefined,
    next: { label: 'Last', href: '/docs/last' },
  });
  assert.deepEqual(getPrevNext('default', '/docs/last'), {
    prev: { label: 'Intro', href: '/docs/intro' },
    next: undefined,
  });
  // The current version has no versioned id: the name finds no doc there (Docusaurus 2 stops the build on such an id;
  // here, as for any unknown id, the link is left out).
  assert.equal(getPrevNext('default@current', '/docs/next/intro').next, undefined);
});
