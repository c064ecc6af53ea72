/**
 * Three more real Docusaurus sites as their authors would hand them to `npm run import`: the content kept in
 * ../shared/realworld (test input only: read in place and copied to a temp folder, never into the repository)
 * plus what the folders leave out, written here from each SOURCE.md's summary: the Docusaurus config in that
 * version's own format, the sidebars, package.json, and small stand-ins of our own for the site's code (the
 * components its Markdown imports, colocated demos, placeholder media).
 *
 * - kuizuo/blog: Docusaurus 3.10.1, TS config, the blog served by a local wrapper plugin, MDX 3.
 * - linyuxuanlin/Wiki_Docusaurus: Docusaurus 2.2.0, docs at the site root with Chinese ids, math, MDX 1.
 * - zxuqian/zxuqian.cn: Docusaurus 2.0.0-beta.3, the blog at the site root, a second blog, math, many components.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REALWORLD } from './realworld';
import { tempFolder } from './temp';

/** The three sites' folders under REALWORLD. */
export const KUIZUO = path.join(REALWORLD, 'kuizuo+blog');
export const WIKI = path.join(REALWORLD, 'linyuxuanlin+Wiki_Docusaurus');
export const ZXUQIAN = path.join(REALWORLD, 'zxuqian+zxuqian.cn');

