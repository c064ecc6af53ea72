import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { normalizeSidebars, readDocusaurusSite, type DocsInstance } from './docusaurus-config';

const tempDirs: string[] = [];
after(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes a site into a fresh temporary directory and returns its path. */
function makeSite(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-config-')));
  tempDirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
}

const GLOB_EXCLUDE_DEFAULT = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
const TRUNCATE = String.raw`<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}`;
const FASTER_FLAGS = [
  'swcJsLoader',
  'swcJsMinimizer',
  'swcHtmlMinimizer',
  'lightningCssMinimizer',
  'mdxCrossCompilerCache',
  'rspackBundler',
  'rspackPersistentCache',
  'ssgWorkerThreads',
  'gitEagerVcs',
];
const allFlags = (names: string[], value: boolean) => Object.fromEntries(names.map((name) => [name, value]));

/** Every field of a docs instance with Docusaurus's defaults, for `{...docsDefaults(site), ...overrides}`. */
function docsDefaults(siteDir: string): Omit<DocsInstance, 'source' | 'sidebars' | 'rawSidebars'> {
  return {
    id: 'default',
    path: 'docs',
    contentDir: path.join(siteDir, 'docs'),
    routeBasePath: '/docs',
    tagsBasePath: 'tags',
    editCurrentVersion: false,
    editLocalizedFiles: false,
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
    numberPrefixParser: true,
    remarkPlugins: [],
    rehypePlugins: [],
    beforeDefaultRemarkPlugins: [],
    beforeDefaultRehypePlugins: [],
    admonitions: true,
    breadcrumbs: true,
    sidebarCollapsible: true,
    sidebarCollapsed: true,
    customSidebarItemsGenerator: false,
    include: ['**/*.{md,mdx}'],
    exclude: GLOB_EXCLUDE_DEFAULT,
    onInlineTags: 'warn',
    versions: {},
    includeCurrentVersion: true,
    disableVersioning: false,
    versionNames: [],
    versionedSidebars: {},
    notes: [],
  };
}

// (a) Docusaurus 2 beta, classic preset, CommonJS, five extra docs instances.
const EXTRA_DOCS = ['react', 'vue', 'node', 'browser', 'network'];
const SITE_A: Record<string, string> = {
  'docusaurus.config.js': `// @ts-check
const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/dracula');

/** @type {import('@docusaurus/types').DocusaurusConfig} */
module.exports = {
  title: 'Front-end Handbook',
  tagline: 'Notes on the web platform',
  url: 'https://example.github.io/',
  baseUrl: '/handbook',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'ignore',
  favicon: 'img/favicon.ico',
  organizationName: 'example',
  projectName: 'handbook',
  trailingSlash: false,
  presets: [
    [
      '@docusaurus/preset-classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: require.resolve('./sidebars.js'),
          editUrl: 'https://github.com/example/handbook/edit/main/',
          showLastUpdateTime: true,
        },
        blog: {
          showReadingTime: false,
          postsPerPage: 'ALL',
          blogSidebarCount: 0,
          feedOptions: { type: 'all', copyright: 'Copyright Example' },
          editUrl: 'https://github.com/example/handbook/edit/main/blog/',
        },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      }),
    ],
  ],
  plugins: [
${EXTRA_DOCS.map(
  (id) => `    [
      '@docusaurus/plugin-content-docs',
      {
        id: '${id}',
        path: '${id}',
        routeBasePath: '${id}',
        sidebarPath: require.resolve('./sidebarsReact.js'),
      },
    ],`,
).join('\n')}
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Handbook',
        logo: { alt: 'Handbook logo', src: 'img/logo.svg' },
        items: [
          { type: 'doc', docId: 'intro', position: 'left', label: 'Tutorial' },
          { to: '/blog', label: 'Blog', position: 'left' },
          { href: 'https://github.com/example/handbook', label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          { title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] },
          { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/example/handbook' }] },
        ],
        copyright: \`Copyright © \${2021} Example\`,
      },
      prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme },
    }),
};
`,
  'sidebars.js': `module.exports = { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n`,
  'sidebarsReact.js': `module.exports = { reactSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n`,
  'src/css/custom.css': ':root {}\n',
  'react_versions.json': JSON.stringify(['17.x', '16.x']),
  'react_versioned_docs/version-17.x/intro.md': '# Intro\n',
  'react_versioned_docs/version-16.x/intro.md': '# Intro\n',
  'package.json': JSON.stringify({
    name: 'handbook',
    dependencies: {
      '@docusaurus/core': '^2.0.0-beta.9',
      '@docusaurus/preset-classic': '^2.0.0-beta.9',
      'prism-react-renderer': '^1.2.1',
    },
    devDependencies: { typescript: '^4.3.5' },
  }),
  'package-lock.json': JSON.stringify({
    lockfileVersion: 2,
    packages: {
      '': { name: 'handbook' },
      'node_modules/@docusaurus/core': { version: '2.0.0-beta.21' },
    },
  }),
};

describe('readDocusaurusSite', () => {
  test('(a) Docusaurus 2 beta: module.exports, prism theme requires, preset-classic, five more docs instances', async () => {
    const dir = makeSite(SITE_A);
    const site = await readDocusaurusSite(dir);

    assert.equal(site.siteDir, dir);
    assert.equal(site.configPath, path.join(dir, 'docusaurus.config.js'));
    assert.equal(site.title, 'Front-end Handbook');
    assert.equal(site.tagline, 'Notes on the web platform');
    assert.equal(site.url, 'https://example.github.io');
    assert.equal(site.baseUrl, '/handbook/');
    assert.equal(site.favicon, 'img/favicon.ico');
    assert.equal(site.organizationName, 'example');
    assert.equal(site.projectName, 'handbook');
    assert.equal(site.deploymentBranch, undefined);
    assert.equal(site.trailingSlash, false);
    assert.equal(site.noIndex, false);
    assert.equal(site.titleDelimiter, '|');
    assert.equal(site.onBrokenLinks, 'warn');
    assert.equal(site.onBrokenMarkdownLinks, 'ignore');
    assert.equal(site.onBrokenAnchors, 'warn');
    assert.equal(site.onDuplicateRoutes, 'warn');
    assert.deepEqual(site.markdown, {
      format: 'mdx',
      mermaid: false,
      emoji: true,
      mdx1Compat: { comments: undefined, admonitions: undefined, headingIds: undefined },
      anchors: { maintainCase: false },
      hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'throw' },
      hasPreprocessor: false,
      hasParseFrontMatter: false,
    });
    assert.deepEqual(site.future, {
      v4: {
        removeLegacyPostBuildHeadAttribute: false,
        useCssCascadeLayers: false,
        siteStorageNamespacing: false,
        fasterByDefault: false,
        mdx1CompatDisabledByDefault: false,
      },
      experimental_faster: allFlags(FASTER_FLAGS, false),
      experimental_storage: { type: 'localStorage', namespace: false },
      experimental_router: 'browser',
    });
    assert.deepEqual(site.i18n, { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} });
    assert.deepEqual(site.customFields, {});
    assert.deepEqual(site.staticDirectories, ['static']);

    assert.deepEqual(site.themeConfig, {
      navbar: {
        title: 'Handbook',
        logo: { alt: 'Handbook logo', src: 'img/logo.svg' },
        hideOnScroll: false,
        items: [
          { type: 'doc', docId: 'intro', position: 'left', label: 'Tutorial' },
          { type: 'link', to: '/blog', label: 'Blog', position: 'left' },
          { type: 'link', href: 'https://github.com/example/handbook', label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        linksStyle: 'multi-column',
        links: [
          { title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] },
          { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/example/handbook' }] },
        ],
        copyright: 'Copyright © 2021 Example',
      },
      prism: { theme: 'github', darkTheme: 'dracula', additionalLanguages: [] },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      mermaid: { theme: { light: 'default', dark: 'dark' }, options: {} },
      liveCodeBlock: { playgroundPosition: 'bottom' },
      metadata: [],
      autoCollapseCategories: false,
      hideableSidebar: false,
      otherKeys: [],
    });

    assert.equal(site.docs.length, 6);
    const autogenerated = (name: string) => ({ [name]: [{ type: 'autogenerated', dirName: '.' }] });
    assert.deepEqual(site.docs[0], {
      ...docsDefaults(dir),
      source: { kind: 'preset', name: '@docusaurus/preset-classic' },
      sidebarPath: path.join(dir, 'sidebars.js'),
      sidebars: autogenerated('tutorialSidebar'),
      rawSidebars: autogenerated('tutorialSidebar'),
      editUrl: 'https://github.com/example/handbook/edit/main/',
      showLastUpdateTime: true,
    });
    for (const [index, id] of EXTRA_DOCS.entries()) {
      assert.deepEqual(site.docs[index + 1], {
        ...docsDefaults(dir),
        id,
        path: id,
        contentDir: path.join(dir, id),
        routeBasePath: `/${id}`,
        source: { kind: 'plugin', name: '@docusaurus/plugin-content-docs' },
        sidebarPath: path.join(dir, 'sidebarsReact.js'),
        sidebars: autogenerated('reactSidebar'),
        rawSidebars: autogenerated('reactSidebar'),
        versionNames: id === 'react' ? ['17.x', '16.x'] : [],
        // No react_versioned_sidebars/ files: no sidebar for those versions, as Docusaurus reads them.
        versionedSidebars: id === 'react' ? { '17.x': {}, '16.x': {} } : {},
      });
    }

    assert.deepEqual(site.blogs, [
      {
        id: 'default',
        source: { kind: 'preset', name: '@docusaurus/preset-classic' },
        path: 'blog',
        contentDir: path.join(dir, 'blog'),
        routeBasePath: '/blog',
        tagsBasePath: 'tags',
        archiveBasePath: 'archive',
        pageBasePath: 'page',
        blogTitle: 'Blog',
        blogDescription: 'Blog',
        postsPerPage: 'ALL',
        blogSidebarCount: 0,
        blogSidebarTitle: 'Recent posts',
        showReadingTime: false,
        feedOptions: {
          type: ['rss', 'atom', 'json'],
          copyright: 'Copyright Example',
          limit: 20,
          xslt: { rss: null, atom: null },
        },
        authorsMapPath: 'authors.yml',
        remarkPlugins: [],
        rehypePlugins: [],
        beforeDefaultRemarkPlugins: [],
        beforeDefaultRehypePlugins: [],
        editUrl: 'https://github.com/example/handbook/edit/main/blog/',
        editLocalizedFiles: false,
        include: ['**/*.{md,mdx}'],
        exclude: GLOB_EXCLUDE_DEFAULT,
        sortPosts: 'descending',
        showLastUpdateTime: false,
        showLastUpdateAuthor: false,
        onInlineTags: 'warn',
        truncateMarker: TRUNCATE,
        notes: [],
      },
    ]);
    assert.deepEqual(site.pages, [
      {
        id: 'default',
        source: { kind: 'preset', name: '@docusaurus/preset-classic' },
        path: 'src/pages',
        contentDir: path.join(dir, 'src/pages'),
        routeBasePath: '/',
        include: ['**/*.{js,jsx,ts,tsx,md,mdx}'],
        exclude: GLOB_EXCLUDE_DEFAULT,
        remarkPlugins: [],
        rehypePlugins: [],
        mdxPageComponent: '@theme/MDXPage',
      },
    ]);
    assert.deepEqual(site.otherPlugins, [
      {
        kind: 'theme',
        name: '@docusaurus/theme-classic',
        options: { customCss: path.join(dir, 'src/css/custom.css') },
        note: 'from preset-classic options',
      },
    ]);
    assert.deepEqual(site.packageJson, {
      path: path.join(dir, 'package.json'),
      name: 'handbook',
      dependencies: {
        '@docusaurus/core': '^2.0.0-beta.9',
        '@docusaurus/preset-classic': '^2.0.0-beta.9',
        'prism-react-renderer': '^1.2.1',
      },
      devDependencies: { typescript: '^4.3.5' },
      docusaurusCore: { declared: '^2.0.0-beta.9', resolved: '2.0.0-beta.21', lockfile: path.join(dir, 'package-lock.json') },
      docusaurusMajor: 2,
    });
    assert.deepEqual(site.stubbedModules, ['prism-react-renderer']);
    assert.deepEqual(site.warnings, []);
  });

  test('(b) Docusaurus 3 TypeScript config: export default, prism themes import, blog: false, local blog wrapper, future flags', async () => {
    const dir = makeSite({
      'docusaurus.config.ts': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import * as prism from 'prism-react-renderer';

const __dirname = path.dirname(fileURLToPath(import.meta.url));

const config: Config = {
  title: 'Dinosaur Notes',
  tagline: 'Dinosaurs are cool',
  favicon: 'img/favicon.ico',
  future: {
    v4: { removeLegacyPostBuildHeadAttribute: true },
    experimental_faster: true,
  },
  url: 'https://notes.example.com',
  baseUrl: '',
  organizationName: 'dino',
  projectName: 'notes',
  deploymentBranch: 'gh-pages',
  noIndex: true,
  titleDelimiter: '·',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'ignore',
  onDuplicateRoutes: 'throw',
  staticDirectories: ['public', 'static'],
  markdown: {
    format: 'mdx',
    mermaid: true,
    emoji: false,
    mdx1Compat: { comments: false },
    anchors: { maintainCase: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: ({ url }) => url },
    preprocessor: ({ fileContent }) => fileContent,
  },
  i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en'], path: 'translations', localeConfigs: { en: { label: 'English' } } },
  customFields: { repo: 'dino/notes', nested: { answer: 42 } },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: path.join(__dirname, 'sidebars.ts'),
          editUrl: ({ docPath }) => \`https://github.com/dino/notes/edit/main/docs/\${docPath}\`,
          numberPrefixParser: false,
          breadcrumbs: false,
          sidebarCollapsible: false,
          exclude: ['**/drafts/**'],
          include: ['**/*.md'],
          tags: 'tags.yml',
          tagsBasePath: 'labels',
          onInlineTags: 'throw',
          lastVersion: 'current',
          onlyIncludeVersions: ['current', '1.0'],
          versions: { current: { label: 'Next' } },
          admonitions: { keywords: ['note'] },
          editCurrentVersion: true,
          editLocalizedFiles: true,
          showLastUpdateAuthor: true,
          includeCurrentVersion: false,
          disableVersioning: true,
          async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
            return defaultSidebarItemsGenerator(args);
          },
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        gtag: { trackingID: 'G-DINO' },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      './src/plugin/plugin-content-blog',
      {
        path: 'posts',
        routeBasePath: 'writing/',
        editUrl: 'https://github.com/dino/notes/edit/main/',
        blogTitle: 'Field notes',
        blogDescription: 'What we dug up',
        blogSidebarTitle: '全部博文',
        blogSidebarCount: 'ALL',
        postsPerPage: 12,
        authorsMapPath: 'authors.yaml',
        archiveBasePath: null,
        tagsBasePath: 'topics',
        pageBasePath: 'p',
        include: ['**/*.md'],
        exclude: ['**/_*'],
        showReadingTime: false,
        sortPosts: 'ascending',
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        tags: false,
        onInlineTags: 'ignore',
        truncateMarker: /<!-- more -->/,
        editLocalizedFiles: true,
        feedOptions: { type: ['rss'], title: 'Field notes', description: 'Feed', language: 'zh', limit: false },
      },
    ],
    'docusaurus-plugin-image-zoom',
    ['@docusaurus/plugin-ideal-image', { quality: 70, max: 1030 }],
    async function tailwindPlugin() {
      return { name: 'tailwind-plugin', configurePostCss: (options: unknown) => options };
    },
  ],
  themeConfig: {
    image: 'img/social-card.jpg',
    mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { flowchart: { curve: 'linear' } } },
    liveCodeBlock: { playgroundPosition: 'top' },
    algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'notes' },
    announcementBar: { id: 'hi', content: 'Hi' },
    navbar: {
      title: 'Notes',
      hideOnScroll: true,
      style: 'dark',
      logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/', width: 32, height: '32' },
      items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', docsPluginId: 'default', label: 'Tutorial' },
        { href: 'https://github.com/dino/notes', html: '<i>GitHub</i>', position: 'right' },
        {
          label: 'More',
          position: 'right',
          items: [
            { label: 'Archive', to: '/writing/archive', activeBasePath: '/writing' },
            { type: 'doc', docId: 'faq', label: 'FAQ', className: 'faq' },
          ],
        },
        { type: 'html', position: 'right', value: '<b>beta</b>' },
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: {
      links: [
        { label: 'GitHub', href: 'https://github.com/dino/notes' },
        { label: 'About', to: '/about' },
        { html: '<a href="/rss.xml">RSS</a>' },
      ],
      copyright: 'Dino',
      logo: { alt: 'Footer logo', src: 'img/footer.svg' },
    },
    prism: { theme: prismThemes.github, darkTheme: prism.themes.dracula, additionalLanguages: ['bash', 'json'], defaultLanguage: 'js' },
    tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 5 },
    colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
  } satisfies Preset.ThemeConfig,
};

export default config;
`,
      'versions.json': JSON.stringify(['1.0', '0.9']),
      'sidebars.ts': `import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  tutorialSidebar: ['intro', { type: 'category', label: 'Tutorial', items: ['tutorial/create-a-page'] }],
};

export default sidebars;
`,
      'src/plugin/plugin-content-blog.ts': `import type { LoadContext, Plugin } from '@docusaurus/types';
import blogPlugin, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions, BlogContent } from '@docusaurus/plugin-content-blog';

export { validateOptions };

export default async function blogPluginExtended(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const instance = await blogPlugin(context, options);
  return { ...instance, name: 'blog-extended' };
}
`,
      'package.json': JSON.stringify({
        dependencies: { '@docusaurus/core': '^3.8.1', 'docusaurus-plugin-image-zoom': '^3.0.1' },
      }),
      'pnpm-lock.yaml': `lockfileVersion: '9.0'

importers:

  .:
    dependencies:
      '@docusaurus/core':
        specifier: ^3.8.1
        version: 3.8.1(@mdx-js/react@3.1.0(@types/react@19.1.8)(react@19.1.0))(react-dom@19.1.0(react@19.1.0))(react@19.1.0)
      docusaurus-plugin-image-zoom:
        specifier: ^3.0.1
        version: 3.0.1
`,
    });
    const site = await readDocusaurusSite(dir);

    assert.equal(site.configPath, path.join(dir, 'docusaurus.config.ts'));
    assert.equal(site.title, 'Dinosaur Notes');
    assert.equal(site.baseUrl, '/');
    assert.equal(site.deploymentBranch, 'gh-pages');
    assert.equal(site.trailingSlash, undefined);
    assert.equal(site.noIndex, true);
    assert.equal(site.titleDelimiter, '·');
    assert.equal(site.onBrokenLinks, 'throw');
    assert.equal(site.onBrokenMarkdownLinks, 'throw');
    assert.equal(site.onBrokenAnchors, 'ignore');
    assert.equal(site.onDuplicateRoutes, 'throw');
    assert.deepEqual(site.staticDirectories, ['public', 'static']);
    assert.deepEqual(site.markdown, {
      format: 'mdx',
      mermaid: true,
      emoji: false,
      mdx1Compat: { comments: false, admonitions: undefined, headingIds: undefined },
      anchors: { maintainCase: true },
      hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'function' },
      hasPreprocessor: true,
      hasParseFrontMatter: false,
    });
    assert.deepEqual(site.future, {
      v4: {
        removeLegacyPostBuildHeadAttribute: true,
        useCssCascadeLayers: false,
        siteStorageNamespacing: false,
        fasterByDefault: false,
        mdx1CompatDisabledByDefault: false,
      },
      experimental_faster: allFlags(FASTER_FLAGS, true),
      experimental_storage: { type: 'localStorage', namespace: false },
      experimental_router: 'browser',
    });
    assert.deepEqual(site.i18n, {
      defaultLocale: 'zh-Hans',
      locales: ['zh-Hans', 'en'],
      path: 'translations',
      localeConfigs: { en: { label: 'English' } },
    });
    assert.deepEqual(site.customFields, { repo: 'dino/notes', nested: { answer: 42 } });

    assert.deepEqual(site.themeConfig, {
      navbar: {
        title: 'Notes',
        logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/', width: 32, height: '32' },
        style: 'dark',
        hideOnScroll: true,
        items: [
          { type: 'docSidebar', sidebarId: 'tutorialSidebar', docsPluginId: 'default', position: 'left', label: 'Tutorial' },
          { type: 'link', href: 'https://github.com/dino/notes', html: '<i>GitHub</i>', position: 'right' },
          {
            type: 'dropdown',
            label: 'More',
            position: 'right',
            items: [
              { type: 'link', label: 'Archive', to: '/writing/archive', activeBasePath: '/writing' },
              { type: 'doc', docId: 'faq', label: 'FAQ', className: 'faq' },
            ],
          },
          { type: 'html', position: 'right', value: '<b>beta</b>' },
          { type: 'search', position: 'right' },
          { type: 'localeDropdown', position: 'right' },
        ],
      },
      footer: {
        style: 'light',
        linksStyle: 'simple',
        links: [
          {
            items: [
              { label: 'GitHub', href: 'https://github.com/dino/notes' },
              { label: 'About', to: '/about' },
              { html: '<a href="/rss.xml">RSS</a>' },
            ],
          },
        ],
        copyright: 'Dino',
        logo: { alt: 'Footer logo', src: 'img/footer.svg' },
      },
      prism: { theme: 'github', darkTheme: 'dracula', additionalLanguages: ['bash', 'json'], defaultLanguage: 'js' },
      tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 5 },
      colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
      image: 'img/social-card.jpg',
      mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { flowchart: { curve: 'linear' } } },
      liveCodeBlock: { playgroundPosition: 'top' },
      // theme-classic's defaults for what the config leaves out.
      announcementBar: { id: 'hi', content: 'Hi', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
      metadata: [],
      autoCollapseCategories: false,
      hideableSidebar: false,
      otherKeys: ['algolia'],
    });

    const tutorialSidebar = {
      tutorialSidebar: [
        { type: 'doc', id: 'intro' },
        { type: 'category', label: 'Tutorial', items: [{ type: 'doc', id: 'tutorial/create-a-page' }] },
      ],
    };
    assert.deepEqual(site.docs, [
      {
        ...docsDefaults(dir),
        source: { kind: 'preset', name: '@docusaurus/preset-classic' },
        sidebarPath: path.join(dir, 'sidebars.ts'),
        sidebars: tutorialSidebar,
        rawSidebars: {
          tutorialSidebar: ['intro', { type: 'category', label: 'Tutorial', items: ['tutorial/create-a-page'] }],
        },
        numberPrefixParser: false,
        breadcrumbs: false,
        sidebarCollapsible: false,
        sidebarCollapsed: false,
        exclude: ['**/drafts/**'],
        include: ['**/*.md'],
        tags: 'tags.yml',
        tagsBasePath: 'labels',
        onInlineTags: 'throw',
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '1.0'],
        versions: { current: { label: 'Next' } },
        admonitions: { keywords: ['note'] },
        editCurrentVersion: true,
        editLocalizedFiles: true,
        showLastUpdateAuthor: true,
        includeCurrentVersion: false,
        disableVersioning: true,
        customSidebarItemsGenerator: true,
        versionNames: ['1.0', '0.9'],
      },
    ]);

    const wrapperNote =
      'Local plugin ./src/plugin/plugin-content-blog is taken to wrap @docusaurus/plugin-content-blog (by its path); its own additions are not carried over';
    assert.deepEqual(site.blogs, [
      {
        id: 'default',
        source: {
          kind: 'local-wrapper',
          name: './src/plugin/plugin-content-blog',
          localPath: path.join(dir, 'src/plugin/plugin-content-blog.ts'),
        },
        path: 'posts',
        contentDir: path.join(dir, 'posts'),
        routeBasePath: '/writing',
        tagsBasePath: 'topics',
        archiveBasePath: null,
        pageBasePath: 'p',
        blogTitle: 'Field notes',
        blogDescription: 'What we dug up',
        postsPerPage: 12,
        blogSidebarCount: 'ALL',
        blogSidebarTitle: '全部博文',
        showReadingTime: false,
        feedOptions: {
          type: ['rss'],
          title: 'Field notes',
          description: 'Feed',
          copyright: '',
          language: 'zh',
          limit: false,
          xslt: { rss: null, atom: null },
        },
        authorsMapPath: 'authors.yaml',
        remarkPlugins: [],
        rehypePlugins: [],
        beforeDefaultRemarkPlugins: [],
        beforeDefaultRehypePlugins: [],
        editUrl: 'https://github.com/dino/notes/edit/main/',
        editLocalizedFiles: true,
        include: ['**/*.md'],
        exclude: ['**/_*'],
        sortPosts: 'ascending',
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        tags: false,
        onInlineTags: 'ignore',
        truncateMarker: '<!-- more -->',
        notes: [wrapperNote],
      },
    ]);
    assert.equal(site.pages.length, 1);

    assert.deepEqual(site.otherPlugins, [
      {
        kind: 'theme',
        name: '@docusaurus/theme-classic',
        options: { customCss: './src/css/custom.css' },
        note: 'from preset-classic options',
      },
      {
        kind: 'theme',
        name: '@docusaurus/theme-search-algolia',
        options: {},
        note: 'added by preset-classic for themeConfig.algolia',
      },
      {
        kind: 'plugin',
        name: '@docusaurus/plugin-google-gtag',
        options: { trackingID: 'G-DINO' },
        note: 'from preset-classic options',
      },
      { kind: 'plugin', name: 'docusaurus-plugin-image-zoom', options: {} },
      { kind: 'plugin', name: '@docusaurus/plugin-ideal-image', options: { quality: 70, max: 1030 } },
      { kind: 'plugin', name: 'tailwind-plugin', options: {}, note: 'inline plugin function' },
      { kind: 'theme', name: '@docusaurus/theme-mermaid', options: {} },
    ]);
    assert.deepEqual(site.packageJson?.docusaurusCore, {
      declared: '^3.8.1',
      resolved: '3.8.1',
      lockfile: path.join(dir, 'pnpm-lock.yaml'),
    });
    assert.equal(site.packageJson?.docusaurusMajor, 3);
    assert.deepEqual(site.stubbedModules, ['@docusaurus/plugin-content-blog', 'prism-react-renderer']);
    // The function links every version's docs to docs/…: no one base and the file's path (a released version's is in
    // versioned_docs/), so it is not carried.
    assert.deepEqual(site.warnings, [
      'docs plugin "default": editUrl is a function whose links are not one base followed by the file\'s path ("https://github.com/dino/notes/edit/main/docs/<file>" for a file of versioned_docs/version-1.0); it is not carried over',
      wrapperNote,
    ]);
  });

  test('(c) docs at the site root with math plugins and a manual sidebar: Chinese labels, shorthands, generated indexes', async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: '前端手册',
  url: 'https://handbook.example.cn',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'handbook',
          routeBasePath: '/',
          sidebarPath: require.resolve('./sidebars.js'),
          remarkPlugins: [require('remark-math')],
          rehypePlugins: [[require('rehype-katex'), { strict: false }]],
          showLastUpdateAuthor: true,
        },
        blog: false,
        pages: { path: 'src/site-pages', routeBasePath: 'p', include: ['**/*.tsx'], exclude: [], remarkPlugins: [require('remark-math')] },
      },
    ],
  ],
};
`,
      'sidebars.js': `module.exports = {
  handbook: [
    'intro',
    {
      type: 'category',
      label: '基础',
      collapsed: false,
      link: { type: 'generated-index', title: '基础知识', description: '从这里开始', slug: '/basics', keywords: ['html', 'css'] },
      items: [
        'basics/html',
        { type: 'doc', id: 'basics/css', label: '层叠样式表', className: 'css' },
        { 进阶: ['basics/advanced/a', 'basics/advanced/b'] },
      ],
    },
    {
      type: 'category',
      label: '工具',
      collapsible: false,
      link: { type: 'doc', id: 'tools/index' },
      items: [{ type: 'autogenerated', dirName: 'tools' }],
    },
    { 框架: ['frameworks/react', { type: 'link', label: 'Vue 官网', href: 'https://vuejs.org' }] },
    { type: 'html', value: '<hr/>', defaultStyle: true },
    { type: 'ref', id: 'about', label: '关于' },
  ],
  legacy: { 入门: ['a', 'b'], 参考: ['c'] },
};
`,
    });
    const site = await readDocusaurusSite(dir);
    assert.equal(site.title, '前端手册');
    // Defaults of the site options this config leaves out.
    assert.equal(site.tagline, '');
    assert.equal(site.favicon, undefined);
    assert.equal(site.onBrokenLinks, 'throw');
    assert.equal(site.onBrokenMarkdownLinks, 'warn');
    assert.equal(site.markdown.hooks.onBrokenMarkdownLinks, 'warn');
    assert.equal(site.themeConfig.footer, undefined);
    assert.deepEqual(site.themeConfig.prism, { additionalLanguages: [] });
    assert.equal(site.packageJson, undefined);
    assert.equal(site.docs.length, 1);
    const docs = site.docs[0];
    assert.ok(docs);
    assert.equal(docs.path, 'handbook');
    assert.equal(docs.contentDir, path.join(dir, 'handbook'));
    assert.equal(docs.routeBasePath, '/');
    assert.equal(docs.showLastUpdateAuthor, true);
    assert.deepEqual(docs.remarkPlugins, ['remark-math']);
    assert.deepEqual(docs.rehypePlugins, ['rehype-katex']);
    assert.deepEqual(docs.sidebars, {
      handbook: [
        { type: 'doc', id: 'intro' },
        {
          type: 'category',
          label: '基础',
          collapsed: false,
          link: {
            type: 'generated-index',
            title: '基础知识',
            description: '从这里开始',
            slug: '/basics',
            keywords: ['html', 'css'],
          },
          items: [
            { type: 'doc', id: 'basics/html' },
            { type: 'doc', id: 'basics/css', label: '层叠样式表', className: 'css' },
            {
              type: 'category',
              label: '进阶',
              items: [
                { type: 'doc', id: 'basics/advanced/a' },
                { type: 'doc', id: 'basics/advanced/b' },
              ],
            },
          ],
        },
        {
          type: 'category',
          label: '工具',
          collapsible: false,
          link: { type: 'doc', id: 'tools/index' },
          items: [{ type: 'autogenerated', dirName: 'tools' }],
        },
        {
          type: 'category',
          label: '框架',
          items: [
            { type: 'doc', id: 'frameworks/react' },
            { type: 'link', label: 'Vue 官网', href: 'https://vuejs.org' },
          ],
        },
        { type: 'html', value: '<hr/>', defaultStyle: true },
        { type: 'ref', id: 'about', label: '关于' },
      ],
      legacy: [
        {
          type: 'category',
          label: '入门',
          items: [
            { type: 'doc', id: 'a' },
            { type: 'doc', id: 'b' },
          ],
        },
        { type: 'category', label: '参考', items: [{ type: 'doc', id: 'c' }] },
      ],
    });
    assert.deepEqual(site.blogs, []);
    assert.deepEqual(site.pages, [
      {
        id: 'default',
        source: { kind: 'preset', name: '@docusaurus/preset-classic' },
        path: 'src/site-pages',
        contentDir: path.join(dir, 'src/site-pages'),
        routeBasePath: '/p',
        include: ['**/*.tsx'],
        exclude: [],
        remarkPlugins: ['remark-math'],
        rehypePlugins: [],
        mdxPageComponent: '@theme/MDXPage',
      },
    ]);
    assert.deepEqual(site.stubbedModules, ['rehype-katex', 'remark-math']);
    assert.deepEqual(site.warnings, []);
  });

  test('(d) blog at the site root plus a second blog instance, from an async config function', async () => {
    const dir = makeSite({
      'docusaurus.config.mjs': `import math from 'remark-math';

