/**
 * Every URL of SPEC §2 (without the base path), with the content file that should answer it, so a test
 * can tell that the right page was served. Routes without a file are checked by their heading.
 */
export interface SpecRoute {
  readonly path: string;
  /** Content file (relative to content/) whose title the page must carry. */
  readonly file?: string;
  /** Text the page's <h1> must contain, for pages that are not one content file. */
  readonly h1?: string;
}

const docs = (section: string, ids: string[], ext: Record<string, string> = {}): SpecRoute[] =>
  ids.map((id) => ({ path: `/${section}/${id}/`, file: `${section}/${id}${ext[id] ?? '.md'}` }));

const BLOG_TAGS = [
  'animation',
  'docusaurus',
  'hello',
  'js',
  'node',
  'project',
  'react',
  '性能',
  '监控',
  '移动端',
  '系统',
  '调试',
];

export const SPEC_ROUTES: readonly SpecRoute[] = [
  { path: '/', h1: 'MyBlog' },
  { path: '/personal_brand/', file: 'pages/personal_brand.md' },
  { path: '/markdown-page/', file: 'pages/markdown-page.md' },
  { path: '/blog/', h1: '博客' },
  { path: '/blog/archive/', h1: '历史博文' },
  { path: '/blog/tags/', h1: '标签' },
  ...BLOG_TAGS.map((tag) => ({ path: `/blog/tags/${tag}/`, h1: `「${tag}」` })),
  { path: '/blog/AJAX/', file: 'blog/2021-10-12-AJAX.md' },
  { path: '/blog/JQ/', file: 'blog/2021-11-03-JQ.md' },
  { path: '/blog/MACOS/', file: 'blog/2022-03-20-MACOS.md' },
  { path: '/blog/welcome/', file: 'blog/2021-08-26-welcome/index.md' },
  { path: '/blog/mdx-blog-post/', file: 'blog/2021-08-01-mdx-blog-post.mdx' },
  { path: '/blog/long-blog-post/', file: 'blog/2019-05-29-long-blog-post.md' },
  ...docs(
    'docs',
    [
      'intro',
      'tutorial-basics/async-await',
      'tutorial-basics/event-loop',
      'tutorial-basics/jsasync',
      'tutorial-basics/markdown-features',
      'tutorial-extras/Object',
      'tutorial-extras/Proxy',
    ],
    {
      'tutorial-basics/markdown-features': '.mdx',
    },
  ),
  { path: '/docs/tags/', h1: '标签' },
  { path: '/docs/tags/async/', h1: '「async」' },
  { path: '/docs/tags/java-script/', h1: '「JavaScript」' },
  ...docs('js-docs', ['index', 'react/index', 'react/react-router', 'vue/index', 'svelte/index']),
  ...docs('css-docs', ['index', 'base/index', 'base/design-mode', 'base/layout', 'less/index', 'unocss/index']),
  ...docs('build-tools', ['rollup/index', 'vite/index', 'webpack/index']),
  ...docs('data-structure', ['index']),
  ...docs('reading', ['index', 'book1', 'book2']),
];

/** The old Svelte URL (folder with a trailing space) and where it must forward. */
export const SVELTE_REDIRECT = { from: '/js-docs/svelte%20/index/', to: '/js-docs/svelte/index/' } as const;
