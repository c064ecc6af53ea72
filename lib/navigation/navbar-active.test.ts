// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * A navbar `to` link is current as Docusaurus's NavbarNavLink makes it: on its own path and below (React Router's
 * NavLink), not on every page of the doc section or blog it points into; `activeBasePath` and `activeBaseRegex` are
 * carried into the link.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';

withContentDir('navbar-active', {
  'site.config.json': siteConfigJson({
    trailingSlash: false,
    navbar: {
      items: [
        { label: 'API', to: '/docs/category/api' },
        { label: 'Guides', to: '/docs/guides/start', activeBasePath: 'docs/guides' },
        { label: 'Help', to: '/docs/help', activeBaseRegex: '/docs/(help|faq)' },
      ],
    },
    docs: [{ id: 'default', folder: 'docs', routeBasePath: '/docs' }],
    blogs: [],
  }),
});

before(async () => (await import('../content/collections')).readCollectionsFrom(() => []));

test("a `to` link into the docs is current on its own path, not on the docs section's", async () => {
  const { getNavbarItems } = await import('./navbar');
  const links = getNavbarItems('en').left.flatMap((e) => (e.type === 'link' ? [e.link] : []));
  const [api, guides, help] = links;
  assert.equal(api?.href, '/docs/category/api');
  assert.equal(api?.activePrefix, '/docs/category/api');
  assert.equal(api?.activeBase, undefined);
  assert.equal(guides?.activeBase, '/docs/guides', "activeBasePath under the base URL, as useBaseUrl('docs/guides')");
  assert.equal(help?.activeRegex, '/docs/(help|faq)');
});