export default async function createConfig() {
  const katex = (await import('rehype-katex')).default;
  return {
    title: '博客',
    url: 'https://blog.example.com',
    baseUrl: '/blog/',
    markdown: { format: 'detect', parseFrontMatter: async (params) => params.defaultParseFrontMatter(params) },
    future: { experimental_router: 'hash', experimental_storage: { type: 'sessionStorage', namespace: 'blog' } },
    presets: [
      [
        '@docusaurus/preset-classic',
        {
          docs: false,
          blog: { routeBasePath: '/', path: './blog', blogSidebarTitle: '最近文章', remarkPlugins: [math], rehypePlugins: [katex] },
          pages: false,
        },
      ],
    ],
    plugins: [
      [
        '@docusaurus/plugin-content-blog',
        {
          id: 'secret-garden',
          path: './lifestyle',
          routeBasePath: '/lifestyle',
          blogTitle: 'Secret Garden',
          feedOptions: { type: null },
        },
      ],
    ],
  };
}
`,
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^3.1.0' } }),
      'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version: '3.1.1' }),
      'yarn.lock': `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
# yarn lockfile v1


"@docusaurus/core@3.0.0":
  version "3.0.0"
  resolved "https://registry.yarnpkg.com/@docusaurus/core/-/core-3.0.0.tgz"

