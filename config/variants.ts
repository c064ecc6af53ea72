/**
 * The site's variants: every (locale, version) pair a Docusaurus site builds, as one typed list. A doc section of
 * the config (a docs-plugin instance) becomes one section per locale and version; a blog and the pages, one per
 * locale. Everything downstream (paths, queries, the route table, sidebars, search, sitemap, feeds) works on
 * these expanded sections, so a version or a locale is just another section with its own folder and URL base.
 *
 * The rules are Docusaurus's own:
 * - versions (packages/docusaurus-plugin-content-docs/src/versions/): `current` (the section folder) first, then
 *   versions.json; `includeCurrentVersion`, `onlyIncludeVersions`; the last version (default: the newest released
 *   one) at the section base, current at `next/`, others at `<name>/`; labels, banners and badges per version;
 *   a released version's docs in `versioned_docs/version-<name>/` (`<id>_versioned_docs/` for another plugin id);
 * - locales (packages/docusaurus/src/server/i18n.ts, utils `getPluginI18nPath`): a non-default locale at
 *   `/<locale>/`, its translations in `i18n/<locale>/<plugin>[-<id>]/<current|version-X>/`; a page lists the
 *   default locale's files, each read from the translation folder when translated there.
 */
import path from 'node:path';
import type { BlogConfig, DocSectionConfig, SiteConfig, VersionOptions } from './schema';

/** The name Docusaurus gives the version in the section folder. */
export const CURRENT_VERSION = 'current';

/** A locale of the site. */
export interface SiteLocaleVariant {
  readonly locale: string;
  readonly isDefault: boolean;
  /** URL segments before every route of the locale ('' for the default locale, `fr` for `/fr/…`). */
  readonly urlPrefix: string;
  /** Content-relative folder of its translations (`i18n/fr`), read for a non-default locale only. */
  readonly folder: string;
}

/** One version of a doc section, with Docusaurus's defaults applied. */
export interface DocVersion {
  readonly name: string;
  readonly label: string;
  /** URL segment after the section base ('' for the last version). */
  readonly pathPart: string;
  readonly isLast: boolean;
  readonly banner: 'unreleased' | 'unmaintained' | null;
  readonly badge: boolean;
  readonly noIndex: boolean;
  readonly className?: string;
}

/** A doc section in one locale and version. */
export interface DocSection extends DocSectionConfig {
  /** The config's section id (Docusaurus plugin id): navbar, footer and home links name sections by it. */
  readonly pluginId: string;
  readonly locale: string;
  readonly version: DocVersion;
  /** Every version of the plugin, in Docusaurus's order (current first, then newest released). */
  readonly allVersions: readonly DocVersion[];
  /** Content-relative folder of the default locale's files of this version; translations replace some of them. */
  readonly sourceFolder: string;
  /** Id of the same version in the default locale (itself in the default locale). */
  readonly sourceId: string;
  /** The locale's translation folder of this version (`i18n/<locale>/docusaurus-plugin-content-docs/current`), the folder of a translated locale. */
  readonly localizedFolder: string;
}

/** A blog in one locale. */
export interface BlogSection extends BlogConfig {
  readonly pluginId: string;
  readonly locale: string;
  readonly sourceFolder: string;
  readonly sourceId: string;
  /** The locale's translation folder of this blog (`i18n/<locale>/docusaurus-plugin-content-blog`). */
  readonly localizedFolder: string;
}

/** The standalone pages in one locale. */
export interface PageSection {
  readonly id: string;
  readonly locale: string;
  readonly folder: string;
  readonly routeBasePath: string;
  readonly sourceFolder: string;
  readonly sourceId: string;
  /** The locale's translation folder of the pages (`i18n/<locale>/docusaurus-plugin-content-pages`). */
  readonly localizedFolder: string;
  /** Docusaurus's `include`/`exclude` of the pages plugin (lib/content/source-globs.ts). */
  readonly include?: string[];
  readonly exclude?: string[];
}

const DEFAULT_PLUGIN_ID = 'default';

