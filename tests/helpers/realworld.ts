/**
 * Real Docusaurus sites as an author would hand them to `npm run import`: the content kept in
 * ../shared/realworld (test input only, read in place and copied to a temp folder, never into the
 * repository) plus what the folders leave out, written here from each SOURCE.md's summary: the
 * Docusaurus config, sidebars, package.json, and small stand-ins of our own for the site's code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempFolder } from './temp';

/** Where the real sites are. */
export const REALWORLD = path.resolve('..', 'shared', 'realworld');

/** True when the real sites are beside the checkout (tests that need them skip otherwise). */
export const hasRealworld = (): boolean => fs.existsSync(path.join(REALWORLD, 'liushuxin+myblog', 'SOURCE.md'));

/** `npm run import -- <site> --out <tmp>/content --install` (without `--install` when `install` is false), as an author runs it. */
export function importSite(
  site: string,
  name: string,
  { install = true }: { install?: boolean } = {},
): { status: number | null; report: string; contentDir: string } {
  const contentDir = path.join(tempFolder(`import-${name}`), 'content');
  const run = spawnSync(
    process.execPath,
    [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      'tsconfig.scripts.json',
      'scripts/import.ts',
      site,
      '--out',
      contentDir,
      ...(install ? ['--install'] : []),
    ],
    { encoding: 'utf8' },
  );
  return { status: run.status, report: `${run.stdout}${run.stderr}`, contentDir };
}

function write(root: string, rel: string, text: string): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function copy(from: string, root: string, rel: string): void {
  fs.cpSync(from, path.join(root, rel), { recursive: true });
}