"@docusaurus/core@3.1.1", "@docusaurus/core@^3.1.0":
  version "3.1.1"
  resolved "https://registry.yarnpkg.com/@docusaurus/core/-/core-3.1.1.tgz"
`,
    });
    const site = await readDocusaurusSite(dir);
    assert.equal(site.baseUrl, '/blog/');
    assert.deepEqual(site.docs, []);
    assert.deepEqual(site.pages, []);
    assert.equal(site.blogs.length, 2);
    const [main, garden] = site.blogs;
    assert.ok(main && garden);
    assert.equal(main.id, 'default');
    assert.equal(main.routeBasePath, '/');
    assert.equal(main.path, 'blog');
    assert.equal(main.blogSidebarTitle, '最近文章');
    assert.deepEqual(main.remarkPlugins, ['remark-math']);
    assert.deepEqual(main.rehypePlugins, ['rehype-katex']);
    assert.deepEqual(main.feedOptions, { type: ['rss', 'atom'], copyright: '', limit: 20, xslt: { rss: null, atom: null } });
    assert.deepEqual(garden, {
      id: 'secret-garden',
      source: { kind: 'plugin', name: '@docusaurus/plugin-content-blog' },
      path: 'lifestyle',
      contentDir: path.join(dir, 'lifestyle'),
      routeBasePath: '/lifestyle',
      tagsBasePath: 'tags',
      archiveBasePath: 'archive',
      pageBasePath: 'page',
      blogTitle: 'Secret Garden',
      blogDescription: 'Blog',
      postsPerPage: 10,
      blogSidebarCount: 5,
      blogSidebarTitle: 'Recent posts',
      showReadingTime: true,
      feedOptions: { type: null, limit: 20, xslt: { rss: null, atom: null } },
      authorsMapPath: 'authors.yml',
      remarkPlugins: [],
      rehypePlugins: [],
      beforeDefaultRemarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      editLocalizedFiles: false,
      include: ['**/*.{md,mdx}'],
      exclude: GLOB_EXCLUDE_DEFAULT,
      sortPosts: 'descending',
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      onInlineTags: 'warn',
      truncateMarker: TRUNCATE,
      notes: [],
    });
    assert.equal(site.markdown.format, 'detect');
    assert.equal(site.markdown.hasParseFrontMatter, true);
    assert.equal(site.markdown.hasPreprocessor, false);
    assert.deepEqual(site.future.experimental_storage, { type: 'sessionStorage', namespace: 'blog' });
    assert.equal(site.future.experimental_router, 'hash');
    assert.deepEqual(site.packageJson?.docusaurusCore, {
      declared: '^3.1.0',
      resolved: '3.1.1',
      lockfile: path.join(dir, 'yarn.lock'),
      installed: '3.1.1',
    });
    assert.deepEqual(site.warnings, []);
  });

  test('(e) an unknown npm package, required by the config and by a local plugin: stand-ins and warnings, no crash', async () => {
    const dir = makeSite({
      'docusaurus.config.js': `const fancy = require('fancy-unknown-lib');
