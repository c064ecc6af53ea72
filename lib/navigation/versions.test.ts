// The version menu and the search per version, by Docusaurus's rules (theme-common `useDocsVersionCandidates`,
// `getVersionTargetDoc`, `useContextualSearchFilters`; theme-classic `DocsVersionDropdownNavbarItem`).
import assert from 'node:assert/strict';
import test from 'node:test';
import { siteSchema } from '../../config/schema';
import { docVersions, expandDocSections } from '../../config/variants';
import { docsSearchTag, excludedSearchTags, searchedVersion, type VersionedPlugin } from '../search-versions';
import { showsVersionMenu, versionLinks } from './versions';

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

test('each version links to the same doc when it has it, else to its entry page', () => {
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
  // A page that is not a doc (a generated index) links to every version's entry page.
  assert.deepEqual(
    versionLinks(ordered, undefined, hrefIn, entry).map((l) => l.href),
    ['default@current/entry', 'default/entry', 'default@1.0/entry'],
  );
});

test('the menu shows where the navbar asks for it or the plugin has more than one version', () => {
  const dropdown = site([{ type: 'docsVersionDropdown' }], {}).navbar.items;
  const version = site([{ type: 'docsVersion', docsId: 'other' }], {}).navbar.items;
  const links = site([{ label: 'Docs', docsId: 'default' }], {}).navbar.items;
  assert.equal(showsVersionMenu(dropdown, 'default', 1), true, 'docsVersionDropdown, docsId defaulting to "default"');
  assert.equal(showsVersionMenu(version, 'default', 1), false, "another plugin's item");
  assert.equal(showsVersionMenu(version, 'other', 1), true);
  assert.equal(showsVersionMenu(links, 'default', 1), false, 'a link to the section is not a version item');
  assert.equal(showsVersionMenu(links, 'default', 2), true);
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
