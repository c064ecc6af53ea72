// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * What a site's own `translate()` and `<Translate>` read (`siteCodeTranslations`): as Docusaurus's build of each
 * locale, its plugins' default messages in the locale's language (`@docusaurus/theme-translations`, no English
 * fallback) under the site's `i18n/<locale>/code.json`, for the theme ids the site's code names.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';
import { defaultCodeTranslations } from './theme-translations';

withContentDir('code-translations', {
  'site.config.json': siteConfigJson({
    i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans', 'pt', 'fr'] },
  }),
  'i18n/zh-Hans/code.json': JSON.stringify({
    'home.cta': { message: '开始' },
    'theme.blog.archive.description': { message: '全部文章' },
    'theme.NotFound.title': { message: '没有这一页' },
  }),
  'i18n/fr/code.json': JSON.stringify({ 'theme.blog.archive.title': { message: 'Les archives' } }),
});

test("a locale's default code translations: the first folder Docusaurus tries, never English's base", () => {
  assert.deepEqual(defaultCodeTranslations('en', ['theme-common.json']), {});
  assert.equal(defaultCodeTranslations('zh-CN', ['theme-common.json'])['theme.blog.archive.title'], '历史博文');
  // `pt` is tried as pt-BR before pt-PT (Docusaurus's codeTranslationLocalesToTry).
  const pt = defaultCodeTranslations('pt', ['theme-common.json']);
  const ptBr = JSON.parse(
    fs.readFileSync(path.resolve('node_modules/@docusaurus/theme-translations/locales/pt-BR/theme-common.json'), 'utf8'),
  ) as Record<string, string>;
  assert.equal(pt['theme.common.editThisPage'], ptBr['theme.common.editThisPage']);
  assert.equal(defaultCodeTranslations('zh-Hans', ['theme-live-codeblock.json'])['theme.blog.archive.title'], undefined);
});

test("the theme ids the site names resolve from the locale's theme words under its code.json, and no others travel", async () => {
  const { siteCodeTranslations } = await import('./site-translations');
  const table = siteCodeTranslations(['theme.blog.archive.title', 'theme.blog.archive.description', 'theme.admonition.*']);
  assert.equal(table.defaultLocale, 'en');
  // English: no theme folder, no code.json: nothing, so `translate()` reads its message as written, as in Docusaurus.
  assert.equal(table.locales.en, undefined);
  const zh = table.locales['zh-Hans']!;
  assert.equal(zh['theme.blog.archive.title'], '历史博文');
  assert.equal(zh['theme.blog.archive.description'], '全部文章', "code.json's message over the theme's");
  assert.equal(zh['theme.admonition.tip'], '提示', 'a prefix the code completes brings the ids under it');
  assert.equal(zh['home.cta'], '开始', "code.json's own ids always");
  assert.equal(zh['theme.NotFound.title'], undefined, 'an id the site does not name stays out, even from code.json');
  assert.equal(zh['theme.common.editThisPage'], undefined);
  assert.equal(table.locales.fr!['theme.blog.archive.title'], 'Les archives');
  assert.ok(table.locales.pt!['theme.blog.archive.title']);
  // A site that names no theme id carries code.json's own ids alone, as before.
  assert.deepEqual(siteCodeTranslations().locales, { 'zh-Hans': { 'home.cta': '开始' } });
});

test('the theme ids a file names: string literals, and the start of ids the code completes', async () => {
  const { themeIdsIn } = await import('../../scripts/lib/mdx-modules');
  const code = [
    "translate({id: 'theme.blog.archive.title', message: 'Archive'});",
    '<Translate id="theme.common.editThisPage">Edit</Translate>',
    'translate({id: `theme.admonition.${type}`, message: type});',
    "const id = 'theme.tags.' + name;",
    "const other = 'themes.x'; import theme from './theme.css';",
  ].join('\n');
  assert.deepEqual(themeIdsIn(code), [
    'theme.blog.archive.title',
    'theme.common.editThisPage',
    'theme.admonition.*',
    'theme.tags.*',
  ]);
  assert.deepEqual(themeIdsIn('no ids here'), []);
});