function write(root: string, rel: string, text: string | Buffer): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function copy(from: string, root: string, rel: string): void {
  fs.cpSync(from, path.join(root, rel), { recursive: true });
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** 1×1 images standing in for the logos and favicons of static/ (not kept with the content). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#2e8555"/></svg>\n';

/** An .ico holding one 1×1 PNG. */
function icoOf(png: Buffer): Buffer {
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(1, 0);
  entry.writeUInt8(1, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}

/** Writes placeholder images at `static/<rel>` for the paths the config names (favicon, logo, social card). */
function writeStaticImages(site: string, rels: string[]): void {
  for (const rel of rels) {
    const ext = path.extname(rel);
    const data = ext === '.ico' ? icoOf(PNG_1X1) : ext === '.webp' ? WEBP_1X1 : ext === '.svg' ? SVG_LOGO : PNG_1X1;
    write(site, path.join('static', rel), data);
  }
}

// ---------------------------------------------------------------------------------------------------
// kuizuo/blog (Docusaurus 3.10.1)
// ---------------------------------------------------------------------------------------------------

/** The docs of kuizuo's one manual sidebar, by front-matter id (the files are named differently). */
export const KUIZUO_SIDEBAR_ITEMS = [
  'docusaurus/docusaurus-config',
  'docusaurus/docusaurus-style',
  'docusaurus/docusaurus-component',
  'docusaurus/docusaurus-plugin',
  'docusaurus/docusaurus-search',
  'docusaurus/docusaurus-comment',
  'docusaurus/docusaurus-deploy',
];

/** kuizuo/blog laid out as its repository was: `docusaurus.config.ts`, `sidebars.ts`, the blog through `./src/plugin/plugin-content-blog`. */
export function makeKuizuoSite(): string {
  const site = tempFolder('docusaurus-kuizuo');
  copy(path.join(KUIZUO, 'blog'), site, 'blog');
  copy(path.join(KUIZUO, 'docs'), site, 'docs');
  write(
    site,
    'package.json',
    json({
      name: 'kuizuo-blog',
      version: '0.0.0',
      private: true,
      scripts: { start: 'docusaurus start', build: 'docusaurus build' },
      dependencies: {
        '@docusaurus/core': '3.10.1',
        '@docusaurus/faster': '3.10.1',
        '@docusaurus/plugin-content-blog': '3.10.1',
        '@docusaurus/plugin-ideal-image': '3.10.1',
        '@docusaurus/plugin-pwa': '3.10.1',
        '@docusaurus/preset-classic': '3.10.1',
        '@docusaurus/theme-live-codeblock': '3.10.1',
        '@mdx-js/react': '^3.1.0',
        clsx: '^2.1.1',
        'docusaurus-plugin-image-zoom': '^3.0.1',
        'prism-react-renderer': '^2.4.1',
        react: '^19.1.0',
        'react-dom': '^19.1.0',
      },
      devDependencies: {
        '@docusaurus/module-type-aliases': '3.10.1',
        '@docusaurus/tsconfig': '3.10.1',
        '@docusaurus/types': '3.10.1',
        tailwindcss: '^4.1.0',
        typescript: '~5.8.3',
      },
    }),
  );
  write(site, 'tsconfig.json', json({ extends: '@docusaurus/tsconfig', compilerOptions: { baseUrl: '.' } }));
  write(
    site,
    'docusaurus.config.ts',
    `import type * as Preset from '@docusaurus/preset-classic'
import type { Config } from '@docusaurus/types'
import { themes } from 'prism-react-renderer'

const beian = '闽ICP备2020017848号-3'

const config: Config = {
  title: '愧怍的小站',
  url: 'https://kuizuo.me',
  baseUrl: '/',
  favicon: 'img/favicon.ico',
  organizationName: 'kuizuo',
  projectName: 'blog',
  customFields: {
    bilibili: 'https://space.bilibili.com/219340224',
    description: '是一个由愧怍创建的个人博客，主要分享编程开发知识和项目，该网站基于 React 驱动的静态网站生成器 Docusaurus 构建。',
  },
  themeConfig: {
    image: 'img/og.png',
    metadata: [{ name: 'keywords', content: '愧怍, kuizuo, blog, javascript, typescript, node, react, vue, web' }],
    docs: { sidebar: { hideable: true } },
    navbar: {
      logo: { alt: '愧怍', src: 'img/logo.webp', srcDark: 'img/logo.webp' },
      hideOnScroll: true,
      items: [
        { label: '博客', position: 'right', to: 'blog' },
        { label: '项目', position: 'right', to: 'project' },
        {
          label: '更多',
          position: 'right',
          items: [
            { label: '归档', to: 'blog/archive' },
            { label: '主题', to: 'docs/docusaurus-guides' },
          ],
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '学习',
          items: [
            { label: '博客', to: 'blog' },
            { label: '归档', to: 'blog/archive' },
          ],
        },
        {
          title: '社交媒体',
          items: [{ label: 'GitHub', href: 'https://github.com/kuizuo' }],
        },
      ],
      copyright: \`<p><a href="http://beian.miit.gov.cn/">\${beian}</a></p><p>Copyright © 2020 - \${new Date().getFullYear()} 愧怍 | Built with Docusaurus.</p>\`,
    },
    algolia: { appId: 'GV6YN1ODMO', apiKey: '50303937b0e4630bec4a20a14e3b7872', indexName: 'kuizuo' },
    giscus: { repo: 'kuizuo/blog', repoId: 'MDEwOlJlcG9zaXRvcnkzOTc2MjU2MTI=', category: 'General' },
    prism: {
      theme: themes.oneLight,
      darkTheme: themes.oneDark,
      additionalLanguages: ['bash', 'json', 'java', 'python', 'php', 'graphql', 'rust', 'toml', 'protobuf', 'diff'],
      defaultLanguage: 'javascript',
      magicComments: [
        { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
        { className: 'code-block-error-line', line: 'This will error' },
      ],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    liveCodeBlock: { playgroundPosition: 'top' },
    zoom: { selector: '.markdown :not(em) > img', background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' } },
  } satisfies Preset.ThemeConfig,
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          sidebarPath: 'sidebars.ts',
        },
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css'],
        },
        sitemap: { priority: 0.5 },
        gtag: { trackingID: 'G-S4SD5NXWXF', anonymizeIP: true },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    'docusaurus-plugin-image-zoom',
    '@docusaurus/plugin-ideal-image',
    [
      '@docusaurus/plugin-pwa',
      {
        debug: process.env.NODE_ENV === 'development',
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        pwaHead: [{ tagName: 'link', rel: 'icon', href: '/img/logo.png' }],
      },
    ],
    [
      './src/plugin/plugin-content-blog',
      {
        path: 'blog',
        editUrl: ({ blogDirPath, blogPath }: { blogDirPath: string; blogPath: string }) =>
          \`https://github.com/kuizuo/blog/edit/main/\${blogDirPath}/\${blogPath}\`,
        editLocalizedFiles: false,
        blogDescription: '代码人生：编织技术与生活的博客之旅',
        blogSidebarCount: 12,
        blogSidebarTitle: '博文',
        postsPerPage: 18,
        showReadingTime: true,
        readingTime: ({ content, defaultReadingTime }: { content: string; defaultReadingTime: (o: unknown) => number }) =>
          defaultReadingTime({ content, options: { wordsPerMinute: 300 } }),
        feedOptions: {
          type: 'all',
          title: '愧怍',
          description: 'feedId:41215011978385457+userId:41840354283324416',
          copyright: \`Copyright © \${new Date().getFullYear()} 愧怍 Built with Docusaurus.\`,
        },
      },
    ],
    async function tailwindcssPlugin() {
      return {
        name: 'docusaurus-tailwindcss',
        configurePostCss(postcssOptions: { plugins: unknown[] }) {
          postcssOptions.plugins.push(require('@tailwindcss/postcss'))
          return postcssOptions
        },
      }
    },
    async function injectMotto() {
      return {
        name: 'docusaurus-motto',
        injectHtmlTags() {
          return {
            headTags: [{ tagName: 'script', innerHTML: \`(\${function () { console.log('愧怍') }.toString()})();\` }],
          }
        },
      }
    },
  ],
  headTags: [{ tagName: 'meta', attributes: { name: 'description', content: '愧怍的个人博客' } }],
  i18n: {
    defaultLocale: 'zh-CN',
    locales: ['zh-CN'],
  },
  future: {
    v4: {
      mdx1CompatDisabledByDefault: true,
    },
    experimental_faster: true,
  },
}

export default config
`,
  );
  write(
    site,
    'sidebars.ts',
    `import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'

const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Docusaurus 主题魔改',
      link: { type: 'doc', id: 'docusaurus/docusaurus-guides' },
      items: ${JSON.stringify(KUIZUO_SIDEBAR_ITEMS).replace(/"/g, "'").replace(/,/g, ', ')},
    },
  ],
}

export default sidebars
`,
  );
  // The local wrapper: the official blog plugin plus the posts exposed as global data (its own addition).
  write(
    site,
    'src/plugin/plugin-content-blog.ts',
    `import type { BlogContent, PluginOptions } from '@docusaurus/plugin-content-blog'
import blogPluginExports from '@docusaurus/plugin-content-blog'
import type { LoadContext, Plugin } from '@docusaurus/types'

const blogPlugin = blogPluginExports.default

async function blogPluginExtended(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const blogPluginInstance = await blogPlugin(context, options)
  return {
    ...blogPluginInstance,
    async contentLoaded(params) {
      const { content, actions } = params
      const posts = content.blogPosts.filter((post) => !post.metadata.frontMatter.draft).slice(0, 10)
      actions.setGlobalData({ posts: posts.map((post) => ({ title: post.metadata.title, permalink: post.metadata.permalink })) })
      return blogPluginInstance.contentLoaded?.(params)
    },
  }
}

export const validateOptions = blogPluginExports.validateOptions

export default blogPluginExtended
`,
  );
  write(site, 'src/css/custom.css', ':root {\n  --ifm-color-primary: #12affa;\n}\n');
  // Stand-in for the site's Tweet (react-tweet there): a quoted link to the post, styled by a CSS module.
  write(
    site,
    'src/components/Tweet/index.tsx',
    `import React from 'react'
import styles from './styles.module.css'

interface TweetProps {
  id: string
}

/** A post on X, shown as a quote card that links to it (no third-party script). */
export default function Tweet({ id }: TweetProps): React.JSX.Element {
  const href = \`https://x.com/i/status/\${id}\`
  return (
    <figure className={styles.tweet} data-tweet-id={id}>
      <blockquote className={styles.body}>推文 #{id}</blockquote>
      <figcaption>
        <a href={href} target="_blank" rel="noopener noreferrer">
          在 X 上查看
        </a>
      </figcaption>
    </figure>
  )
}
`,
  );
  write(
    site,
    'src/components/Tweet/styles.module.css',
    `.tweet {
  margin: 1rem auto;
  max-width: 550px;
  padding: 0.75rem 1rem;
  border: 1px solid #cfd9de;
  border-radius: 12px;
}

.body {
  margin: 0 0 0.5rem;
  border-left: 3px solid #1d9bf0;
}
`,
  );
  writeStaticImages(site, ['img/favicon.ico', 'img/logo.webp', 'img/og.png']);
  // Stand-ins for the React and MDX pages of src/pages that the content links to (/project, /friends, /about).
  write(
    site,
    'src/pages/project/index.tsx',
    `import Layout from '@theme/Layout'
import React from 'react'

const projects = [
  { title: 'kz-admin', description: '基于 NestJS + Vue3 的后台管理系统', href: 'https://github.com/kuizuo/kz-admin' },
  { title: 'vscode-extension', description: '一个 VSCode 扩展', href: 'https://github.com/kuizuo/vscode-extension' },
]

export default function Project(): React.JSX.Element {
  return (
    <Layout title="项目" description="愧怍的项目展示">
      <main className="container margin-vert--lg">
        <h1>项目展示</h1>
        <ul>
          {projects.map((p) => (
            <li key={p.title}>
              <a href={p.href}>{p.title}</a>：{p.description}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  )
}
`,
  );
  write(
    site,
    'src/pages/friends/index.tsx',
    `import Layout from '@theme/Layout'
import React from 'react'

export default function Friends(): React.JSX.Element {
  return (
    <Layout title="友链" description="愧怍的友链">
      <main className="container margin-vert--lg">
        <h1>友链</h1>
        <p>
          <a href="https://docusaurus.io">Docusaurus</a>
        </p>
      </main>
    </Layout>
  )
}
`,
  );
  write(site, 'src/pages/about.mdx', `---\ntitle: 关于我\n---\n\n# 关于我\n\n一名全栈 TypeScript 开发者。\n`);
  return site;
}

// ---------------------------------------------------------------------------------------------------
// linyuxuanlin/Wiki_Docusaurus (Docusaurus 2.2.0)
// ---------------------------------------------------------------------------------------------------

type SidebarCategory = {
  type: 'category';
  label: string;
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string };
  items: (string | SidebarCategory)[];
};

const generated = (label: string, items: string[], link: { slug?: string; title?: string } = {}): SidebarCategory => ({
  type: 'category',
  label,
  link: { type: 'generated-index', ...link },
  items,
});

/**
 * The wiki's manual sidebars, keyed by Chinese sidebar names, every category a generated index (two with a slug
 * and title of their own, the others at Docusaurus's default `/category/<slug of the label>`). Items are doc ids
 * (front matter `id`, which for `Cadence操作笔记-OrCAD_Capture.md` differs from the file name). memo/, unlist/,
 * archive/, todo/, preview/ and minisize/ stay out, as on the real site.
 */
export const WIKI_SIDEBARS: Record<string, (string | SidebarCategory)[]> = {
  硬件与半导体: [
    'Home',
    generated('基本元器件', [
      '基本元器件-电阻',
      '基本元器件-电容',
      '基本元器件-电感与磁珠',
      '基本元器件-二极管',
      '基本元器件-晶体三级管',
      '基本元器件-场效应管',
      '基本元器件-运算放大器',
      '基本元器件-光电耦合器',
      '保险丝的选型',
      '锂电池选型指南',
    ]),
    generated(
      '电源设计',
      [
        '电源拓扑-线性稳压',
        '电源拓扑-开关稳压（非隔离型）',
        '电源拓扑-开关稳压（隔离型）',
        '电源设计-方案确定',
        '电源设计-开关稳压IC（非隔离型）',
        '电源设计-自举电路',
        '电源设计-纹波噪声与测量方法',
        '电源设计-LDO电源抑制比（PSRR）与测量方法',
        '电源方案（LDO）-XC6206',
        '电源方案（Buck）-LMR14050',
        '电源方案（Buck）-TPS54531',
        '电源方案（Buck）-XL2009E1',
        '电源方案（Boost）-SX1308',
        '电源方案（PMIC）-EA3036C',
        '电源方案（PMIC）-EA3059',
        '电源完整性设计',
        '防反接电路的设计',
      ],
      { slug: '/power', title: '电源设计合集' },
    ),
    generated('数字电路', ['数字电路基础知识', '数字电路中的竞争与冒险', '推挽与开漏输出', '存储器的分类', '共模信号与差模信号']),
    generated('信号完整性', [
      '信号完整性-基础概念',
      '信号完整性-时域与频域',
      '信号完整性-电阻的物理基础',
      '信号完整性-阻抗与电气模型',
      '信号完整性-传输线',
      '信号完整性-串扰',
      '信号完整性-失真',
      '高速电路的设计',
      'EMC设计指南',
      'ESD基础知识',
      '信号地与机壳地间的EMC设计',
    ]),
    generated('射频', [
      '射频-基础知识',
      '射频-无线电波与天线',
      '射频-天线基础知识',
      '射频-天线的分类与选型',
      '射频-S参数',
      '射频-组件与系统-导线',
      '射频-组件与系统-电阻',
      '射频-组件与系统-电容',
      '射频-谐振电路-基本定义',
      '射频-谐振电路-无损组件的共振',
      '射频-谐振电路-负载Q值',
      '史密斯圆图与匹配电路基础',
      '一般天线匹配电路的设计',
    ]),
    generated('半导体测试', [
      '半导体测试基础-基本概念',
      '半导体测试基础-OS测试',
      '半导体测试基础-DC参数测试',
      '半导体测试基础-AC参数测试',
      '半导体测试基础-功能测试',
      'Basics_of_Mixed_Signal_Test',
      'ADC与DAC基础知识',
      'ADC-Static_Parameters',
      'ADC-Dynamic_Parameters',
      'DAC-Static_Parameters',
      'DAC-Dynamic_Parameters',
      'Troubleshooting_of_ADC_and_DAC',
      'Basics_of_Fourier_Transform',
      'Continuity_Test',
      'Leakage_Test',
      'IDD_Test',
      'DC_Parameters',
      'DCVI_Alarms',
      'Digital_Functional_Test',
      'Level_Threshold_Test',
      'Pattern_Syntax_Notes',
      'VBT_Syntax-TheExec-Flow',
      'VBT_Syntax-TheHdw',
      'VBT_Syntax-TheHdw-DCVI',
    ]),
    generated('EDA 工具', [
      'AD基本操作-环境搭建',
      'AD基本操作-基础知识',
      'AD基本操作-原理图绘制',
      'AD基本操作-多板系统设计',
      'AD常用技巧',
      'AD使用Git的注意事项',
      'AltiumDesigner安装库文件',
      'OrCAD配置与技巧',
      '个人PCB设计规范',
    ]),
    generated('仪器仪表', [
      '示波器的触发模式',
      '逻辑分析仪的使用',
      '网络分析仪的使用',
      '线性注入器的使用',
      '宽带注入变压器的使用',
    ]),
  ],
  嵌入式与软件: [
    generated('通信协议', [
      '通信协议-数字逻辑电平',
      '通信协议-串口通信',
      '通信协议-I2C',
      '通信协议-SPI',
      '通信协议-CAN',
      '通信协议-USB',
      '通信协议-以太网',
    ]),
    generated(
      'STM32 与 HAL 库',
      [
        'HAL库开发笔记-环境配置',
        'HAL库开发笔记-GPIO',
        'HAL库开发笔记-外部中断',
        'HAL库开发笔记-串口通信',
        'HAL库开发笔记-DMA',
        'HAL库开发笔记-TIM基本定时器',
        'HAL库开发笔记-TIM通用定时器',
        'HAL库开发笔记-I2C通信（MPU6050）',
        'HAL库开发笔记-CAN通信',
        'HAL库开发笔记-USB通信',
        'HAL库开发笔记-以太网通信（LwIP）',
        'CubeMX与CubeIDE避坑',
        'STM32CubeIDE串口重定向（printf）及输出浮点型',
        'STM32的启动模式',
        'C与STM32代码规范',
        'C与STM32常用宏定义',
        'KeilMDK配置指南',
        'FreeRTOS开发笔记',
      ],
      { slug: '/stm32-hal', title: 'STM32 HAL 库开发笔记' },
    ),
    generated('嵌入式 Linux', [
      '嵌入式Linux-基础知识',
      '嵌入式Linux-GPIO子系统',
      'BeagleBone系列-基本参数与环境配置',
      'BeagleBone系列-无线连接',
      'BeagleBone系列-使用BBIO库开发',
      'BeagleBone系列-BBAI入坑',
      'JetsonNano系列-入坑',
      'Flip-基于全志F1C200s的Linux开发板',
      'Linux学习笔记-基础知识',
      'Linux学习笔记-用户操作',
    ]),
    generated('前端与工具链', [
      'HTML学习笔记',
      'CSS学习笔记',
      'JavaScript学习笔记',
      'Vue.js小技巧',
      '前端开发-环境搭建',
      'Node.js和npm的安装与卸载（MacOS）',
      'npm和Yarn换源加速国内访问',
      'Git学习笔记',
      'Git配置代理',
      'DockerCompose-更优雅的打开方式',
      'Docker简易指南',
    ]),
  ],
  效率指南: [
    generated('写作与知识管理', [
      '为什么你需要一个知识库',
      '使用Markdown高效写作',
      '如何在Markdown中使用LaTeX',
      '卡片式写作',
      '个人知识库的搭建-基于Docusaurus',
      'Docusaurus极简部署指南',
      'Hugo极简搭建指南',
      '技术文档写作规范',
      '个人文案排版规范',
    ]),
    generated('VS Code', [
      'VSCode生产力指南-环境配置',
      'VSCode生产力指南-JupyterNotebook',
      'VSCode的便携模式',
      '使用VSCode进行远程开发',
      '如何在iPad上运行VSCode',
    ]),
    generated('群晖 NAS', [
      '使用rdp访问群晖NAS',
      '用群晖自带反向代理实现HTTPS访问',
      '基于Bitwarden搭建密码管理器（群晖Docker）',
      '基于Calibre搭建在线书库（群晖Docker）',
      '基于RSSHub搭建RSS生成器（群晖Docker）',
      '基于acme.sh自动申请域名证书（群晖Docker）',
    ]),
    'Tools',
  ],
};

/** Power's Wiki laid out as its repository was (docs at the site root, math, a manual Chinese sidebar). */
export function makeWikiSite(): string {
  const site = tempFolder('docusaurus-wiki');
  copy(path.join(WIKI, 'docs'), site, 'docs');
  copy(path.join(WIKI, 'blog'), site, 'blog');
  write(
    site,
    'package.json',
    json({
      name: 'wiki-docusaurus',
      version: '0.0.0',
      private: true,
      scripts: { start: 'docusaurus start', build: 'docusaurus build' },
      dependencies: {
        '@docusaurus/core': '2.2.0',
        '@docusaurus/preset-classic': '2.2.0',
        '@mdx-js/react': '^1.6.22',
        clsx: '^1.2.1',
        'hast-util-is-element': '^1.1.0',
        'prism-react-renderer': '^1.3.5',
        react: '^17.0.2',
        'react-dom': '^17.0.2',
        'rehype-katex': '^5.0.0',
        'remark-math': '^3.0.1',
      },
    }),
  );
  write(
    site,
    'docusaurus.config.js',
    `// @ts-check
// Note: type annotations allow type checking and IDEs autocompletion

const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/dracula');

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: "Power's Wiki",
  tagline: '硬件、嵌入式与效率工具的知识库',
  url: 'https://wiki-power.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  favicon: 'img/favicon.ico',
  organizationName: 'linyuxuanlin',
  projectName: 'Wiki_Docusaurus',

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: require.resolve('./sidebars.js'),
          sidebarCollapsible: true,
          breadcrumbs: false,
          editUrl: 'https://github.com/linyuxuanlin/Wiki_Docusaurus/edit/main/',
          remarkPlugins: [require('remark-math')],
          rehypePlugins: [require('rehype-katex')],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          postsPerPage: 8,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: '全部文章',
          feedOptions: { type: 'all', copyright: \`Copyright © \${new Date().getFullYear()} Power Lin\` },
        },
        theme: {
          customCss: require.resolve('./src/css/custom.css'),
        },
      }),
    ],
  ],

  stylesheets: [
    {
      href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css',
      type: 'text/css',
      integrity: 'sha384-odtC+0UGzzFL/6PNoE8rX/SPcQDXBJ+uRepguP4QkPCm2LBxH3FA3y+fKSiJ+AmM',
      crossorigin: 'anonymous',
    },
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      docs: {
        sidebar: {
          hideable: true,
          autoCollapseCategories: true,
        },
      },
      algolia: {
        appId: 'Z2J5ELJ2OL',
        apiKey: 'b1c1fa1b8e2e26fd8e0a4a1fd5e1c2c5',
        indexName: 'wiki-power',
      },
      navbar: {
        title: "Power's Wiki",
        logo: { alt: 'Logo', src: 'img/logo.svg' },
        items: [
          { type: 'doc', docId: 'Home', position: 'left', label: '硬件与半导体' },
          { type: 'docSidebar', sidebarId: '嵌入式与软件', position: 'left', label: '嵌入式与软件' },
          { type: 'docSidebar', sidebarId: '效率指南', position: 'left', label: '效率指南' },
          { to: '/blog', label: '博客', position: 'left' },
          { href: 'https://github.com/linyuxuanlin/Wiki_Docusaurus', label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        copyright: \`Copyright © \${new Date().getFullYear()} Power Lin. Built with Docusaurus.\`,
      },
      prism: {
        theme: lightCodeTheme,
        darkTheme: darkCodeTheme,
      },
    }),
};

module.exports = config;
`,
  );
  write(
    site,
    'sidebars.js',
    `// @ts-check

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = ${JSON.stringify(WIKI_SIDEBARS, null, 2)};

module.exports = sidebars;
`,
  );
  write(site, 'src/css/custom.css', ':root {\n  --ifm-color-primary: #2e8555;\n}\n');
  writeStaticImages(site, ['img/favicon.ico', 'img/logo.svg']);
  return site;
}

// ---------------------------------------------------------------------------------------------------
// zxuqian/zxuqian.cn (Docusaurus 2.0.0-beta.3)
// ---------------------------------------------------------------------------------------------------

/** The manual `videos` sidebar: categories with Chinese labels over doc ids (folder number prefixes stripped by Docusaurus, except the version-like `03-5-…`). */
export const ZXUQIAN_VIDEO_CATEGORIES: Record<string, string[]> = {
  'HTML 与 CSS': [
    'videos/html/html-basics/html-basics',
    'videos/css/grid-layout/grid-layout',
    'videos/css/flex-layout/flex-layout',
    'videos/css/03-5-tips-master-css/5-tips-master-css',
    'videos/css/selectors/css-selectors',
    'videos/css/position/css-position',
    'videos/css/css-hsl-color/css-hsl-color',
    'videos/css/css-grid-place-items/css-grid-place-items',
    'videos/css/css-text-image-wrap/css-text-image-wrap',
    'videos/css/css-flex-gap-tutorial/css-flex-gap-tutorial',
    'videos/css/css-counter-state-management/css-counter-state-management',
    'videos/css/css-conic-gradient-tutorial/css-conic-gradient-tutorial',
    'videos/css/css-container-queries-intro/css-container-queries-intro',
    'videos/css/css-common-properties/css-common-properties',
    'videos/css/css-transition-keyframes-intro/css-transition-keyframes-intro',
  ],
  前端特效: [
    'videos/effects/glassmorphism/effects-glassmorphism',
    'videos/effects/cyberpunk/effects-glitch',
    'videos/effects/resize/effects-resizable',
    'videos/effects/gradient-animation/gradient-animation',
    'videos/effects/js-horizontal-scroll-effect/js-horizontal-scroll-effect',
  ],
  浏览器与网络: [
    'videos/browser/dom/what-is-dom',
    'videos/browser/bom/what-is-bom',
    'videos/browser/js-dom/js-dom-operation',
    'videos/browser/web-components-get-started/web-components-get-started',
    'videos/browser/native-drag-drop/native-drag-drop',
    'videos/browser/js-web-animations-api/js-web-animations-api',
    'videos/js/event-loop/event-loop',
    'videos/network/http-basics/http-basics',
    'videos/network/https-basics/https-basics',
  ],
  'React 与 Vue': [
    'videos/react/react-props-buttons/react-props-button',
    'videos/react/gradient-bg-react-state-event/react-state-event-gradient',
    'videos/react/03-5-react-spring-animations/5-react-spring-animations',
    'videos/react/react-docusaurus-blog-list-view/react-docusaurus-blog-list-view',
    'videos/vue/vue-todo-app/vue-todo-app',
    'videos/vue/vite-get-started/vite-get-started',
    'videos/vue/vue-watch-api-tips/vue-watch-api-tips',
    'videos/vue/vue-echarts-integration/vue-echarts-integration',
    'videos/vue/vue-echarts-bar-chart/vue-echarts-bar-chart',
    'videos/vue/vue-echarts-doughnut-chart/vue-echarts-doughnut-chart',
  ],
  'TypeScript 教程': [
    'videos/ts/intro/ts-intro',
    'videos/ts/typescript-oo-basics/typescript-oo-basics',
    'videos/ts/typescript-oop-abstraction/typescript-oop-abstraction',
    'videos/ts/typescript-oop-inheritance/typescript-oop-inheritance',
    'videos/ts/typescript-oop-polymorphism/typescript-oop-polymorphism',
  ],
  后端开发: [
    'videos/express/express-mongo-crud/express-mongo-crud',
    'videos/express/express-get-started/express-get-started',
    'videos/mongo/mongodb-get-started/mongodb-get-started',
  ],
  项目与工具: [
    'videos/projects/html-css-full-website-idustrial/html-css-full-website-idustrial',
    'videos/tools/tools-vs-code-codesandbox/tools-vs-code-codesandbox',
  ],
};

/** The placeholder media the posts `require()` (the real videos were not kept): a few bytes each. */
const ZXUQIAN_MEDIA = [
  'blog/img/2021-01-24-wechat-stickers-demo.mp4',
  'blog/img/javascript-collision-physics/01-gravity.mp4',
  'blog/img/javascript-collision-physics/03-moving-ball.mp4',
  'blog/img/javascript-collision-physics/04-two-moving-balls.mp4',
  'blog/img/javascript-collision-physics/05-collision-detect.mp4',
  'blog/img/javascript-collision-physics/07-edge-collision.mp4',
  'blog/img/javascript-collision-physics/09-ball-collision.mp4',
  'blog/img/javascript-collision-physics/10-coefficient-of-restitution.mp4',
  'blog/img/2021-03-14-webrtc-avatarify-face-swap-tutorial/webrtc-avatarify-face-swap-demo.mp4',
  'blog/img/2021-03-23-web-performance-optimization-image-lazy-loading/showcase.mp4',
  'blog/img/2021-03-23-web-performance-optimization-image-lazy-loading/showcase.webm',
];

/** 峰华前端工程师 laid out as its repository was: the blog at `/`, a second blog at `/lifestyle`, docs with math and components. */
export function makeZxuqianSite(): string {
  const site = tempFolder('docusaurus-zxuqian');
  for (const dir of ['blog', 'docs', 'lifestyle', 'static']) copy(path.join(ZXUQIAN, dir), site, dir);
  // The smallest ISO-BMFF / EBML headers, so the files are recognisably videos.
  const mp4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex');
  for (const rel of ZXUQIAN_MEDIA) write(site, rel, rel.endsWith('.webm') ? webm : mp4);
  write(
    site,
    'package.json',
    json({
      name: 'zxuqian-cn',
      version: '0.0.0',
      private: true,
      scripts: { start: 'docusaurus start', build: 'docusaurus build' },
      dependencies: {
        '@docusaurus/core': '^2.0.0-beta.3',
        '@docusaurus/plugin-content-blog': '^2.0.0-beta.3',
        '@docusaurus/preset-classic': '^2.0.0-beta.3',
        '@mdx-js/react': '^1.6.21',
        clsx: '^1.1.1',
        'docusaurus2-dotenv': '^1.4.0',
        'hast-util-is-element': '^1.1.0',
        react: '^17.0.1',
        'react-dom': '^17.0.1',
        'rehype-katex': '^4.0.0',
        'remark-math': '^3.0.1',
        'styled-components': '^5.2.1',
      },
    }),
  );
  // The lockfile entry that pins the range to the release the site was built with.
  write(
    site,
    'yarn.lock',
    `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
# yarn lockfile v1


"@docusaurus/core@2.0.0-beta.3", "@docusaurus/core@^2.0.0-beta.3":
  version "2.0.0-beta.3"
  resolved "https://registry.yarnpkg.com/@docusaurus/core/-/core-2.0.0-beta.3.tgz#2d5a8a5e5ae7d3b5b1c1f4b0ac1a3ff0d35a0e83"
`,
  );
  write(
    site,
    'docusaurus.config.js',
    `const path = require("path");
const math = require("remark-math");
const katex = require("rehype-katex");

module.exports = {
  title: "峰华前端工程师",
  tagline: "致力于帮助你以最直观、最快速的方式学会前端开发",
  url: "https://zxuqian.cn",
  baseUrl: "/",
  onBrokenLinks: "ignore",
  favicon: "img/favicon.ico",
  organizationName: "zxuqian",
  projectName: "zxuqian.cn",
  themeConfig: {
    image: "img/zxuqian.png",
    hideableSidebar: true,
    navbar: {
      title: "峰华前端工程师",
      logo: { alt: "峰华", src: "img/logo.webp", srcDark: "img/logo.webp" },
      items: [
        {
          label: "学习",
          position: "right",
          items: [
            { label: "CSS 完全指南", to: "docs/css/css-tutorial-intro" },
            { label: "技术视频", to: "docs/videos" },
            { label: "资源导航", to: "docs/resources" },
            { label: "前端小工具", to: "docs/tools" },
          ],
        },
        { label: "随笔", position: "right", to: "lifestyle" },
        { label: "标签", position: "right", to: "tags" },
      ],
    },
    algolia: { apiKey: "5c9e7ed4c7e2a9c6b1a2c1f5a46a27d3", indexName: "zxuqian", appId: "BH4D9OD16A" },
    footer: {
      style: "dark",
      links: [
        {
          title: "学习",
          items: [
            { label: "技术视频", to: "docs/videos" },
            { label: "随笔", to: "lifestyle" },
          ],
        },
        {
          title: "社交媒体",
          items: [{ label: "B 站", href: "https://space.bilibili.com/302954484" }],
        },
      ],
      copyright: \`<p>Copyright © \${new Date().getFullYear()} 峰华 (张旭乾) Built with Docusaurus.</p>\`,
    },
    prism: {
      theme: require("prism-react-renderer/themes/github"),
      darkTheme: require("prism-react-renderer/themes/oceanicNext"),
      defaultLanguage: "javascript",
    },
  },
  presets: [
    [
      "@docusaurus/preset-classic",
      {
        docs: {
          sidebarPath: require.resolve("./sidebars.js"),
          editUrl: "https://github.com/zxuqian/zxuqian.cn/tree/master",
          showLastUpdateTime: true,
          remarkPlugins: [math],
          rehypePlugins: [katex],
        },
        blog: {
          path: "./blog",
          routeBasePath: "/",
          blogSidebarTitle: "近期文章",
          remarkPlugins: [math],
          rehypePlugins: [katex],
          feedOptions: {
            type: "all",
            title: "峰华前端工程师",
            copyright: \`Copyright © \${new Date().getFullYear()} 峰华 (张旭乾) Built with Docusaurus.\`,
          },
        },
        theme: {
          customCss: require.resolve("./src/css/custom.css"),
        },
        sitemap: {
          changefreq: "daily",
          priority: 0.5,
        },
      },
    ],
  ],
  stylesheets: [
    {
      href: "/katex/katex.min.css",
      type: "text/css",
    },
  ],
  i18n: {
    defaultLocale: "zh-CN",
    locales: ["zh-CN"],
  },
  plugins: [
    "docusaurus2-dotenv",
    [
      "@docusaurus/plugin-content-blog",
      {
        id: "secret-garden",
        routeBasePath: "lifestyle",
        path: "./lifestyle",
        feedOptions: {
          type: "all",
          title: "峰华的随笔",
          copyright: \`Copyright © \${new Date().getFullYear()} 峰华 (张旭乾) Built with Docusaurus.\`,
        },
      },
    ],
    path.resolve(__dirname, "./src/plugin/plugin-latest-docs"),
  ],
};
`,
  );
  const category = (label: string, items: string[]) => ({ type: 'category', label, items });
  const sidebars = {
    css_tutorials: [{ type: 'autogenerated', dirName: 'css' }],
    videos: ['videos/videos-intro', ...Object.entries(ZXUQIAN_VIDEO_CATEGORIES).map(([label, items]) => category(label, items))],
    course: ['course/react-chat-ui/react-chat-ui'],
    resources: [
      'resources/resources-intro',
      category('开发工具', ['resources/tools/vs-code-themes/vs-code-themes']),
      category('UI 框架', ['resources/ui/css-frameworks/css-frameworks']),
    ],
    tools: ['tools/tools-intro', 'tools/glassmorphism-generator/glassmorphism-generator'],
  };
  write(site, 'sidebars.js', `module.exports = ${JSON.stringify(sidebars, null, 2)};\n`);
  write(site, 'src/css/custom.css', ':root {\n  --ifm-color-primary: #2196f3;\n}\n');
  // A local plugin (the latest docs as global data on the real site): its code does not matter here.
  write(
    site,
    'src/plugin/plugin-latest-docs/index.js',
    `module.exports = function latestDocsPlugin() {
  return {
    name: "docusaurus-plugin-latest-docs",
    async contentLoaded({ actions }) {
      actions.setGlobalData({ latestDocs: [] });
    },
  };
};
`,
  );
  writeStaticImages(site, ['img/favicon.ico', 'img/logo.webp', 'img/zxuqian.png']);
  writeZxuqianComponents(site);
  return site;
}

/** Small stand-ins for the components zxuqian's Markdown imports (the originals are site code that was not kept). */
function writeZxuqianComponents(site: string): void {
  write(
    site,
    'src/components/BVideo/index.js',
    `import React from "react";

/** A Bilibili video, shown as a link to its page (the real site embeds the player). */
export default function BVideo({ src = "", bsrc }) {
  const bvid = /[?&]bvid=([^&]+)/.exec(src);
  const aid = /[?&]aid=(\\d+)/.exec(src);
  const page = bvid ? \`https://www.bilibili.com/video/\${bvid[1]}\` : aid ? \`https://www.bilibili.com/video/av\${aid[1]}\` : bsrc;
  return (
    <p className="bvideo">
      <a href={page} target="_blank" rel="noopener noreferrer">
        在 B 站观看视频
      </a>
    </p>
  );
}
`,
  );
  write(
    site,
    'src/components/Video/index.js',
    `import React from "react";

/** A local video with the browser's own controls. */
export default function Video({ src, webmSrc, width = "100%" }) {
  return (
    <video className="local-video" controls muted playsInline width={width}>
      {webmSrc ? <source src={webmSrc} type="video/webm" /> : null}
      <source src={src} type="video/mp4" />
    </video>
  );
}
`,
  );
  write(
    site,
    'src/components/Codepen/index.js',
    `import React from "react";

/** A CodePen pen, as a link (the real site embeds it in an iframe). */
export default function Codepen({ hash, title }) {
  return (
    <p className="codepen">
      <a href={\`https://codepen.io/zxuqian/pen/\${hash}\`} target="_blank" rel="noopener noreferrer">
        CodePen：{title}
      </a>
    </p>
  );
}
`,
  );
  write(
    site,
    'src/components/CodeSandBox/index.js',
    `import React from "react";

/** A CodeSandbox example, as a link (the real site embeds it in an iframe). */
export default function CodeSandBox({ slug, title }) {
  return (
    <p className="codesandbox">
      <a href={\`https://codesandbox.io/s/\${slug}\`} target="_blank" rel="noopener noreferrer">
        CodeSandbox：{title}
      </a>
    </p>
  );
}
`,
  );
  // The colocated demos of the React video docs and the glassmorphism tool.
  write(
    site,
    'docs/videos/react/01-react-props-buttons/ButtonDemo.js',
    `import React from "react";

function Button({ type = "default", children, ...rest }) {
  const colors = { default: "#e0e0e0", primary: "#2196f3", danger: "#f44336" };
  return (
    <button
      type="button"
      style={{ margin: 4, padding: "6px 16px", border: 0, borderRadius: 4, background: colors[type] }}
      {...rest}
    >
      {children}
    </button>
  );
}

export default function ButtonDemo() {
  return (
    <div className="button-demo">
      <Button>默认按钮</Button>
      <Button type="primary">主要按钮</Button>
      <Button type="danger">危险按钮</Button>
    </div>
  );
}
`,
  );
  write(
    site,
    'docs/videos/react/02-gradient-bg-react-state-event/Gradient.js',
    `import React, { useState } from "react";

export default function GradientDemo() {
  const [from, setFrom] = useState("#ff6b81");
  const [to, setTo] = useState("#1e90ff");
  return (
    <div className="gradient-demo">
      <div style={{ height: 120, borderRadius: 8, background: \`linear-gradient(to right, \${from}, \${to})\` }} />
      <label>
        起始颜色 <input type="color" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        结束颜色 <input type="color" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <code>{\`background: linear-gradient(to right, \${from}, \${to});\`}</code>
    </div>
  );
}
`,
  );
  write(
    site,
    'docs/tools/01-glassmorphism-generator/GlassmorphismGenerator/index.js',
    `import React, { useState } from "react";
import styles from "./style.module.css";

export default function GlassmorphismGenerator() {
  const [blur, setBlur] = useState(10);
  const [alpha, setAlpha] = useState(0.25);
  const css = \`background: rgba(255, 255, 255, \${alpha});\\nbackdrop-filter: blur(\${blur}px);\`;
  return (
    <div className={styles.generator}>
      <div className={styles.stage}>
        <div className={styles.glass} style={{ background: \`rgba(255, 255, 255, \${alpha})\`, backdropFilter: \`blur(\${blur}px)\` }}>
          玻璃特效预览
        </div>
      </div>
      <label>
        模糊 <input type="range" min="0" max="30" value={blur} onChange={(e) => setBlur(Number(e.target.value))} />
      </label>
      <label>
        透明度 <input type="range" min="0" max="1" step="0.05" value={alpha} onChange={(e) => setAlpha(Number(e.target.value))} />
      </label>
      <pre className={styles.code}>{css}</pre>
    </div>
  );
}
`,
  );
  write(
    site,
    'docs/tools/01-glassmorphism-generator/GlassmorphismGenerator/style.module.css',
    `.generator {
  display: grid;
  gap: 12px;
}

.stage {
  display: grid;
  place-items: center;
  height: 240px;
  border-radius: 12px;
  background: url(./background.png) center / cover;
}

.glass {
  padding: 32px 48px;
  border-radius: 12px;
  border: 1px solid rgba(255, 255, 255, 0.4);
}

.code {
  white-space: pre-wrap;
}
`,
  );
}
