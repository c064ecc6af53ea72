/**
 * The site configuration: the single source of truth for titles, URLs, the navbar, the footer, the doc
 * sections and the blogs. This file holds this project's own site; a content folder with a
 * `site.config.json` (written by `npm run import`) describes its own site instead, validated by the same
 * schema (config/schema.ts). Server-side only: it reads files (client components get values as props).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node } from 'yaml';
import { displayPath } from '../lib/display-path.mjs';
import { localeTranslationFile } from '../lib/i18n/translation-file';
import { parseSiteConfig, siteSchema, type SiteConfig, type SiteConfigInput } from './schema';
import {
  blogTranslationFile,
  docsTranslationFile,
  expandBlogSections,
  expandDocSections,
  expandPageSections,
  localeVariants,
  type BlogSection,
  type DocSection,
  type DocVersion,
  type PageSection,
  type SiteLocaleVariant,
} from './variants';

export type { CheckSeverity, SiteConfig } from './schema';
export type { BlogSection, DocSection, DocVersion, PageSection, SiteLocaleVariant } from './variants';
/** A doc section in one locale and version (what the rest of the site calls a section). */
export type DocSectionConfig = DocSection;
/** A blog in one locale. */
export type BlogConfig = BlogSection;

/** The name of a content folder's own site configuration. */
export const SITE_CONFIG_FILE = 'site.config.json';

