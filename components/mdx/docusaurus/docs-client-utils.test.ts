import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  docsClientHooks,
  getActiveDocContext,
  getActivePlugin,
  getActiveVersion,
  getDocVersionSuggestions,
  globalDataHooks,
  matchesPath,
  type GlobalPluginData,
} from './docs-client-utils';

/** A docs plugin at /base/docs: current at /next, 2.0 last at the root, 1.0 at /1.0; a doc `setup` only in 2.0 and 1.0. */
const docs: GlobalPluginData = {
  path: '/base/docs',
  breadcrumbs: true,
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: false,
      path: '/base/docs/next',
      mainDocId: 'intro',
      docs: [{ id: 'intro', path: '/base/docs/next/intro/', sidebar: 'main' }],
      draftIds: [],
      sidebars: { main: { link: { label: 'Intro', path: '/base/docs/next/intro/' } } },
    },
    {
      name: '2.0',
      label: '2.0',
      isLast: true,
      path: '/base/docs',
      mainDocId: 'intro',
      docs: [
        { id: 'intro', path: '/base/docs/intro/', sidebar: 'main' },
        { id: 'setup', path: '/base/docs/setup/', sidebar: 'main' },
      ],
      draftIds: [],
      sidebars: {},
    },
    {
      name: '1.0',
      label: '1.x',
      isLast: false,
      path: '/base/docs/1.0',
      mainDocId: 'setup',
      docs: [{ id: 'setup', path: '/base/docs/1.0/setup/' }],
      draftIds: [],
      sidebars: {},
    },
  ],
};
const community: GlobalPluginData = {
  ...docs,
  path: '/base/docs-community',
  versions: [{ ...docs.versions[1]!, path: '/base/docs-community' }],
};
const all = { default: docs, community };

test('a path holds a pathname as react-router matches it (not strict): itself, or a prefix at a slash', () => {
  assert.ok(matchesPath('/base/docs/intro/', '/base/docs/intro'));
  assert.ok(matchesPath('/base/docs/intro', '/base/docs/intro/', true));
  assert.ok(matchesPath('/base/docs/next/intro/', '/base/docs'));
  assert.ok(!matchesPath('/base/docs-community/x', '/base/docs'));
  assert.ok(!matchesPath('/base/docs/intro/more', '/base/docs/intro', true));
  assert.ok(!matchesPath('', '/'), 'no pathname (a page the server render does not place) is in no plugin');
});

test("the active plugin is the longest path holding the pathname; with failfast, none is Docusaurus's error", () => {
  assert.equal(getActivePlugin(all, '/base/docs-community/intro')?.pluginId, 'community');
  assert.equal(getActivePlugin(all, '/base/docs/next/intro')?.pluginId, 'default');
  assert.equal(getActivePlugin(all, '/base/blog'), undefined);
  assert.throws(() => getActivePlugin(all, '/base/blog', { failfast: true }), /Can't find active docs plugin for "\/base\/blog"/);
});

test('the active version: the longest version path first, the one at the plugin root last', () => {
  assert.equal(getActiveVersion(docs, '/base/docs/next/intro/')?.name, 'current');
  assert.equal(getActiveVersion(docs, '/base/docs/1.0/setup/')?.name, '1.0');
  assert.equal(getActiveVersion(docs, '/base/docs/setup/')?.name, '2.0');
  assert.equal(getActiveVersion(docs, '/base/blog/'), undefined);
});

test("the active doc and its other versions by id; the suggestion is the last version's copy", () => {
  const context = getActiveDocContext(docs, '/base/docs/1.0/setup');
  assert.equal(context.activeDoc?.id, 'setup');
  assert.deepEqual(Object.keys(context.alternateDocVersions), ['2.0', '1.0']);
  assert.equal(getDocVersionSuggestions(docs, '/base/docs/1.0/setup/').latestDocSuggestion?.path, '/base/docs/setup/');
  // The current version's intro has a copy in 2.0; the 1.0 main doc has none in current.
  assert.equal(getDocVersionSuggestions(docs, '/base/docs/next/intro/').latestDocSuggestion?.path, '/base/docs/intro/');
  assert.equal(getDocVersionSuggestions(docs, '/base/docs/next/').latestDocSuggestion, undefined);
});

test("the hooks over a page's data: versions in order, the last, the active one; missing data is Docusaurus's error", () => {
  const data = { 'docusaurus-plugin-content-docs': all };
  const hooks = docsClientHooks(
    () => data,
    () => '/base/docs/1.0/setup/',
  );
  assert.deepEqual(
    hooks.useVersions().map((v) => v.name),
    ['current', '2.0', '1.0'],
  );
  assert.equal(hooks.useLatestVersion('community').path, '/base/docs-community');
  assert.equal(hooks.useActiveVersion()?.label, '1.x');
  assert.equal(hooks.useActivePluginAndVersion()?.activeVersion?.name, '1.0');
  assert.deepEqual(Object.keys(hooks.useAllDocsData()), ['default', 'community']);
  assert.throws(
    () => hooks.useVersions('api'),
    /global data not found for "docusaurus-plugin-content-docs" plugin with id "api"/,
  );
  const global = globalDataHooks(() => data);
  assert.equal(global.usePluginData('docusaurus-plugin-content-docs', 'community'), community);
  assert.equal(global.default(), data);
  assert.throws(
    () => global.useAllPluginInstancesData('docusaurus-plugin-content-blog'),
    /not found for "docusaurus-plugin-content-blog"/,
  );
});

test('useDocsPreferredVersion: the stored name as one of the plugin’s versions, else null; saving goes to the store', () => {
  const data = { 'docusaurus-plugin-content-docs': all };
  const saved: string[] = [];
  const stored: Record<string, string> = { default: '1.0', community: 'gone' };
  const hooks = docsClientHooks(
    () => data,
    () => '/base/',
    (pluginId) => stored[pluginId] ?? null,
    (pluginId, name) => void saved.push(`${pluginId}=${name}`),
  );
  assert.equal(hooks.useDocsPreferredVersion().preferredVersion?.label, '1.x');
  assert.equal(hooks.useDocsPreferredVersion('community').preferredVersion, null, 'a name that is no version');
  hooks.useDocsPreferredVersion('community').savePreferredVersionName('current');
  assert.deepEqual(saved, ['community=current']);
  // At build time nothing is stored.
  assert.equal(
    docsClientHooks(
      () => data,
      () => '/base/',
    ).useDocsPreferredVersion().preferredVersion,
    null,
  );
});
