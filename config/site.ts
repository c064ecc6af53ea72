/**
 * The site configuration: the single source of truth for titles, URLs, the navbar, the footer and the
 * six doc sections. Everything that lists sections or formats a URL derives from this object.
 */

/** How a build-time check reacts to a problem it finds (Docusaurus's `onBrokenLinks` values). */
export type CheckSeverity = 'ignore' | 'log' | 'warn' | 'throw';

/** One documentation section: its own content folder, URL base and sidebar. */
export interface DocSectionConfig {
  /** Stable id, used in localStorage keys and sidebar ids. */
  readonly id: string;
  /** Folder under the content root holding this section's Markdown. */
  readonly folder: string;
  /** URL base of the section, without the site base path (e.g. `/docs`). */
  readonly routeBasePath: string;
  /** Id of the section's generated sidebar. */
  readonly sidebarId: string;
  /** Label in the navbar. */
  readonly label: string;
  /** Doc id (path inside the section) the navbar entry opens. */
  readonly navbarDocId: string;
}

export const docSections = [
  {
    id: 'default',
    folder: 'docs',
    routeBasePath: '/docs',
    sidebarId: 'tutorialSidebar',
    label: 'JavaScript 基础',
    navbarDocId: 'intro',
  },
  { id: 'js-docs', folder: 'js-docs', routeBasePath: '/js-docs', sidebarId: 'jsSidebar', label: 'JS 框架', navbarDocId: 'index' },
  { id: 'css-docs', folder: 'css-docs', routeBasePath: '/css-docs', sidebarId: 'cssSidebar', label: 'CSS', navbarDocId: 'index' },
  {
    id: 'build-tools',
    folder: 'build-tools',
    routeBasePath: '/build-tools',
    sidebarId: 'buildToolsSidebar',
    label: '构建工具',
    navbarDocId: 'webpack/index',
  },
  {
    id: 'data-structure',
    folder: 'data-structure',
    routeBasePath: '/data-structure',
    sidebarId: 'dataStructureSidebar',
    label: '算法与数据结构',
    navbarDocId: 'index',
  },
  {
    id: 'reading',
    folder: 'reading',
    routeBasePath: '/reading',
    sidebarId: 'readingSidebar',
    label: '阅读',
    navbarDocId: 'index',
  },
] as const satisfies readonly DocSectionConfig[];

/** Id of one of the six doc sections. */
export type DocSectionId = (typeof docSections)[number]['id'];

export const siteConfig = {
  /** Site title, used in the navbar and in every page title. */
  title: 'MyBlog',
  /** Tagline shown in the hero and in metadata. */
  tagline: '业精于勤，行成于思',
  /** Origin the site is deployed to (GitHub Pages of the organization). */
  url: 'https://lin-frontend.github.io',
  /** Base path the site is served under; must start and end with a slash. */
  baseUrl: '/myblog/',
  /** Favicon, relative to `public/`. */
  favicon: 'img/favicon.svg',
  /** GitHub organization or user (builds the repository and Pages URLs). */
  organizationName: 'lin-frontend',
  /** GitHub repository name. */
  projectName: 'myblog',
  /** Branch the "edit this page" link points at. */
  editBranch: 'main',
  /** Author shown on the about page and in feeds. */
  author: '林舟',
  /** Posts per page on the blog list and on blog tag pages. */
  postsPerPage: 10,
  navbar: {
    /** Entries on the left after the doc sections. */
    blogLabel: '博客',
    githubLabel: 'GitHub',
  },
  footer: {
    copyright: `Copyright © 2025 MyBlog. Built with Next.js.`,
  },
  /** Old URLs that forward to their new home (the original Svelte folder had a trailing space). */
  redirects: [{ from: '/js-docs/svelte /index', to: '/js-docs/svelte/index' }],
  /** Build-time checks, like Docusaurus's `onBrokenLinks` and friends. */
  checks: {
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
  } satisfies Record<string, CheckSeverity>,
} as const;

/** The repository on GitHub, built from the organization and project names. */
export const githubRepoUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`;
