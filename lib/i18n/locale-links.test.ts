// Links of a document on a page of another locale (Docusaurus builds each locale under its own base URL).
import assert from 'node:assert/strict';
import test from 'node:test';
import { localizeHtmlLinks, localizeSitePath, type LocaleLinkRule } from './locale-links';

const rule: LocaleLinkRule = { basePath: '/site', prefix: 'en', prefixes: ['en', 'pt-BR'], shared: ['/_assets'] };
const atRoot: LocaleLinkRule = { ...rule, basePath: '' };

test("a site path goes under the locale's prefix, as Docusaurus's Link puts it under the locale's base URL", () => {
  assert.equal(localizeSitePath('/site/1.x/routing/', rule), '/site/en/1.x/routing/');
  assert.equal(localizeSitePath('/site/', rule), '/site/en/');
  assert.equal(localizeSitePath('/site/next/b/#usage', rule), '/site/en/next/b/#usage');
  assert.equal(localizeSitePath('/site/search/?q=x', rule), '/site/en/search/?q=x');
  // A version named like a file (1.x) is a page; so is a static file (each locale's build has a copy of static/).
  assert.equal(localizeSitePath('/site/1.x', rule), '/site/en/1.x');
  assert.equal(localizeSitePath('/site/img/logo.svg', rule), '/site/en/img/logo.svg');
  assert.equal(localizeSitePath('/', atRoot), '/en/');
  assert.equal(localizeSitePath('/docs/intro', atRoot), '/en/docs/intro');
});

test('links already in a locale, published assets, other sites, anchors and relative links stay', () => {
  for (const href of [
    '/site/en/b/',
    '/site/en',
    '/site/pt-BR/b/',
    '/site/_assets/a-1234.pdf',
    '/other/b/',
    'https://example.com/b/',
    '//cdn.example.com/x.js',
    '#usage',
    '../b/',
    'mailto:a@example.com',
  ])
    assert.equal(localizeSitePath(href, rule), href, href);
  // `/english/` is not inside the `en` locale.
  assert.equal(localizeSitePath('/english/', atRoot), '/en/english/');
  assert.equal(localizeSitePath('//host/b', atRoot), '//host/b');
});

test('rendered Markdown: the href of each <a> tag, never text that shows markup', () => {
  const html =
    '<p>See <a href="/site/routing/">routing</a> and <a class="x" href="/site/_assets/a.pdf" title="t">a</a>.</p>' +
    '<pre><code>&#x3C;a href="/site/routing/">routing&#x3C;/a></code></pre>' +
    '<p><img src="/site/img/a.png" alt=""><a href="#top">top</a><area href="/site/x/"></p>';
  assert.equal(
    localizeHtmlLinks(html, rule),
    '<p>See <a href="/site/en/routing/">routing</a> and <a class="x" href="/site/_assets/a.pdf" title="t">a</a>.</p>' +
      '<pre><code>&#x3C;a href="/site/routing/">routing&#x3C;/a></code></pre>' +
      '<p><img src="/site/img/a.png" alt=""><a href="#top">top</a><area href="/site/x/"></p>',
  );
});
