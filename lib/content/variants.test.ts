// Docusaurus's version and locale rules as config/variants.ts applies them (plugin-content-docs versions/index.ts,
// core server/i18n.ts, utils getPluginI18nPath).
import assert from 'node:assert/strict';
import test from 'node:test';
import { siteSchema } from '../../config/schema';
import {
  docVersions,
  editedFile,
  expandBlogSections,
  expandDocSections,
  expandPageSections,
  localeVariants,
} from '../../config/variants';

const site = (extra: Record<string, unknown> = {}, docs: Record<string, unknown>[] = [{}]) =>
  siteSchema.parse({
    title: 'T',
    url: 'https://example.com',
    baseUrl: '/base/',
    favicon: 'f.svg',
    organizationName: 'o',
    projectName: 'p',
    navbar: { items: [] },
    footer: { copyright: 'c' },
    docs: docs.map((d, i) => ({ id: i === 0 ? 'default' : `d${i}`, folder: i === 0 ? 'docs' : `docs${i}`, routeBasePath: i === 0 ? '/docs' : `/docs${i}`, ...d })),
    blogs: [{}],
    ...extra,
  });

test('one version: current at the section base, no badge, no banner', () => {
  const [current] = docVersions(site().docs[0]!);
  assert.deepEqual(current, { name: 'current', label: 'Next', pathPart: '', isLast: true, banner: null, badge: false, noIndex: false, className: undefined });
});

test('released versions: the newest is last (at the base), current at next/ (unreleased), older ones unmaintained', () => {
  const versions = docVersions(site({}, [{ releasedVersions: ['2.0', '1.0'] }]).docs[0]!);
  assert.deepEqual(
    versions.map((v) => [v.name, v.label, v.pathPart, v.isLast, v.banner, v.badge]),
    [
      ['current', 'Next', 'next', false, 'unreleased', true],
      ['2.0', '2.0', '', true, null, true],
      ['1.0', '1.0', '1.0', false, 'unmaintained', true],
    ],
  );
});

test('lastVersion, per-version options, includeCurrentVersion and onlyIncludeVersions', () => {
  const section = site({}, [
    {
      releasedVersions: ['2.0', '1.0'],
      lastVersion: 'current',
      versions: { current: { label: 'Canary', path: 'canary', banner: 'none' }, '1.0': { badge: false, noIndex: true } },
    },
  ]).docs[0]!;
  assert.deepEqual(
    docVersions(section).map((v) => [v.name, v.label, v.pathPart, v.banner, v.badge, v.noIndex]),
    [
      ['current', 'Canary', 'canary', null, true, false],
      ['2.0', '2.0', '2.0', 'unmaintained', true, false],
      ['1.0', '1.0', '1.0', 'unmaintained', false, true],
    ],
  );
  const released = docVersions({ ...section, lastVersion: undefined, versions: {}, includeCurrentVersion: false });
  assert.deepEqual(released.map((v) => [v.name, v.pathPart]), [['2.0', ''], ['1.0', '1.0']]);
  const only = docVersions({ ...section, lastVersion: undefined, versions: {}, onlyIncludeVersions: ['current'] });
  assert.deepEqual(only.map((v) => [v.name, v.pathPart, v.badge]), [['current', '', false]]);
  assert.throws(() => docVersions({ ...section, lastVersion: '3.0' }), /unknown version "3\.0"/);
});

test('sections per locale and version: folders and URL bases as Docusaurus lays them out', () => {
  const config = site({ i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] } }, [
    { releasedVersions: ['1.0'], versionedSidebars: { '1.0': {} } },
    { releasedVersions: ['3'] },
  ]);
  const docs = expandDocSections(config);
  assert.deepEqual(
    docs.map((s) => [s.id, s.folder, s.routeBasePath, s.sourceId]),
    [
      ['default', 'versioned_docs/version-1.0', '/docs', 'default'],
      ['default@current', 'docs', '/docs/next', 'default@current'],
      ['d1', 'd1_versioned_docs/version-3', '/docs1', 'd1'],
      ['d1@current', 'docs1', '/docs1/next', 'd1@current'],
      ['default~zh-Hans', 'i18n/zh-Hans/docusaurus-plugin-content-docs/version-1.0', '/zh-Hans/docs', 'default'],
      ['default@current~zh-Hans', 'i18n/zh-Hans/docusaurus-plugin-content-docs/current', '/zh-Hans/docs/next', 'default@current'],
      ['d1~zh-Hans', 'i18n/zh-Hans/docusaurus-plugin-content-docs-d1/version-3', '/zh-Hans/docs1', 'd1'],
      ['d1@current~zh-Hans', 'i18n/zh-Hans/docusaurus-plugin-content-docs-d1/current', '/zh-Hans/docs1/next', 'd1@current'],
    ],
  );
  assert.deepEqual(docs[0]!.sidebars, {}, "a released version's own sidebars");
  assert.deepEqual(
    expandBlogSections(config).map((b) => [b.id, b.folder, b.routeBasePath]),
    [
      ['default', 'blog', '/blog'],
      ['default~zh-Hans', 'i18n/zh-Hans/docusaurus-plugin-content-blog', '/zh-Hans/blog'],
    ],
  );
  assert.deepEqual(
    expandPageSections(config).map((p) => [p.id, p.folder, p.routeBasePath]),
    [
      ['pages', 'pages', '/'],
      ['pages~zh-Hans', 'i18n/zh-Hans/docusaurus-plugin-content-pages', '/zh-Hans'],
    ],
  );
});