const localPlugin = require('./src/plugins/local-plugin');
require('dotenv').config();

module.exports = {
  title: 'E',
  url: 'https://e.example.com',
  baseUrl: '/e/',
  customFields: { fancyValue: fancy.compute('x'), when: fancy.version },
  presets: [['classic', { docs: { sidebarPath: false, sidebarCollapsible: false, sidebarCollapsed: true }, blog: false, pages: false }]],
  plugins: [localPlugin, ['./src/plugins/broken-plugin.js', { level: 1 }], './src/plugins/missing-plugin'],
  themeConfig: { prism: { theme: { plain: { color: '#000' }, styles: [] } } },
};
`,
      'src/plugins/local-plugin.js': `const fancy = require('fancy-unknown-lib');
const { helper } = require('./does-not-exist');
module.exports = function localPlugin() {
  return { name: 'local-plugin', loadContent: () => fancy.load(helper) };
};
`,
      '.env': 'SITE_URL=https://e.example.com\n',
      'src/plugins/broken-plugin.js': `require('another-unknown-lib');
throw new Error('boom');
`,
    });
    const site = await readDocusaurusSite(dir);
    assert.equal(site.title, 'E');
    assert.deepEqual(site.themeConfig.prism, { theme: 'custom', additionalLanguages: [] });
    assert.deepEqual(site.customFields, {
      fancyValue: '[module fancy-unknown-lib.compute.()]',
      when: '[module fancy-unknown-lib.version]',
    });
    assert.equal(site.docs.length, 1);
    assert.equal(site.docs[0]?.sidebarPath, false);
    assert.deepEqual(site.docs[0]?.sidebars, {});
    assert.deepEqual(site.docs[0]?.rawSidebars, {});
    assert.equal(site.docs[0]?.sidebarCollapsed, false);
    assert.deepEqual(site.otherPlugins, [
      { kind: 'theme', name: '@docusaurus/theme-classic', options: {}, note: 'from preset-classic options' },
      {
        kind: 'plugin',
        name: './src/plugins/local-plugin.js',
        options: {},
        localPath: path.join(dir, 'src/plugins/local-plugin.js'),
      },
      {
        kind: 'plugin',
        name: './src/plugins/broken-plugin.js',
        options: { level: 1 },
        localPath: path.join(dir, 'src/plugins/broken-plugin.js'),
      },
      {
        kind: 'plugin',
        name: './src/plugins/missing-plugin',
        options: {},
        localPath: path.join(dir, 'src/plugins/missing-plugin'),
      },
    ]);
    assert.deepEqual(site.stubbedModules, ['another-unknown-lib', 'dotenv', 'fancy-unknown-lib']);
    assert.deepEqual(site.warnings, [
      'Package fancy-unknown-lib (required by ./docusaurus.config.js) is not a Docusaurus or Markdown package: replaced by a stand-in',
      'Package fancy-unknown-lib (required by ./src/plugins/local-plugin.js) is not a Docusaurus or Markdown package: replaced by a stand-in',
      './src/plugins/local-plugin.js requires ./does-not-exist, which does not exist: replaced by a stand-in',
      'docs plugin "default": sidebarCollapsed is ignored when sidebarCollapsible is false (as Docusaurus does)',
      'Package another-unknown-lib (required by ./src/plugins/broken-plugin.js) is not a Docusaurus or Markdown package: replaced by a stand-in',
      'Could not evaluate local plugin ./src/plugins/broken-plugin.js: boom',
      'Local plugin ./src/plugins/missing-plugin does not exist',
      'dotenv was replaced by a stand-in: the values in .env are not loaded, so the config saw process.env as it is',
    ]);
  });

  test('every plugin form Docusaurus accepts: shorthands, require.resolve, plugin functions, a function config', async () => {
    const dir = makeSite({
      'docusaurus.config.cjs': `const { themes } = require('prism-react-renderer');
