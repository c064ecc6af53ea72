// The version menu and the search per version, by Docusaurus's rules (theme-common `useDocsVersionCandidates`,
// `getVersionTargetDoc`, `useContextualSearchFilters`; theme-classic `DocsVersionDropdownNavbarItem`).
import assert from 'node:assert/strict';
import test from 'node:test';
import { siteSchema } from '../../config/schema';
import { docVersions, expandDocSections } from '../../config/variants';
import { docsSearchTag, excludedSearchTags, searchedVersion, type VersionedPlugin } from '../search-versions';
import { firstDocIdOf, type SidebarItem } from './sidebar-builder';
import {
  listedVersions,
  navbarHasVersionMenu,
  showsVersionMenu,
  versionedPageId,
  versionItemLink,
  versionLinks,
} from './versions';

const site = (navbarItems: unknown[], docs: Record<string, unknown>) =>
  siteSchema.parse({
    title: 'T',
    url: 'https://example.com',
    baseUrl: '/',
    favicon: 'f.svg',
    organizationName: 'o',
    projectName: 'p',
    navbar: { items: navbarItems },
    footer: { copyright: 'c' },
    docs: [{ id: 'default', folder: 'docs', routeBasePath: '/docs', ...docs }],
    blogs: [{}],
  });

test('each version links to the same doc when it has it, else to its main doc', () => {
  const sections = expandDocSections(site([], { releasedVersions: ['2.0', '1.0'] }));
  // Docs by section: `new` exists only in current, `intro` everywhere, `old` only in 1.0.
  const docs: Record<string, string[]> = {
    'default@current': ['intro', 'new'],
    default: ['intro'],
    'default@1.0': ['intro', 'old'],
  };
  const hrefIn = (sectionId: string, docId: string) => (docs[sectionId]?.includes(docId) ? `${sectionId}/${docId}` : undefined);
  const entry = (sectionId: string) => `${sectionId}/entry`;
  const ordered = sections[0]!.allVersions.map((v) => sections.find((s) => s.version.name === v.name)!);
  assert.deepEqual(
    versionLinks(ordered, 'new', hrefIn, entry).map((l) => [l.name, l.label, l.href]),
    [
      ['current', 'Next', 'default@current/new'],
      ['2.0', '2.0', 'default/entry'],
      ['1.0', '1.0', 'default@1.0/entry'],
    ],
  );
  assert.deepEqual(
    versionLinks(ordered, 'intro', hrefIn, entry).map((l) => l.href),
    ['default@current/intro', 'default/intro', 'default@1.0/intro'],
  );
  // A page that is neither a doc nor a generated index (a tag list) links to every version's main doc.
  assert.deepEqual(
    versionLinks(ordered, undefined, hrefIn, entry).map((l) => l.href),
    ['default@current/entry', 'default/entry', 'default@1.0/entry'],
  );
});

test("a generated category index is the same page in each version that has its slug, as in Docusaurus's global data", () => {
  const sections = expandDocSections(site([], { releasedVersions: ['1.0'] }));
  const ordered = sections[0]!.allVersions.map((v) => sections.find((s) => s.version.name === v.name)!);
  // `/category/more` only in current, `/category/start` in both; a doc id never starts with a slash.
  const pages: Record<string, string[]> = {
    'default@current': ['/category/start', '/category/more', 'c'],
    default: ['/category/start'],
  };
  const hrefIn = (sectionId: string, id: string) => (pages[sectionId]?.includes(id) ? `${sectionId}${id}` : undefined);
  const main = (sectionId: string) => `${sectionId}/main`;
  const id = versionedPageId({ generatedSlug: 'category/more' });
  assert.equal(id, '/category/more');
  // The version being read links the page itself; the other, having no such page, its main doc.
  assert.deepEqual(
    versionLinks(ordered, id, hrefIn, main).map((l) => l.href),
    ['default@current/category/more', 'default/main'],
  );
  assert.deepEqual(
    versionLinks(ordered, versionedPageId({ generatedSlug: 'category/start' }), hrefIn, main).map((l) => l.href),
    ['default@current/category/start', 'default/category/start'],
  );
  assert.equal(versionedPageId({ docId: 'c' }), 'c');
});

test("a version's main doc comes from the first doc of its first sidebar, never from a generated index", () => {
  const doc = (docId: string) => ({ type: 'doc' as const, label: docId, href: `/${docId}/`, docId });
  const category = (label: string, items: SidebarItem[], own: { href?: string; linkDocId?: string } = {}): SidebarItem => ({
    type: 'category',
    label,
    collapsed: false,
    collapsible: true,
    items,
    ...own,
  });
  // A generated index first (Docusaurus's getFirstDocIdOfFirstSidebar skips it): the first doc inside it.
  assert.equal(firstDocIdOf([category('Start', [doc('intro'), doc('b')], { href: '/category/start/' }), doc('c')]), 'intro');
  // A category's own doc comes before its items.
  assert.equal(firstDocIdOf([category('Guide', [doc('install')], { href: '/guide/', linkDocId: 'guide/index' })]), 'guide/index');
  // Links, html and refs (a doc of another sidebar) are not docs of this sidebar.
  assert.equal(
    firstDocIdOf([
      { type: 'link', label: 'x', href: 'https://example.com', external: true },
      { type: 'html', value: '<hr>' },
      { ...doc('elsewhere'), ref: true as const },
      category('Empty', []),
      doc('last'),
    ]),
    'last',
  );
  assert.equal(firstDocIdOf([category('Only an index', [], { href: '/category/x/' })]), undefined);
});