test("a locale's folder (localeConfigs.path) and base URL (localeConfigs.baseUrl)", () => {
  const config = site({
    i18n: { defaultLocale: 'zh-CN', path: 'translations', locales: ['zh-CN', 'en'], localeConfigs: { en: { path: 'english', baseUrl: '/base/en-us/' } } },
  });
  assert.deepEqual(localeVariants(config), [
    { locale: 'zh-CN', isDefault: true, urlPrefix: '', folder: 'translations/zh-CN' },
    { locale: 'en', isDefault: false, urlPrefix: 'en-us', folder: 'translations/english' },
  ]);
});

test("edit links: a translation opens the default locale's file unless editLocalizedFiles (Docusaurus getDocEditUrl, getBlogEditUrl)", () => {
  const config = site({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }, [{ releasedVersions: ['1.0'] }]);
  const fr = expandDocSections(config).filter((s) => s.locale === 'fr');
  const current = fr.find((s) => s.version.name === 'current')!;
  const released = fr.find((s) => s.version.name === '1.0')!;
  assert.equal(editedFile('i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md', current), 'docs/guide/a.md');
  assert.equal(editedFile('i18n/fr/docusaurus-plugin-content-docs/version-1.0/a.md', released), 'versioned_docs/version-1.0/a.md');
  assert.equal(editedFile('docs/guide/b.md', current), 'docs/guide/b.md', 'an untranslated doc is its own file');
  assert.equal(
    editedFile('i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md', { ...current, editLocalizedFiles: true }),
    'i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md',
  );
  const blog = expandBlogSections(config).find((b) => b.locale === 'fr')!;
  assert.equal(editedFile('i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hi.md', blog), 'blog/2024-01-01-hi.md');
  assert.equal(editedFile('i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hi.md', { ...blog, editLocalizedFiles: true }), 'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hi.md');
});

test("edit links name the file as the site's repository has it: editPaths maps a copy the import renamed", () => {
  const config = site({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
  const [en, fr] = expandDocSections(config);
  const editPaths = {
    'docs/guide/a.mdx': 'docs/guide/a.md',
    'i18n/fr/docusaurus-plugin-content-docs/current/guide/a.mdx': 'i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md',
    'docs/trimmed/b.md': 'docs/ trimmed /b.md',
  };
  assert.equal(editedFile('docs/guide/a.mdx', en!, editPaths), 'docs/guide/a.md');
  assert.equal(editedFile('docs/trimmed/b.md', en!, editPaths), 'docs/ trimmed /b.md');
  // A docs folder outside the site (`path: '../docs'`), copied under _parent/: the path climbs out of the site, as
  // Docusaurus's edit link (`<editUrl>/../docs/…`) does.
  const outside = { folder: '_parent/docs', sourceFolder: '_parent/docs' };
  assert.equal(editedFile('_parent/docs/guide/c.md', outside), '../docs/guide/c.md');
  assert.equal(editedFile('_parent/docs/d.mdx', outside, { '_parent/docs/d.mdx': '_parent/docs/d.md' }), '../docs/d.md');
  assert.equal(editedFile('_parent/_parent/notes/e.md', { folder: '_parent/_parent/notes', sourceFolder: '_parent/_parent/notes' }), '../../notes/e.md');
  assert.equal(editedFile('docs/other.mdx', en!, editPaths), 'docs/other.mdx', 'a file the import did not rename');
  // A translation opens the default locale's file, as the repository names it; with editLocalizedFiles, its own.
  assert.equal(editedFile('i18n/fr/docusaurus-plugin-content-docs/current/guide/a.mdx', fr!, editPaths), 'docs/guide/a.md');
  assert.equal(
    editedFile('i18n/fr/docusaurus-plugin-content-docs/current/guide/a.mdx', { ...fr!, editLocalizedFiles: true }, editPaths),
    'i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md',
  );
  assert.equal(editedFile('docs/toString', en!, editPaths), 'docs/toString');
  assert.equal(editedFile('constructor', en!, editPaths), 'constructor', 'only its own keys');
});
