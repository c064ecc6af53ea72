import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clientRedirectsOptionsOf, collectClientRedirects, collectLocaleRedirects } from './client-redirects';

// Route paths of a small site as Docusaurus names them (base URL excluded, no trailing slash).
const ROUTES = ['/', '/blog', '/blog/welcome', '/docs/intro', '/docs/guides/setup', '/docs/team', '/legacy.html'];

describe('client redirects: the plugin options, collected as @docusaurus/plugin-client-redirects collects them', () => {
  test('options: from as a string or a list, functions kept, unknown shapes read as the defaults', () => {
    const createRedirects = (p: string) => p;
    const options = clientRedirectsOptionsOf({
      redirects: [{ from: '/old', to: '/docs/intro' }, { from: ['/a', '/b'], to: '/blog' }, { from: '/x' }],
      createRedirects,
      fromExtensions: ['html', 'htm'],
    });
    assert.deepEqual(options.redirects, [
      { from: ['/old'], to: '/docs/intro' },
      { from: ['/a', '/b'], to: '/blog' },
    ]);
    assert.equal(options.createRedirects, createRedirects);
    assert.deepEqual(options.fromExtensions, ['html', 'htm']);
    assert.deepEqual(options.toExtensions, []);
    assert.deepEqual(clientRedirectsOptionsOf(undefined), { redirects: [], fromExtensions: [], toExtensions: [] });
  });

  test('redirects, createRedirects over every route, fromExtensions and toExtensions', () => {
    const { redirects, warnings } = collectClientRedirects(
      [
        clientRedirectsOptionsOf({
          redirects: [{ from: ['/docs/old-intro', '/start'], to: '/docs/intro' }],
          // A string, a list or nothing, as the plugin accepts.
          createRedirects: (existingPath: string) =>
            existingPath.startsWith('/docs/guides/')
              ? [existingPath.replace('/docs/guides/', '/docs/howto/'), existingPath.replace('/docs/guides/', '/guides/')]
              : existingPath === '/docs/team'
                ? '/community/team'
                : undefined,
          fromExtensions: ['html'],
          toExtensions: ['html'],
        }),
      ],
      ROUTES,
    );
    assert.deepEqual(warnings, []);
    assert.deepEqual(redirects, [
      { from: '/blog.html', to: '/blog' },
      { from: '/blog/welcome.html', to: '/blog/welcome' },
      { from: '/docs/intro.html', to: '/docs/intro' },
      { from: '/docs/guides/setup.html', to: '/docs/guides/setup' },
      { from: '/docs/team.html', to: '/docs/team' },
      { from: '/legacy', to: '/legacy.html' },
      { from: '/docs/old-intro', to: '/docs/intro' },
      { from: '/start', to: '/docs/intro' },
      { from: '/docs/howto/setup', to: '/docs/guides/setup' },
      { from: '/guides/setup', to: '/docs/guides/setup' },
      { from: '/community/team', to: '/docs/team' },
    ]);
  });

  test('never over a page of the site, one target per old path, only paths; a throwing createRedirects is reported', () => {
    const { redirects, warnings } = collectClientRedirects(
      [
        clientRedirectsOptionsOf({
          redirects: [
            { from: '/docs/intro', to: '/blog' },
            { from: '/docs/intro/', to: '/blog' },
            { from: '/twice', to: '/blog' },
            { from: '/twice', to: '/docs/intro' },
            { from: 'https://example.com/x', to: '/blog' },
          ],
          createRedirects: (existingPath: string) => {
            if (existingPath === '/docs/team') throw new Error('boom');
            return undefined;
          },
        }),
      ],
      ROUTES,
    );
    assert.deepEqual(redirects, [{ from: '/twice', to: '/blog' }]);
    assert.deepEqual(warnings, [
      'createRedirects("/docs/team") threw: boom',
      'redirect from /docs/intro → /blog: /docs/intro is a page of the site; the redirect is skipped',
      'redirect from /docs/intro/ → /blog: /docs/intro/ is a page of the site; the redirect is skipped',
      'redirect from /twice: created again towards /docs/intro; the first target /blog is kept',
      'redirect from "https://example.com/x": not a path of the site (it must start with "/"); skipped',
    ]);
  });

  test("per locale, as each locale's build runs the plugin: paths relative to the locale's base, redirects under it", () => {
    const routes = ['/', '/docs/intro', '/blog', '/fr', '/fr/docs/intro', '/fr/blog', '/pt-br/docs/intro'];
    const { redirects, warnings } = collectLocaleRedirects(
      [
        clientRedirectsOptionsOf({
          redirects: [{ from: '/start', to: '/docs/intro' }],
          createRedirects: (existingPath: string) => (existingPath === '/docs/intro' ? ['/intro', '/fr/x'] : undefined),
        }),
      ],
      routes,
      ['', 'fr', 'pt-br'],
    );
    assert.deepEqual(redirects, [
      { from: '/start', to: '/docs/intro' },
      { from: '/intro', to: '/docs/intro' },
      { from: '/fr/x', to: '/docs/intro' },
      { from: '/fr/start', to: '/fr/docs/intro' },
      { from: '/fr/intro', to: '/fr/docs/intro' },
      { from: '/fr/fr/x', to: '/fr/docs/intro' },
      { from: '/pt-br/start', to: '/pt-br/docs/intro' },
      { from: '/pt-br/intro', to: '/pt-br/docs/intro' },
      { from: '/pt-br/fr/x', to: '/pt-br/docs/intro' },
    ]);
    assert.deepEqual(warnings, []);
  });
});