test('the menu stands in the navbar where it has a docsVersionDropdown; beside the breadcrumbs where the section asks, or where it has several versions and the navbar no menu', () => {
  const dropdown = site([{ type: 'docsVersionDropdown' }], {}).navbar.items;
  const version = site([{ type: 'docsVersion', docsId: 'other' }], {}).navbar.items;
  const links = site([{ label: 'Docs', docsId: 'default' }], {}).navbar.items;
  const section = (pluginId: string, pageVersionMenu = false) => ({ pluginId, pageVersionMenu });
  assert.equal(navbarHasVersionMenu(dropdown, 'default'), true, 'docsVersionDropdown, docsId defaulting to "default"');
  assert.equal(navbarHasVersionMenu(dropdown, 'other'), false);
  assert.equal(navbarHasVersionMenu(version, 'other'), false, 'a docsVersion item is a link, not a menu');
  assert.equal(showsVersionMenu(dropdown, section('default'), 1), false, 'in the navbar, not on the page');
  assert.equal(showsVersionMenu(dropdown, section('default'), 3), false);
  assert.equal(showsVersionMenu(version, section('other'), 1), false, 'one version: nothing to choose');
  assert.equal(showsVersionMenu(version, section('other'), 2), true, 'several versions and no navbar menu');
  assert.equal(showsVersionMenu(links, section('default'), 1), false);
  assert.equal(showsVersionMenu(links, section('default'), 2), true);
  assert.equal(showsVersionMenu(links, section('default', true), 1), true, "the section's own pageVersionMenu");
});

test('banners and badges by default: none on the last version; unreleased above it, unmaintained below', () => {
  const versions = docVersions(site([], { releasedVersions: ['2.0', '1.0'] }).docs[0]!);
  assert.deepEqual(
    versions.map((v) => [v.name, v.banner, v.badge]),
    [
      ['current', 'unreleased', true],
      ['2.0', null, true],
      ['1.0', 'unmaintained', true],
    ],
  );
});

test('search covers one version per plugin: the one read, else the preferred one, else the last', () => {
  const plugins: VersionedPlugin[] = [
    { pluginId: 'default', versions: ['current', '2.0', '1.0'], last: '2.0' },
    { pluginId: 'api', versions: ['current', '5'], last: '5' },
  ];
  const none = () => null;
  assert.equal(searchedVersion(plugins[0]!, undefined, undefined), '2.0');
  assert.equal(searchedVersion(plugins[0]!, undefined, '1.0'), '1.0');
  assert.equal(searchedVersion(plugins[0]!, 'current', '1.0'), 'current', 'the version being read wins');
  assert.equal(searchedVersion(plugins[0]!, undefined, 'gone'), '2.0', 'a stored name that is no version is ignored');
  // Elsewhere (a post): each plugin's last version.
  assert.deepEqual(excludedSearchTags(plugins, undefined, none), [
    'docs-default-current',
    'docs-default-1.0',
    'docs-api-current',
  ]);
  // On a doc of default@1.0, with `api`'s preferred version current.
  assert.deepEqual(
    excludedSearchTags(plugins, { pluginId: 'default', version: '1.0' }, (id) => (id === 'api' ? 'current' : null)),
    ['docs-default-current', 'docs-default-2.0', 'docs-api-5'],
  );
  assert.equal(docsSearchTag('default', '1.0'), 'docs-default-1.0', "Docusaurus's docVersionSearchTag");
});

// Docusaurus 3.5+'s `versions` of a docsVersionDropdown (theme-classic getVersionItems): a subset in its own order, or
// labels by name; a name that is no version throws.
test("a docsVersionDropdown's versions: the ones named, in their order, with their own labels; an unknown name fails", () => {
  const versions = [
    { name: 'current', label: 'Next', href: '/docs/next/' },
    { name: '2.0', label: '2.0', href: '/docs/' },
    { name: '1.0', label: '1.0', href: '/docs/1.0/' },
  ];
  const names = (list: { name: string; label: string }[]) => list.map((v) => `${v.name}:${v.label}`);
  assert.deepEqual(names(listedVersions(versions, undefined, 'f')), ['current:Next', '2.0:2.0', '1.0:1.0']);
  assert.deepEqual(names(listedVersions(versions, ['1.0', 'current'], 'f')), ['1.0:1.0', 'current:Next']);
  assert.deepEqual(names(listedVersions(versions, { '2.0': { label: 'Stable' }, current: {} }, 'f')), [
    '2.0:Stable',
    'current:Next',
  ]);
  assert.equal(listedVersions(versions, ['2.0'], 'f')[0]!.href, '/docs/', 'each keeps its link');
  assert.throws(
    () => listedVersions(versions, ['3.0'], 'navbar docsVersionDropdown (default).versions'),
    /navbar docsVersionDropdown \(default\)\.versions: no docs version "3\.0"; the versions are "current", "2\.0", "1\.0"/,
  );
});

test("a version menu's own link: the page being read in the shown version from Docusaurus 3.5.0, its main doc before", () => {
  const sections = expandDocSections(site([], { releasedVersions: ['1.0'] }));
  const ordered = sections[0]!.allVersions.map((v) => sections.find((s) => s.version.name === v.name)!);
  const hrefIn = (sectionId: string, docId: string) => `${sectionId}/${docId}`;
  const entry = (sectionId: string) => `${sectionId}/entry`;
  const onPage = versionLinks(ordered, 'faq', hrefIn, entry);
  const mains = versionLinks(ordered, undefined, hrefIn, entry);
  const shown = onPage.find((l) => l.name === '1.0')!;
  assert.equal(versionItemLink(shown, mains, true).href, 'default/faq');
  assert.deepEqual(versionItemLink(shown, mains, false), { name: '1.0', label: '1.0', href: 'default/entry' });
});