/** Joins URL path parts into a route base (`/`, `/fr/docs/next`). */
const joinRoute = (...parts: string[]): string =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;
const joinFolder = (...parts: string[]): string => path.posix.join(...parts.filter(Boolean));

/** Docusaurus's `<plugin>[-<id>]` folder name of a plugin instance's translations. */
const pluginFolder = (pluginName: string, pluginId: string): string =>
  pluginId === DEFAULT_PLUGIN_ID ? pluginName : `${pluginName}-${pluginId}`;

/** A docs version's translation file in a locale folder (`docusaurus-plugin-content-docs-<id>/version-1.0.json`). */
export const docsTranslationFile = (pluginId: string, versionName: string): string =>
  `${pluginFolder('docusaurus-plugin-content-docs', pluginId)}/${versionName === CURRENT_VERSION ? 'current' : `version-${versionName}`}.json`;

/** A blog's translation file of its options (title, description, sidebar title). */
export const blogTranslationFile = (pluginId: string): string =>
  `${pluginFolder('docusaurus-plugin-content-blog', pluginId)}/options.json`;

/** The locales, default first. */
export function localeVariants(site: SiteConfig): SiteLocaleVariant[] {
  const { defaultLocale, locales, localeConfigs } = site.i18n;
  const ordered = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  return ordered.map((locale) => {
    const isDefault = locale === defaultLocale;
    const own = localeConfigs[locale] ?? {};
    let urlPrefix = isDefault ? '' : locale;
    if (own.baseUrl !== undefined) {
      const base = own.baseUrl.startsWith(site.baseUrl) ? own.baseUrl.slice(site.baseUrl.length) : own.baseUrl;
      urlPrefix = base.split('/').filter(Boolean).join('/');
    }
    return { locale, isDefault, urlPrefix, folder: joinFolder(site.i18n.path, own.path ?? locale) };
  });
}

/** A section's versions with Docusaurus's defaults, current first (versions/index.ts `readVersionsMetadata`). */
export function docVersions(section: DocSectionConfig): DocVersion[] {
  const all = section.includeCurrentVersion ? [CURRENT_VERSION, ...section.releasedVersions] : [...section.releasedVersions];
  const names = section.onlyIncludeVersions ? all.filter((v) => section.onlyIncludeVersions!.includes(v)) : all;
  if (names.length === 0)
    throw new Error(`Doc section "${section.id}": no version to build (includeCurrentVersion, onlyIncludeVersions)`);
  for (const name of [section.lastVersion, ...(section.onlyIncludeVersions ?? []), ...Object.keys(section.versions)])
    if (name !== undefined && !all.includes(name))
      throw new Error(`Doc section "${section.id}": unknown version "${name}" (versions: ${all.join(', ')})`);
  const lastName = section.lastVersion ?? (names.length === 1 ? names[0]! : names.find((n) => n !== CURRENT_VERSION)!);
  return names.map((name) => {
    const own: VersionOptions = section.versions[name] ?? {};
    const isLast = name === lastName;
    const defaultBanner = isLast ? null : names.indexOf(name) < names.indexOf(lastName) ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: own.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      pathPart: own.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name),
      isLast,
      banner: own.banner === 'none' ? null : (own.banner ?? defaultBanner),
      badge: own.badge ?? names.length !== 1,
      noIndex: own.noIndex ?? false,
      className: own.className,
    };
  });
}

/** A variant's id: the config's id for the default locale's last version, else with the version and the locale. */
const variantId = (id: string, locale: SiteLocaleVariant, version?: DocVersion): string =>
  `${id}${version && !version.isLast ? `@${version.name}` : ''}${locale.isDefault ? '' : `~${locale.locale}`}`;

