import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { siteConfig } from './config/site';
import { basePath, homeHref, trailingSlash, withBase } from './lib/routes';
import { navbarTitle, siteCodeTranslations, siteTagline, siteTitle } from './lib/i18n/site-translations';
import { localeInfoOf, siteLocale } from './lib/i18n/locale';
import { getLoadErrorStrings, getMdxUiTable } from './lib/i18n/client-strings';
import { CODE_TRANSLATIONS } from './scripts/lib/build-dirs.mjs';

/**
 * Static export under the base path. The build script sets MYBLOG_EXPORT_DIR so the export is written to a
 * temporary folder and swapped into `out/` only when every step succeeded. `env` gives the Docusaurus
 * runtime (components/mdx/docusaurus, which also runs in the browser) the few site values it reads.
 */
/** The mirrored site code (scripts/lib/mdx-modules.ts), relative to Turbopack's root: not anchored (see below). */
const MIRRORED_SITE_CODE = /(^|\/)\.build\/mdx-modules\//;
const LESS_LOADER = path.resolve('scripts/lib/less-loader.cjs');

const nextConfig = (phase: string): NextConfig => ({
  output: 'export',
  basePath,
  // Docusaurus's trailingSlash of the site: false writes `docs/intro.html`, else `docs/intro/index.html`.
  trailingSlash,
  // Without trailing slashes next/link and the client router would still strip the slash of a locale's home (`/ja/`,
  // kept as Docusaurus keeps it: lib/routes.ts `route`) and of the base path's (`/myblog/`): they then keep every
  // href as lib/routes.ts writes it (this sets `__NEXT_MANUAL_TRAILING_SLASH`; an export has no server to redirect).
  skipTrailingSlashRedirect: !trailingSlash,
  distDir: process.env.MYBLOG_EXPORT_DIR ?? '.next',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Static generation on every core: Next's default leaves one for its main process, which only hands out
  // pages (N=1000 on 2 cores: 36.0 → 26.7 s). scripts/build.mjs gives fewer for a few pages (MYBLOG_RENDER_WORKERS).
  experimental: {
    // The exported 404.html is app/global-not-found.tsx, a whole page with the shell; the root layout's not-found
    // boundary, which every page's payload carries, stays a bare block (app/not-found.tsx).
    globalNotFound: true,
    // A build makes no source maps for the server code: a cold compile of this site took 14.8 instead of 18.3 s
    // of CPU (two runs each, 2026-11-24), and the export is byte for byte the same. A page that crashes while
    // rendering is debugged under `npm run dev`, which keeps them.
    ...(phase === PHASE_PRODUCTION_BUILD ? { serverSourceMaps: false, turbopackSourceMaps: false } : {}),
    // Turbopack keeps its persistent cache (.next/cache) only where scripts/build.mjs says that a build has been
    // here before (MYBLOG_TURBOPACK_CACHE=0 otherwise): the cache makes the next compile in this folder
    // incremental (1.5–1.8 s instead of ~5 s after a code change), but writing it costs a first build, as on a
    // fresh clone or in CI, ~1 s of wall and ~3 s of CPU that nothing would use.
    turbopackFileSystemCacheForBuild: process.env.MYBLOG_TURBOPACK_CACHE !== '0',
    cpus: Number(process.env.MYBLOG_RENDER_WORKERS) || Math.max(1, os.availableParallelism()),
    // Each segment's prefetch response stays its own file, as before Next 16.4, instead of the small ones being
    // bundled into the page's. Deciding that bundling gzips every segment of every page to measure it: at N=1000
    // static generation took 10.3–10.5 s instead of 13.1–14.9 s (generate mode, two runs each, 2026-11-24), a
    // fifth of the render workers' CPU. Hovering a doc link then fetches its head, path and page segments
    // (three files, 6.4 KB for a doc at N=1000) instead of one file of 9.4 KB that holds all three.
    prefetchInlining: false,
  },
  // An SVG that the site's code or MDX imports is a React component, as Docusaurus's SVGR rule makes it; only in the
  // mirrored site code (scripts/lib/mdx-modules.ts), so the project's own files are untouched. The path is relative
  // to Turbopack's root, which for a test's workspace (.build/ws/<name>) is the project above it: not anchored.
  turbopack: {
    rules: {
      '*.svg': {
        condition: { path: MIRRORED_SITE_CODE },
        loaders: [path.resolve('scripts/lib/svgr-loader.cjs')],
        as: '*.js',
      },
      // Less stylesheets of the site's code, as docusaurus-plugin-less compiles them (a CSS module when named so).
      '*.module.less': { condition: { path: MIRRORED_SITE_CODE }, loaders: [LESS_LOADER], as: '*.module.css' },
      '*.less': { condition: { path: MIRRORED_SITE_CODE }, loaders: [LESS_LOADER], as: '*.css' },
    },
  },
  // scripts/build.mjs names each build after its code fingerprint, so the pages that a partial build renders
  // again belong to the same build (and load the same client chunks) as the ones it keeps.
  generateBuildId: async () => process.env.MYBLOG_BUILD_ID ?? null,
  // `npm test` runs `tsc --noEmit` and ESLint once; the build does not repeat them.
  typescript: { ignoreBuildErrors: true },
  env: {
    MYBLOG_BASE_PATH: basePath,
    MYBLOG_SITE_URL: siteConfig.url,
    // `<html lang>`/`dir` of the last-resort error page (a client component, app/global-error.tsx).
    MYBLOG_HTML_LANG: siteLocale.htmlLang,
    MYBLOG_HTML_DIR: siteLocale.direction,
    // The words of MDX components and page scripts that run in the browser too (lib/i18n/mdx-ui.ts).
    MYBLOG_MDX_UI: JSON.stringify(getMdxUiTable()),
    // The error boundaries' words (components/layout/load-error.client.tsx).
    MYBLOG_LOAD_ERROR_UI: JSON.stringify(getLoadErrorStrings()),
    // The site's code translations by locale, for `@docusaurus/Translate` (components/mdx/docusaurus/translate.tsx): as
    // the MDX modules step wrote them (with the theme's words for the `theme.…` ids the site names), else code.json's own.
    MYBLOG_CODE_TRANSLATIONS: fs.existsSync(CODE_TRANSLATIONS)
      ? fs.readFileSync(CODE_TRANSLATIONS, 'utf8')
      : JSON.stringify(siteCodeTranslations()),
    MYBLOG_DOCUSAURUS_CONTEXT: JSON.stringify({
      title: siteConfig.title,
      tagline: siteConfig.tagline,
      url: siteConfig.url,
      baseUrl: siteConfig.baseUrl,
      // Docusaurus's own (unset: left out, as JSON drops it): its Link applies it to internal links.
      trailingSlash: siteConfig.trailingSlash,
      favicon: siteConfig.favicon,
      organizationName: siteConfig.organizationName,
      projectName: siteConfig.projectName,
      customFields: siteConfig.customFields,
      titleDelimiter: siteConfig.titleDelimiter,
      // What `useThemeConfig()` returns: the theme settings this site carries, in Docusaurus's shape (the footer's
      // left out: only a swizzled footer reads it, and this text is in the bundle of every page that links).
      themeConfig: {
        navbar: siteConfig.navbar,
        colorMode: siteConfig.colorMode,
        docs: { versionPersistence: 'localStorage', sidebar: siteConfig.docsSidebar },
        tableOfContents: siteConfig.tableOfContents,
      },
      i18n: {
        defaultLocale: siteConfig.i18n.defaultLocale,
        currentLocale: siteConfig.i18n.defaultLocale,
        locales: siteConfig.i18n.locales,
        // Each locale's info and base URL (Docusaurus 3.7+ lists `baseUrl` there; a locale's build has it as its
        // siteConfig.baseUrl), and its own title, tagline and navbar title, which the context gives as that build's
        // siteConfig (and its themeConfig.navbar).
        localeConfigs: Object.fromEntries(
          siteConfig.i18n.locales.map((l) => [
            l,
            {
              ...localeInfoOf(siteConfig.i18n, l),
              baseUrl: withBase(homeHref(l)).replace(/\/?$/, '/'),
              title: siteTitle(l),
              tagline: siteTagline(l),
              navbarTitle: navbarTitle(l),
            },
          ]),
        ),
      },
    }),
  },
});

export default nextConfig;