/** This project's own site. */
export const defaultSiteConfig: SiteConfigInput = {
  title: 'MyBlog',
  tagline: '业精于勤，行成于思',
  url: 'https://lin-frontend.github.io',
  baseUrl: '/myblog/',
  favicon: 'img/favicon.svg',
  image: 'img/social-card.png',
  organizationName: 'lin-frontend',
  projectName: 'myblog',
  editUrl: 'https://github.com/lin-frontend/myblog/edit/main/content/',
  // Every page is a folder (`docs/intro/index.html`) and every link ends with a slash.
  trailingSlash: true,
  // The site this one replaces was built with Docusaurus 2.0.0-beta.9: its URLs (`…/index`) are kept.
  docusaurusVersion: '2.0.0-beta.9',
  author: '林舟',
  description: 'MyBlog：写给前端工程师的中文技术手册与博客——JavaScript、框架、CSS、构建工具、算法与读书笔记。',
  home: {
    lead: '一本写给前端工程师的中文手册与博客：JavaScript、框架、CSS、构建工具、算法与读书笔记。',
    features: [
      {
        label: 'JavaScript 基础',
        docsId: 'default',
        description:
          '从回调、Promise 到 async/await，把事件循环、宏任务与微任务的执行顺序讲透；再深入对象属性描述符、原型链与 Proxy 响应式。',
      },
      {
        label: 'JS 框架',
        docsId: 'js-docs',
        description:
          'React 的渲染与 Hooks、React Router 7 的数据路由，Vue 3 基于 Proxy 的响应式，Svelte 5 的编译器与 runes——比较它们各自的取舍。',
      },
      {
        label: 'CSS',
        docsId: 'css-docs',
        description:
          '层叠、优先级与盒模型，Flex、Grid 与容器查询布局，用自定义属性搭建设计令牌与深浅主题，以及 Less 与 UnoCSS 的工程化实践。',
      },
      {
        label: '构建工具',
        docsId: 'build-tools',
        description:
          'Webpack 的 loader 与 tapable 插件体系、Rollup 的 Tree Shaking、Vite 的原生 ESM 开发服务器——弄清模块图是怎样变成产物的。',
      },
      {
        label: '算法与数据结构',
        docsId: 'data-structure',
        description:
          '复杂度分析，数组、链表、栈、队列、哈希表、树、堆与图的 JavaScript 实现，以及它们在虚拟 DOM、撤销栈和 LRU 缓存中的用法。',
      },
      {
        label: '阅读',
        docsId: 'reading',
        description: '《你不知道的 JavaScript》与《重构》的读书笔记：逐章摘要、示例代码与可以直接用在项目里的结论。',
      },
      {
        label: '博客',
        blogId: 'default',
        description: '性能监控、移动端调试、Node.js 排错、动画性能与开发环境配置——来自日常项目的实践记录。',
      },
    ],
  },
  navbar: {
    title: 'MyBlog',
    // 28 px high rather than the navbar's 2rem: the mark's size in the bar since the site's first design.
    logo: { src: 'img/favicon.svg', alt: '', style: { height: 28 } },
    items: [
      { label: 'JavaScript 基础', docsId: 'default' },
      { label: 'JS 框架', docsId: 'js-docs' },
      { label: 'CSS', docsId: 'css-docs' },
      { label: '构建工具', docsId: 'build-tools' },
      { label: '算法与数据结构', docsId: 'data-structure' },
      { label: '阅读', docsId: 'reading' },
      { label: '博客', blogId: 'default' },
      // The search button first on the right (without this item it would end the bar, after the colour-mode switch).
      { type: 'search', position: 'right' },
      { label: 'GitHub', href: 'https://github.com/lin-frontend/myblog', position: 'right', className: 'header-github-link' },
    ],
  },
  footer: {
    copyright: 'Copyright © 2025 MyBlog. Built with Next.js.',
    links: [
      { title: '文档', navbarDocs: true },
      {
        title: '博客',
        items: [
          { label: '归档', to: '/blog/archive' },
          { label: '标签', to: '/blog/tags' },
        ],
      },
      {
        title: '更多',
        items: [
          { label: '关于作者', to: '/personal_brand' },
          { label: 'GitHub', href: 'https://github.com/lin-frontend/myblog' },
        ],
      },
    ],
  },
  docs: [
    {
      id: 'default',
      folder: 'docs',
      routeBasePath: '/docs',
      sidebarId: 'tutorialSidebar',
      navbarDocId: 'intro',
      // The section's one version ("版本：Next") beside the breadcrumbs, the reader's choice kept (SPEC: doc versions).
      pageVersionMenu: true,
    },
    {
      id: 'js-docs',
      folder: 'js-docs',
      routeBasePath: '/js-docs',
      sidebarId: 'jsSidebar',
      navbarDocId: 'index',
      pageVersionMenu: true,
    },
    {
      id: 'css-docs',
      folder: 'css-docs',
      routeBasePath: '/css-docs',
      sidebarId: 'cssSidebar',
      navbarDocId: 'index',
      pageVersionMenu: true,
    },
    {
      id: 'build-tools',
      folder: 'build-tools',
      routeBasePath: '/build-tools',
      sidebarId: 'buildToolsSidebar',
      navbarDocId: 'webpack/index',
      pageVersionMenu: true,
    },
    {
      id: 'data-structure',
      folder: 'data-structure',
      routeBasePath: '/data-structure',
      sidebarId: 'dataStructureSidebar',
      navbarDocId: 'index',
      pageVersionMenu: true,
    },
    {
      id: 'reading',
      folder: 'reading',
      routeBasePath: '/reading',
      sidebarId: 'readingSidebar',
      navbarDocId: 'index',
      pageVersionMenu: true,
    },
  ],
  blogs: [
    {
      id: 'default',
      folder: 'blog',
      routeBasePath: '/blog',
      title: '博客',
      description: '前端开发、性能、调试与工具的博客文章。',
      feedTitle: 'MyBlog 博客',
      feedDescription: '前端开发、性能、调试与工具的博客文章。',
      // This site's own rule, made for Chinese prose: Han characters at 350 a minute, other words at 200, code left out.
      readingTime: { rule: 'cjk' },
    },
  ],
  i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'] },
  // The original Svelte folder had a trailing space in its name.
  redirects: [{ from: '/js-docs/svelte /index', to: '/js-docs/svelte/index' }],
  // Diagrams, package-manager tabs and live examples for the articles that use them; a page without them loads nothing for them.
  markdown: { format: 'detect', math: false, mermaid: true, npm2yarn: { sync: true }, liveCodeBlock: true },
};

