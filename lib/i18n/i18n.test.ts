/**
 * The interface's strings: Docusaurus's theme translations in the site's language, this site's own few in English,
 * Simplified Chinese or Traditional (converted by OpenCC), English where neither has the language.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTranslator, interpolate, siteLocale } from './index';
import { localeInfoOf } from './locale';
import { OWN_MESSAGES_ZH, ownMessagesOf } from './own-messages';
import { localesToTry } from './theme-translations';

test('zh-CN reads as this site does, and Docusaurus zh-Hans where it has the key', () => {
  const t = createTranslator('zh-CN');
  assert.equal(t('theme.SearchBar.label'), '搜索');
  assert.equal(t('theme.common.editThisPage'), '编辑此页');
  assert.equal(t('theme.admonition.tip'), '提示');
  assert.equal(t('theme.admonition.warning'), '注意');
  assert.equal(t('theme.NotFound.title'), '找不到页面');
  assert.equal(t('theme.docs.versionBadge.label', { versionLabel: 'Next' }), '版本：Next');
  assert.equal(t('site.search.resultsLabel'), '搜索结果');
  assert.equal(t('site.home.start'), '开始阅读 →');
  assert.equal(t('theme.common.headingLinkTitle', { heading: '安装' }), '安装的直接链接');
  assert.equal(t('theme.SearchModal.placeholder'), '搜索文档');
  assert.equal(t('theme.IdealImageMessage.loading'), '加载中……');
  assert.equal(t.plural('theme.blog.post.readingTime.plurals', 5, { readingTime: 5 }), '阅读需 5 分钟');
  assert.equal(t('theme.common.skipToMainContent'), '跳到主要内容');
});

test('this site is zh-CN, left to right', () => {
  assert.equal(siteLocale.locale, 'zh-CN');
  assert.equal(siteLocale.htmlLang, 'zh-CN');
  assert.equal(siteLocale.direction, 'ltr');
});

test('English comes from the package (locales/base), with its plurals', () => {
  const t = createTranslator('en');
  assert.equal(t('theme.SearchBar.label'), 'Search');
  assert.equal(t('theme.TOCCollapsible.toggleButtonLabel'), 'On this page');
  assert.equal(t('theme.docs.paginator.previous'), 'Previous');
  assert.equal(t('theme.docs.paginator.next'), 'Next');
  assert.equal(t('theme.blog.post.readMore'), 'Read more');
  assert.equal(t.plural('theme.blog.post.readingTime.plurals', 1, { readingTime: 1 }), 'One min read');
  assert.equal(t.plural('theme.blog.post.readingTime.plurals', 7, { readingTime: 7 }), '7 min read');
  assert.equal(t('site.search.resultsLabel'), 'Search results');
  assert.equal(t('theme.SearchModal.placeholder'), 'Search docs');
  assert.equal(
    t('theme.colorToggle.ariaLabel', { mode: t('theme.colorToggle.ariaLabel.mode.dark') }),
    'Switch between dark and light mode (currently dark mode)',
  );
  assert.equal(t('theme.common.skipToMainContent'), 'Skip to main content');
});

test("a plural message's forms by category, for a count the browser picks (the search page's documents found)", () => {
  const key = 'theme.SearchPage.documentsFound.plurals';
  assert.deepEqual(createTranslator('en').pluralForms(key), { one: 'One document found', other: '{count} documents found' });
  // Chinese has one form; Russian three, in Docusaurus's order (one, few, many), `other` taking the last.
  assert.deepEqual(createTranslator('zh-Hans').pluralForms(key), { other: '找到 {count} 份文件' });
  const ru = createTranslator('ru').pluralForms(key);
  assert.deepEqual(Object.keys(ru), ['one', 'few', 'many', 'other']);
  assert.equal(ru[new Intl.PluralRules('ru').select(5)], createTranslator('ru').plural(key, 5).replace('5', '{count}'));
});

test('another language: Docusaurus strings in it, own strings in English', () => {
  const t = createTranslator('fr');
  assert.equal(t('theme.SearchBar.label'), 'Chercher');
  assert.equal(t('theme.common.headingLinkTitle', { heading: 'Installation' }), 'Lien direct vers Installation');
  assert.equal(t('theme.NotFound.title'), 'Page introuvable');
  assert.equal(t('site.search.resultsLabel'), 'Search results');
});

test('Traditional Chinese: Docusaurus zh-Hant, and this site’s own strings converted from the Simplified', () => {
  for (const locale of ['zh-TW', 'zh-Hant']) {
    const t = createTranslator(locale);
    assert.equal(t('theme.SearchBar.label'), '搜尋', locale);
    assert.equal(t('theme.common.editThisPage'), '編輯此頁', locale);
    // Taiwan's wording (OpenCC twp), as Docusaurus's zh-Hant reads: 搜尋, 頁尾.
    assert.equal(t('site.search.resultsLabel'), '搜尋結果', locale);
    assert.equal(t('site.footerNavLabel'), '頁尾導航', locale);
    assert.equal(t('site.home.start'), '開始閱讀 →', locale);
  }
  // Hong Kong's characters (OpenCC hk): 閲 rather than 閱.
  const hk = createTranslator('zh-HK');
  assert.equal(hk('site.home.start'), '開始閲讀 →');
  assert.equal(hk('theme.SearchBar.label'), '搜尋');
  // Conversion leaves every placeholder as it was.
  const names = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).join();
  for (const locale of ['zh-TW', 'zh-HK']) {
    const converted = ownMessagesOf(locale);
    for (const [key, message] of Object.entries(OWN_MESSAGES_ZH)) {
      assert.equal(names(converted[key as keyof typeof OWN_MESSAGES_ZH]), names(message), `${locale} ${key}`);
    }
  }
  // Simplified stays as written, whatever the region.
  assert.equal(createTranslator('zh-SG')('site.home.start'), '开始阅读 →');
  assert.equal(createTranslator('zh')('site.home.start'), '开始阅读 →');
});

test('a language the package does not translate falls back to English', () => {
  const t = createTranslator('kl');
  assert.equal(t('theme.SearchBar.label'), 'Search');
  assert.equal(t('theme.common.editThisPage'), 'Edit this page');
  assert.equal(t('site.home.start'), 'Start reading →');
});

test('a missing key is an error naming it', () => {
  const t = createTranslator('en');
  assert.throws(() => t('theme.no.such.key'), /theme\.no\.such\.key/);
});

test('placeholders: filled, kept when no value, and split into parts for markup', () => {
  assert.equal(interpolate('a {x} b {y}', { x: 1 }), 'a 1 b {y}');
  const t = createTranslator('en');
  const parts = t.parts('theme.lastUpdated.atDate', { date: { marker: true } });
  assert.deepEqual(parts, [' on ', { marker: true }]);
});

test('locales are tried as Docusaurus tries them', () => {
  assert.deepEqual(localesToTry('zh-CN'), ['zh-CN', 'zh-Hans', 'zh']);
  assert.deepEqual(localesToTry('pt'), ['pt', 'pt-BR', 'pt-Latn']);
});

test("a locale's config: the site's fields over Docusaurus's defaults", () => {
  const i18n = { defaultLocale: 'ar', path: 'i18n', locales: ['ar', 'en'], localeConfigs: { en: { htmlLang: 'en-GB' } } };
  assert.deepEqual(localeInfoOf(i18n, 'ar').direction, 'rtl');
  assert.deepEqual(localeInfoOf(i18n, 'en'), { locale: 'en', htmlLang: 'en-GB', direction: 'ltr', label: 'English' });
});