/** The site this project replaces (liushuxin/myblog, Docusaurus 2.0.0-beta.9), laid out as its repository was. */
export function makeOriginalSite(): string {
  const source = path.join(REALWORLD, 'liushuxin+myblog');
  const site = tempFolder('docusaurus-original');
  for (const dir of ['docs', 'js-docs', 'css-docs', 'build-tools', 'data-structure', 'reading', 'blog', 'static']) {
    copy(path.join(source, dir), site, dir);
  }
  copy(path.join(source, 'pages', 'markdown-page.md'), site, 'src/pages/markdown-page.md');
  write(
    site,
    'package.json',
    JSON.stringify(
      {
        name: 'myblog',
        version: '0.0.0',
        private: true,
        dependencies: {
          '@docusaurus/core': '2.0.0-beta.9',
          '@docusaurus/preset-classic': '2.0.0-beta.9',
          '@docusaurus/theme-live-codeblock': '^2.0.0-beta.9',
          '@mdx-js/react': '^1.6.21',
          '@svgr/webpack': '^5.5.0',
          antd: '^4.24.12',
          bizcharts: '^4.1.22',
          clsx: '^1.1.1',
          'file-loader': '^6.2.0',
          'prism-react-renderer': '^1.2.1',
          'raw-loader': '^4.0.2',
          react: '^17.0.1',
          'react-dom': '^17.0.1',
          'url-loader': '^4.1.1',
        },
      },
      null,
      2,
    ),
  );
  const docsPlugin = (id: string) =>
    `    ['@docusaurus/plugin-content-docs', { id: '${id}', path: '${id}', routeBasePath: '${id}', sidebarPath: require.resolve('./sidebarsReact.js') }],`;
  write(
    site,
    'docusaurus.config.js',
    `// @ts-check
const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/dracula');

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: '述新的技术博客',
  tagline: '业精于勤荒于嬉，行成于思毁于随',
  url: 'https://liushuxin.github.io',
  baseUrl: '/myblog/',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  favicon: 'img/favicon.ico',
  organizationName: 'lanxin2021',
  projectName: 'lanxin2021.github.io',
  presets: [
    [
      '@docusaurus/preset-classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: { showReadingTime: true },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      }),
    ],
  ],
  plugins: [
${['js-docs', 'css-docs', 'build-tools', 'data-structure', 'reading'].map(docsPlugin).join('\n')}
  ],
  themes: ['@docusaurus/theme-live-codeblock'],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'shuxinliu',
        logo: { alt: 'My Site Logo', src: 'img/logo.svg' },
        items: [
          { type: 'doc', docId: 'intro', position: 'left', label: 'JavaScript基础' },
          { to: '/js-docs/index', label: 'JS 框架', position: 'left' },
          { to: '/css-docs/index', label: 'CSS', position: 'left' },
          { to: '/build-tools/webpack/index', label: '构建工具', position: 'left' },
          { to: '/data-structure/index', label: '算法与数据结构', position: 'left' },
          { to: '/reading/index', label: '阅读', position: 'left' },
          { to: '/blog', label: 'Blog', position: 'left' },
          { href: 'https://github.com/liushuxin/myblog', label: 'GitHub', position: 'right' },
        ],
      },
      footer: { style: 'dark', copyright: \`Copyright © 2025 shuxinliu, Inc. Built with Docusaurus.\` },
      prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme },
    }),
};

module.exports = config;
`,
  );
  const autogenerated = `module.exports = { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n`;
  write(site, 'sidebars.js', autogenerated);
  write(site, 'sidebarsReact.js', autogenerated);
  write(site, 'src/css/custom.css', ':root { --ifm-color-primary: #2e8555; }\n');
  // Stand-ins for the two sources the docs show through raw-loader (the originals are not kept).
  write(
    site,
    'src/sources/async_await.js',
    `// 用 Generator 模拟 async/await：每次 yield 一个 Promise，结果再送回生成器
function runAsync(generatorFn) {
  return new Promise((resolve, reject) => {
    const it = generatorFn();
    function step(method, arg) {
      let result;
      try {
        result = it[method](arg);
      } catch (error) {
        return reject(error);
      }
      if (result.done) return resolve(result.value);
      Promise.resolve(result.value).then((v) => step('next', v), (e) => step('throw', e));
    }
    step('next');
  });
}

module.exports = { runAsync };
`,
  );
  write(
    site,
    'src/sources/my-promise.js',
    `// 一个最小的 Promise：状态只改变一次，then 返回新的 Promise
class MyPromise {
  constructor(executor) {
    this.state = 'pending';
    this.callbacks = [];
    const settle = (state) => (value) => {
      if (this.state !== 'pending') return;
      this.state = state;
      this.value = value;
      this.callbacks.forEach((cb) => cb());
    };
    executor(settle('fulfilled'), settle('rejected'));
  }

  then(onFulfilled, onRejected) {
    return new MyPromise((resolve, reject) => {
      const run = () => {
        const handler = this.state === 'fulfilled' ? onFulfilled : onRejected;
        if (typeof handler !== 'function') return (this.state === 'fulfilled' ? resolve : reject)(this.value);
        try {
          resolve(handler(this.value));
        } catch (error) {
          reject(error);
        }
      };
      if (this.state === 'pending') this.callbacks.push(() => queueMicrotask(run));
      else queueMicrotask(run);
    });
  }
}

module.exports = MyPromise;
`,
  );
  // Stand-ins for the two React pages (the home page and the about page).
  write(
    site,
    'src/pages/index.js',
    `import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={\`Hello from \${siteConfig.title}\`} description="Description will go into a meta tag in <head />">
      <header><h1>{siteConfig.title}</h1><p>{siteConfig.tagline}</p></header>
    </Layout>
  );
}
`,
  );
  write(
    site,
    'src/pages/personal_brand/index.js',
    `import React from 'react';
import Layout from '@theme/Layout';

export default function PersonalBrand() {
  return (
    <Layout title="个人品牌">
      <main style={{ padding: '2rem' }}>
        <p>工作是创造，而不是消耗</p>
      </main>
    </Layout>
  );
}
`,
  );
  return site;
}
