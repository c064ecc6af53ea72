/**
 * The strings each client component shows, as the small props it receives (a page's payload carries only
 * these). Built from the one lookup (`t`); the types are what the components import.
 */
import { siteConfig } from '../../config/site';
import { localeTranslator, t, type Translator } from './index';
import { siteTitle, titleSuffix } from './site-translations';
import type { MdxUiStrings, MdxUiTable } from './mdx-ui';

/** The navbar search button and its dialog. */
export interface SearchStrings {
  button: string;
  dialogLabel: string;
  placeholder: string;
  inputLabel: string;
  close: string;
  searching: string;
  /** What failed… */
  unavailable: string;
  /** …and what to check. */
  unavailableHelp: string;
  /** With `{query}`. */
  noResults: string;
  resultsLabel: string;
  keys: string;
}

/** DocSearch's words where it has them (its modal's placeholder, error and no-results screens, footer keys). */
export const getSearchStrings = (): SearchStrings => ({
  button: t('theme.SearchBar.label'),
  dialogLabel: t('theme.SearchModal.placeholder'),
  placeholder: t('theme.SearchModal.placeholder'),
  inputLabel: t('theme.SearchBar.label'),
  close: t('theme.SearchModal.footer.closeText'),
  searching: t('theme.SearchPage.fetchingNewResults'),
  unavailable: t('theme.SearchModal.errorScreen.titleText'),
  unavailableHelp: t('theme.SearchModal.errorScreen.helpText'),
  // As DocSearch shows it: the words, then the query in quotes.
  noResults: `${t('theme.SearchModal.noResultsScreen.noResultsText')} "{query}"`,
  resultsLabel: t('site.search.resultsLabel'),
  // DocSearch's footer: each key and what it does.
  keys: [
    `Enter ${t('theme.SearchModal.footer.selectText')}`,
    `↑ ↓ ${t('theme.SearchModal.footer.navigateText')}`,
    `Esc ${t('theme.SearchModal.footer.closeText')}`,
  ].join(' · '),
});

/** The search page (Docusaurus's SearchPage words). */
export interface SearchPageStrings {
  /** The page's language, to pick the plural form of {@link documentsFound}. */
  locale: string;
  /** The heading and title without a query: "Search the documentation". */
  emptyTitle: string;
  /** With `{query}`: "Search results for "{query}"". */
  resultsTitle: string;
  /** What follows the page's title in the document's title (" | <site title>"). */
  titleSuffix: string;
  inputLabel: string;
  placeholder: string;
  /** By plural category, each with `{count}`. */
  documentsFound: Partial<Record<Intl.LDMLPluralRule, string>>;
  noResults: string;
  fetching: string;
  /** What failed… */
  unavailable: string;
  /** …and what to check. */
  unavailableHelp: string;
}

export const getSearchPageStrings = (): SearchPageStrings => ({
  locale: t.locale,
  emptyTitle: t('theme.SearchPage.emptyResultsTitle'),
  resultsTitle: t('theme.SearchPage.existingResultsTitle'),
  titleSuffix: titleSuffix(siteTitle(t.locale)),
  inputLabel: t('theme.SearchPage.inputLabel'),
  placeholder: t('theme.SearchPage.inputPlaceholder'),
  documentsFound: t.pluralForms('theme.SearchPage.documentsFound.plurals'),
  noResults: t('theme.SearchPage.noResultsText'),
  fetching: t('theme.SearchPage.fetchingNewResults'),
  unavailable: t('theme.SearchModal.errorScreen.titleText'),
  unavailableHelp: t('theme.SearchModal.errorScreen.helpText'),
});

/** The colour-mode switch. */
export interface ColorToggleStrings {
  /** With `{mode}`: the current mode's name. */
  label: string;
  light: string;
  dark: string;
}

export const getColorToggleStrings = (): ColorToggleStrings => ({
  label: t('theme.colorToggle.ariaLabel'),
  light: t('theme.colorToggle.ariaLabel.mode.light'),
  dark: t('theme.colorToggle.ariaLabel.mode.dark'),
});

