import { t } from '@/lib/i18n';
import { siteTitle } from '@/lib/i18n/site-translations';
import { getVersionMenuStrings } from '@/lib/i18n/client-strings';
import type { VersionView } from '@/lib/navigation/versions';
import { SEARCH_VERSION_FILTER } from '@/lib/search-versions';
import { PreferredVersionLink, VersionDropdown } from './version-dropdown-lazy.client';

/**
 * The search filter attribute of a docs page's article, only where its plugin has several versions (an absent
 * attribute costs the page's payload nothing).
 */
export const versionFilter = (view: VersionView): { 'data-pagefind-filter'?: string } =>
  view.searchTag ? { 'data-pagefind-filter': `${SEARCH_VERSION_FILTER}:${view.searchTag}` } : {};

/**
 * The version of a docs page beside its breadcrumbs: the version menu where the plugin has one (its button reads
 * "Version: X"), else the version badge where the version has one (Docusaurus's `DocVersionBadge`).
 */
export function VersionControl({ view }: { view: VersionView }) {
  if (view.menu) return <VersionDropdown menu={view.menu} strings={getVersionMenuStrings(view.version.label)} />;
  if (!view.badge) return null;
  return <span className="version-badge">{t('theme.docs.versionBadge.label', { versionLabel: view.version.label })}</span>;
}

/**
 * The banner above a doc of an unreleased or unmaintained version (Docusaurus's `DocVersionBanner`), with a link
 * to the same doc in the last version, or to the last version's entry page.
 */
export function VersionBanner({ view }: { view: VersionView }) {
  const { banner } = view;
  if (!banner) return null;
  const versionLabel = <b key="version">{banner.versionLabel}</b>;
  const latestVersionLink = (
    <b key="link">
      <PreferredVersionLink pluginId={banner.pluginId} name={banner.latest.name} href={banner.latest.href}>
        {t('theme.docs.versions.latestVersionLinkLabel')}
      </PreferredVersionLink>
    </b>
  );
  return (
    <div className="version-banner" role="alert" data-pagefind-ignore>
      <p>
        {t.parts(
          banner.kind === 'unreleased'
            ? 'theme.docs.versions.unreleasedVersionLabel'
            : 'theme.docs.versions.unmaintainedVersionLabel',
          { siteTitle: siteTitle(t.locale), versionLabel },
        )}
      </p>
      <p>
        {t.parts('theme.docs.versions.latestVersionSuggestionLabel', {
          latestVersionLink,
          versionLabel: banner.latest.label,
        })}
      </p>
    </div>
  );
}