const github = require('prism-react-renderer').themes.github;
const path = require('path');
const fs = require('fs');

module.exports = function createConfig() {
  return {
    title: 'Forms',
    customFields: { srcEntries: fs.readdirSync('./src') },
    url: 'https://forms.example.com/',
    baseUrl: '/',
    presets: [[require.resolve('@docusaurus/preset-classic'), { docs: false, blog: false, pages: false }]],
    plugins: [
      'content-docs',
      [
        '@docusaurus/plugin-content-docs',
        { id: 'api', path: path.join(__dirname, 'api'), routeBasePath: 'api/', sidebarPath: './sidebarsApi.mjs' },
      ],
      ['content-blog', { id: 'news', routeBasePath: '' }],
      '@docusaurus/plugin-content-pages',
      [require.resolve('@docusaurus/plugin-content-pages'), { id: 'landing', path: 'landing' }],
      [require.resolve('@docusaurus/plugin-client-redirects'), { redirects: [{ from: '/old', to: '/new' }] }],
      ['./src/plugin-content-docs/index.js', { id: 'wrapped', path: 'wrapped' }],
      (context, options) => ({ name: 'arrow-plugin' }),
      false,
      null,
    ],
    themes: [['live-codeblock', { playgroundPosition: 'top' }], 'search-algolia', 'docusaurus-theme-search-local'],
    themeConfig: { prism: { theme: github, darkTheme: themes.oneDark } },
  };
};
`,
      'sidebarsApi.mjs': `export default async function sidebars() {
  return { api: [{ type: 'category', label: 'API', link: { type: 'generated-index' }, items: ['api/intro'] }] };
}
`,
      'src/plugin-content-docs/index.js': `module.exports = require('@docusaurus/plugin-content-docs');\n`,
    });
    const site = await readDocusaurusSite(dir);
    assert.deepEqual(
      site.docs.map((docs) => [docs.id, docs.path, docs.routeBasePath, docs.source]),
      [
        ['default', 'docs', '/docs', { kind: 'plugin', name: '@docusaurus/plugin-content-docs' }],
        ['api', 'api', '/api', { kind: 'plugin', name: '@docusaurus/plugin-content-docs' }],
        [
          'wrapped',
          'wrapped',
          '/docs',
          {
            kind: 'local-wrapper',
            name: './src/plugin-content-docs/index.js',
            localPath: path.join(dir, 'src/plugin-content-docs/index.js'),
          },
        ],
      ],
    );
    assert.deepEqual(site.docs[2]?.notes, [
      'Local plugin ./src/plugin-content-docs/index.js is taken to wrap @docusaurus/plugin-content-docs (by its path); its own additions are not carried over',
      'No sidebarPath: Docusaurus autogenerates one sidebar from the docs directory',
    ]);
    assert.deepEqual(site.docs[0]?.sidebars, { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] });
    assert.deepEqual(site.docs[1]?.sidebars, {
      api: [{ type: 'category', label: 'API', link: { type: 'generated-index' }, items: [{ type: 'doc', id: 'api/intro' }] }],
    });
    assert.deepEqual(
      site.blogs.map((blog) => [blog.id, blog.routeBasePath]),
      [['news', '/']],
    );
    assert.deepEqual(
      site.pages.map((pages) => [pages.id, pages.path, pages.routeBasePath]),
      [
        ['default', 'src/pages', '/'],
        ['landing', 'landing', '/'],
      ],
    );
    assert.deepEqual(site.otherPlugins, [
      { kind: 'theme', name: '@docusaurus/theme-classic', options: {}, note: 'from preset-classic options' },
      { kind: 'plugin', name: '@docusaurus/plugin-client-redirects', options: { redirects: [{ from: '/old', to: '/new' }] } },
      { kind: 'plugin', name: 'arrow-plugin', options: {}, note: 'inline plugin function' },
      { kind: 'theme', name: '@docusaurus/theme-live-codeblock', options: { playgroundPosition: 'top' } },
      { kind: 'theme', name: '@docusaurus/theme-search-algolia', options: {} },
      { kind: 'theme', name: 'docusaurus-theme-search-local', options: {} },
    ]);
    assert.deepEqual(site.themeConfig.prism, { theme: 'github', darkTheme: 'oneDark', additionalLanguages: [] });
    assert.equal(site.url, 'https://forms.example.com');
    assert.deepEqual(site.customFields, { srcEntries: ['plugin-content-docs'] });
  });

  test('a docusaurus.io-like config: JSON imports, missing local modules spread into lists, local plugins and remark plugins', async () => {
    const dir = makeSite({
      'docusaurus.config.ts': `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import configTabs from './src/remark/configTabs';