/** The mobile menu button (opens the navbar and the doc sidebar). */
export interface MenuToggleStrings {
  open: string;
  close: string;
}

export const getMenuToggleStrings = (): MenuToggleStrings => ({
  open: t('theme.docs.sidebar.toggleSidebarButtonAriaLabel'),
  close: t('theme.docs.sidebar.closeSidebarButtonAriaLabel'),
});

/** The code blocks' copy button, after a click. */
export interface CopyCodeStrings {
  copy: string;
  copyLabel: string;
  copied: string;
  failed: string;
}

export const getCopyCodeStrings = (): CopyCodeStrings => ({
  copy: t('theme.CodeBlock.copy'),
  copyLabel: t('theme.CodeBlock.copyButtonAriaLabel'),
  copied: t('theme.CodeBlock.copied'),
  failed: t('site.code.copyFailed'),
});

/** A doc section's version menu. */
export interface VersionMenuStrings {
  /** The menu's button: "Version: 1.0". */
  button: string;
  /** The menu's name: "Versions". */
  menu: string;
}

export const getVersionMenuStrings = (versionLabel: string): VersionMenuStrings => ({
  button: t('theme.docs.versionBadge.label', { versionLabel }),
  menu: t('theme.navbar.mobileVersionsDropdown.label'),
});

/**
 * The words of MDX components and scripts that run in the browser too (see mdx-ui.ts), in one locale's language
 * (`tr`: its translator; the page's by default).
 */
export const getMdxUiStrings = (tr: Translator = t): MdxUiStrings => ({
  copy: tr('theme.CodeBlock.copy'),
  copyLabel: tr('theme.CodeBlock.copyButtonAriaLabel'),
  text: tr('site.code.text'),
  admonitions: {
    ...Object.fromEntries(
      ['note', 'tip', 'info', 'warning', 'caution', 'danger'].map((type) => [type, tr(`theme.admonition.${type}`)]),
    ),
    success: tr('site.admonition.success'),
    important: tr('site.admonition.important'),
    secondary: tr('site.admonition.secondary'),
  },
  details: tr('site.details'),
  headingLink: tr('theme.common.headingLinkTitle'),
  liveEditor: tr('theme.Playground.liveEditor'),
  liveResult: tr('theme.Playground.result'),
  liveLoading: tr('theme.IdealImageMessage.loading'),
  liveEditable: tr('site.live.editable'),
  diagramError: tr('site.diagramError'),
  zoomImage: tr('site.zoomImage'),
  zoomImageAlt: tr('site.zoomImageAlt'),
  tagsLabel: tr('theme.tags.tagsListLabel'),
  searchLabel: tr('theme.SearchBar.label'),
  editThisPage: tr('theme.common.editThisPage'),
  docsPagination: tr('theme.docs.paginator.navAriaLabel'),
  previous: tr('theme.docs.paginator.previous'),
  next: tr('theme.docs.paginator.next'),
  colorModeToggle: tr('theme.colorToggle.ariaLabel'),
  colorModeLight: tr('theme.colorToggle.ariaLabel.mode.light'),
  colorModeDark: tr('theme.colorToggle.ariaLabel.mode.dark'),
});

/** {@link getMdxUiStrings} for every locale of the site (what next.config.ts puts in `MYBLOG_MDX_UI`). */
export const getMdxUiTable = (): MdxUiTable => ({
  defaultLocale: siteConfig.i18n.defaultLocale,
  locales: Object.fromEntries(siteConfig.i18n.locales.map((locale) => [locale, getMdxUiStrings(localeTranslator(locale))])),
});

/** The page shown when a page's code or data failed to load (a client error boundary: it reads them from the env). */
export interface LoadErrorStrings {
  title: string;
  chunk: string;
  other: string;
  check: string;
  retry: string;
  retrying: string;
}

export const getLoadErrorStrings = (): LoadErrorStrings => ({
  title: t('theme.ErrorPageContent.title'),
  chunk: t('site.loadError.chunk'),
  other: t('site.loadError.other'),
  check: t('site.loadError.check'),
  retry: t('theme.ErrorPageContent.tryAgain'),
  retrying: t('theme.IdealImageMessage.loading'),
});