/** The line of a field path in a JSON/YAML text, for error messages. */
function lineOfPath(text: string, fieldPath: (string | number)[]): number | undefined {
  const counter = new LineCounter();
  let node: Node | null | undefined = parseDocument(text, { lineCounter: counter }).contents as Node | null;
  let line: number | undefined;
  for (const key of fieldPath) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
      if (!pair) break;
      const range = (pair.key as Node).range;
      if (range) line = counter.linePos(range[0]).line;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key] as Node | null;
      if (node?.range) line = counter.linePos(node.range[0]).line;
    } else break;
  }
  return line;
}

/** Reads and validates `<contentDir>/site.config.json`; errors name the file, line and field. */
export function readSiteConfigFile(file: string): SiteConfig {
  const text = fs.readFileSync(file, 'utf8');
  const display = displayPath(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${display}: invalid JSON: ${(error as Error).message}`);
  }
  const result = siteSchema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const line = lineOfPath(text, issue.path as (string | number)[]);
    return `  ${display}${line ? `:${line}` : ''}: field "${issue.path.map(String).join('.')}": ${issue.message}`;
  });
  throw new Error(`Invalid site config:\n${lines.join('\n')}`);
}

const contentConfigFile = path.resolve(process.env.CONTENT_DIR ?? 'content', SITE_CONFIG_FILE);

/** Where the site being built is configured: the content folder's `site.config.json`, else this file. */
export const siteConfigSource = fs.existsSync(contentConfigFile) ? contentConfigFile : 'config/site.ts';

/** The site being built. */
export const siteConfig: SiteConfig = fs.existsSync(contentConfigFile)
  ? readSiteConfigFile(contentConfigFile)
  : parseSiteConfig(defaultSiteConfig, siteConfigSource);

/** The locales, the default first. */
export const siteLocales: SiteLocaleVariant[] = localeVariants(siteConfig);

/** A locale of the site by name (undefined when the site has no such locale). */
export const siteLocaleNamed = (locale: string): SiteLocaleVariant | undefined => siteLocales.find((l) => l.locale === locale);

/** A locale's translation file of a plugin instance (`docusaurus-plugin-content-blog/options.json`…), key → message. */
const pluginTranslations = (locale: string, file: string): Record<string, string> =>
  localeTranslationFile(siteLocaleNamed(locale)!.folder, file);

/**
 * The doc sections in every locale and version (config/variants.ts), the default locale's last versions first; a
 * version's label translated by its locale's `<current|version-X>.json` (`version.label`), as Docusaurus does.
 */
export const docSections: DocSection[] = expandDocSections(siteConfig).map((section) => {
  const translate = (version: DocVersion): DocVersion => {
    const label = pluginTranslations(section.locale, docsTranslationFile(section.pluginId, version.name))['version.label'];
    return label === undefined ? version : { ...version, label };
  };
  return { ...section, version: translate(section.version), allVersions: section.allVersions.map(translate) };
});

/** The blogs in every locale, the default locale's first; title, description and sidebar title from its options.json. */
export const blogSections: BlogSection[] = expandBlogSections(siteConfig).map((blog) => {
  const messages = pluginTranslations(blog.locale, blogTranslationFile(blog.pluginId));
  return {
    ...blog,
    title: messages.title ?? blog.title,
    description: messages.description ?? blog.description,
    sidebarTitle: messages['sidebar.title'] ?? blog.sidebarTitle,
  };
});

/** The standalone pages in every locale, the default locale's first. */
export const pageSections: PageSection[] = expandPageSections(siteConfig);

/** Id of a doc section. */
export type DocSectionId = string;

/** Id of a blog. */
export type BlogId = string;

/** The repository on GitHub, built from the organization and project names. */
export const githubRepoUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`;