import versions from './versions.json';
import { dogfoodingPluginInstances, dogfoodingThemeInstances, isArgosBuild } from './_dogfooding/dogfooding.config';
import PrismLight from './src/utils/prismLight';
import type { Config } from '@docusaurus/types';

const isDev = process.env.NODE_ENV === 'development';

export default async function createConfigAsync() {
  return {
    title: 'Docusaurus',
    url: 'https://docusaurus.io',
    baseUrl: '/',
    themes: ['live-codeblock', ...dogfoodingThemeInstances],
    plugins: [
      false && ['rsdoctor', {}],
      ['./src/plugins/changelog/index.ts', { blogTitle: 'Docusaurus changelog', archiveBasePath: null }],
      ['pwa', { swCustom: require.resolve('./src/sw.js') }],
      ...dogfoodingPluginInstances,
    ],
    presets: [
      [
        'classic',
        {
          docs: {
            remarkPlugins: [[npm2yarn, { sync: true }], configTabs, function inlineRemark() {}],
            lastVersion: versions.find((version: string) => !version.includes('-')),
          },
          sitemap: { ignorePatterns: isArgosBuild ? undefined : ['/tests/**'] },
        },
      ],
    ],
    themeConfig: {
      prism: { theme: PrismLight },
      navbar: {
        items: [{ type: 'doc', docId: 'introduction', label: 'Docs' }, isDev && { to: '/__docusaurus/debug', label: 'Debug' }].filter(Boolean),
      },
    },
  } satisfies Config;
}
`,
      'versions.json': JSON.stringify(['3.9.0-canary', '3.8.1']),
      'src/remark/configTabs.ts': 'export default function configTabs() {\n  return () => undefined;\n}\n',
      'src/plugins/changelog/index.ts': `export { validateOptions } from '@docusaurus/plugin-content-blog';
