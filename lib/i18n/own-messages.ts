/**
 * The interface's strings that Docusaurus's theme has no key for (footer columns, home page, task lists…), in
 * English and Simplified Chinese; Traditional Chinese is converted from the Simplified by OpenCC (`opencc-js`,
 * with Taiwan's or Hong Kong's wording as the locale's region says), at build time. Other languages read them
 * in English. Whatever Docusaurus's theme has a key for is looked up by that key, not repeated here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as OpenCC from 'opencc-js/cn2t';

export const OWN_MESSAGES_EN = {
  'site.details': 'Details',
  // Docusaurus's readMoreLabel does not hold the visible words in every language (zh-Hans): the name must (axe).
  'site.readMoreLabel': '{readMore}: {title}',
  'site.live.editable': '{label}: editable example code',
  'site.diagramError': 'The diagram could not be drawn: {message}',
  'site.zoomImage': 'Zoom image',
  'site.zoomImageAlt': 'Zoom image: {alt}',
  'site.pagesSection': 'Pages',
  'site.author.email': 'Email',
  'site.author.socials': "{name}'s accounts",
  'site.baseUrl.title': 'The site did not load correctly: its base path (baseUrl) may be wrong.',
  'site.baseUrl.detail':
    'The configured baseUrl is {configured}, but the page is at {path}. Set baseUrl to {suggested} (config/site.ts), or deploy the site under {configured}.',
  'site.loadError.chunk': "The page's scripts or data did not load; the network may have dropped for a moment.",
  'site.loadError.other': 'Something went wrong on this page.',
  'site.loadError.check': ' Check your connection and try again.',
  'site.blog.title': 'Blog',
  'site.blog.recentPosts': 'Recent posts',
  'site.footerNavLabel': 'Footer',
  'site.footer.docs': 'Docs',
  'site.footer.more': 'More',
  'site.repoLink': '{label} repository',
  'site.search.resultsLabel': 'Search results',
  'site.task.done': 'Done',
  'site.task.open': 'Not done',
  'site.sidebar.toggleCategory': 'Expand or collapse “{label}”',
  'site.code.copyFailed': 'Copy failed',
  'site.code.text': 'Text',
  'site.blog.pageOf': 'Page {page} of {total}',
  'site.home.start': 'Start reading →',
  'site.home.browse': 'Browse {label}',
  'site.home.sectionsLabel': 'Sections',
  'site.admonition.success': 'success',
  'site.admonition.important': 'important',
  'site.admonition.secondary': 'secondary',
  'site.redirect.title': 'Page moved',
  'site.redirect.body': 'This page has moved to {link}.',
  'site.meta.page': 'Page {page}',
  'site.announcement': 'Announcement',
} as const;

/** A key of this site's own strings. */
export type OwnMessageKey = keyof typeof OWN_MESSAGES_EN;

export const OWN_MESSAGES_ZH: Record<OwnMessageKey, string> = {
  'site.details': '详细信息',
  'site.readMoreLabel': '{readMore}：{title}',
  'site.live.editable': '{label}：可编辑的示例代码',
  'site.diagramError': '图表无法绘制：{message}',
  'site.zoomImage': '放大图片',
  'site.zoomImageAlt': '放大图片：{alt}',
  'site.pagesSection': '页面',
  'site.author.email': '邮箱',
  'site.author.socials': '{name}的社交账号',
  'site.baseUrl.title': '站点没有正确加载：base path（baseUrl）设置可能有误。',
  'site.baseUrl.detail':
    '当前配置的 baseUrl 是 {configured}，而页面位于 {path}。建议把 baseUrl 改为 {suggested}（config/site.ts），或把站点部署到 {configured} 下。',
  'site.loadError.chunk': '页面的脚本或数据没有加载成功，可能是网络暂时中断了。',
  'site.loadError.other': '页面出错了。',
  'site.loadError.check': '请检查网络连接后重试。',
  'site.blog.title': '博客',
  'site.blog.recentPosts': '最近的文章',
  'site.footerNavLabel': '页脚导航',
  'site.footer.docs': '文档',
  'site.footer.more': '更多',
  'site.repoLink': '{label} 仓库',
  'site.search.resultsLabel': '搜索结果',
  'site.task.done': '已完成',
  'site.task.open': '未完成',
  'site.sidebar.toggleCategory': '展开或折叠「{label}」',
  'site.code.copyFailed': '复制失败',
  'site.code.text': '文本',
  'site.blog.pageOf': '第 {page} / {total} 页',
  'site.home.start': '开始阅读 →',
  'site.home.browse': '浏览{label}',
  'site.home.sectionsLabel': '栏目',
  'site.admonition.success': '成功',
  'site.admonition.important': '重要',
  'site.admonition.secondary': '备注',
  'site.redirect.title': '页面已移动',
  'site.redirect.body': '页面已移动到 {link}。',
  'site.meta.page': '第 {page} 页',
  'site.announcement': '公告',
};

/**
 * The written form of a Chinese locale (`zh-TW` and `zh-Hant` are Traditional, `zh`, `zh-CN`, `zh-Hans`
 * Simplified), as `Intl.Locale` fills in its script and region; `undefined` for another language.
 */
function chineseVariant(locale: string): { traditional: boolean; region: string | undefined } | undefined {
  try {
    const max = new Intl.Locale(locale).maximize();
    return max.language === 'zh' ? { traditional: max.script === 'Hant', region: max.region } : undefined;
  } catch {
    return /^zh(?:-|$)/i.test(locale) ? { traditional: false, region: undefined } : undefined;
  }
}

const converted = new Map<string, Record<OwnMessageKey, string>>();

/**
 * The Simplified strings in Traditional characters: OpenCC's `twp` (Taiwan's characters and words: 搜尋,
 * 載入) where Docusaurus's `zh-Hant` reads the same way, its `hk` (Hong Kong's characters) for `zh-HK` and
 * `zh-MO`. The package (a 1 MB dictionary) is loaded at the first Traditional locale only, from the project
 * root as the site's other build-time packages are (lib/content/frontmatter.ts).
 */
function traditionalMessages(to: 'twp' | 'hk'): Record<OwnMessageKey, string> {
  let messages = converted.get(to);
  if (!messages) {
    const opencc = createRequire(path.resolve('package.json'))('opencc-js/cn2t') as typeof OpenCC;
    const convert = opencc.Converter({ from: 'cn', to });
    messages = Object.fromEntries(Object.entries(OWN_MESSAGES_ZH).map(([key, message]) => [key, convert(message)])) as Record<
      OwnMessageKey,
      string
    >;
    converted.set(to, messages);
  }
  return messages;
}

/** This site's own strings in `locale`: Chinese in its written form, English for every other language. */
export function ownMessagesOf(locale: string): Readonly<Record<OwnMessageKey, string>> {
  const chinese = chineseVariant(locale);
  if (!chinese) return OWN_MESSAGES_EN;
  if (!chinese.traditional) return OWN_MESSAGES_ZH;
  return traditionalMessages(chinese.region === 'HK' || chinese.region === 'MO' ? 'hk' : 'twp');
}