/** Every doc section in every locale and version: for each config section, its versions (last first) per locale. */
export function expandDocSections(site: SiteConfig): DocSection[] {
  const locales = localeVariants(site);
  const out: DocSection[] = [];
  for (const locale of locales) {
    for (const section of site.docs) {
      const versions = docVersions(section);
      const ordered = [...versions.filter((v) => v.isLast), ...versions.filter((v) => !v.isLast)];
      for (const version of ordered) {
        const released = version.name !== CURRENT_VERSION;
        const sourceFolder = released
          ? joinFolder(
              section.id === DEFAULT_PLUGIN_ID ? 'versioned_docs' : `${section.id}_versioned_docs`,
              `version-${version.name}`,
            )
          : section.folder;
        const localizedFolder = joinFolder(
          locale.folder,
          pluginFolder('docusaurus-plugin-content-docs', section.id),
          released ? `version-${version.name}` : 'current',
        );
        const folder = locale.isDefault ? sourceFolder : localizedFolder;
        const sidebars = released ? (section.versionedSidebars[version.name] ?? section.sidebars) : section.sidebars;
        out.push({
          ...section,
          id: variantId(section.id, locale, version),
          folder,
          routeBasePath: joinRoute(locale.urlPrefix, section.routeBasePath, version.pathPart),
          sidebars,
          pluginId: section.id,
          locale: locale.locale,
          version,
          allVersions: versions,
          sourceFolder,
          sourceId: variantId(section.id, { ...locale, isDefault: true }, version),
          localizedFolder,
        });
      }
    }
  }
  return out;
}

/** Every blog in every locale. */
export function expandBlogSections(site: SiteConfig): BlogSection[] {
  return localeVariants(site).flatMap((locale) =>
    site.blogs.map((blog) => {
      const localizedFolder = joinFolder(locale.folder, pluginFolder('docusaurus-plugin-content-blog', blog.id));
      return {
        ...blog,
        id: variantId(blog.id, locale),
        folder: locale.isDefault ? blog.folder : localizedFolder,
        localizedFolder,
        routeBasePath: joinRoute(locale.urlPrefix, blog.routeBasePath),
        pluginId: blog.id,
        locale: locale.locale,
        sourceFolder: blog.folder,
        sourceId: blog.id,
      };
    }),
  );
}

/** The standalone pages in every locale. */
export function expandPageSections(site: SiteConfig): PageSection[] {
  return localeVariants(site).map((locale) => {
    const localizedFolder = joinFolder(locale.folder, 'docusaurus-plugin-content-pages');
    return {
      id: variantId('pages', locale),
      locale: locale.locale,
      folder: locale.isDefault ? site.pages.folder : localizedFolder,
      localizedFolder,
      routeBasePath: joinRoute(locale.urlPrefix, site.pages.routeBasePath),
      sourceFolder: site.pages.folder,
      sourceId: 'pages',
      ...(site.pages.include ? { include: site.pages.include } : {}),
      ...(site.pages.exclude ? { exclude: site.pages.exclude } : {}),
    };
  });
}

/**
 * The file an "edit this page" link opens for a document of a section (content-relative paths): a translation
 * opens the default locale's file at the same place unless the section sets `editLocalizedFiles` (Docusaurus's
 * `getDocEditUrl`, blog `getBlogEditUrl`: the path relative to the localized folder, under the default one); then
 * that file's path in the repository, where `editPaths` (the site's, written by the import) names another. A file of
 * a folder outside the site, which the import copies under `_parent/` (one per `..`), climbs out of the site again,
 * as Docusaurus's link does (`<editUrl>/../docs/intro.md`: the folder's path relative to the site, then the file's).
 */
export function editedFile(
  sourceFilePath: string,
  section: { readonly folder: string; readonly sourceFolder: string; readonly editLocalizedFiles?: boolean },
  editPaths: Readonly<Record<string, string>> = {},
): string {
  const file =
    section.editLocalizedFiles || section.folder === section.sourceFolder || !sourceFilePath.startsWith(`${section.folder}/`)
      ? sourceFilePath
      : `${section.sourceFolder}/${sourceFilePath.slice(section.folder.length + 1)}`;
  const edited = Object.hasOwn(editPaths, file) ? editPaths[file]! : file;
  return edited.replace(/^(?:_parent\/)+/, (parents) => '../'.repeat(parents.length / '_parent/'.length));
}