export default async function ChangelogPlugin() {
  return { name: 'changelog-plugin' };
}
`,
    });
    const site = await readDocusaurusSite(dir);
    assert.equal(site.docs[0]?.lastVersion, '3.8.1');
    assert.deepEqual(site.docs[0]?.remarkPlugins, [
      '@docusaurus/remark-plugin-npm2yarn',
      './src/remark/configTabs.ts',
      'inline:inlineRemark',
    ]);
    assert.deepEqual(
      site.npm2yarn,
      { sync: true, dropped: [] },
      "npm2yarn's options: no converters listed (the release's default applies, site-config.ts)",
    );
    assert.deepEqual(site.themeConfig.prism, { theme: 'custom', additionalLanguages: [] });
    assert.deepEqual(site.themeConfig.navbar.items, [{ type: 'doc', docId: 'introduction', label: 'Docs', position: 'left' }]);
    const changelogNote =
      'uses @docusaurus/plugin-content-blog: it may wrap it, but its path does not say so, so it is not read as that plugin';
    assert.deepEqual(site.otherPlugins, [
      { kind: 'theme', name: '@docusaurus/theme-classic', options: {}, note: 'from preset-classic options' },
      { kind: 'plugin', name: '@docusaurus/plugin-sitemap', options: {}, note: 'from preset-classic options' },
      {
        kind: 'plugin',
        name: './src/plugins/changelog/index.ts',
        options: { blogTitle: 'Docusaurus changelog', archiveBasePath: null },
        localPath: path.join(dir, 'src/plugins/changelog/index.ts'),
        note: changelogNote,
      },
      { kind: 'plugin', name: '@docusaurus/plugin-pwa', options: { swCustom: path.join(dir, 'src/sw.js') } },
      { kind: 'theme', name: '@docusaurus/theme-live-codeblock', options: {} },
    ]);
    assert.deepEqual(site.warnings, [
      './docusaurus.config.ts requires ./_dogfooding/dogfooding.config, which does not exist: replaced by a stand-in',
      './docusaurus.config.ts requires ./src/utils/prismLight, which does not exist: replaced by a stand-in',
      `Local plugin ./src/plugins/changelog/index.ts ${changelogNote}`,
      'docs plugin "default": version 3.9.0-canary has no folder ./versioned_docs/version-3.9.0-canary (Docusaurus stops with an error)',
      'docs plugin "default": version 3.8.1 has no folder ./versioned_docs/version-3.8.1 (Docusaurus stops with an error)',
    ]);
  });

  test("each locale's build reads the config again with DOCUSAURUS_CURRENT_LOCALE, as Docusaurus's loader does", async () => {
    const I18N = `i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }`;
    const LOCALE = `process.env.DOCUSAURUS_CURRENT_LOCALE`;
    const titles = async (files: Record<string, string>) => {
      const site = await readDocusaurusSite(makeSite(files));
      return [site.locale, site.title, ...Object.entries(site.localeSites).map(([l, s]) => `${l}:${s.locale}:${s.title}`)];
    };
    const saved = process.env.DOCUSAURUS_CURRENT_LOCALE;
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    // Docusaurus 3 (jiti): TypeScript, .mjs and ES module configs are evaluated anew for each locale…
    assert.deepEqual(
      await titles({
        'docusaurus.config.ts': `const t: Record<string, string> = { en: 'Tools', fr: 'Outils' };\nexport default { title: t[${LOCALE} ?? 'en'], url: 'https://x.org', ${I18N} };\n`,
      }),
      ['en', 'Tools', 'fr:fr:Outils'],
    );
    assert.deepEqual(
      await titles({
        'docusaurus.config.js': `export default { title: ${LOCALE} === 'fr' ? 'Outils' : 'Tools', ${I18N} };\n`,
      }),
      ['en', 'Tools', 'fr:fr:Outils'],
    );
    assert.deepEqual(
      await titles({
        'package.json': JSON.stringify({ type: 'module', dependencies: { '@docusaurus/core': '3.10.2' } }),
        'docusaurus.config.js': `module.exports = { title: ${LOCALE} === 'fr' ? 'Outils' : 'Tools', ${I18N} };\n`,
      }),
      ['en', 'Tools', 'fr:fr:Outils'],
    );
    // …but CommonJS without ES syntax goes to Node's require, whose cache keeps the first load (no locale set yet).
    assert.deepEqual(
      await titles({
        'docusaurus.config.js': `module.exports = { title: ${LOCALE} === 'fr' ? 'Outils' : 'Tools', ${I18N} };\n`,
      }),
      ['en', 'Tools', 'fr:fr:Tools'],
    );
    assert.deepEqual(
      await titles({
        'docusaurus.config.ts': `import words from './words.js';\nexport default { title: words.title, tagline: ${LOCALE} ?? 'none', ${I18N} };\n`,
        'words.js': `module.exports = { title: ${LOCALE} === 'fr' ? 'Outils' : 'Tools' };\n`,
      }),
      ['en', 'Tools', 'fr:fr:Tools'],
    );
    // A config function is called again for each locale, whatever loads it.
    assert.deepEqual(
      await titles({
        'docusaurus.config.cjs': `module.exports = async () => ({ title: ${LOCALE} === 'fr' ? 'Outils' : 'Tools', ${I18N} });\n`,
      }),
      ['en', 'Tools', 'fr:fr:Outils'],
    );
    // Docusaurus 2 (import-fresh): the config file anew each time, the modules it requires from Node's cache.
    const v2 = {
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3' } }),
      'docusaurus.config.js': `const words = require('./words');\nmodule.exports = { title: ${LOCALE} === 'fr' ? 'Outils' : 'Tools', tagline: words.tagline, ${I18N} };\n`,
      'words.js': `module.exports = { tagline: ${LOCALE} === 'fr' ? 'Mots' : 'Words' };\n`,
    };
    assert.deepEqual(await titles(v2), ['en', 'Tools', 'fr:fr:Outils']);
    const site = await readDocusaurusSite(makeSite(v2));
    assert.deepEqual([site.tagline, site.localeSites.fr?.tagline], ['Words', 'Words']);
    // The first load, before any locale, must give a title: Docusaurus validates it there.
    const unset = await readDocusaurusSite(
      makeSite({
        'docusaurus.config.ts': `export default { title: ({ en: 'Tools', fr: 'Outils' } as Record<string, string>)[${LOCALE}!], ${I18N} };\n`,
      }),
    );
    assert.deepEqual([unset.title, unset.localeSites.fr?.title], ['Tools', 'Outils']);
    assert.ok(unset.warnings.some((w) => /DOCUSAURUS_CURRENT_LOCALE unset.*no title \(Docusaurus stops there\)/.test(w)));
    // A locale whose reading fails is named, and the default locale's reading stands.
    const failing = await readDocusaurusSite(
      makeSite({
        'docusaurus.config.mjs': `if (${LOCALE} === 'fr') throw new Error('no French');\nexport default { title: 'Tools', ${I18N} };\n`,
      }),
    );
    assert.deepEqual(Object.keys(failing.localeSites), []);
    assert.ok(
      failing.warnings.some((w) => /^locale fr: .*no French \(Docusaurus cannot build this locale\)/.test(w)),
      failing.warnings.join('\n'),
    );
    // The environment is given back as it was; each reading saw NODE_ENV=production, as `docusaurus build` sets it.
    assert.equal(process.env.DOCUSAURUS_CURRENT_LOCALE, undefined);
    const env = await readDocusaurusSite(
      makeSite({ 'docusaurus.config.js': `module.exports = { title: process.env.NODE_ENV, ${I18N} };\n` }),
    );
    assert.equal(env.title, 'production');
    if (saved !== undefined) process.env.DOCUSAURUS_CURRENT_LOCALE = saved;
  });

  test('a missing config file or a failing config is an error; the working directory is restored', async () => {
    const cwd = process.cwd();
    const empty = makeSite({ 'README.md': '# not a site\n' });
    await assert.rejects(readDocusaurusSite(empty), /No docusaurus\.config\.\{ts,mts,cts,js,mjs,cjs\}/);
    // Each names the file and line where it failed (an ES module config's lines mapped back through the transpile).
    const throwing = makeSite({ 'docusaurus.config.js': `const a = 1;\n\nthrow new Error('bad config');\n` });
    await assert.rejects(
      readDocusaurusSite(throwing),
      /Could not evaluate docusaurus\.config\.js: \.\/docusaurus\.config\.js:3:\d+: bad config/,
    );
    const rejecting = makeSite({
      'docusaurus.config.mjs': `import path from 'node:path';\n\nexport default async () => {\n  throw new Error('no network');\n};\n`,
    });
    await assert.rejects(
      readDocusaurusSite(rejecting),
      /The config function of docusaurus\.config\.mjs failed: \.\/docusaurus\.config\.mjs:4:\d+: no network/,
    );
    const nested = makeSite({
      'docusaurus.config.js': `const { base } = require('./config/base');\nmodule.exports = base();\n`,
      'config/base.js': `exports.base = () => ({\n  title: undefinedName.title,\n});\n`,
    });
    await assert.rejects(readDocusaurusSite(nested), /\.\/config\/base\.js:2:\d+: undefinedName is not defined/);
    const syntax = makeSite({ 'docusaurus.config.js': `module.exports = {\n  title: 'x',,\n};\n` });
    await assert.rejects(
      readDocusaurusSite(syntax),
      /Could not evaluate docusaurus\.config\.js: docusaurus\.config\.js:2:14: Expected identifier/,
    );
    const notObject = makeSite({ 'docusaurus.config.cjs': `module.exports = 42;\n` });
    await assert.rejects(readDocusaurusSite(notObject), /does not export a config object/);
    assert.equal(process.cwd(), cwd);
  });
});

describe('normalizeSidebars', () => {
  test('expands strings, nested shorthands and category items; keeps links and custom fields', () => {
    assert.deepEqual(
      normalizeSidebars({
        docs: {
          Guides: ['a', { Nested: ['b'] }],
          Extra: [
            { type: 'category', label: 'Deep', items: { Deeper: ['c'] }, customProps: { icon: 'x' }, key: 'k', description: 'D' },
            { type: 'link', label: 'Home', href: '/', description: 'Back home', autoAddBaseUrl: false },
            { type: 'category', label: 'Img', items: [], link: { type: 'generated-index', image: '/img/x.png' } },
          ],
        },
      }),
      {
        docs: [
          {
            type: 'category',
            label: 'Guides',
            items: [
              { type: 'doc', id: 'a' },
              { type: 'category', label: 'Nested', items: [{ type: 'doc', id: 'b' }] },
            ],
          },
          {
            type: 'category',
            label: 'Extra',
            items: [
              {
                type: 'category',
                label: 'Deep',
                items: [{ type: 'category', label: 'Deeper', items: [{ type: 'doc', id: 'c' }] }],
                customProps: { icon: 'x' },
                key: 'k',
                description: 'D',
              },
              { type: 'link', label: 'Home', href: '/', description: 'Back home', autoAddBaseUrl: false },
              { type: 'category', label: 'Img', items: [], link: { type: 'generated-index', image: '/img/x.png' } },
            ],
          },
        ],
      },
    );
  });

  test('rejects what Docusaurus rejects', () => {
    assert.throws(() => normalizeSidebars([]), /Sidebars must be an object/);
    assert.throws(() => normalizeSidebars({ s: [{ type: 'subcategory', label: 'x', items: [] }] }), /renamed "category"/);
    assert.throws(() => normalizeSidebars({ s: [{ type: 'widget' }] }), /Unknown sidebar item type "widget" at s\[0\]/);
    assert.throws(() => normalizeSidebars({ s: [{ type: 'link', label: 'x' }] }), /"href" must be a string/);
    assert.throws(() => normalizeSidebars({ s: 'intro' }), /Invalid sidebar items at s/);
    assert.throws(
      () => normalizeSidebars({ s: [{ type: 'category', label: 'C', items: [], link: { type: 'page' } }] }),
      /Unknown sidebar category link type "page"/,
    );
  });
});
